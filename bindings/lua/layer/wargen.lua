local wargen = ...

-- An object's methods and attributes looked up in Lua: SWIG's own lookup is
-- a C function, which LuaJIT cannot compile into a trace, so every method
-- call left the JIT. Methods (.fn) first, then attributes (.get, read by
-- their getter), then SWIG's lookup for the rest (base classes).
local function index(mt)
    local fn, get, swig = mt[".fn"], mt[".get"], mt.__index
    return function(o, k)
        local f = fn[k]
        if f ~= nil then return f end
        local g = get[k]
        if g ~= nil then return g(o) end
        return swig(o, k)
    end
end

for _, class in pairs(wargen) do  -- wgb_lua_gc (below) for every class
    local mt = type(class) == "table" and getmetatable(class)
    if mt and mt[".instance"] then
        mt[".instance"].__gc = wargen._gc
        mt[".instance"].__index = index(mt[".instance"])
    end
end

-- An enum's names in order from its C name function, which gives nil past
-- the last (the enum's COUNT); names before `first` are left out.
local function enum_names(name_of, first)
    local l, first = {}, first or 0
    while name_of(first + #l) do l[#l + 1] = name_of(first + #l) end
    return l
end
wargen._enum_names = enum_names

-- wargen._list(obj, n, at[, key]): {at(obj, 1), ..., at(obj, n)}, or
-- at(obj, key, i) with a key (a model's modifiers, a unit's options).
function wargen._list(obj, n, at, key)
    local l = {}
    for i = 1, n do
        if key == nil then l[i] = at(obj, i) else l[i] = at(obj, key, i) end
    end
    return l
end

-- wargen._error(message): raise message at the line of the script that
-- called the library (wargen._where()), however deep in the layer.
function wargen._error(message) error(wargen._where() .. message, 0) end

-- wargen._pick(t, names, defaults, what): t's values for names, in order
-- (defaults[name] for a missing one); a t that is no table or has another
-- key raises.
local unpack, floor = table.unpack or unpack, math.floor
function wargen._pick(t, names, defaults, what)
    if type(t) ~= "table" then wargen._error(what .. ": expected a table, got " .. type(t)) end
    local out, known = {}, {}
    for i, k in ipairs(names) do
        known[k], out[i] = true, t[k]
        if out[i] == nil then out[i] = defaults[k] end
    end
    for k in pairs(t) do
        if not known[k] then wargen._error(what .. ": unknown key " .. tostring(k)) end
    end
    return unpack(out, 1, #names)
end
-- wargen._struct(class, t, what): a new object of a SWIG struct class with
-- the fields of table t; SWIG's setters raise for an unknown field or a
-- value of the wrong type. A t that is no table raises.
function wargen._struct(class, t, what)
    if type(t) ~= "table" then wargen._error(what .. ": expected a table, got " .. type(t)) end
    local object = class()
    for k, v in pairs(t) do object[k] = v end
    return object
end
-- wargen._methods(class, fns): add Lua functions to a SWIG class's objects.
function wargen._methods(class, fns)
    local mt = getmetatable(class)[".instance"]
    for k, f in pairs(fns) do (k:find("^__") and mt or mt[".fn"])[k] = f end
end

-- A Lua table given as a document becomes JSON text for the library to read
-- (and check): a sequence ({} too) an array, string keys an object.
local function encode(v, depth)
    local t = type(v)
    if t == "string" then  -- \u escapes are valid JSON for every one of these
        return '"' .. v:gsub('[%c"\\]', function(c) return ("\\u%04x"):format(c:byte()) end) .. '"'
    elseif t == "number" and v == v and v - v == 0 then  -- finite
        if math.type and math.type(v) == "integer" then return ("%d"):format(v) end
        return ((v == floor(v) and math.abs(v) <= 2 ^ 53) and "%.0f" or "%.17g"):format(v)
    elseif t == "boolean" then
        return tostring(v)
    elseif t == "table" and depth < 64 then
        local n, keys, out = #v, {}, {}
        for k in pairs(v) do
            if n > 0 and not (type(k) == "number" and k >= 1 and k <= n and k == floor(k))
               or n == 0 and type(k) ~= "string" then
                error("JSON: a table is a sequence or has string keys, not both", 0)
            end
            keys[#keys + 1] = k
        end
        table.sort(keys)
        for i, k in ipairs(keys) do
            out[i] = (n == 0 and encode(k, depth) .. ": " or "") .. encode(v[k], depth + 1)
        end
        local object = n == 0 and #keys > 0
        return (object and "{" or "[") .. table.concat(out, ", ") .. (object and "}" or "]")
    end
    error(t == "table" and "JSON: tables nested too deeply (a cycle?)"
          or "JSON: cannot write " .. tostring(v), 0)
end
wargen._json = { encode = function(v) return encode(v, 0) end }

-- wargen._from_source(source, from_file, from_text, what, name): call
-- from_file(path) or from_text(text, name) for a path, a JSON string or a
-- table; other sources raise, naming the parameter (name, by default
-- "source").
function wargen._from_source(source, from_file, from_text, what, name)
    local ty = type(source)
    if ty == "table" then
        local ok, text = pcall(encode, source, 0)
        if not ok then wargen._error(what .. ": " .. text) end
        return from_text(text, "<table>")
    elseif ty == "string" then
        if source:find("^%s*{") then return from_text(source, "<string>") end
        return from_file(source)
    end
    wargen._error((name or "source") .. ": expected a path, a JSON string or a table, got " .. ty)
end

-- wargen._numbers(t, name): t if it is a table of numbers; else raise
-- "name: expected a table of numbers".
function wargen._numbers(t, name)
    local bad = type(t) ~= "table" and type(t)
    for _, v in pairs(bad and {} or t) do bad = bad or type(v) ~= "number" and "a " .. type(v) end
    if bad then wargen._error(name .. ": expected a table of numbers, got " .. bad) end
    return t
end
