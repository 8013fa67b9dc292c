-- Check a The 9th Age roster against its army book (rules R).
-- Usage: lua5.4 validate.lua BOOK.json ROSTER.json  (exit 0 valid, 1 invalid, 2 bad input)
local wargen = require "wargen"

local report, err = wargen.validate(arg[1], arg[2]) -- paths or JSON strings
if not report then -- nil, "file:line:column: path: message", code
  io.stderr:write("validate: ", err, "\n")
  os.exit(2)
end

print(("%d of %d points"):format(report.total, report.points))
for _, v in ipairs(report.violations) do
  print(("%s (%s): %s"):format(v.code, v.rule, v.message))
end
print(report.valid and "valid" or "invalid")
os.exit(report.valid and 0 or 1)
