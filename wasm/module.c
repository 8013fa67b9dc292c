/* The WebAssembly module's one source of its own: it is lib/ (linked whole,
 * wasm/meson.build) and exports the public functions, and has no main.
 *
 * Besides lib/, it exports two facts a JavaScript layer needs about the C
 * types, so that nothing of them is written again in JavaScript
 * (bindings/js/): the name of each status code, and the layout of the
 * structs such a layer reads or fills, as the compiler laid them out for
 * wasm32. wasm/exports.py exports every WGW_API function. */
#include <stddef.h>
#include <stdio.h>
#include "wargen.h"

#define WGW_API __attribute__((used, visibility("default")))

/* The enumerator's name without "WG_" ("EPARSE"), "" for a value that is
 * none of wg_status's. */
WGW_API const char *wgw_status_name(int status);

/* The layout of the structs a JavaScript layer reads or fills, as one JSON
 * object: {"wg_error": {"size": N, "code": OFFSET, ..., "file_size": N, ...},
 * "wg_session_options": {...}, "wg_morale_check": {"size": N},
 * "wg_morale_odds": {"size": N}, "wg_game_event": {...}, "wg_die": {...},
 * "rng_state_text_size": N, "none": WG_NONE}, N the size of a buffer for
 * wg_rng_state_text(). A static string: never free it. */
WGW_API const char *wgw_layout(void);

const char *wgw_status_name(int status)
{
    switch ((wg_status)status) {
#define WGW_NAME(s) case WG_##s: return #s;
    WGW_NAME(OK) WGW_NAME(EINVAL) WGW_NAME(ENOMEM) WGW_NAME(EIO) WGW_NAME(EPARSE)
    WGW_NAME(EFORMAT) WGW_NAME(ERANGE) WGW_NAME(ESTATE) WGW_NAME(ERULE)
    WGW_NAME(ENOTFOUND) WGW_NAME(ENOTSUP)
#undef WGW_NAME
    }
    return "";
}

#define WGW_AT(type, field) "\"" #field "\":%zu,"
#define WGW_OFF(type, field) offsetof(type, field)

const char *wgw_layout(void)
{
    static char text[2048];
    if (text[0] == '\0')
        snprintf(text, sizeof text,
                 "{\"wg_error\":{\"size\":%zu,"
                 WGW_AT(wg_error, code) WGW_AT(wg_error, line) WGW_AT(wg_error, column)
                 WGW_AT(wg_error, position) WGW_AT(wg_error, file) WGW_AT(wg_error, path)
                 WGW_AT(wg_error, message)
                 "\"file_size\":%d,\"path_size\":%d,\"message_size\":%d},"
                 "\"wg_session_options\":{\"size\":%zu,"
                 WGW_AT(wg_session_options, limit) WGW_AT(wg_session_options, players)
                 WGW_AT(wg_session_options, mode)
                 WGW_AT(wg_session_options, per_player_decks)
                 "\"first_player\":%zu},"
                 "\"wg_morale_check\":{\"size\":%zu},\"wg_morale_odds\":{\"size\":%zu},"
                 "\"wg_game_event\":{\"size\":%zu,"
                 WGW_AT(wg_game_event, kind) WGW_AT(wg_game_event, turn)
                 WGW_AT(wg_game_event, unit) WGW_AT(wg_game_event, other)
                 WGW_AT(wg_game_event, effect) "\"count\":%zu},"
                 "\"wg_die\":{\"size\":%zu," WGW_AT(wg_die, value) "\"rerolled\":%zu},"
                 "\"rng_state_text_size\":%d,\"none\":%zu}",
                 sizeof(wg_error),
                 WGW_OFF(wg_error, code), WGW_OFF(wg_error, line), WGW_OFF(wg_error, column),
                 WGW_OFF(wg_error, position), WGW_OFF(wg_error, file), WGW_OFF(wg_error, path),
                 WGW_OFF(wg_error, message),
                 WG_ERROR_FILE_SIZE, WG_ERROR_PATH_SIZE, WG_ERROR_MESSAGE_SIZE,
                 sizeof(wg_session_options),
                 WGW_OFF(wg_session_options, limit), WGW_OFF(wg_session_options, players),
                 WGW_OFF(wg_session_options, mode),
                 WGW_OFF(wg_session_options, per_player_decks),
                 WGW_OFF(wg_session_options, first_player),
                 sizeof(wg_morale_check), sizeof(wg_morale_odds),
                 sizeof(wg_game_event), WGW_OFF(wg_game_event, kind), WGW_OFF(wg_game_event, turn),
                 WGW_OFF(wg_game_event, unit), WGW_OFF(wg_game_event, other),
                 WGW_OFF(wg_game_event, effect), WGW_OFF(wg_game_event, count),
                 sizeof(wg_die), WGW_OFF(wg_die, value), WGW_OFF(wg_die, rerolled),
                 WG_RNG_STATE_TEXT_SIZE, (size_t)WG_NONE);
    return text;
}
