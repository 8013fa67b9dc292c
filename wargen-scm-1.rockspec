-- `luarocks make` builds and installs libwargen's Lua module (Lua 5.4 or
-- LuaJIT: the Lua LuaRocks runs for) with Meson, from this source tree:
--   luarocks --lua-version 5.4 make                       (Lua 5.4)
--   luarocks --lua-version 5.1 make LUA=/usr/bin/luajit   (LuaJIT)
-- Needs what requirements-debian.txt lists (meson, swig, jansson, the Lua
-- headers). The version is the project's (meson.build); "scm" here says
-- the rock is built from the tree it sits in.
rockspec_format = "3.0"
package = "wargen"
version = "scm-1"
source = { url = "git+file://." }
description = {
   summary = "Rules engine for tabletop wargames: seeded dice, army generation, rosters, morale",
   license = "MIT",
}
dependencies = { "lua >= 5.1, < 5.5" }
build = {
   type = "command",
   build_command = [[sh bindings/lua/luarocks.sh "$(LUA)"]],
   install_command = [[sh bindings/lua/luarocks.sh "$(LUA)" "$(LIBDIR)"]],
}
