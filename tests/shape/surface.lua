-- Print the Lua module's public surface as JSON (tests/shape/compare.py):
-- {"module": [names], "classes": {Class: [names]}}. A class is a table of
-- the module named with a capital letter; its names are its own keys (its
-- static functions), its instances' methods and its properties.
local wargen = require "wargen"

local function public(name)
    return type(name) == "string" and not name:match("^[_.]")
end

local function class_names(class)
    local seen = {}
    for k in pairs(class) do
        if public(k) then seen[k] = true end
    end
    local mt = getmetatable(class)
    local instance = mt and rawget(mt, ".instance")
    for _, part in ipairs { ".fn", ".get" } do
        for k in pairs(instance and rawget(instance, part) or {}) do
            if public(k) then seen[k] = true end
        end
    end
    local names = {}
    for k in pairs(seen) do names[#names + 1] = k end
    table.sort(names)
    return names
end

local function quoted(list)
    local out = {}
    for i, s in ipairs(list) do out[i] = string.format("%q", s) end
    return "[" .. table.concat(out, ", ") .. "]"
end

local module, classes = {}, {}
for k, v in pairs(wargen) do
    if public(k) then
        module[#module + 1] = k
        if type(v) == "table" and k:match("^%u%l") then classes[#classes + 1] = k end
    end
end
table.sort(module)
table.sort(classes)
local parts = {}
for i, name in ipairs(classes) do
    parts[i] = string.format("%q: %s", name, quoted(class_names(wargen[name])))
end
io.write('{"module": ', quoted(module), ', "classes": {', table.concat(parts, ", "), "}}\n")
