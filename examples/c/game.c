/* game.c: a short game of alternate activation (rules A1-A3, V1-V2) set up
 * and played with the public API: two players, four units, an objective;
 * a turn with a unit waiting and then responding to a hostile action, an
 * uncontrolled effect resolved at the end of the turn, a second turn. The
 * event callback prints each event; then the result, battle points as
 * exact fractions.
 * Usage: game  (no arguments) */
#include <stdio.h>
#include <stdlib.h>
#include <wargen.h>

static wg_game *game; /* the one game this program plays */
static wg_error err;  /* details of a call that fails */
static size_t knights, crossbows, archers, troll, hill; /* indexes in the game */

static void die_on(wg_status st, const wg_error *err)
{
    if (st == WG_OK)
        return;
    char msg[1024];
    wg_error_format(msg, sizeof msg, err);
    fprintf(stderr, "game: %s\n", msg);
    wg_game_free(game);
    exit(EXIT_FAILURE);
}

/* The id of unit i (the game owns it). */
static const char *id_of(size_t i)
{
    wg_game_unit u;
    return wg_game_unit_at(&u, game, i, NULL) == WG_OK ? u.id : "?";
}

/* Callbacks may read the game, not act on it. */
static void on_event(const wg_game_event *e, void *data)
{
    (void)data;
    printf("  [turn %d] %s", e->turn, wg_game_event_kind_name(e->kind));
    if (e->unit != (size_t)-1)
        printf(" %s", id_of(e->unit));
    if (e->kind == WG_GAME_EVENT_KIND_RESPONSE)
        printf(" to %s", id_of(e->other));
    if (e->kind == WG_GAME_EVENT_KIND_KILL)
        printf(": %d killed", e->count);
    if (e->kind == WG_GAME_EVENT_KIND_EFFECT_RESOLVED)
        printf(": %s, resolved %d time(s)", e->effect, e->count);
    putchar('\n');
}

static void on_effect(const char *effect, size_t unit, void *data)
{
    ++*(int *)data;
    printf("  the host resolves %s, left by %s: the fire spreads\n", effect, id_of(unit));
}

static size_t add(int player, const char *id, const char *name, int ap, int models, int cost)
{
    wg_game_unit_def def = {id, name, ap, models, cost * 2}; /* cost in half points */
    size_t index;
    die_on(wg_game_add_unit(&index, game, player, &def, &err), &err);
    return index;
}

static void print_points(const char *label, wg_fraction f)
{
    if (f.den == 1)
        printf("%s %lld", label, (long long)f.num);
    else
        printf("%s %lld/%lld", label, (long long)f.num, (long long)f.den);
}

static void print_result(void)
{
    wg_score score;
    die_on(wg_game_score(&score, game, &err), &err);
    for (size_t i = 0; i < wg_game_unit_count(game); i++) {
        wg_game_unit u;
        die_on(wg_game_unit_at(&u, game, i, &err), &err);
        printf("%-10s player %d  %-11s %d/%d models%s\n", u.id, u.player,
               wg_unit_state_name(u.state), u.models, u.models_start,
               u.panicked ? ", panicked" : "");
    }
    for (int p = 1; p <= 2; p++) {
        print_points(wg_game_player_name(game, p), score.battle_points[p - 1]);
        printf(" battle points, %ld objective points\n", score.objectives[p - 1]);
    }
    int winner = wg_game_winner(game);
    printf("%s%s\n", winner ? wg_game_player_name(game, winner) : "a draw",
           winner ? " wins (objective points decide a scenario)" : "");
}

/* Red's knights and crossbows, Blue's archers and troll; one objective. */
static void set_up(int *resolved)
{
    die_on(wg_game_new(&game, "Red", "Blue", &err), &err);
    knights = add(1, "knights", "Knights of the Pale Tower", 3, 5, 130);
    crossbows = add(1, "crossbows", NULL, 2, 10, 100);
    archers = add(2, "archers", NULL, 2, 10, 90);
    troll = add(2, "troll", "River Troll", 2, 3, 100);
    wg_objective_def def = {"hill", WG_OBJECTIVE_KIND_HOLD, 3, NULL};
    die_on(wg_game_add_objective(&hill, game, &def, &err), &err);
    wg_game_set_event_fn(game, on_event, NULL);
    wg_game_set_effect_fn(game, on_effect, resolved);
}

/* The troll waits, then answers the crossbows' shot at the archers (A2);
 * the archers leave a fire in play, resolved at the end of the turn (A3). */
static void turn_one(void)
{
    printf("turn 1, Red first\n");
    die_on(wg_game_start_turn(game, 1, &err), &err);
    die_on(wg_game_activate(game, knights, &err), &err);
    die_on(wg_game_spend(game, knights, 3, WG_GAME_ACTION_MOVE, false, 0, &err), &err);
    die_on(wg_game_activate(game, troll, &err), &err);
    die_on(wg_game_wait(game, troll, &err), &err);
    die_on(wg_game_activate(game, crossbows, &err), &err);
    die_on(wg_game_spend(game, crossbows, 1, WG_GAME_ACTION_SHOOT, true, archers, &err), &err);
    die_on(wg_game_respond(game, troll, crossbows, &err), &err);
    die_on(wg_game_spend(game, troll, 2, WG_GAME_ACTION_MELEE, true, crossbows, &err), &err);
    die_on(wg_game_kill(game, crossbows, 4, &err), &err);
    die_on(wg_game_panic(game, crossbows, &err), &err); /* a failed morale test */
    die_on(wg_game_spend(game, crossbows, 1, WG_GAME_ACTION_SHOOT, true, archers, &err), &err);
    die_on(wg_game_kill(game, archers, 3, &err), &err);
    /* Refused: the archers are still to act; nothing changes, the reason is kept. */
    if (wg_game_end_turn(game, &err) == WG_ERULE)
        printf("ending the turn now: %s (%s)\n", wg_game_reason_name(wg_game_refusal(game)),
               err.message);
    die_on(wg_game_activate(game, archers, &err), &err);
    die_on(wg_game_add_effect(game, "fire", archers, &err), &err);
    die_on(wg_game_spend(game, archers, 2, WG_GAME_ACTION_MAGIC, false, 0, &err), &err);
    die_on(wg_game_end_turn(game, &err), &err);
}

/* Blue first; the crossbows keep their panic token (A3). Red holds the hill. */
static void turn_two(void)
{
    printf("turn 2, Blue first\n");
    die_on(wg_game_start_turn(game, 2, &err), &err);
    die_on(wg_game_activate(game, archers, &err), &err);
    die_on(wg_game_spend(game, archers, 2, WG_GAME_ACTION_SHOOT, true, knights, &err), &err);
    die_on(wg_game_kill(game, knights, 2, &err), &err);
    die_on(wg_game_activate(game, knights, &err), &err);
    die_on(wg_game_spend(game, knights, 3, WG_GAME_ACTION_MELEE, true, troll, &err), &err);
    die_on(wg_game_kill(game, troll, 1, &err), &err);
    die_on(wg_game_score_objective(game, hill, 1, &err), &err);
    die_on(wg_game_end_game(game, &err), &err);
}

int main(void)
{
    int resolved = 0; /* counted by on_effect */
    set_up(&resolved);
    turn_one();
    turn_two();
    printf("effects resolved by the host: %d\n\n", resolved);
    print_result();
    wg_game_free(game);
    return EXIT_SUCCESS;
}
