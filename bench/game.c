#define _POSIX_C_SOURCE 200809L /* clock_gettime */
/* Benchmark of a full turn of the game engine (A1-A3, issue 14): 2 x 50
 * units, each with one action: it is activated, then spends all its AP (2)
 * in one wg_game_spend() (a move for even units, a hostile shot at the
 * enemy unit facing it for odd ones), which ends its activation and passes
 * play; the players alternate, then the turn ends. 202 actions per turn:
 * the initiative, 100 x (activate, spend), the end of the turn. An event
 * callback counts the events, as a mod's would (201 per turn).
 *
 * usage: bench-game [TURNS [TURNS_PER_GAME]]   (default 100000 and 1000)
 *
 * The games are set up outside the turns; a new game every TURNS_PER_GAME
 * turns keeps the log (which holds every action) at a few MB.
 *
 * Issue 14's target: at most 20,000 instructions per turn, and no
 * allocation per action. bench/game_instructions.py (the meson benchmark
 * game-instructions) counts the instructions with callgrind, inside the
 * engine's calls of a turn (the listener included) and inside play_turn()
 * (the engine plus this loop); by hand:
 *   valgrind --tool=callgrind --toggle-collect=play_turn \
 *       build/bench/bench-game 2000
 * and divide the Ir total by the turns. Measured with gcc 12 -O2 (the
 * debugoptimized build): the engine's 19,770 per turn, 22,748 with this
 * loop's 2,978 (19,468 before the host's callback, wg_game_set_before_fn,
 * issue 29: its check shares a byte with the game-over one, and the rest is
 * the usual spend's code).
 * The allocations are counted here,
 * by an allocator set with wg_set_allocator(): the log grows by doubling,
 * so a turn allocates only when the log doubles (a realloc), ~0 per turn in
 * steady state. */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

enum { UNITS = 50, AP = 2, ACTIONS_PER_TURN = 2 + 2 * 2 * UNITS, EVENTS_PER_TURN = 201 };

static void die(const char *what, const wg_error *err)
{
    fprintf(stderr, "bench-game: %s: %s\n", what, err->message);
    exit(1);
}

static void count_event(const wg_game_event *event, void *data)
{
    (void)event;
    ++*(long *)data;
}

/* 2 x 50 units, player 1's first: unit i of player p is (p - 1) * 50 + i. */
static wg_game *new_game(long *events)
{
    wg_game *game = NULL;
    wg_error err;
    if (wg_game_new(&game, "Red", "Blue", &err) != WG_OK)
        die("game", &err);
    for (int p = 1; p <= 2; p++)
        for (int i = 0; i < UNITS; i++) {
            char id[16];
            snprintf(id, sizeof id, "p%d-u%d", p, i);
            wg_game_unit_def u = {id, NULL, AP, 10, 200};
            if (wg_game_add_unit(NULL, game, p, &u, &err) != WG_OK)
                die("unit", &err);
        }
    wg_game_set_event_fn(game, count_event, events);
    return game;
}

/* One turn (not inlined: callgrind counts inside it). */
__attribute__((noinline)) static void play_turn(wg_game *game)
{
    wg_error err;
    if (wg_game_start_turn(game, 1, &err) != WG_OK)
        die("initiative", &err);
    for (size_t i = 0; i < UNITS; i++)
        for (size_t p = 0; p < 2; p++) {
            size_t unit = p * UNITS + i, enemy = (1 - p) * UNITS + i;
            bool hostile = i % 2 == 1;
            if (wg_game_activate(game, unit, &err) != WG_OK ||
                wg_game_spend(game, unit, AP, hostile ? WG_GAME_ACTION_SHOOT : WG_GAME_ACTION_MOVE,
                              hostile, enemy, &err) != WG_OK)
                die("action", &err);
        }
    if (wg_game_end_turn(game, &err) != WG_OK)
        die("end of turn", &err);
}

/* After a turn every unit is unactivated again, with its AP back. */
static void check_turn(const wg_game *game, int turn)
{
    if (wg_game_turn(game) != turn || wg_game_in_turn(game))
        die("turn", &(wg_error){.message = "not the turn expected"});
    for (size_t i = 0; i < wg_game_unit_count(game); i++) {
        wg_game_unit u;
        if (wg_game_unit_at(&u, game, i, NULL) != WG_OK || u.state != WG_UNIT_STATE_UNACTIVATED ||
            u.ap != AP)
            die("unit", &(wg_error){.message = "not unactivated with its AP after the turn"});
    }
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000;
    long per_game = argc > 2 ? atol(argv[2]) : 1000;
    if (n < 1 || per_game < 1) {
        fprintf(stderr, "usage: bench-game [TURNS >= 1 [TURNS_PER_GAME >= 1]]\n");
        return 2;
    }
    bench_count_allocations();
    long events = 0, allocations = 0, turns_allocating = 0, most = 0, turn_mallocs = 0;
    double elapsed = 0;
    wg_game *game = NULL;
    for (long t = 0; t < n; t++) {
        if (t % per_game == 0) {
            wg_game_free(game);
            game = new_game(&events);
        }
        long before_m = bench_mallocs, before = bench_allocations();
        double start = bench_now();
        play_turn(game);
        elapsed += bench_now() - start;
        long made = bench_allocations() - before;
        allocations += made;
        turn_mallocs += bench_mallocs - before_m;
        turns_allocating += made > 0;
        most = made > most ? made : most;
        check_turn(game, (int)(t % per_game) + 1);
    }
    size_t log_actions = wg_game_step(game);
    wg_game_free(game);
    if (events != EVENTS_PER_TURN * n) {
        fprintf(stderr, "bench-game: %ld events, not %ld\n", events, EVENTS_PER_TURN * n);
        return 1;
    }
    printf("turns: %.1f ns per turn of 2 x %d units (%d actions), %.1f ns per action "
           "(%ld turns, games of %ld)\n", elapsed * 1e9 / (double)n, UNITS, ACTIONS_PER_TURN,
           elapsed * 1e9 / ((double)n * ACTIONS_PER_TURN), n, per_game);
    printf("allocations in turns: %ld (%ld mallocs, the rest reallocs growing the log), "
           "%.4f per turn, %.6f per action; %ld of %ld turns allocated, at most %ld in one; "
           "the last game's log: %zu actions\n", allocations, turn_mallocs,
           (double)allocations / (double)n, (double)allocations / ((double)n * ACTIONS_PER_TURN),
           turns_allocating, n, most, log_actions);
    printf("instructions per turn: the benchmark game-instructions counts them "
           "(bench/game_instructions.py; issue 14's target: at most 20,000)\n");
    return 0;
}
