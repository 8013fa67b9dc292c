-- Under LuaJIT the hot calls go through its FFI, whose calls the JIT
-- compiles: rng:d6(), rng:d66(), wargen.morale_check, models:set_base,
-- models:value, a game's actions and g:unit(id), with the same arguments
-- and results as the C wrappers. Anything out of the ordinary (a wrong
-- argument, a failure) is passed to the wrapper, so every error is the
-- wrapper's own. wargen._ffi is true when the path is in use, and
-- wargen._ffi_wrapped holds the wrappers it stands in front of (the tests
-- compare the two).
local wargen = ...
wargen._ffi = false
if not jit then return end
local found, ffi = pcall(require, "ffi")
if not found then return end

local api_ptr, layouts, api_decl = wargen._ffi_api()
local floor, tonumber, find = math.floor, tonumber, string.find

-- C declarations of the records from C's own layout (wargen.i's records),
-- under names of the binding's own so as not to clash with a mod's cdefs.
local CTYPE = { int = "int", long = "long", bool = "bool", double = "double", size = "size_t",
                index = "size_t", string = "const char *", enum = "int" }
local function declare(name, layout, decls)
    local fields = {}
    for _, f in ipairs(layout) do
        if f.kind == "ints" then
            fields[#fields + 1] = ("int %s[%d];"):format(f.name, f.length)
        elseif f.kind == "record" then
            fields[#fields + 1] = ("%s %s;"):format(declare(name .. "_" .. f.name, f.fields, decls),
                                                   f.name)
        else
            fields[#fields + 1] = ("%s %s;"):format(CTYPE[f.kind], f.name)
        end
    end
    decls[#decls + 1] = ("typedef struct %s { %s } %s;"):format(name, table.concat(fields, " "),
                                                                name)
    return name
end

local function offsets_agree(ctype, layout)
    for _, f in ipairs(layout) do
        if ffi.offsetof(ctype, f.name) ~= f.offset then return false end
        if f.kind == "record" and not offsets_agree(ctype .. "_" .. f.name, f.fields) then
            return false
        end
    end
    return true
end

-- A function making the table of a record (as the wrapper's tables are) from
-- its cdata, written out from the layout once.
local READ = { size = "tonumber(%s)", long = "tonumber(%s)", index = "index(%s)",
               string = "str(%s)" }
local function reader(layout, expr, env)
    local parts = {}
    for _, f in ipairs(layout) do
        local v, e = expr .. "." .. f.name, nil
        if READ[f.kind] then
            e = READ[f.kind]:format(v)
        elseif f.kind == "enum" then
            env[#env + 1] = f.names
            e = ("names[%d][%s + 1]"):format(#env, v)
        elseif f.kind == "ints" then
            local items = {}
            for k = 0, f.length - 1 do items[#items + 1] = ("%s[%d]"):format(v, k) end
            e = "{" .. table.concat(items, ", ") .. "}"
        elseif f.kind == "record" then
            e = reader(f.fields, v, env)
        else
            e = v
        end
        parts[#parts + 1] = ("[%q] = %s"):format(f.name, e)
    end
    return "{" .. table.concat(parts, ", ") .. "}"
end

local NONE = ffi.cast("size_t", -1)
local function index(i) if i == NONE then return nil end return tonumber(i) + 1 end
local function str(s) if s == nil then return nil end return ffi.string(s) end
local function record_reader(layout)
    local names = {}
    local text = "local names, tonumber, index, str = ... return function(c) return " ..
                 reader(layout, "c", names) .. " end"
    return assert(loadstring(text, "=wargen/ffi record"))(names, tonumber, index, str)
end

local decls, records = {}, {}
for name, layout in pairs(layouts) do
    if type(layout) == "table" then records[name] = declare(name, layout, decls) end
end
local ok = pcall(ffi.cdef, table.concat(decls, "\n") .. ([[
typedef struct wg_rng wg_rng; typedef struct wg_models wg_models; typedef struct wg_game wg_game;
typedef struct wg_error wg_error; typedef struct wgb_game wgb_game;
typedef int wg_status; typedef int wg_game_action;
typedef struct wgb_object { char at[%d]; void *ptr; } wgb_object;
]]):format(layouts.object_ptr) .. api_decl)
-- declared already (the module required again in this state): the same text
if not ok and not pcall(ffi.typeof, "wgb_ffi_api") then return end
for name in pairs(records) do
    if ffi.sizeof(name) ~= layouts[name].size or not offsets_agree(name, layouts[name]) then
        return
    end
end

local api = ffi.cast("wgb_ffi_api *", api_ptr)
local object = ffi.typeof("wgb_object *")
-- The C object of a SWIG object of class mt, or nil (another value, or freed).
local function c_object(o, mt)
    if getmetatable(o) ~= mt then return nil end
    local p = ffi.cast(object, o).ptr
    if p == nil then return nil end
    return p
end
local function is_int(n)
    return type(n) == "number" and n == floor(n) and n >= -2147483648 and n <= 2147483647
end
-- A string C reads whole: the wrappers refuse one with a NUL inside.
local function is_str(s)
    return type(s) == "string" and not find(s, "\0", 1, true)
end

local RNG = getmetatable(wargen.Rng)[".instance"]
local R = RNG[".fn"]
local c_d6, c_d66 = R.d6, R.d66
R.d6 = function(rng)
    local p = c_object(rng, RNG)
    if p then return api.rng_d6(p) end
    return c_d6(rng)
end
R.d66 = function(rng)
    local p = c_object(rng, RNG)
    if p then return api.rng_d66(p) end
    return c_d66(rng)
end

local check = ffi.new("wgb_morale_check")
local check_table = record_reader(layouts.wgb_morale_check)
local c_morale_check = wargen.morale_check
wargen.morale_check = function(rng, ...)
    local n, modifier = select("#", ...), ...
    if n == 0 then modifier = 0 end
    local p = n <= 1 and is_int(modifier) and c_object(rng, RNG)
    if p and api.morale_check_roll(check, p, modifier, nil) == 0 then
        return check_table(check)
    end
    return c_morale_check(rng, ...)
end

local MODELS = getmetatable(wargen.Models)[".instance"]
local M = MODELS[".fn"]
local c_set_base, c_value = M.set_base, M.value
local model, value = ffi.new("size_t[1]"), ffi.new("int[1]")
M.set_base = function(models, id, stat, base, ...)
    local p = select("#", ...) == 0 and is_str(id) and is_str(stat) and is_int(base)
              and c_object(models, MODELS)
    if p and api.models_find_model(model, p, id, nil) == 0
       and api.models_try_base(value, p, model[0], stat, base, nil) == 0 then
        return value[0]
    end
    return c_set_base(models, id, stat, base, ...)
end
M.value = function(models, id, stat, ...)
    local p = select("#", ...) == 0 and is_str(id) and is_str(stat) and c_object(models, MODELS)
    if p and api.models_find_model(model, p, id, nil) == 0
       and api.models_value(value, p, model[0], stat, nil) == 0 then
        return value[0]
    end
    return c_value(models, id, stat, ...)
end

-- A game's actions, each a function written out from the kinds of its
-- arguments (s a string, i an int, a an action's name, o a string or nil),
-- taken while the game has no Lua callback: hooked[g] is true from the
-- on_event, on_effect or on_before that sets the first until none is left.
local GAME = getmetatable(wargen._Game)[".instance"]
local G = GAME[".fn"]
local hooked = setmetatable({}, { __mode = "k" })
for _, k in ipairs({ "on_event", "on_effect", "on_before" }) do
    local set = G[k]
    G[k] = function(g, f)
        set(g, f)
        local s = wargen._store(g)
        hooked[g] = (s.event or s.effect or s.before) and true or nil
    end
end
local ACTION = {}
for i, name in ipairs(wargen.GAME_ACTIONS) do ACTION[name] = i - 1 end
local CHECK = { s = "is_str(%s)", i = "is_int(%s)", a = "ACTION[%s] ~= nil",
                o = "(%s == nil or is_str(%s))" }
local ACTIONS = { initiative = "i", activate = "s", spend = "siao", wait = "s", respond = "ss",
                  end_activation = "s", kill = "si", panic = "s", rally = "s", add_effect = "ss",
                  end_effect = "s", score_objective = "si", end_turn = "", end_game = "" }
local wrapped = {}
for name, kinds in pairs(ACTIONS) do
    local args, checks, c_args = {}, { "select('#', ...) <= " .. #kinds, "not hooked[g]" }, {}
    for i = 1, #kinds do
        local k, a = kinds:sub(i, i), "a" .. i
        args[i], c_args[i] = a, k == "a" and "ACTION[" .. a .. "]" or a
        checks[#checks + 1] = CHECK[k]:gsub("%%s", a)
    end
    local text = ([[
local api, c_object, GAME, is_int, is_str, ACTION, hooked, slow = ...
return function(g, ...)
    %s
    local p = %s and c_object(g, GAME)
    if p and api.%s(api.game_quiet(p), %s nil) == 0 then return true end
    return slow(g, ...)
end]]):format(#args > 0 and "local " .. table.concat(args, ", ") .. " = ..." or "",
              table.concat(checks, " and "), name,
              #c_args > 0 and table.concat(c_args, ", ") .. "," or "")
    wrapped[name] = G[name]
    G[name] = assert(loadstring(text, "@bindings/lua/layer/ffi " .. name))(
        api, c_object, GAME, is_int, is_str, ACTION, hooked, wrapped[name])
end

local unit = ffi.new("wgb_game_unit")
local unit_table = record_reader(layouts.wgb_game_unit)
local c_unit = G.unit
G.unit = function(g, id, ...)
    local p = select("#", ...) == 0 and is_str(id) and c_object(g, GAME)
    if p and api.game_unit(unit, p, id, nil) == 0 then return unit_table(unit) end
    return c_unit(g, id, ...)
end
wrapped.unit = c_unit

wargen._ffi_wrapped = { d6 = c_d6, d66 = c_d66, morale_check = c_morale_check,
                        set_base = c_set_base, value = c_value, game = wrapped }
wargen._ffi = true
