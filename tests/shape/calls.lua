-- Run the calls of tests/shape/shape.json in Lua and print their results as
-- JSON lines, one per call, for compare.py to hold against Python's (see
-- calls.py for the conventions). Usage: lua calls.lua SHAPE.json
-- (LUA_PATH reaches tests/lua/json.lua, LUA_CPATH the module).
local json = require "json"
local unpack = table.unpack or unpack
local wargen = require "wargen"

local function value_of(v)
    local only = type(v) == "table" and next(v, next(v)) == nil
    if only and v.rng ~= nil then return wargen.Rng(v.rng) end
    if only and v.path ~= nil then return os.getenv("WARGEN_SOURCE_ROOT") .. "/" .. v.path end
    return v
end

local encode
local function encode_list(t)
    local out = {}
    for i = 1, #t do out[i] = encode(t[i]) end
    return "[" .. table.concat(out, ", ") .. "]"
end

function encode(v)
    local kind = type(v)
    if v == nil then return "null" end
    if kind == "boolean" then return tostring(v) end
    if kind == "number" then
        if v ~= math.floor(v) then return string.format("%.17g", v) end
        return string.format("%d", v)
    end
    if kind == "string" then return (string.format("%q", v):gsub("\\\n", "\\n")) end
    local object = kind == "userdata" or kind == "table" and getmetatable(v) ~= nil
    if object and v.to_table then return encode(v:to_table()) end
    if kind ~= "table" then return string.format("%q", tostring(v)) end
    if #v > 0 or next(v) == nil then return encode_list(v) end
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = tostring(k) end
    table.sort(keys)
    local out = {}
    for i, k in ipairs(keys) do out[i] = string.format("%q: %s", k, encode(v[k])) end
    return "{" .. table.concat(out, ", ") .. "}"
end

local function run(spec)
    local owner, name = spec.call:match("^(.-)%.?([%w_]+)$")
    local fn = (owner ~= "" and wargen[owner] or wargen)[name]
    if owner == "" and type(fn) == "table" then  -- a class: call it
        local class = fn
        fn = function(...) return class(...) end
    end
    if fn == nil then return { missing = spec.call } end
    local args = {}
    for i, a in ipairs(spec.args or {}) do args[i] = value_of(a) end
    local n = #(spec.args or {})
    if spec.opts then n = n + 1; args[n] = spec.opts end
    local result, msg, code = fn(unpack(args, 1, n))
    if result == nil and code ~= nil then return { error = wargen.status_str(code) } end
    return result
end

local f = assert(io.open(arg[1]))
local calls = json.decode(f:read("*a")).calls
f:close()
for _, spec in ipairs(calls) do print(encode(run(spec))) end
