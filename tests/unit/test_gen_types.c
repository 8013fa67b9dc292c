/* gen module, army sizes (G1) and unit types (G5): wargen/gen.h. */
#include <string.h>

#include "harness.h"

/* G1: the three presets, their limits, names and typical unit counts. */
static void test_army_sizes(void **state)
{
    (void)state;
    static const struct {
        wg_army_size size;
        const char *name;
        int limit, min, max;
    } want[] = {
        {WG_ARMY_SIZE_SMALL, "small", 15, 5, 10},
        {WG_ARMY_SIZE_MEDIUM, "medium", 20, 8, 15},
        {WG_ARMY_SIZE_LARGE, "large", 30, 10, 20},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        int min = -1, max = -1;
        wg_army_size parsed = (wg_army_size)99;
        wg_error err;
        /* G1 */
        assert_int_equal(wg_army_size_limit(want[i].size), want[i].limit);
        assert_string_equal(wg_army_size_name(want[i].size), want[i].name);
        wg_army_size_typical(&min, &max, want[i].size);
        assert_int_equal(min, want[i].min);
        assert_int_equal(max, want[i].max);
        assert_int_equal(wg_army_size_parse(&parsed, want[i].name, &err), WG_OK);
        assert_int_equal(parsed, want[i].size);
    }
    /* G1: the default size is small */
    assert_int_equal(WG_ARMY_SIZE_SMALL, 0);
}

/* G1: unknown sizes give 0, NULL, 0..0 and WG_EINVAL with *out unchanged. */
static void test_army_size_bad_values(void **state)
{
    (void)state;
    static const int bad[] = {-1, 3, 4, 100, -1000};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wg_army_size s = (wg_army_size)bad[i];
        int min = -1, max = -1;
        /* G1 */
        assert_int_equal(wg_army_size_limit(s), 0);
        assert_null(wg_army_size_name(s));
        wg_army_size_typical(&min, &max, s);
        assert_int_equal(min, 0);
        assert_int_equal(max, 0);
    }
    static const char *const names[] = {"", "Small", "SMALL", "small ", " small", "huge",
                                        "medium\n", "larg", "15"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        wg_army_size out = WG_ARMY_SIZE_LARGE;
        wg_error err;
        /* G1 */
        assert_int_equal(wg_army_size_parse(&out, names[i], &err), WG_EINVAL);
        assert_int_equal(err.code, WG_EINVAL);
        assert_non_null(strstr(err.message, "unknown army size"));
        assert_int_equal(out, WG_ARMY_SIZE_LARGE);
    }
    wg_error err;
    wg_army_size out = WG_ARMY_SIZE_MEDIUM;
    assert_int_equal(wg_army_size_parse(&out, "huge", &err), WG_EINVAL); /* G1 */
    assert_non_null(strstr(err.message, "\"huge\" (expected small, medium or large)"));
    assert_int_equal(WG_ARMY_SIZE_COUNT, 3);
    assert_null(wg_army_size_name(WG_ARMY_SIZE_COUNT));
    assert_int_equal(wg_army_size_parse(&out, NULL, NULL), WG_EINVAL); /* G1 */
    assert_int_equal(out, WG_ARMY_SIZE_MEDIUM);
}

/* G5: the eight type names, both ways. */
static void test_unit_type_names(void **state)
{
    (void)state;
    static const char *const names[WG_GEN_UNIT_TYPE_COUNT] = {
        "horde", "regular", "elite", "guard", "siege-breaker", "gigantic", "champion",
        "conqueror"};
    for (int t = 0; t < WG_GEN_UNIT_TYPE_COUNT; t++) {
        wg_gen_unit_type out = (wg_gen_unit_type)99;
        /* G5 */
        assert_string_equal(wg_gen_unit_type_name((wg_gen_unit_type)t), names[t]);
        assert_int_equal(wg_gen_unit_type_parse(&out, names[t], NULL), WG_OK);
        assert_int_equal(out, t);
    }
    assert_null(wg_gen_unit_type_name((wg_gen_unit_type)WG_GEN_UNIT_TYPE_COUNT)); /* G5 */
    assert_null(wg_gen_unit_type_name((wg_gen_unit_type)-1));
    static const char *const bad[] = {"", "Horde", "siege_breaker", "siege breaker", "hero",
                                      "monster", "champions"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wg_gen_unit_type out = WG_GEN_UNIT_TYPE_GUARD;
        wg_error err;
        /* G5 */
        assert_int_equal(wg_gen_unit_type_parse(&out, bad[i], &err), WG_EINVAL);
        assert_int_equal(err.code, WG_EINVAL);
        assert_non_null(strstr(err.message, bad[i]));
        assert_non_null(strstr(err.message, "horde, regular, elite, guard, siege-breaker, "
                                            "gigantic, champion or conqueror"));
        assert_int_equal(out, WG_GEN_UNIT_TYPE_GUARD);
    }
    wg_gen_unit_type out = WG_GEN_UNIT_TYPE_GUARD;
    assert_int_equal(wg_gen_unit_type_parse(&out, NULL, NULL), WG_EINVAL); /* G5 */
    assert_int_equal(out, WG_GEN_UNIT_TYPE_GUARD);
    assert_int_equal(WG_GEN_UNIT_BIT(WG_GEN_UNIT_TYPE_HORDE), 1u);
    assert_int_equal(WG_GEN_UNIT_BIT(WG_GEN_UNIT_TYPE_CONQUEROR), 128u);
}

/* G2, G3: the two draw modes, both ways, as logs and --json name them. */
static void test_draw_mode_names(void **state)
{
    (void)state;
    static const char *const names[WG_DRAW_MODE_COUNT] = {"dice", "cards"};
    assert_int_equal(WG_DRAW_MODE_COUNT, 2);
    for (int m = 0; m < WG_DRAW_MODE_COUNT; m++) {
        wg_draw_mode out = (wg_draw_mode)99;
        /* G2, G3 */
        assert_string_equal(wg_draw_mode_name((wg_draw_mode)m), names[m]);
        assert_int_equal(wg_draw_mode_parse(&out, names[m], NULL), WG_OK);
        assert_int_equal(out, m);
    }
    assert_int_equal(WG_DRAW_MODE_DICE, 0); /* G2: dice is the default */
    assert_null(wg_draw_mode_name(WG_DRAW_MODE_COUNT));
    assert_null(wg_draw_mode_name((wg_draw_mode)-1));
    static const char *const bad[] = {"", "Dice", "card", "deck", "d66", "cards "};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        wg_draw_mode out = WG_DRAW_MODE_CARDS;
        wg_error err;
        /* G2, G3 */
        assert_int_equal(wg_draw_mode_parse(&out, bad[i], &err), WG_EINVAL);
        assert_non_null(strstr(err.message, "unknown draw mode"));
        assert_non_null(strstr(err.message, "(expected dice or cards)"));
        assert_int_equal(out, WG_DRAW_MODE_CARDS);
    }
    wg_draw_mode out = WG_DRAW_MODE_CARDS;
    assert_int_equal(wg_draw_mode_parse(&out, NULL, NULL), WG_EINVAL);
    assert_int_equal(out, WG_DRAW_MODE_CARDS);
}

static unsigned types_of(int models, int wounds, int save, bool hero, bool monster,
                         int reinforced)
{
    wg_gen_unit u = {models, wounds, save, hero, monster, reinforced};
    unsigned out = 0xdeadu;
    wg_error err;
    assert_int_equal(wg_gen_unit_types(&out, &u, &err), WG_OK);
    assert_int_not_equal(out, 0xdeadu);
    return out;
}

#define B(t) WG_GEN_UNIT_BIT(WG_GEN_UNIT_TYPE_##t)

/* G5: horde is up to 20 models (40, 60 reinforced), Wounds 1, Save 6+ or none. */
static void test_horde_boundaries(void **state)
{
    (void)state;
    /* G5 */
    assert_int_equal(types_of(1, 1, 6, false, false, 0), B(HORDE));
    assert_int_equal(types_of(20, 1, 6, false, false, 0), B(HORDE));
    assert_int_equal(types_of(20, 1, 0, false, false, 0), B(HORDE));
    assert_int_equal(types_of(21, 1, 6, false, false, 0), 0u);
    /* G5, G7: reinforced once doubles, twice triples the maximum */
    assert_int_equal(types_of(40, 1, 6, false, false, 1), B(HORDE));
    assert_int_equal(types_of(41, 1, 6, false, false, 1), 0u);
    assert_int_equal(types_of(60, 1, 0, false, false, 2), B(HORDE));
    assert_int_equal(types_of(61, 1, 0, false, false, 2), 0u);
    /* G5: Wounds 2 is no horde (it is elite up to 5) */
    assert_int_equal(types_of(20, 2, 6, false, false, 0), 0u);
    assert_int_equal(types_of(5, 2, 6, false, false, 0), B(ELITE));
    /* G5: Save 5+ is regular, not horde */
    assert_int_equal(types_of(10, 1, 5, false, false, 0), B(REGULAR));
    assert_int_equal(types_of(11, 1, 5, false, false, 0), 0u);
}

/* G5: regular is up to 10 models, Wounds 1, Save 3+, 4+ or 5+. */
static void test_regular_boundaries(void **state)
{
    (void)state;
    for (int save = 3; save <= 5; save++) {
        /* G5 */
        assert_int_equal(types_of(1, 1, save, false, false, 0), B(REGULAR));
        assert_int_equal(types_of(10, 1, save, false, false, 0), B(REGULAR));
        assert_int_equal(types_of(11, 1, save, false, false, 0), 0u);
        /* G7 */
        assert_int_equal(types_of(20, 1, save, false, false, 1), B(REGULAR));
        assert_int_equal(types_of(21, 1, save, false, false, 1), 0u);
        assert_int_equal(types_of(30, 1, save, false, false, 2), B(REGULAR));
        assert_int_equal(types_of(31, 1, save, false, false, 2), 0u);
    }
    /* G5: 6+ and none are horde only; 2+ is neither */
    assert_int_equal(types_of(5, 1, 6, false, false, 0), B(HORDE));
    assert_int_equal(types_of(5, 1, 0, false, false, 0), B(HORDE));
    assert_int_equal(types_of(5, 1, 2, false, false, 0), 0u);
}

/* G5: elite up to 5 models of Wounds 2-3, guard up to 3 of Wounds 4-5, whatever the save. */
static void test_elite_and_guard_boundaries(void **state)
{
    (void)state;
    for (int save = 0; save <= 6; save = save ? save + 1 : 2) {
        for (int w = 2; w <= 3; w++) {
            /* G5 */
            assert_int_equal(types_of(1, w, save, false, false, 0), B(ELITE));
            assert_int_equal(types_of(5, w, save, false, false, 0), B(ELITE));
            assert_int_equal(types_of(6, w, save, false, false, 0), 0u);
            /* G7 */
            assert_int_equal(types_of(10, w, save, false, false, 1), B(ELITE));
            assert_int_equal(types_of(11, w, save, false, false, 1), 0u);
            assert_int_equal(types_of(15, w, save, false, false, 2), B(ELITE));
            assert_int_equal(types_of(16, w, save, false, false, 2), 0u);
        }
        for (int w = 4; w <= 5; w++) {
            /* G5 */
            assert_int_equal(types_of(1, w, save, false, false, 0), B(GUARD));
            assert_int_equal(types_of(3, w, save, false, false, 0), B(GUARD));
            assert_int_equal(types_of(4, w, save, false, false, 0), 0u);
            /* G7 */
            assert_int_equal(types_of(6, w, save, false, false, 1), B(GUARD));
            assert_int_equal(types_of(7, w, save, false, false, 1), 0u);
            assert_int_equal(types_of(9, w, save, false, false, 2), B(GUARD));
            assert_int_equal(types_of(10, w, save, false, false, 2), 0u);
        }
    }
    /* G5: monsters that are not heroes do not change elite or guard */
    assert_int_equal(types_of(2, 3, 4, false, true, 0), B(ELITE));
    assert_int_equal(types_of(2, 4, 4, false, true, 0), B(GUARD));
}

/* G5: siege-breaker is 1 model of Wounds 6-9, gigantic 1 of Wounds 10+, neither a Hero. */
static void test_siege_breaker_and_gigantic(void **state)
{
    (void)state;
    for (int w = 6; w <= 9; w++) {
        /* G5 */
        assert_int_equal(types_of(1, w, 4, false, false, 0), B(SIEGE_BREAKER));
        assert_int_equal(types_of(1, w, 0, false, true, 0), B(SIEGE_BREAKER));
        assert_int_equal(types_of(2, w, 4, false, false, 0), 0u);
        /* G7: reinforced, 2 or 3 models */
        assert_int_equal(types_of(2, w, 4, false, false, 1), B(SIEGE_BREAKER));
        assert_int_equal(types_of(3, w, 4, false, false, 1), 0u);
        assert_int_equal(types_of(3, w, 4, false, false, 2), B(SIEGE_BREAKER));
        assert_int_equal(types_of(4, w, 4, false, false, 2), 0u);
    }
    static const int big[] = {10, 11, 20, 1000, 1 << 29};
    for (size_t i = 0; i < sizeof big / sizeof big[0]; i++) {
        /* G5 */
        assert_int_equal(types_of(1, big[i], 3, false, true, 0), B(GIGANTIC));
        assert_int_equal(types_of(1, big[i], 0, false, false, 0), B(GIGANTIC));
        assert_int_equal(types_of(2, big[i], 3, false, true, 0), 0u);
        assert_int_equal(types_of(2, big[i], 3, false, true, 1), B(GIGANTIC));
        assert_int_equal(types_of(3, big[i], 3, false, true, 2), B(GIGANTIC));
        assert_int_equal(types_of(4, big[i], 3, false, true, 2), 0u);
    }
}

/* G5: champion is a Hero that is not a Monster, conqueror any Hero; both any
 * model count; a Hero is never siege-breaker or gigantic. */
static void test_heroes(void **state)
{
    (void)state;
    /* G5: a Hero that is not a Monster is champion and conqueror (and what
     * its profile otherwise is) */
    assert_int_equal(types_of(1, 5, 3, true, false, 0), B(GUARD) | B(CHAMPION) | B(CONQUEROR));
    assert_int_equal(types_of(1, 1, 4, true, false, 0),
                     B(REGULAR) | B(CHAMPION) | B(CONQUEROR));
    assert_int_equal(types_of(1, 1, 2, true, false, 0), B(CHAMPION) | B(CONQUEROR));
    assert_int_equal(types_of(1, 3, 2, true, false, 0), B(ELITE) | B(CHAMPION) | B(CONQUEROR));
    /* G5: a Hero Monster is conqueror, not champion, not gigantic or siege-breaker */
    assert_int_equal(types_of(1, 14, 3, true, true, 0), B(CONQUEROR));
    assert_int_equal(types_of(1, 8, 3, true, true, 0), B(CONQUEROR));
    assert_int_equal(types_of(1, 8, 3, true, false, 0), B(CHAMPION) | B(CONQUEROR));
    assert_int_equal(types_of(1, 12, 0, true, false, 0), B(CHAMPION) | B(CONQUEROR));
    /* G5: any model count for heroes */
    assert_int_equal(types_of(1000, 8, 3, true, false, 0), B(CHAMPION) | B(CONQUEROR));
    assert_int_equal(types_of(50, 1, 6, true, true, 0), B(CONQUEROR));
    /* G5: a Monster that is not a Hero and has Wounds 10+ is gigantic only */
    assert_int_equal(types_of(1, 10, 4, false, true, 0), B(GIGANTIC));
}

/* G5: a profile may qualify for none. */
static void test_qualifies_for_none(void **state)
{
    (void)state;
    /* G5: the rule's own example: Wounds 1, Save 2+, not a Hero */
    assert_int_equal(types_of(1, 1, 2, false, false, 0), 0u);
    assert_int_equal(types_of(10, 1, 2, false, false, 2), 0u);
    assert_int_equal(types_of(1, 1, 2, false, true, 0), 0u);
    /* G5: too many models for any type */
    assert_int_equal(types_of(6, 3, 4, false, false, 0), 0u);
    assert_int_equal(types_of(2, 7, 4, false, false, 0), 0u);
    assert_int_equal(types_of(2, 12, 4, false, false, 0), 0u);
}

/* G5: an impossible profile is WG_EINVAL and leaves *out alone. */
static void test_bad_profiles(void **state)
{
    (void)state;
    static const wg_gen_unit bad[] = {
        {0, 1, 4, false, false, 0},  {-1, 1, 4, false, false, 0}, {1, 0, 4, false, false, 0},
        {1, -3, 4, false, false, 0}, {1, 1, 1, false, false, 0},  {1, 1, 7, false, false, 0},
        {1, 1, -1, false, false, 0}, {1, 1, 4, false, false, 3},  {1, 1, 4, false, false, -1},
        {1, 1, 4, true, true, 100},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        unsigned out = 0x1234u;
        wg_error err;
        /* G5 */
        assert_int_equal(wg_gen_unit_types(&out, &bad[i], &err), WG_EINVAL);
        assert_int_equal(err.code, WG_EINVAL);
        assert_int_equal(out, 0x1234u);
        assert_string_equal(err.file, "");
        assert_int_equal(err.line, 0);
    }
    unsigned out = 7;
    wg_gen_unit ok = {1, 1, 4, false, false, 0};
    assert_int_equal(wg_gen_unit_types(NULL, &ok, NULL), WG_EINVAL); /* G5 */
    assert_int_equal(wg_gen_unit_types(&out, NULL, NULL), WG_EINVAL);
    assert_int_equal(out, 7u);
}

/* G5: every combination of the small profiles agrees with the table of G5,
 * written out here independently. */
static void test_exhaustive_against_rule_table(void **state)
{
    (void)state;
    size_t checked = 0;
    for (int models = 1; models <= 70; models++)
        for (int wounds = 1; wounds <= 12; wounds++)
            for (int save = 0; save <= 6; save++) {
                if (save == 1)
                    continue;
                for (int flags = 0; flags < 4; flags++)
                    for (int r = 0; r <= 2; r++) {
                        bool hero = flags & 1, monster = flags & 2;
                        int k = r + 1;
                        unsigned want = 0;
                        if (models <= 20 * k && wounds == 1 && (save == 6 || save == 0))
                            want |= B(HORDE);
                        if (models <= 10 * k && wounds == 1 && save >= 3 && save <= 5)
                            want |= B(REGULAR);
                        if (models <= 5 * k && (wounds == 2 || wounds == 3))
                            want |= B(ELITE);
                        if (models <= 3 * k && (wounds == 4 || wounds == 5))
                            want |= B(GUARD);
                        if (models <= k && wounds >= 6 && wounds <= 9 && !hero)
                            want |= B(SIEGE_BREAKER);
                        if (models <= k && wounds >= 10 && !hero)
                            want |= B(GIGANTIC);
                        if (hero && !monster)
                            want |= B(CHAMPION);
                        if (hero)
                            want |= B(CONQUEROR);
                        /* G5 */
                        assert_int_equal(types_of(models, wounds, save, hero, monster, r), want);
                        checked++;
                    }
            }
    assert_int_equal(checked, 70 * 12 * 6 * 4 * 3);
}

static wg_status fits(wg_gen_unit_type type, bool star, int level, int models, int wounds, int save,
                      bool hero, bool monster)
{
    wg_slot slot = {false, 1, type, star};
    wg_gen_unit u = {models, wounds, save, hero, monster, 2}; /* reinforced is ignored */
    wg_error err;
    wg_status st = wg_slot_fits(&slot, level, &u, &err);
    if (st != WG_OK)
        assert_int_equal(err.code, st);
    return st;
}

/* G5, G7: a unit fits a slot of one of its types, with the slot's
 * reinforcement deciding the model limit. */
static void test_slot_fits(void **state)
{
    (void)state;
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, false, 0, 10, 1, 4, false, false), WG_OK);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, false, 0, 11, 1, 4, false, false), WG_ERULE);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, true, 1, 20, 1, 4, false, false), WG_OK);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, true, 1, 21, 1, 4, false, false), WG_ERULE);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, true, 2, 30, 1, 4, false, false), WG_OK);
    /* no * */
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, false, 1, 20, 1, 4, false, false), WG_ERULE);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_REGULAR, true, 3, 5, 1, 4, false, false), WG_ERULE);
    /* save */
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_HORDE, false, 0, 10, 1, 4, false, false), WG_ERULE);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_CHAMPION, false, 0, 1, 5, 4, true, false), WG_OK);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_CHAMPION, false, 0, 1, 12, 4, true, true), WG_ERULE);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_CONQUEROR, false, 0, 1, 12, 4, true, true), WG_OK);
    /* hero */
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_GIGANTIC, false, 0, 1, 12, 4, true, true), WG_ERULE);
    assert_int_equal(fits(WG_GEN_UNIT_TYPE_ELITE, false, 0, 0, 2, 4, false, false), WG_EINVAL);
    wg_slot spell = {true, 0, WG_GEN_UNIT_TYPE_HORDE, false};
    wg_gen_unit u = {1, 1, 6, false, false, 0};
    wg_error err;
    assert_int_equal(wg_slot_fits(&spell, 0, &u, &err), WG_EINVAL); /* G6 */
    assert_int_equal(wg_slot_fits(NULL, 0, &u, NULL), WG_EINVAL);
    wg_slot regular = {false, 1, WG_GEN_UNIT_TYPE_REGULAR, false};
    u.models = 11;
    u.save = 4;
    assert_int_equal(wg_slot_fits(&regular, 0, &u, &err), WG_ERULE);
    assert_string_equal(err.message, "11 models is more than the slot allows: a regular unit "
                                     "has up to 10 models (G5, G7)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_army_sizes),
        cmocka_unit_test(test_army_size_bad_values),
        cmocka_unit_test(test_unit_type_names),
        cmocka_unit_test(test_draw_mode_names),
        cmocka_unit_test(test_horde_boundaries),
        cmocka_unit_test(test_regular_boundaries),
        cmocka_unit_test(test_elite_and_guard_boundaries),
        cmocka_unit_test(test_siege_breaker_and_gigantic),
        cmocka_unit_test(test_heroes),
        cmocka_unit_test(test_qualifies_for_none),
        cmocka_unit_test(test_bad_profiles),
        cmocka_unit_test(test_exhaustive_against_rule_table),
        cmocka_unit_test(test_slot_fits),
    };
    return cmocka_run_group_tests_name("gen_types", tests, harness_setup, harness_teardown);
}
