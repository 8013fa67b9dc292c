/* Fuzz target for wargen-game/1 (A1-A3, V1-V2): any bytes either play, or
 * stop at an action the rules refuse (the game as it stood before it, with
 * its reason), or fail with a well-formed error and no game. A game that
 * plays, refused or not, writes its state and its log, and the log (only
 * the actions applied) replays to the same state and the same log. See
 * README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* What write (the state's or the log's writer) writes of game; it must. */
static char *written(wg_status (*write)(char **, const wg_game *, wg_error *),
                     const wg_game *game)
{
    char *json = NULL;
    wg_error err;
    if (write(&json, game, &err) != WG_OK)
        abort();
    return json;
}

/* A refusal is located at its action and its message starts with the
 * reason's name. */
static void check_refusal(const wg_game *game, const wg_error *err, size_t size)
{
    const char *reason = wg_game_reason_name(wg_game_refusal(game));
    fuzz_check_error(WG_ERULE, err, size, FUZZ_NAME);
    if (wg_game_refusal(game) == WG_GAME_REASON_NONE || reason == NULL ||
        strncmp(err->message, reason, strlen(reason)) != 0 ||
        strncmp(err->path, "actions[", 8) != 0)
        abort();
}

/* The game's log replays, without a refusal, to the same state and log. */
static void check_replay(const wg_game *game)
{
    char *log = written(wg_game_log_to_json, game);
    wg_game *again = NULL;
    wg_error err;
    if (wg_game_load_string(&again, log, strlen(log), "written.json", &err) != WG_OK ||
        wg_game_refusal(again) != WG_GAME_REASON_NONE || wg_game_step(again) != wg_game_step(game))
        abort();
    fuzz_check_same(written(wg_game_to_json, game), written(wg_game_to_json, again));
    fuzz_check_same(log, written(wg_game_log_to_json, again));
    wg_game_free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_game *game = NULL;
    wg_error err;
    wg_status st = wg_game_load_string(&game, (const char *)data, size, FUZZ_NAME, &err);
    if (st != WG_OK && st != WG_ERULE) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        if (game != NULL)
            abort();
        return 0;
    }
    if (game == NULL)
        abort();
    if (st == WG_ERULE)
        check_refusal(game, &err, size);
    else if (wg_game_refusal(game) != WG_GAME_REASON_NONE)
        abort();
    check_replay(game);
    wg_game_free(game);
    return 0;
}
