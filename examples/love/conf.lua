-- conf.lua: the window, and the modules LÖVE starts. The skirmish has no
-- sound: without the audio modules a machine with no sound card (a CI
-- runner under xvfb-run) starts it without audio errors.
function love.conf(t)
  t.identity = "wargen-skirmish" -- the save directory's name (README.md: shipping)
  t.version = "11.4"
  t.window.title = "wargen skirmish"
  t.window.width, t.window.height = 1100, 700
  t.window.vsync = 1
  t.modules.audio = false
  t.modules.sound = false
  t.modules.joystick = false
  t.modules.physics = false
  t.modules.video = false
end
