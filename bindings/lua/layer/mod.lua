-- Lua's own methods: a model or modifier is a table shaped like the document's, checked in C.
local wargen = ...
local enum_names = wargen._enum_names
local C = wargen
local MODELS, TRACE = C._class("Models"), C._class("Trace")
local M = MODELS[".fn"]
C.MODIFIER_OPS = enum_names(C._mod_op_name, C.MOD_SET)  -- set, use, mul, add: M1's groups

-- JSON text of a table: the encoder writes {} as [], which the format has as {} here.
local OBJECTS = { characteristics = '"characteristics": {}', ranges = '"ranges": {}' }
local function text_of(t) return (C._json.encode(t):gsub('"(%a+)": %[%]', OBJECTS)) end

-- Models.new(source), Models.load(source), wargen.Models(source): a path, a
-- JSON string or a table; nil for an empty set; a Models is returned as is.
local function new(source, name)
    if getmetatable(source) == MODELS then return source end
    if source == nil then return C._models_new() end
    if type(source) == "table" then return C._models_load_string(text_of(source), "<table>") end
    return C._from_source(source, C._models_load_file, C._models_load_string, "Models.new", name)
end
getmetatable(C.Models).__call = function(_, source) return new(source) end
C.Models.new = function(source) return new(source) end
C.Models.load = C.Models.new

-- m:ids(): the models' ids, in the order added; m:has(model): whether its lookup succeeds.
function M:ids() return C._list(self, self:model_count(), M.id_at) end
function M:has(model) return self:stat_count(model) ~= nil end

-- m:characteristics(model): {{name =, base =, min =, max =}, ...};
-- m:modifiers(model): shaped like the document's, each with its id.
local function list(self, model, count, item)
    local n, msg, code = count(self, model)
    return n and C._list(self, n, item, model), msg, code
end
function M:characteristics(model) return list(self, model, M.stat_count, M.stat_at) end
function M:modifiers(model) return list(self, model, M.modifier_count, M._modifier) end

-- m:add_model(id, {name = base}, {name = {min, max}}); m:add_characteristic(model, name, base,
-- {min, max} or nil: 0-10); m:add_modifier(model, spec): its id; m:change_modifier(id, spec).
function M:add_model(id, characteristics, ranges)
    return self:_add_model(id, (characteristics or ranges) and text_of({ id = id,
        characteristics = characteristics or {}, ranges = ranges }) or nil)
end
function M:add_characteristic(model, name, base, range)
    range = range and C._numbers(range, "range") or { C.STAT_MIN, C.STAT_MAX }
    return self:add_stat(model, name, base, range.min or range[1], range.max or range[2])
end
local function modifier(t)
    if type(t) ~= "table" then wargen._error("modifier: expected a table, got " .. type(t)) end
    return text_of(t)
end
function M:add_modifier(model, spec) return self:_add_modifier(model, modifier(spec)) end
function M:change_modifier(id, spec) return self:_change_modifier(id, modifier(spec)) end

-- m:evaluate(): every final value, {model = {stat = value}}.
function M:evaluate()
    local ok, msg, code = self:_evaluate()
    if not ok then return nil, msg, code end
    local values = {}
    for _, model in ipairs(self:ids()) do
        local v = {}
        for _, s in ipairs(self:characteristics(model)) do v[s.name] = self:value(model, s.name) end
        values[model] = v
    end
    return values
end

-- Trace.load(source): a wargen-trace/1 document (t:document()), as a path, a JSON string
-- or a table; the steps are replayed in C (M1-M4), a document they do not give is refused.
C.Trace.load = function(source)
    return C._from_source(source, C._trace_load_file, C._trace_load_string, "Trace.load")
end

MODELS.__tostring = function(m) return "wargen.Models(" .. m:model_count() .. " models)" end
TRACE.__tostring = function(t) return (t:to_text()) end

-- wargen.evaluate(doc, explain): to_table(explain) of the set doc gives.
function C.evaluate(doc, explain)
    if doc == nil then wargen._error("doc: expected a path, a JSON string or a table, got nil") end
    local m, msg, code = new(doc, "doc")
    if m == nil then return nil, msg, code end
    return m:to_table(explain)
end
