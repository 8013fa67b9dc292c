-- view.lua: the skirmish on screen. The field (each unit a labelled block
-- at its base in the battle), the status line, the player's buttons and the
-- event log. It reads the game and the battle; it changes nothing.
local view = {}

local FIELD = { x = 10, y = 40, w = 690, h = 600 }
local LOG = { x = 712, y = 40, w = 378, h = 600 }
view.BUTTONS = {
  { action = "shoot", key = "s", text = "Shoot (S)", target = true },
  { action = "melee", key = "c", text = "Charge (C)", target = true },
  { action = "magic", key = "m", text = "Magic (M)", target = true },
  { action = "wait", key = "w", text = "Wait (W)" },
  { action = "regroup", key = "r", text = "Regroup (R)" },
  { action = "done", key = "e", text = "End (E)" },
}
for i, b in ipairs(view.BUTTONS) do
  b.x, b.y, b.w, b.h = 10 + (i - 1) * 115, 652, 108, 36
end

local COLOURS = { { 0.25, 0.45, 0.85 }, { 0.8, 0.25, 0.2 } }
local fonts

-- The field's scale and origin: every base fits, with a margin (a retreat
-- may carry a block off the deployment area).
local function frame_of(s)
  local x0, y0, x1, y1 = 0, 0, 48, 36
  for _, u in ipairs(s.units) do
    local b = u.base
    x0, x1 = math.min(x0, b.x - b.width), math.max(x1, b.x + b.width)
    y0, y1 = math.min(y0, b.y - b.width), math.max(y1, b.y + b.width)
  end
  local scale = math.min(FIELD.w / (x1 - x0), FIELD.h / (y1 - y0))
  return { scale = scale, x0 = x0, y1 = y1 }
end

-- A base's rectangle on screen (field y grows upwards, the screen's down);
-- every base faces 90 or 270 degrees, and a retreat keeps its facing.
local function rect_of(f, b)
  local w, h = b.width * f.scale, b.depth * f.scale
  local cx = FIELD.x + (b.x - f.x0) * f.scale
  local cy = FIELD.y + (f.y1 - b.y) * f.scale
  return cx - w / 2, cy - h / 2, w, h
end

-- The unit at screen point (x, y), or nil.
function view.unit_at(s, x, y)
  local f = frame_of(s)
  for _, u in ipairs(s.units) do
    local rx, ry, rw, rh = rect_of(f, u.base)
    if x >= rx and x <= rx + rw and y >= ry and y <= ry + rh then return u end
  end
end

function view.button_at(x, y)
  for _, b in ipairs(view.BUTTONS) do
    if x >= b.x and x <= b.x + b.w and y >= b.y and y <= b.y + b.h then return b end
  end
end

local STATE_TEXT = { unactivated = "", active = "ACTIVE", waiting = "waiting",
                     responding = "responding", activated = "done", destroyed = "destroyed" }

local function draw_unit(s, f, u, ui)
  local g = love.graphics
  local state = s.game:unit(u.id)
  local x, y, w, h = rect_of(f, u.base)
  local c = COLOURS[u.player]
  local shade = (state.state == "activated" or state.state == "destroyed" or u.fled) and 0.45 or 1
  g.setColor(c[1] * shade, c[2] * shade, c[3] * shade, u.fled and 0.35 or 1)
  g.rectangle("fill", x, y, w, h, 3, 3)
  if ui.selected == u.id or state.state == "active" or state.state == "responding" then
    g.setColor(1, 0.9, 0.2)
    g.setLineWidth(3)
    g.rectangle("line", x - 2, y - 2, w + 4, h + 4, 3, 3)
  end
  if state.panicked and state.state ~= "destroyed" then
    g.setColor(1, 0.6, 0)
    g.circle("fill", x + w - 5, y + 5, 5)
  end
  g.setColor(1, 1, 1, u.fled and 0.6 or 1)
  g.setFont(fonts.small)
  local gone = state.state ~= "destroyed" and u.fled
  local label = ("%s\n%d/%d %s"):format(u.id, state.models, state.models_start,
                                        gone and "fled" or STATE_TEXT[state.state])
  g.printf(label, x - 12, y + h / 2 - 12, w + 24, "center")
end

local function status_line(s, ui)
  local game = s.game
  local score = game:score()
  local points = require("skirmish").points
  local bp = ("battle points %s %s, %s %s"):format(s.names[1], points(score.battle_points[1]),
                                                  s.names[2], points(score.battle_points[2]))
  if game:over() then return "Game over. " .. bp end
  local p = game:to_act()
  local who = p == 0 and "" or (", %s to act"):format(s.names[p])
  return ("Turn %d of %d%s. %s. %s"):format(game:turn(), s.turns, who, bp, ui.hint or "")
end

-- view.draw(s, ui): ui is the player's side of the screen: {selected =
-- unit id, hint = text, human = player number or nil}.
function view.draw(s, ui)
  local g = love.graphics
  fonts = fonts or { small = g.newFont(10), log = g.newFont(11), big = g.newFont(22),
                     status = g.newFont(13) }
  g.clear(0.12, 0.14, 0.12)
  g.setColor(0.22, 0.32, 0.2)
  g.rectangle("fill", FIELD.x, FIELD.y, FIELD.w, FIELD.h)
  local f = frame_of(s)
  for _, u in ipairs(s.units) do draw_unit(s, f, u, ui) end

  g.setColor(1, 1, 1)
  g.setFont(fonts.status)
  g.print(status_line(s, ui), 10, 12)

  g.setColor(0.08, 0.08, 0.08)
  g.rectangle("fill", LOG.x, LOG.y, LOG.w, LOG.h)
  g.setFont(fonts.log)
  -- the last lines that fit, each wrapped to the panel's width
  local lh = fonts.log:getHeight()
  local rows, shown = math.floor((LOG.h - 8) / lh), {}
  local lines = s.lines
  for i = #lines, 1, -1 do
    local _, wrapped = fonts.log:getWrap(lines[i], LOG.w - 8)
    for k = #wrapped, 1, -1 do
      if #shown == rows then break end
      table.insert(shown, 1, (k > 1 and "    " or "") .. wrapped[k])
    end
    if #shown == rows then break end
  end
  g.setColor(0.85, 0.85, 0.8)
  for i, line in ipairs(shown) do g.print(line, LOG.x + 4, LOG.y + 4 + (i - 1) * lh) end

  if ui.human and not s.game:over() then
    for _, b in ipairs(view.BUTTONS) do
      local on = ui.selected ~= nil
      g.setColor(on and 0.3 or 0.18, on and 0.3 or 0.18, on and 0.35 or 0.2)
      if ui.mode == b.action then g.setColor(0.6, 0.5, 0.1) end
      g.rectangle("fill", b.x, b.y, b.w, b.h, 4, 4)
      g.setColor(1, 1, 1, on and 1 or 0.4)
      g.setFont(fonts.status)
      g.printf(b.text, b.x, b.y + 10, b.w, "center")
    end
  end
  if s.result then
    g.setColor(0, 0, 0, 0.7)
    g.rectangle("fill", FIELD.x + 40, FIELD.y + FIELD.h / 2 - 40, FIELD.w - 80, 80)
    g.setColor(1, 1, 1)
    g.setFont(fonts.big)
    g.printf(s.result, FIELD.x + 50, FIELD.y + FIELD.h / 2 - 28, FIELD.w - 100, "center")
  end
end

return view
