-- A JSON decoder for the Lua tests: documents read from files become Lua
-- tables to pass back in (a table given as a document). Test code only:
-- the bindings decode no JSON; they give results through accessors and
-- to_table().
local floor = math.floor
local json = {}

local concat = table.concat

local UNESCAPE = { ['"'] = '"', ['\\'] = '\\', ['/'] = '/', b = '\b', f = '\f', n = '\n',
                   r = '\r', t = '\t' }
local function utf8_char(c)
    if c < 0x80 then return string.char(c) end
    if c < 0x800 then return string.char(0xC0 + floor(c / 64), 0x80 + c % 64) end
    if c < 0x10000 then
        return string.char(0xE0 + floor(c / 4096), 0x80 + floor(c / 64) % 64, 0x80 + c % 64)
    end
    return string.char(0xF0 + floor(c / 262144), 0x80 + floor(c / 4096) % 64,
                       0x80 + floor(c / 64) % 64, 0x80 + c % 64)
end

-- Arrays become sequences, objects tables with string keys, null nil.
function json.decode(s)
    local pos = 1
    local function fail(what)
        error("JSON: " .. what .. " at byte " .. pos, 0)
    end
    local function skip()
        pos = s:find("[^ \t\r\n]", pos) or #s + 1
    end
    local function str()
        local parts, i = {}, pos + 1
        while true do
            local j = s:find('["\\]', i)
            if j == nil then fail("unterminated string") end
            parts[#parts + 1] = s:sub(i, j - 1)
            local c = s:sub(j + 1, j + 1)
            if s:sub(j, j) == '"' then
                pos = j + 1
                return concat(parts)
            elseif c == "u" then
                local cp = tonumber(s:match("^%x%x%x%x", j + 2) or "", 16)
                if cp == nil then fail("bad \\u escape") end
                i = j + 6
                if cp >= 0xD800 and cp <= 0xDBFF and s:sub(i, i + 1) == "\\u" then
                    local low = tonumber(s:match("^%x%x%x%x", i + 2) or "", 16)
                    if low and low >= 0xDC00 and low <= 0xDFFF then
                        cp = 0x10000 + (cp - 0xD800) * 1024 + (low - 0xDC00)
                        i = i + 6
                    end
                end
                parts[#parts + 1] = utf8_char(cp)
            elseif UNESCAPE[c] then
                parts[#parts + 1] = UNESCAPE[c]
                i = j + 2
            else
                fail("bad escape")
            end
        end
    end
    local value
    function value()
        skip()
        local c = s:sub(pos, pos)
        if c == "{" then
            local t = {}
            pos = pos + 1
            skip()
            if s:sub(pos, pos) == "}" then
                pos = pos + 1
                return t
            end
            while true do
                skip()
                if s:sub(pos, pos) ~= '"' then fail("expected a key") end
                local k = str()
                skip()
                if s:sub(pos, pos) ~= ":" then fail("expected ':'") end
                pos = pos + 1
                t[k] = value()
                skip()
                c = s:sub(pos, pos)
                pos = pos + 1
                if c == "}" then return t end
                if c ~= "," then fail("expected ',' or '}'") end
            end
        elseif c == "[" then
            local t, n = {}, 0
            pos = pos + 1
            skip()
            if s:sub(pos, pos) == "]" then
                pos = pos + 1
                return t
            end
            while true do
                n = n + 1
                t[n] = value()
                skip()
                c = s:sub(pos, pos)
                pos = pos + 1
                if c == "]" then return t end
                if c ~= "," then fail("expected ',' or ']'") end
            end
        elseif c == '"' then
            return str()
        elseif s:find("^true", pos) then
            pos = pos + 4
            return true
        elseif s:find("^false", pos) then
            pos = pos + 5
            return false
        elseif s:find("^null", pos) then
            pos = pos + 4
            return nil
        end
        local num = s:match("^-?%d+%.?%d*[eE]?[-+]?%d*", pos)
        local n = num and tonumber(num)
        if n == nil then fail("unexpected character") end
        pos = pos + #num
        return n
    end
    local v = value()
    skip()
    if pos <= #s then fail("trailing characters") end
    return v
end

return json
