/* gen module, the default table (G12): with every listed unit fielded, no
 * reinforcement and no substitution, at least 80% of generated armies of
 * each size have a unit count inside the size's typical range (G1). */
#include <string.h>

#include "harness.h"

#define ARMIES 10000

typedef struct share {
    size_t inside, below, above, armies;
    long units;
} share;

/* Generate ARMIES armies of size with wg_gen_armies() and the default policy. */
static share simulate(const wg_table *t, wg_army_size size, wg_draw_mode mode, int players,
                      bool per_player_decks, uint64_t seed)
{
    int min, max;
    wg_army_size_typical(&min, &max, size);
    wg_session_options o;
    wg_session_options_init(&o);
    o.limit = wg_army_size_limit(size);
    o.players = players;
    o.mode = mode;
    o.per_player_decks = per_player_decks;
    wg_rng *rng = NULL;
    assert_int_equal(wg_rng_new(&rng, seed, NULL), WG_OK);
    share s = {0, 0, 0, 0, 0};
    while (s.armies < ARMIES) {
        wg_army armies[2];
        assert_int_equal(wg_gen_armies(armies, t, rng, &o, NULL, NULL), WG_OK);
        for (int p = 0; p < players; p++) {
            const wg_army *a = &armies[p];
            /* G10: each army reached its limit, by less than one draw (4 AP at most) */
            assert_true(a->finished);
            assert_true(a->total >= o.limit && a->total <= o.limit + 3);
            s.units += a->units;
            if (a->units < min)
                s.below++;
            else if (a->units > max)
                s.above++;
            else
                s.inside++;
            s.armies++;
        }
    }
    wg_rng_free(rng);
    return s;
}

static void check(const char *what, const share *s, wg_army_size size)
{
    int min, max;
    wg_army_size_typical(&min, &max, size);
    double inside = 100.0 * (double)s->inside / (double)s->armies;
    print_message("%-6s %-26s %zu armies, %d-%d units: %5.1f%% inside, %4.1f%% below, "
                  "%4.1f%% above, %.2f units on average\n",
                  wg_army_size_name(size), what, s->armies, min, max, inside,
                  100.0 * (double)s->below / (double)s->armies,
                  100.0 * (double)s->above / (double)s->armies,
                  (double)s->units / (double)s->armies);
    assert_int_equal(s->inside + s->below + s->above, s->armies);
    assert_true(s->armies >= ARMIES);
    /* G12: at least 80% (compared exactly: 5 x inside >= 4 x armies) */
    if (5 * s->inside < 4 * s->armies)
        fail_msg("G12: only %.1f%% of %s %s armies have %d-%d units", inside,
                 wg_army_size_name(size), what, min, max);
}

/* G12, G2: dice, one player and two. */
static void test_default_table_typical_units_dice(void **state)
{
    (void)state;
    wg_table *t = NULL;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    for (int size = WG_ARMY_SIZE_SMALL; size <= WG_ARMY_SIZE_LARGE; size++) {
        share one = simulate(t, (wg_army_size)size, WG_DRAW_MODE_DICE, 1, false,
                             12 + (uint64_t)size);
        check("dice, 1 player", &one, (wg_army_size)size);
        share two = simulate(t, (wg_army_size)size, WG_DRAW_MODE_DICE, 2, false,
                             120 + (uint64_t)size);
        check("dice, 2 players", &two, (wg_army_size)size);
    }
    wg_table_free(t);
}

/* G12, G3: cards, a shared deck and a deck per player. */
static void test_default_table_typical_units_cards(void **state)
{
    (void)state;
    wg_table *t = NULL;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    for (int size = WG_ARMY_SIZE_SMALL; size <= WG_ARMY_SIZE_LARGE; size++) {
        share one = simulate(t, (wg_army_size)size, WG_DRAW_MODE_CARDS, 1, false,
                             7 + (uint64_t)size);
        check("cards, 1 player", &one, (wg_army_size)size);
        share two = simulate(t, (wg_army_size)size, WG_DRAW_MODE_CARDS, 2, false,
                             70 + (uint64_t)size);
        check("cards, 2 players, shared", &two, (wg_army_size)size);
        share own = simulate(t, (wg_army_size)size, WG_DRAW_MODE_CARDS, 2, true,
                             700 + (uint64_t)size);
        check("cards, 2 players, own deck", &own, (wg_army_size)size);
    }
    wg_table_free(t);
}

/* G12: the shares do not hang on one seed: a few more streams, dice. */
static void test_other_seeds(void **state)
{
    (void)state;
    wg_table *t = NULL;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    for (uint64_t seed = 1000; seed < 1003; seed++)
        for (int size = WG_ARMY_SIZE_SMALL; size <= WG_ARMY_SIZE_LARGE; size++) {
            share s = simulate(t, (wg_army_size)size, WG_DRAW_MODE_DICE, 1, false, seed);
            check("dice, another seed", &s, (wg_army_size)size);
        }
    wg_table_free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_table_typical_units_dice),
        cmocka_unit_test(test_default_table_typical_units_cards),
        cmocka_unit_test(test_other_seeds),
    };
    return cmocka_run_group_tests_name("gen_g12", tests, harness_setup, harness_teardown);
}
