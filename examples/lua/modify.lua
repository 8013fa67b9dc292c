-- The final characteristics of models under their modifiers (rules M1-M5),
-- and how one of them got its value.
-- Usage: lua5.4 modify.lua MODELS.json [MODEL STAT]  (exit 0, or 2 for bad input)
local wargen = require "wargen"

local function fail(err) -- nil, "file:line:column: path: message", code
  io.stderr:write("modify: ", err, "\n")
  os.exit(2)
end

local models, err = wargen.Models.new(arg[1]) -- a path, a JSON string or a table
if not models then fail(err) end

if not arg[2] then
  for _, model in ipairs(models:ids()) do
    local line = model .. ":"
    for _, stat in ipairs(models:characteristics(model)) do -- {name, base, min, max}
      line = line .. (" %s %d"):format(stat.name, models:value(model, stat.name))
    end
    print(line)
  end
else
  local trace, terr = models:explain(arg[2], arg[3])
  if not trace then fail(terr) end
  print(("%s.%s = %d"):format(trace.model, trace.stat, trace.value))
  for _, step in ipairs(trace:to_table()) do -- as in `wargen modify --json --explain`
    print(("  %s: %d -> %d%s%s"):format(step.op, step.before or step.after, step.after,
      step.bounded and " (bound)" or "", step.clamped and " (clamped)" or ""))
  end
end
