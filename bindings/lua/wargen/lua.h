/**
 * @file wargen/lua.h
 * @brief libwargen for a program that embeds Lua 5.4: luaopen_wargen().
 *
 * A game that runs Lua scripts (mods) can give them libwargen linked into
 * the game itself rather than loaded from the `wargen.so` module: the mods
 * then get exactly the rules engine the game was built with, whatever
 * `LUA_CPATH` says. `meson install` installs, with the Lua 5.4 module,
 *
 * - this header, `<wargen/lua.h>`;
 * - the library `libwargen-lua5.4` (shared and static, as the build's
 *   `default_library`): the Lua binding (the code of the `wargen.so`
 *   module), linked with libwargen and Lua 5.4;
 * - `wargen-lua5.4.pc`: `pkg-config --cflags --libs wargen-lua5.4` gives the
 *   flags of this library, libwargen and Lua 5.4.
 *
 * The host registers the module once in each Lua state, after opening Lua's
 * standard libraries, before running the scripts:
 *
 * @code
 * lua_State *L = luaL_newstate();
 * luaL_openlibs(L);
 * luaL_requiref(L, "wargen", luaopen_wargen, 0);  // package.loaded.wargen
 * lua_pop(L, 1);
 * // a script's require "wargen" now returns the module
 * @endcode
 *
 * `examples/lua-host/host.c` is such a host. Lua 5.4 only: the library is
 * compiled against Lua 5.4's headers (a LuaJIT host loads the LuaJIT build
 * of the module instead).
 */
#ifndef WARGEN_LUA_H
#define WARGEN_LUA_H

#ifdef __cplusplus
extern "C" {
#endif

/* lua.h's lua_State, by its struct tag: this header needs no Lua header,
 * and agrees with lua.h's typedef when both are included. */
struct lua_State;

/**
 * @brief Open the `wargen` module in @p L: the function Lua calls when a
 * script requires it.
 *
 * Not called by the host directly: it is the `lua_CFunction` handed to
 * `luaL_requiref(L, "wargen", luaopen_wargen, 0)` (or stored in
 * `package.preload.wargen`), which Lua calls with the module name as its
 * argument. It pushes the module table, the same one `require "wargen"`
 * returns from the `wargen.so` module (the README's Lua section), and
 * returns 1, the number of values pushed. The table belongs to the Lua
 * state: `lua_close()` frees it with every libwargen object the scripts
 * still hold. On a memory error it raises a Lua error, as any Lua function.
 *
 * @param L a Lua 5.4 state.
 * @return 1 (the module table, on the top of the stack).
 */
int luaopen_wargen(struct lua_State *L);

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_LUA_H */
