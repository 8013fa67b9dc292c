-- Print the open roster of The 9th Age, the text a player hands to the
-- opponent (rules H1-H4): every unit with its label, category, models, the
-- General, options, plain items and the mundane types of its hidden items; no
-- points but the limit, nothing hidden. `wargen roster open` prints the same units.
-- Usage: lua5.4 open_roster.lua BOOK.json ROSTER.json
-- (exit 0 printed, 1 twins share a player label, 2 bad input)
local wargen = require "wargen"

if #arg ~= 2 then
  io.stderr:write("usage: open_roster.lua BOOK.json ROSTER.json\n")
  os.exit(2)
end
local function check(value, err) -- failures are nil, "file:line:column: path: message", code
  if value == nil then
    io.stderr:write("open_roster: ", err, "\n")
    os.exit(2)
  end
  return value
end
local book = check(wargen.Catalog.load(arg[1])) -- paths, JSON strings or tables
local roster = check(wargen.Roster.load(book, arg[2]))
local view = check(wargen.View(roster))

if not view:valid() then -- twins with one player label (H4)
  for _, v in ipairs(view:violations()) do
    io.stderr:write(("open_roster: %s (%s): %s\n"):format(v.code, v.rule, v.message))
  end
  os.exit(1)
end

-- "    option:   a, b, c"; nothing when there are none.
local function print_list(what, values)
  if #values > 0 then print(("    %-10s %s"):format(what, table.concat(values, ", "))) end
end

print(("catalogue: %s\nlimit:     %d points"):format(book.name, roster.points))
local units = view:units()
for _, u in ipairs(units) do
  -- Lua counts units from 1; the printed roster numbers them from 0, as the command does.
  print(("\n[%d] %s%s"):format(u.unit - 1, u.label and u.label .. ": " or "", u.name))
  print(("    %s, %d model%s%s"):format(u.category, u.models, u.models == 1 and "" or "s",
                                        u.general and ", General" or ""))
  print_list("options:", u.options)
  print_list("equipment:", u.equipment)
end
if #units == 0 then print("\n(no units)") end
