/* Benchmark of the exact distributions (wargen/dist.h, issue 32): the full
 * set `wargen generate --distribution --players 2 --joint horde,regular`
 * computes (each player's total, draws, overshoot, units, units of each of
 * the 8 types and the joint, and each difference but the joint's: 37
 * distributions) for the default table, at each size, with dice, cards from
 * one deck and cards from a deck each.
 *
 * usage: bench-dist [REPEATS]   (default 5)
 *
 * It prints the best of REPEATS wall times of each set in ms, and how many
 * are over issue 32's target of 100 ms a set. The target is reported, not
 * enforced (exit 0): the time depends on the machine and its load. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

enum { TARGET_MS = 100, QUESTIONS = 3 * (4 + WG_GEN_UNIT_TYPE_COUNT + 1) };

/* The questions of the set, as the command asks them. */
static int questions(wg_dist_query *q, int players)
{
    int n = 0;
    for (int who = 1; who <= players + (players == 2); who++) {
        int player = who <= players ? who : WG_DIST_DIFFERENCE;
        for (int kind = 0; kind < WG_DIST_KIND_COUNT; kind++) {
            int variants = kind == WG_DIST_KIND_TYPE ? WG_GEN_UNIT_TYPE_COUNT
                         : kind == WG_DIST_KIND_TYPES ? (player ? 1 : 0) : 1;
            for (int v = 0; v < variants; v++) {
                wg_dist_query_init(&q[n]);
                q[n].kind = (wg_dist_kind)kind;
                q[n].player = player;
                if (kind == WG_DIST_KIND_TYPE)
                    q[n].type = (wg_gen_unit_type)v;
                n++;
            }
        }
    }
    return n;
}

/* One full set: its wall time in ms, and the outcomes it has (a check
 * that it was computed); -1 on failure. */
static double full_set(const wg_table *table, const wg_session_options *o, long *outcomes)
{
    wg_dist_query q[QUESTIONS];
    int n = questions(q, o->players);
    wg_error err;
    *outcomes = 0;
    double t = bench_now();
    for (int i = 0; i < n; i++) {
        wg_dist *d = NULL;
        if (wg_dist_compute(&d, table, o, NULL, &q[i], &err) != WG_OK) {
            fprintf(stderr, "bench-dist: %s\n", err.message);
            return -1;
        }
        *outcomes += (long)wg_dist_count(d);
        wg_dist_free(d);
    }
    return (bench_now() - t) * 1e3;
}

int main(int argc, char **argv)
{
    int repeats = argc > 1 ? atoi(argv[1]) : 5;
    if (repeats < 1) {
        fprintf(stderr, "usage: bench-dist [REPEATS >= 1]\n");
        return 2;
    }
    wg_table *table = NULL;
    wg_error err;
    if (wg_table_new_default(&table, &err) != WG_OK) {
        fprintf(stderr, "bench-dist: %s\n", err.message);
        return 1;
    }
    static const struct {
        wg_draw_mode mode;
        bool own_decks;
        const char *name;
    } MODES[] = {{WG_DRAW_MODE_DICE, false, "dice"},
                 {WG_DRAW_MODE_CARDS, false, "cards, one deck"},
                 {WG_DRAW_MODE_CARDS, true, "cards, a deck each"}};
    int over = 0, sets = 0;
    printf("full sets of exact distributions, two players, default table, best of %d:\n",
           repeats);
    for (int size = 0; size < WG_ARMY_SIZE_COUNT; size++)
        for (size_t m = 0; m < sizeof MODES / sizeof *MODES; m++) {
            wg_session_options o;
            wg_session_options_init(&o);
            o.limit = wg_army_size_limit((wg_army_size)size);
            o.players = 2;
            o.mode = MODES[m].mode;
            o.per_player_decks = MODES[m].own_decks;
            double best = -1;
            long outcomes = 0;
            for (int r = 0; r < repeats; r++) {
                double ms = full_set(table, &o, &outcomes);
                if (ms < 0)
                    return 1;
                best = best < 0 || ms < best ? ms : best;
            }
            printf("  %-6s %-18s %8.2f ms (%ld outcomes)%s\n",
                   wg_army_size_name((wg_army_size)size), MODES[m].name, best, outcomes,
                   best > TARGET_MS ? "  over the target" : "");
            over += best > TARGET_MS;
            sets++;
        }
    printf("%d of %d sets under the target of %d ms a set\n", sets - over, sets, TARGET_MS);
    wg_table_free(table);
    return 0;
}
