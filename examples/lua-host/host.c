/* host.c: a game that embeds Lua 5.4 and runs a mod script, with libwargen
 * available to the mod as `require "wargen"`.
 *
 * Usage: lua-host MOD.lua [ARG...]   (the ARGs reach the mod as `...`)
 *
 * The wargen module is linked into the program (libwargen-lua5.4, the Lua
 * binding as a library, see <wargen/lua.h>) and preloaded, so nothing is
 * loaded from LUA_CPATH: the mod gets exactly the rules engine the game was
 * built with. Build it with
 *     cc host.c -o lua-host $(pkg-config --cflags --libs wargen-lua5.4)
 */
#include <stdio.h>
#include <stdlib.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <wargen/lua.h> /* luaopen_wargen */

/* Message handler for lua_pcall: add a traceback to the error message. */
static int traceback(lua_State *L)
{
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) /* an error object that is not a string */
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    luaL_traceback(L, L, msg, 1);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s MOD.lua [ARG...]\n", argv[0]);
        return 2;
    }

    lua_State *L = luaL_newstate();
    if (L == NULL) {
        fprintf(stderr, "%s: cannot create a Lua state (out of memory)\n", argv[0]);
        return EXIT_FAILURE;
    }
    luaL_openlibs(L);

    /* Register wargen in package.loaded, as if it had been required:
     * `require "wargen"` in the mod then returns it. */
    luaL_requiref(L, "wargen", luaopen_wargen, 0);
    lua_pop(L, 1);

    /* Load the mod as a function, then call it with the remaining arguments. */
    lua_pushcfunction(L, traceback);
    int handler = lua_gettop(L);
    int status = luaL_loadfile(L, argv[1]);
    if (status == LUA_OK) {
        for (int i = 2; i < argc; i++)
            lua_pushstring(L, argv[i]);
        status = lua_pcall(L, argc - 2, 0, handler);
    }
    if (status != LUA_OK) {
        const char *msg = lua_tostring(L, -1);
        fprintf(stderr, "%s: mod failed: %s\n", argv[0], msg ? msg : "(no message)");
    }

    lua_close(L);
    return status == LUA_OK ? EXIT_SUCCESS : EXIT_FAILURE;
}
