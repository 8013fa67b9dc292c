-- main.lua: a skirmish on libwargen, played in LÖVE 11 (LuaJIT). You are
-- Blue against a scripted Red: two armies generated from a seed (G), the
-- game engine driving alternate activations, waiting and responding (A),
-- morale on casualties (B), battle points and the result (V).
--
--   love examples/love [--seed SEED] [--size small|medium|large] [--turns N]
--   love examples/love --test SEED [--turns N] [--out DIR]
--
-- The module: LUA_CPATH='build/bindings/lua/luajit/?.so' in the build tree;
-- a shipped game carries it (README.md beside this file). --test plays N
-- turns (default 4) with the scripted opponent on both sides and no input,
-- writes DIR/game-SEED.json (the game's wargen-game/1 log), state-SEED.json
-- (its state, as `wargen game play --json` prints it) and
-- screenshot-SEED.png (DIR: the save directory if not given), prints the
-- game's figures and what a frame's game logic costs at 50 units a side,
-- and quits: 0 played, 1 an error.
local wargen, skirmish, opponent, view
local s, options
local ui = { human = 1 }
local ai_delay, ai_wait = 0.5, 0

local function parse(args)
  local o = { size = "small", turns = 4 }
  local i = 1
  while i <= #args do
    local k, v = args[i], args[i + 1]
    if k == "--test" or k == "--seed" then o.seed, o.test = v, o.test or k == "--test"
    elseif k == "--size" then o.size = v
    elseif k == "--turns" then o.turns = tonumber(v)
    elseif k == "--out" then o.out = v
    else error("unknown option " .. tostring(k) .. " (see main.lua)") end
    if v == nil then error(k .. " takes a value") end
    i = i + 2
  end
  if not o.turns or o.turns < 1 then error("--turns takes a number from 1") end
  return o
end

-- Where the module comes from (README.md beside this file: shipping):
-- LÖVE's C loader finds wargen.so at the root of the game's folder or of
-- its save directory, then package.cpath (LUA_CPATH) is searched. A game
-- that is a .love archive, or fused, cannot load a C module from inside
-- it: it may carry the module as lib/wargen.so, copied here to the save
-- directory, or ship wargen.so beside itself (the folder of the .love or
-- of the fused executable), tried last.
local function load_wargen()
  local fs, bundled = love.filesystem, "lib/wargen.so"
  if fs.getInfo(bundled) and fs.getRealDirectory(bundled) ~= fs.getSaveDirectory() then
    local data = fs.read(bundled)
    if fs.read("wargen.so") ~= data then assert(fs.write("wargen.so", data)) end
  end
  local found, module = pcall(require, "wargen")
  if found then return module end
  package.cpath = package.cpath .. ";" .. fs.getSourceBaseDirectory() .. "/?.so"
  found, module = pcall(require, "wargen")
  if found then return module end
  error("no wargen module (LuaJIT's wargen.so): in the build tree, run\n" ..
        "LUA_CPATH='build/bindings/lua/luajit/?.so' love examples/love\n" ..
        "(examples/love/README.md)\n" .. tostring(module), 0)
end

-- Test mode: an error is printed and the program exits at once, instead
-- of LÖVE's error screen waiting for a key.
local function test_errors()
  function love.errorhandler(msg)
    io.stderr:write(debug.traceback("wargen skirmish: " .. tostring(msg), 2), "\n")
    os.exit(1)
  end
end

function love.load(args)
  options = parse(args)
  if options.test then test_errors() end
  wargen = load_wargen()
  skirmish, opponent, view = require "skirmish", require "opponent", require "view"
  local seed = options.seed or tostring(os.time())
  s = assert(skirmish.new(wargen, { seed = seed, size = options.size, turns = options.turns,
                                    names = { "Blue", "Red" } }))
  if options.test then ui.human = nil end
  ui.hint = ui.human and "Click one of your units." or ""
end

local function save(name, data)
  if not options.out then
    assert(love.filesystem.write(name, data))
    return love.filesystem.getSaveDirectory() .. "/" .. name
  end
  local path = options.out .. "/" .. name
  local f = assert(io.open(path, "wb"))
  assert(f:write(data))
  assert(f:close())
  return path
end

local function finish_test(image)
  local seed = options.seed
  local files = { save(("game-%s.json"):format(seed), s.game:log_json()),
                  save(("state-%s.json"):format(seed), s.game:to_json()),
                  save(("screenshot-%s.png"):format(seed), image:encode("png"):getString()) }
  print(("skirmish %s: %d turns, %s"):format(seed, s.game:turn(), s.result))
  local counts = {}
  for _, k in ipairs({ "activations", "responses", "checks", "refusals", "house_rules",
                       "effects", "kills" }) do
    counts[#counts + 1] = k .. "=" .. s.stats[k]
  end
  print("counts: " .. table.concat(counts, " "))
  print("wrote " .. table.concat(files, " "))
  for _, line in ipairs(require("bench").run(wargen, seed, love.timer.getTime)) do print(line) end
  io.stdout:flush()
  love.event.quit(0)
end

-- The player's choice, done by the engine: refused, the unit stays
-- selected (and active, if it was activated) to choose again.
local function choose(action, target)
  local ok, why = s:perform{ unit = ui.selected, action = action, target = target }
  if ok then
    ui.selected, ui.mode = nil, nil
    ui.hint = "Click one of your units."
  else
    ui.mode = nil
    ui.hint = "Refused: " .. tostring(why)
  end
end

function love.update(dt)
  if s.game:over() then
    if options.test and not options.captured then
      options.captured = true
      love.graphics.captureScreenshot(finish_test)
    end
    return
  end
  if options.test then -- one activation a frame, both sides scripted
    s:play(opponent.choose)
    return
  end
  local p = s:advance()
  if p and p ~= ui.human then
    ai_wait = ai_wait + dt
    if ai_wait >= ai_delay then
      ai_wait = 0
      for _, plan in ipairs(opponent.choose(s, p)) do
        if s:perform(plan) then break end
      end
    end
  end
end

function love.draw()
  view.draw(s, ui)
end

local function act(button)
  if not ui.selected then return end
  if button.target then
    ui.mode = button.action
    ui.hint = "Click the enemy unit to " .. button.text:match("^(%a+)"):lower() .. "."
  else
    choose(button.action)
  end
end

function love.mousepressed(x, y)
  if not ui.human or s.game:over() or s.game:to_act() ~= ui.human then return end
  local button = view.button_at(x, y)
  if button then return act(button) end
  local u = view.unit_at(s, x, y)
  if not u then return end
  if u.player == ui.human then
    local state = s.game:unit(u.id).state
    local active = ui.selected and s.game:unit(ui.selected).state == "active"
    if not active and not u.fled and (state == "unactivated" or state == "waiting") then
      ui.selected, ui.mode = u.id, nil
      ui.hint = ("%s: choose an action."):format(u.id)
    end
  elseif ui.selected and ui.mode then
    choose(ui.mode, u.id)
  end
end

function love.keypressed(key)
  if key == "escape" then
    if ui.mode then ui.mode = nil else love.event.quit() end
    return
  end
  if not ui.human or s.game:over() or s.game:to_act() ~= ui.human then return end
  for _, b in ipairs(view.BUTTONS) do
    if b.key == key then return act(b) end
  end
end
