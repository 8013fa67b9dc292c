-- army.lua: two armies from a seed (rules G1-G12). The generator draws each
-- player's slots ("2 horde", "1 champion", ...); the mod fields one unit of
-- its own bestiary per slot, and the library rules on each choice
-- (wargen.slot_fits, G5 and G7). No LÖVE here: the benchmark and plain
-- luajit use it too.
local army = {}

-- The mod's bestiary: a profile per unit type (models, wounds, save, hero,
-- monster: what G5 reads), with what the mod's own combat uses (AP per
-- turn, points, attack dice per model, whether it shoots or casts).
army.PROFILES = {
  horde = { name = "Goblins", models = 20, wounds = 1, save = 0, ap = 2, points = 60,
            attacks = 1 },
  regular = { name = "Archers", models = 10, wounds = 1, save = 5, ap = 2, points = 90,
              attacks = 1, shoots = true },
  elite = { name = "Knights", models = 5, wounds = 2, save = 3, ap = 3, points = 130,
            attacks = 2 },
  guard = { name = "Ogres", models = 3, wounds = 4, save = 5, ap = 3, points = 120,
            attacks = 3 },
  ["siege-breaker"] = { name = "Troll", models = 1, wounds = 7, save = 4, ap = 3, points = 110,
                        attacks = 5 },
  gigantic = { name = "Dragon", models = 1, wounds = 12, save = 3, monster = true, ap = 4,
               points = 250, attacks = 6, shoots = true },
  champion = { name = "Mage", models = 1, wounds = 5, save = 5, hero = true, ap = 3, points = 80,
               attacks = 2, casts = true },
  conqueror = { name = "Warlord", models = 1, wounds = 8, save = 3, hero = true, monster = true,
                ap = 4, points = 160, attacks = 4, casts = true },
}

-- The field: player 1 deploys at the bottom facing up (90 degrees), player
-- 2 at the top facing down, PER_ROW units to a row.
army.WIDTH, army.HEIGHT, army.PER_ROW = 48, 36, 8

local function base_of(profile, player, k)
  local row, col = math.floor((k - 1) / army.PER_ROW), (k - 1) % army.PER_ROW
  local big = profile.models == 1
  local x = 3 + col * 6
  local y = player == 1 and 7 - row * 3.5 or army.HEIGHT - 7 + row * 3.5
  return { x = x, y = y, width = big and 3 or 5, depth = big and 3 or 2,
           facing = player == 1 and 90 or 270 }
end

-- army.generate(wargen, {seed =, size =, limit =, max_units =}): the
-- generated session (wargen.generate's table) and, per player, the units
-- fielded in the order drawn: {id, name, player, profile, type, base}. A
-- slot no profile fits (an endless spell, G6) fields nothing. nil, message
-- on failure.
function army.generate(wargen, opts)
  local session, msg = wargen.generate{ seed = opts.seed, players = 2, size = opts.size,
                                         limit = opts.limit }
  if not session then return nil, msg end
  local sides = { {}, {} }
  for _, p in ipairs(session.players) do
    local units = sides[p.player]
    for _, draw in ipairs(p.draws) do
      for _, slot in ipairs(draw.slots) do
        local profile = slot.type and army.PROFILES[slot.type]
        for _ = 1, profile and slot.count or 0 do
          if opts.max_units and #units >= opts.max_units then break end
          -- the library says whether the profile may stand in the slot
          local fits, why = wargen.slot_fits(slot, { models = profile.models,
            wounds = profile.wounds, save = profile.save, hero = profile.hero or false,
            monster = profile.monster or false }, 0)
          if not fits then
            return nil, ("%s does not fit a %s slot: %s"):format(profile.name, slot.type,
                                                               tostring(why))
          end
          local k = #units + 1
          units[k] = { id = ("%s%d-%s"):format(p.player == 1 and "b" or "r", k,
                                               profile.name:lower()),
                       name = profile.name, player = p.player, profile = profile,
                       type = slot.type, base = base_of(profile, p.player, k) }
        end
      end
    end
  end
  return session, sides
end

return army
