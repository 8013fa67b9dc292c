-- Assertions for the wargen Lua tests. Each raises an error located at the
-- caller's line, with the expected and actual values.
local check = {}

local unpack = unpack or table.unpack

local function show(v)
    if type(v) == "table" then
        local parts = {}
        for i = 1, #v do
            parts[i] = show(v[i])
        end
        return "{" .. table.concat(parts, ", ") .. "}"
    elseif type(v) == "string" then
        return string.format("%q", v)
    end
    return tostring(v)
end
check.show = show

-- actual == expected
function check.eq(actual, expected, what)
    if actual ~= expected then
        error((what or "value") .. ": expected " .. show(expected) .. ", got " .. show(actual), 2)
    end
end

-- Two sequences with the same length and elements.
function check.list_eq(actual, expected, what)
    local same = type(actual) == "table" and #actual == #expected
    for i = 1, #expected do
        same = same and actual[i] == expected[i]
    end
    if not same then
        error((what or "list") .. ": expected " .. show(expected) .. ", got " .. show(actual), 2)
    end
end

function check.is_true(v, what)
    if not v then
        error((what or "condition") .. " is not true (got " .. show(v) .. ")", 2)
    end
end

-- The string s contains the plain text part.
function check.contains(s, part, what)
    if type(s) ~= "string" or not s:find(part, 1, true) then
        error((what or "message") .. ": expected text containing " .. show(part) .. ", got "
              .. show(s), 2)
    end
end

-- fn(...) raises an error; returns the error message.
function check.raises(fn, ...)
    local ok, err = pcall(fn, ...)
    if ok then
        error("expected an error, but the call succeeded", 2)
    end
    return tostring(err)
end

-- A failure result: nil, message, code. Returns the message.
function check.fails_with(code, ...)
    local n = select("#", ...)
    local value, message, got = ...
    if n ~= 3 or value ~= nil or type(message) ~= "string" or got ~= code then
        error("expected nil, <message>, " .. show(code) .. "; got " .. n .. " values: "
              .. show({ show(value), show(message), show(got) }), 2)
    end
    return message
end

-- n results of fn() as a sequence.
function check.draw(n, fn)
    local t = {}
    for i = 1, n do
        t[i] = fn()
    end
    return t
end

-- Elements first..last of a sequence.
function check.slice(t, first, last)
    return { unpack(t, first, last) }
end

-- Where two values differ ("" if they are the same): tables are compared
-- deeply, key by key.
local function diff(a, b, where)
    if type(a) ~= "table" or type(b) ~= "table" then
        if a == b then return "" end
        return where .. ": " .. show(a) .. " ~= " .. show(b)
    end
    for k, v in pairs(a) do
        local d = diff(v, b[k], where .. "." .. tostring(k))
        if d ~= "" then return d end
    end
    for k, v in pairs(b) do
        if a[k] == nil then return where .. "." .. tostring(k) .. ": missing, expected " .. show(v) end
    end
    return ""
end

-- actual and expected are equal, deeply (tables key by key).
function check.same(actual, expected, what)
    local d = diff(actual, expected, what or "value")
    if d ~= "" then
        error(d, 2)
    end
end

-- The keys of a table, sorted, as a sequence.
function check.keys(t)
    local keys = {}
    for k in pairs(t) do keys[#keys + 1] = k end
    table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
    return keys
end

-- The whole text of the file at path (an input document, a golden file).
function check.read(path)
    local f = assert(io.open(path, "rb"))
    local text = f:read("*a")
    f:close()
    return text
end

-- Integers are a separate subtype on Lua 5.3+; LuaJIT has only doubles.
check.has_integers = math.type ~= nil

return check
