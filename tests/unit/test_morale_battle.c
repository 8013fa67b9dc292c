/* morale module, battles (lib/morale/battle.c): building a battle,
 * characters and the standard bearer (B4), command points, orders, shooting
 * orders (B7), ladders (B8), boats (B9), the wounded column and field
 * hospitals (B10), with every argument check leaving the battle as it was,
 * and allocation failures. The events and checks are test_morale_events.c. */
#include "test_morale_common.h"
/* Healthy and wounded warriors as asked, through a field hospital (B10):
 * damage 2w-1 kills w-1 and wounds w. */
static size_t add_wounded(wg_battle *b, const char *name, int warriors, int speed, int ranks,
                          int wounded)
{
    assert_true(hospital_of(b, 0));
    size_t i = add(b, spec_at(name, 0, warriors + 2 * wounded, speed, ranks, 0, 0));
    if (wounded > 0) {
        wg_damage d;
        assert_int_equal(wg_battle_damage(&d, b, i, 2 * wounded - 1, NULL), WG_OK);
        assert_int_equal(d.killed, wounded - 1);
        assert_int_equal(d.wounded, wounded);
    }
    return i;
}

/* ---- names ------------------------------------------------------------------------ */

static void test_names(void **state)
{
    (void)state;
    assert_string_equal(wg_character_kind_name(WG_CHARACTER_KIND_GENERAL), "general");
    assert_string_equal(wg_character_kind_name(WG_CHARACTER_KIND_HERO), "hero");
    assert_string_equal(wg_character_kind_name(WG_CHARACTER_KIND_STANDARD_BEARER),
                        "standard-bearer");
    assert_null(wg_character_kind_name((wg_character_kind)3));
    assert_null(wg_character_kind_name((wg_character_kind)-1));
    assert_string_equal(wg_stop_name(WG_STOP_NONE), "none");
    assert_string_equal(wg_stop_name(WG_STOP_TERRAIN), "terrain");
    assert_string_equal(wg_stop_name(WG_STOP_FRIEND), "friend");
    assert_string_equal(wg_stop_name(WG_STOP_ENEMY), "enemy");
    assert_null(wg_stop_name((wg_stop)4));
    assert_null(wg_stop_name((wg_stop)-1));
}

/* Every value of an enum below its COUNT has a name that parses back to it;
 * COUNT itself has none; a bad name fails naming itself and the valid ones,
 * the output untouched. */
#define ROUND_TRIP(TYPE, COUNT, FIRST, LAST)                                            \
    do {                                                                                \
        wg_error err;                                                                   \
        TYPE out;                                                                       \
        for (int i = 0; i < (int)COUNT; i++) {                                          \
            assert_int_equal(TYPE##_parse(&out, TYPE##_name((TYPE)i), &err), WG_OK);    \
            assert_int_equal(out, i);                                                   \
        }                                                                               \
        assert_null(TYPE##_name(COUNT));                                                \
        out = (TYPE)1;                                                                  \
        assert_int_equal(TYPE##_parse(&out, "Nope", &err), WG_EINVAL);                  \
        assert_int_equal(out, 1);                                                       \
        assert_non_null(strstr(err.message, "\"Nope\""));                              \
        assert_non_null(strstr(err.message, FIRST));                                    \
        assert_non_null(strstr(err.message, LAST));                                     \
        assert_int_equal(TYPE##_parse(&out, NULL, &err), WG_EINVAL);                    \
        assert_int_equal(TYPE##_parse(NULL, FIRST, &err), WG_EINVAL);                   \
        assert_int_equal(out, 1);                                                       \
    } while (0)

/* B3 results, the character kinds of B1/B4/B6, the causes of B1, the stops
 * of B12: name and parse are inverse. */
static void test_names_parse(void **state)
{
    (void)state;
    ROUND_TRIP(wg_morale_result, WG_MORALE_RESULT_COUNT, "steady", "or fled");
    ROUND_TRIP(wg_character_kind, WG_CHARACTER_KIND_COUNT, "general", "or standard-bearer");
    ROUND_TRIP(wg_check_cause, WG_CHECK_CAUSE_COUNT, "half-lost", "or attached-killed");
    ROUND_TRIP(wg_stop, WG_STOP_COUNT, "none", "or enemy");
    assert_int_equal(WG_MORALE_RESULT_COUNT, 4);
    assert_int_equal(WG_CHARACTER_KIND_COUNT, 3);
    assert_int_equal(WG_CHECK_CAUSE_COUNT, 3);
    assert_int_equal(WG_STOP_COUNT, 4);
}

/* ---- the battle --------------------------------------------------------------------- */

static void test_new_free(void **state)
{
    (void)state;
    assert_int_equal(wg_battle_new(NULL, &err), WG_EINVAL);
    assert_int_equal(err.code, WG_EINVAL);
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_battalion_count(b), 0);
    assert_int_equal(wg_battle_character_count(b), 0);
    assert_int_equal(wg_battle_pending_count(b), 0);
    assert_int_equal(wg_battle_turn(b), 0);
    for (int a = 0; a < 2; a++) {
        assert_int_equal(points_of(b, a), 0);
        assert_false(hospital_of(b, a));
        assert_int_equal(shooting_of(b, a), 0);
    }
    wg_battle_next_turn(b);
    wg_battle_next_turn(b);
    assert_int_equal(wg_battle_turn(b), 2);
    b->turn = INT_MAX; /* the count stops rather than overflowing */
    wg_battle_next_turn(b);
    assert_int_equal(wg_battle_turn(b), INT_MAX);
    wg_battle_free(b);
    wg_battle_free(NULL);

    /* every reader accepts NULL */
    assert_int_equal(wg_battle_battalion_count(NULL), 0);
    assert_int_equal(wg_battle_character_count(NULL), 0);
    assert_int_equal(wg_battle_turn(NULL), 0);
    wg_battle_next_turn(NULL);
    assert_int_equal(wg_battle_order_count(NULL, 0), 0);
    assert_null(wg_battle_order_at(NULL, 0, 0));
    assert_int_equal(wg_battle_boat_count(NULL), 0);
    assert_int_equal(wg_battle_terrain_count(NULL), 0);
    /* the readers with a wg_status refuse it, out unchanged */
    int n = 7;
    size_t cargo = 7;
    bool h = true;
    assert_int_equal(wg_battle_command_points(&n, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_shooting_orders(&n, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_hospital(&h, NULL, 0, NULL), WG_EINVAL);
    assert_true(h);
    assert_int_equal(wg_battle_speed(&n, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_morale_modifier(&n, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_boat_cargo(&cargo, NULL, 0, NULL), WG_EINVAL);
    assert_int_equal(n, 7);
    assert_int_equal(cargo, 7);
}

static void test_add_battalion(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    char name[] = "Spears";
    wg_battalion_spec s = spec_at(name, 1, 20, 6, 4, 3.5, -2.0);
    s.shooter = true;
    s.giant = true;
    s.base.facing = -725.5;
    size_t i = 99;
    assert_int_equal(wg_battle_add_battalion(&i, b, &s, NULL), WG_OK);
    assert_int_equal(i, 0);
    name[0] = 'X'; /* the battle has its own copy */
    assert_int_equal(wg_battle_add_battalion(NULL, b, &s, NULL), WG_OK);
    assert_int_equal(wg_battle_battalion_count(b), 2);

    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, 0, NULL), WG_OK);
    assert_string_equal(st.name, "Spears");
    assert_int_equal(st.army, 1);
    assert_int_equal(st.start, 20);
    assert_int_equal(st.warriors, 20);
    assert_int_equal(st.killed, 0);
    assert_int_equal(st.wounded, 0);
    assert_int_equal(st.wounded_ranks, 0);
    assert_int_equal(st.combat_rank_penalty, 0);
    assert_int_equal(st.speed, 6);
    assert_false(st.half_lost);
    assert_false(st.fled);
    assert_int_equal(st.boat, -1);
    assert_true(st.base.x == 3.5 && st.base.y == -2.0 && st.base.width == 10.0
                && st.base.depth == 4.0 && st.base.facing == -725.5);
    assert_true(b->battalions[0].shooter && b->battalions[0].giant);
    assert_int_equal(b->battalions[0].ranks, 4);
    assert_int_equal(wg_battle_battalion_at(&st, b, 1, NULL), WG_OK);
    assert_string_equal(st.name, "Xpears");

    /* the limits, inclusive */
    char n100[101], n101[102];
    memset(n100, 'n', 100);
    n100[100] = '\0';
    memset(n101, 'n', 101);
    n101[101] = '\0';
    wg_battalion_spec ok = spec_at(n100, 0, WG_BATTALION_MAX, WG_BATTALION_MAX,
                                   WG_BATTALION_MAX, 0, 0);
    assert_int_equal(add(b, ok), 2);
    ok = spec_at("min", 0, 1, 0, 1, 0, 0);
    assert_int_equal(add(b, ok), 3);

    /* every refusal leaves index and battle unchanged */
    wg_battalion_spec bad[16];
    int nbad = 0;
    bad[nbad++] = spec_at(n101, 0, 10, 5, 2, 0, 0);
    bad[nbad++] = spec_at("", 0, 10, 5, 2, 0, 0);
    bad[nbad++] = spec_at(NULL, 0, 10, 5, 2, 0, 0);
    bad[nbad++] = spec_at("a", -1, 10, 5, 2, 0, 0);
    bad[nbad++] = spec_at("a", 2, 10, 5, 2, 0, 0);
    bad[nbad++] = spec_at("a", 0, 0, 5, 2, 0, 0);
    bad[nbad++] = spec_at("a", 0, WG_BATTALION_MAX + 1, 5, 2, 0, 0);
    bad[nbad++] = spec_at("a", 0, 10, -1, 2, 0, 0);
    bad[nbad++] = spec_at("a", 0, 10, WG_BATTALION_MAX + 1, 2, 0, 0);
    bad[nbad++] = spec_at("a", 0, 10, 5, 0, 0, 0);
    bad[nbad++] = spec_at("a", 0, 10, 5, WG_BATTALION_MAX + 1, 0, 0);
    bad[nbad++] = spec_at("a", 0, 10, 5, 2, NAN, 0);
    bad[nbad++] = spec_at("a", 0, 10, 5, 2, 0, INFINITY);
    bad[nbad] = spec_at("a", 0, 10, 5, 2, 0, 0);
    bad[nbad++].base.width = 0.0;
    bad[nbad] = spec_at("a", 0, 10, 5, 2, 0, 0);
    bad[nbad++].base.depth = -1.0;
    bad[nbad] = spec_at("a", 0, 10, 5, 2, 0, 0);
    bad[nbad++].base.facing = -INFINITY;
    for (int k = 0; k < nbad; k++) {
        i = 77;
        EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_battalion(&i, b, &bad[k], &err));
        assert_int_equal(i, 77);
    }
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_battalion(&i, b, NULL, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_add_battalion(&i, NULL, &s, &err));
    assert_int_equal(i, 77);
    assert_int_equal(wg_battle_battalion_count(b), 4);

    /* reading: out unchanged on a refusal */
    memset(&st, 0x5a, sizeof st);
    wg_battalion_state copy = st;
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_battalion_at(&st, b, 4, &err)); /* missing */
    assert_string_equal(err.message, "no battalion 4: there are 4");
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_battalion_at(NULL, b, 0, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_battalion_at(&st, NULL, 0, &err));
    assert_memory_equal(&st, &copy, sizeof st);
    wg_battle_free(b);
}

/* ---- characters (B1, B4) ------------------------------------------------------------ */

static void test_attach(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t a0 = add(b, spec_at("Guard", 0, 10, 5, 2, 0, 0));
    size_t a1 = add(b, spec_at("Line", 0, 10, 5, 2, 20, 0));
    size_t e0 = add(b, spec_at("Raiders", 1, 10, 5, 2, 0, 50));
    char name[] = "Ragnar";
    size_t c = 99;
    assert_int_equal(wg_battle_add_character(&c, b, a0, WG_CHARACTER_KIND_GENERAL, name, NULL),
                     WG_OK);
    assert_int_equal(c, 0);
    name[0] = 'X';
    assert_int_equal(wg_battle_add_character(&c, b, a1, WG_CHARACTER_KIND_HERO, "Sigurd", NULL),
                     WG_OK);
    assert_int_equal(c, 1);
    /* the other army has its own General */
    assert_int_equal(wg_battle_add_character(NULL, b, e0, WG_CHARACTER_KIND_GENERAL, "Olaf", NULL),
                     WG_OK);
    assert_int_equal(wg_battle_character_count(b), 3);

    wg_character_state cs;
    assert_int_equal(wg_battle_character_at(&cs, b, 0, NULL), WG_OK);
    assert_string_equal(cs.name, "Ragnar");
    assert_int_equal(cs.kind, WG_CHARACTER_KIND_GENERAL);
    assert_int_equal(cs.battalion, a0);
    assert_true(cs.alive);
    assert_int_equal(wg_battle_character_at(&cs, b, 2, NULL), WG_OK);
    assert_string_equal(cs.name, "Olaf");
    assert_int_equal(cs.battalion, e0);

    /* refusals: index and battle unchanged */
    char n101[102];
    memset(n101, 'n', 101);
    n101[101] = '\0';
    c = 77;
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_character(&c, b, a1, WG_CHARACTER_KIND_GENERAL, "Two",
                                                     &err));
    assert_true(strstr(err.message, "General") != NULL);
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_add_character(&c, b, 3, WG_CHARACTER_KIND_HERO, "H",
                                                         &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_character(&c, b, a0, (wg_character_kind)3, "H", &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_character(&c, b, a0, (wg_character_kind)-1, "H", &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_character(&c, b, a0, WG_CHARACTER_KIND_HERO, NULL,
                                                      &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_character(&c, b, a0, WG_CHARACTER_KIND_HERO, "", &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_character(&c, b, a0, WG_CHARACTER_KIND_HERO, n101,
                                                      &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_add_character(&c, NULL, 0, WG_CHARACTER_KIND_HERO, "H",
                                                         &err));
    assert_int_equal(c, 77);
    n101[100] = '\0';
    assert_int_equal(wg_battle_add_character(NULL, b, a0, WG_CHARACTER_KIND_HERO, n101, NULL),
                     WG_OK);

    /* Decision: one General per army, also after the first one's death */
    assert_int_equal(wg_battle_kill_character(b, 0, NULL), WG_OK);
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_character(&c, b, a1, WG_CHARACTER_KIND_GENERAL, "Next",
                                                     &err));

    /* B3, B6: a battalion that has fled takes no character */
    wg_morale_check mc;
    const int low[3] = {1, 1, 1};
    assert_int_equal(wg_battle_check_judge(&mc, NULL, b, a1, 6, low, 0, NULL), WG_OK);
    assert_int_equal(mc.result, WG_MORALE_RESULT_FLED);
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_add_character(&c, b, a1, WG_CHARACTER_KIND_HERO, "Late",
                                                      &err));
    assert_true(strstr(err.message, "fled") != NULL);

    /* reading: out unchanged on a refusal */
    memset(&cs, 0x5a, sizeof cs);
    wg_character_state copy = cs;
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_character_at(&cs, b, 4, &err)); /* missing */
    assert_string_equal(err.message, "no character 4: there are 4");
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_character_at(NULL, b, 0, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_character_at(&cs, NULL, 0, &err));
    assert_memory_equal(&cs, &copy, sizeof cs);
    wg_battle_free(b);
}

/* B4: +1 while a standard bearer lives, a second adds nothing, 0 after. */
static void test_standard_bearer(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t a = add(b, spec_at("Banner", 0, 10, 5, 2, 0, 0));
    size_t o = add(b, spec_at("Other", 0, 10, 5, 2, 20, 0));
    assert_int_equal(modifier_of(b, a), 0);
    size_t hero, sb1, sb2;
    assert_int_equal(wg_battle_add_character(&hero, b, a, WG_CHARACTER_KIND_HERO, "H", NULL),
                     WG_OK);
    assert_int_equal(modifier_of(b, a), 0); /* a Hero is no bearer */
    assert_int_equal(wg_battle_add_character(&sb1, b, a, WG_CHARACTER_KIND_STANDARD_BEARER, "S1",
                                             NULL),
                     WG_OK);
    assert_int_equal(modifier_of(b, a), 1);
    assert_int_equal(modifier_of(b, o), 0); /* its own battalion only */
    assert_int_equal(wg_battle_add_character(&sb2, b, a, WG_CHARACTER_KIND_STANDARD_BEARER, "S2",
                                             NULL),
                     WG_OK);
    assert_int_equal(modifier_of(b, a), 1); /* +1, not +2 */
    assert_int_equal(wg_battle_kill_character(b, sb1, NULL), WG_OK);
    assert_int_equal(modifier_of(b, a), 1); /* the second still lives */
    assert_int_equal(wg_battle_kill_character(b, sb2, NULL), WG_OK);
    assert_int_equal(modifier_of(b, a), 0);
    int m = 9; /* no such battalion: an error, not 0 */
    assert_int_equal(wg_battle_morale_modifier(&m, b, 2, NULL), WG_ENOTFOUND);
    assert_int_equal(m, 9);
    wg_battle_free(b);
}

static void test_command_points(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_command_points(b, 0, 3, NULL), WG_OK);
    assert_int_equal(wg_battle_set_command_points(b, 1, 0, NULL), WG_OK);
    assert_int_equal(points_of(b, 0), 3);
    assert_int_equal(points_of(b, 1), 0);
    int points = 7; /* no army 2 or -1: an error, not 0 */
    assert_int_equal(wg_battle_command_points(&points, b, 2, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_command_points(&points, b, -1, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_shooting_orders(&points, b, 2, NULL), WG_EINVAL);
    assert_int_equal(wg_battle_command_points(NULL, b, 0, NULL), WG_EINVAL);
    assert_int_equal(points, 7);
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_set_command_points(b, 0, -1, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_set_command_points(b, 2, 1, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_set_command_points(b, -1, 1, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_set_command_points(NULL, 0, 1, &err));
    assert_int_equal(points_of(b, 0), 3);
    wg_battle_free(b);
}

/* ---- orders (B3, B7, B10) ----------------------------------------------------------- */

static void test_orders(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t a = add(b, spec_at("A", 0, 10, 5, 2, 0, 0));
    char order[] = "march";
    assert_int_equal(wg_battle_add_order(b, a, order, NULL), WG_OK);
    order[0] = 'X'; /* copied */
    assert_int_equal(wg_battle_add_order(b, a, "hold", NULL), WG_OK);
    char n100[101], n101[102];
    memset(n100, 'o', 100);
    n100[100] = '\0';
    memset(n101, 'o', 101);
    n101[101] = '\0';
    assert_int_equal(wg_battle_add_order(b, a, n100, NULL), WG_OK);
    assert_int_equal(wg_battle_order_count(b, a), 3);
    assert_string_equal(wg_battle_order_at(b, a, 0), "march");
    assert_string_equal(wg_battle_order_at(b, a, 1), "hold");
    assert_string_equal(wg_battle_order_at(b, a, 2), n100);
    assert_null(wg_battle_order_at(b, a, 3));
    assert_null(wg_battle_order_at(b, 1, 0));
    assert_int_equal(wg_battle_order_count(b, 1), 0);

    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_order(b, a, NULL, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_order(b, a, "", &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_order(b, a, n101, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_add_order(b, 1, "march", &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_add_order(NULL, 0, "march", &err));
    /* B9: the boat orders are given by loading and unloading */
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_order(b, a, WG_ORDER_LOAD, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_order(b, a, WG_ORDER_UNLOAD, &err));
    /* B10: the orders of the wounded need wounded */
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, a, WG_ORDER_RECOVERY, &err));
    assert_true(strstr(err.message, "B10") != NULL);
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, a, WG_ORDER_TO_THE_DOCTOR, &err));
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, a, WG_ORDER_MERCY, &err));
    /* B7: no shooting order before they are rolled */
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, a, WG_ORDER_SHOOTING_ATTACK, &err));
    assert_true(strstr(err.message, "B7") != NULL);
    assert_int_equal(wg_battle_order_count(b, a), 3);

    /* B10: with wounded the three orders are recorded */
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    size_t w = add_wounded(b, "W", 10, 5, 2, 1);
    assert_int_equal(wg_battle_add_order(b, w, WG_ORDER_RECOVERY, NULL), WG_OK);
    assert_int_equal(wg_battle_add_order(b, w, WG_ORDER_TO_THE_DOCTOR, NULL), WG_OK);
    assert_int_equal(wg_battle_add_order(b, w, WG_ORDER_MERCY, NULL), WG_OK);
    assert_int_equal(wg_battle_order_count(b, w), 3);
    assert_string_equal(wg_battle_order_at(b, w, 2), WG_ORDER_MERCY);
    /* and refused again once the wounded are gone */
    assert_int_equal(wg_battle_attack_wounded(NULL, b, w, 1, NULL), WG_OK);
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, w, WG_ORDER_MERCY, &err));

    /* B3: cancelling frees them all */
    wgi_battle_cancel_orders(b, a);
    assert_int_equal(wg_battle_order_count(b, a), 0);
    assert_null(wg_battle_order_at(b, a, 0));
    assert_int_equal(wg_battle_add_order(b, a, "again", NULL), WG_OK);
    assert_string_equal(wg_battle_order_at(b, a, 0), "again");
    wg_battle_free(b);
}

/* ---- shooting orders (B7) ------------------------------------------------------------ */

static wg_battle *shooters_battle(void)
{
    wg_battle *b = new_battle();
    wg_battalion_spec s = spec_at("Bows", 0, 10, 5, 2, 0, 0);
    s.shooter = true;
    add(b, s);                                     /* 0: army 0, Shooter */
    add(b, spec_at("Spears", 0, 10, 5, 2, 20, 0)); /* 1: army 0 */
    s = spec_at("Slings", 1, 10, 5, 2, 0, 50);
    s.shooter = true;
    add(b, s); /* 2: army 1, Shooter */
    s = spec_at("Crossbows", 0, 10, 5, 2, 40, 0);
    s.shooter = true;
    add(b, s); /* 3: army 0, Shooter */
    return b;
}

static void test_shooting_set(void **state)
{
    (void)state;
    wg_battle *b = shooters_battle();
    int total = -5;
    const int two[2] = {3, 5}, bad0[2] = {0, 5}, bad7[2] = {3, 7};
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, 0, two, 1, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, 0, two, 3, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, 0, bad0, 2, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, 0, bad7, 2, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, 0, NULL, 2, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, 2, two, 2, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_judge_shooting_orders(&total, b, -1, two, 2, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_judge_shooting_orders(&total, NULL, 0, two, 2, &err));
    assert_int_equal(total, -5);

    assert_int_equal(wg_battle_judge_shooting_orders(&total, b, 0, two, 2, NULL), WG_OK);
    assert_int_equal(total, 8);
    assert_int_equal(shooting_of(b, 0), 8);
    assert_int_equal(shooting_of(b, 1), 0);
    /* already set */
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_judge_shooting_orders(&total, b, 0, two, 2, &err));

    /* B7: spent order by order, by any battalion of the army; one more is an error */
    wg_battle_next_turn(b);
    for (int k = 0; k < 8; k++) {
        assert_int_equal(wg_battle_add_order(b, (size_t)(k % 2), WG_ORDER_SHOOTING_ATTACK,
                                              NULL), WG_OK);
        assert_int_equal(shooting_of(b, 0), 7 - k);
    }
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, 3, WG_ORDER_SHOOTING_ATTACK, &err));
    assert_int_equal(wg_battle_order_count(b, 0), 4);
    assert_string_equal(wg_battle_order_at(b, 0, 0), WG_ORDER_SHOOTING_ATTACK);
    /* an order spent stays spent when it is cancelled (B3) */
    wgi_battle_cancel_orders(b, 0);
    assert_int_equal(shooting_of(b, 0), 0);

    /* after turn 0 the other army can no longer set its pool */
    const int one[1] = {6};
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_judge_shooting_orders(&total, b, 1, one, 1, &err));
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, 2, WG_ORDER_SHOOTING_ATTACK, &err));
    assert_int_equal(total, 8);
    wg_battle_free(b);

    /* an army without Shooters: no dice, no orders */
    b = new_battle();
    add(b, spec_at("Spears", 1, 10, 5, 2, 0, 0));
    assert_int_equal(wg_battle_judge_shooting_orders(&total, b, 1, NULL, 0, NULL), WG_OK);
    assert_int_equal(total, 0);
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_judge_shooting_orders(NULL, b, 1, NULL, 0, &err));
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_order(b, 0, WG_ORDER_SHOOTING_ATTACK, &err));
    wg_battle_free(b);
}

static void test_shooting_roll(void **state)
{
    (void)state;
    wg_rng *rng, *again, *manual;
    assert_int_equal(wg_rng_new(&rng, 2024, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&again, 2024, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&manual, 2024, NULL), WG_OK);
    wg_battle *b = shooters_battle(), *c = shooters_battle();

    int total = -5;
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_roll_shooting_orders(&total, b, 0, NULL, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_roll_shooting_orders(&total, b, 2, rng, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_roll_shooting_orders(&total, NULL, 0, rng, &err));
    assert_int_equal(total, -5);

    /* B7: one D6 per Shooter battalion of the army, in the order added */
    assert_int_equal(wg_battle_roll_shooting_orders(&total, b, 0, rng, NULL), WG_OK);
    int d1 = wg_rng_d6(manual), d2 = wg_rng_d6(manual);
    assert_int_equal(total, d1 + d2);
    assert_int_equal(shooting_of(b, 0), total);
    assert_int_equal(wg_rng_next(rng), wg_rng_next(manual)); /* exactly two dice drawn */
    /* the same seed gives the same pool */
    int total2 = -1;
    assert_int_equal(wg_battle_roll_shooting_orders(&total2, c, 0, again, NULL), WG_OK);
    assert_int_equal(total2, total);

    /* twice, or after turn 0, is refused and draws nothing */
    wg_rng_state before, after;
    wg_rng_state_words(&before, rng);
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_roll_shooting_orders(&total2, b, 0, rng, &err));
    wg_battle_next_turn(b);
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_roll_shooting_orders(&total2, b, 1, rng, &err));
    assert_true(strstr(err.message, "B7") != NULL);
    wg_rng_state_words(&after, rng);
    assert_memory_equal(&before, &after, sizeof before);
    assert_int_equal(total2, total);
    /* the other army, before the game, rolls one die: NULL total is allowed */
    assert_int_equal(wg_battle_roll_shooting_orders(NULL, c, 1, again, NULL), WG_OK);
    int d3 = wg_rng_d6(manual);
    assert_int_equal(shooting_of(c, 1), d3);

    wg_battle_free(b);
    wg_battle_free(c);
    wg_rng_free(rng);
    wg_rng_free(again);
    wg_rng_free(manual);
}

/* ---- the wounded column, speed and ladders (B8, B10) -------------------------------- */

/* B10: ranks 3, the column is 3 wide. A rank of wounded costs a combat rank
 * when full; every two ranks, the last possibly incomplete, cost 1 speed. */
static void test_wounded_column(void **state)
{
    (void)state;
    static const struct {
        int wounded, ranks, combat, slower;
    } ROWS[] = {
        {0, 0, 0, 0}, {1, 1, 0, 0}, {2, 1, 0, 0}, {3, 1, 1, 0}, {4, 2, 1, 1},
        {6, 2, 2, 1}, {7, 3, 2, 1}, {9, 3, 3, 1}, {10, 4, 3, 2},
    };
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    for (size_t k = 0; k < sizeof ROWS / sizeof ROWS[0]; k++) {
        size_t i = add_wounded(b, "W", 20, 5, 3, ROWS[k].wounded);
        wg_battalion_state st;
        assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
        assert_int_equal(st.wounded, ROWS[k].wounded);
        assert_int_equal(st.wounded_ranks, ROWS[k].ranks);
        assert_int_equal(st.combat_rank_penalty, ROWS[k].combat);
        assert_int_equal(st.speed, 5 - ROWS[k].slower);
        assert_int_equal(speed_of(b, i), 5 - ROWS[k].slower);
    }
    /* one rank: every wounded is a full rank */
    size_t one = add_wounded(b, "One", 20, 5, 1, 5);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, one, NULL), WG_OK);
    assert_int_equal(st.wounded_ranks, 5);
    assert_int_equal(st.combat_rank_penalty, 5);
    assert_int_equal(st.speed, 3);
    /* never below 0 */
    size_t slow = add_wounded(b, "Slow", 20, 1, 1, 4);
    assert_int_equal(speed_of(b, slow), 0);
    size_t still = add_wounded(b, "Still", 20, 0, 2, 0);
    assert_int_equal(speed_of(b, still), 0);
    int speed = 9; /* no such battalion: an error, not -1 */
    wg_error err;
    assert_int_equal(wg_battle_speed(&speed, b, 999, &err), WG_ENOTFOUND);
    assert_int_equal(speed, 9);
    assert_non_null(strstr(err.message, "no such battalion: the battle has"));
    assert_int_equal(wg_battle_speed(NULL, b, 0, NULL), WG_EINVAL);
    wg_battle_free(b);
}

/* B8: half speed, rounded down; Giants cannot use ladders. */
static void test_ladders(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    static const int SPEEDS[][2] = {{5, 2}, {4, 2}, {7, 3}, {1, 0}, {0, 0}, {100000, 50000}};
    for (size_t k = 0; k < sizeof SPEEDS / sizeof SPEEDS[0]; k++) {
        size_t i = add(b, spec_at("L", 0, 10, SPEEDS[k][0], 2, 0, 0));
        int out = -1;
        assert_int_equal(wg_battle_ladder_speed(&out, b, i, NULL), WG_OK);
        assert_int_equal(out, SPEEDS[k][1]);
    }
    /* from the speed now: wounded slow it first (B10), 7 - 1 = 6, half 3 */
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    size_t w = add_wounded(b, "W", 10, 7, 2, 3);
    int out = -1;
    assert_int_equal(wg_battle_ladder_speed(&out, b, w, NULL), WG_OK);
    assert_int_equal(out, 3);

    wg_battalion_spec g = spec_at("Giants", 0, 3, 8, 1, 0, 0);
    g.giant = true;
    size_t giant = add(b, g);
    out = -1;
    EXPECT_FAIL(b, WG_ERULE, wg_battle_ladder_speed(&out, b, giant, &err));
    assert_true(strstr(err.message, "B8") != NULL);
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_ladder_speed(&out, b, giant + 1, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_ladder_speed(NULL, b, 0, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_ladder_speed(&out, NULL, 0, &err));
    assert_int_equal(out, -1);
    wg_battle_free(b);
}

/* ---- boats (B9) ---------------------------------------------------------------------- */

static void test_boats(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    /* 9 healthy + 2 wounded + 1 living character = 12 models; a dead one is none */
    size_t a = add(b, spec_at("Marines", 0, 12, 4, 3, 0, 0));
    wg_damage d;
    assert_int_equal(wg_battle_damage(&d, b, a, 3, NULL), WG_OK);
    assert_int_equal(d.killed, 1);
    assert_int_equal(d.wounded, 2);
    size_t dead;
    assert_int_equal(wg_battle_add_character(NULL, b, a, WG_CHARACTER_KIND_HERO, "Captain", NULL),
                     WG_OK);
    assert_int_equal(wg_battle_add_character(&dead, b, a, WG_CHARACTER_KIND_HERO, "Mate", NULL),
                     WG_OK);
    assert_int_equal(wg_battle_kill_character(b, dead, NULL), WG_OK);
    size_t o = add(b, spec_at("Others", 0, 1, 4, 1, 30, 0));

    size_t small = 99, fits = 99, other = 99;
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_boat(&small, b, 0, 5, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_add_boat(&small, b, 5, -1, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_add_boat(&small, NULL, 5, 5, &err));
    assert_int_equal(small, 99);
    assert_int_equal(wg_battle_add_boat(&small, b, 11, 9, NULL), WG_OK);
    assert_int_equal(wg_battle_add_boat(&fits, b, 12, 9, NULL), WG_OK);
    assert_int_equal(wg_battle_add_boat(&other, b, 1, 0, NULL), WG_OK);
    assert_int_equal(small, 0);
    assert_int_equal(fits, 1);
    assert_int_equal(other, 2);
    assert_int_equal(cargo_of(b, fits), WG_NONE);
    size_t cargo = 9; /* no such boat: an error, not "empty" */
    assert_int_equal(wg_battle_boat_cargo(&cargo, b, 3, NULL), WG_ENOTFOUND);
    assert_int_equal(cargo, 9);
    assert_int_equal(wg_battle_boat_count(b), 3);

    /* one model over: refused (B9) */
    EXPECT_FAIL(b, WG_ERULE, wg_battle_load(b, small, a, &err));
    assert_true(strstr(err.message, "B9") != NULL);
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_load(b, 3, a, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_load(b, fits, 5, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_load(NULL, 0, 0, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_unload(b, fits, &err)); /* empty */
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_unload(b, 3, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_unload(NULL, 0, &err));

    /* exactly the capacity fits; loading is a move order */
    assert_int_equal(wg_battle_add_order(b, a, "march", NULL), WG_OK);
    assert_int_equal(speed_of(b, a), 4);
    assert_int_equal(wg_battle_load(b, fits, a, NULL), WG_OK);
    assert_int_equal(cargo_of(b, fits), a);
    assert_int_equal(wg_battle_order_count(b, a), 2);
    assert_string_equal(wg_battle_order_at(b, a, 1), WG_ORDER_LOAD);
    /* aboard, the boat's speed; the other values stay the battalion's */
    assert_int_equal(speed_of(b, a), 9);
    int ladder;
    assert_int_equal(wg_battle_ladder_speed(&ladder, b, a, NULL), WG_OK);
    assert_int_equal(ladder, 4);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, a, NULL), WG_OK);
    assert_int_equal(st.boat, (long)fits);
    assert_int_equal(st.speed, 9);
    assert_int_equal(st.warriors, 9);
    assert_int_equal(st.wounded, 2);

    /* a carrying boat takes no second battalion; a battalion aboard no second boat */
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_load(b, fits, o, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_load(b, other, a, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_load(b, fits, a, &err));
    /* a character joining it aboard would overload the boat (B9) */
    EXPECT_FAIL(b, WG_ERULE, wg_battle_add_character(NULL, b, a, WG_CHARACTER_KIND_HERO, "Late",
                                                     &err));

    /* orders aboard, then unloading, the reverse move order */
    assert_int_equal(wg_battle_add_order(b, a, "row", NULL), WG_OK);
    assert_int_equal(wg_battle_add_order(b, a, "row", NULL), WG_OK);
    assert_int_equal(wg_battle_unload(b, fits, NULL), WG_OK);
    assert_int_equal(cargo_of(b, fits), WG_NONE);
    assert_int_equal(wg_battle_order_count(b, a), 5);
    assert_string_equal(wg_battle_order_at(b, a, 4), WG_ORDER_UNLOAD);
    assert_int_equal(speed_of(b, a), 4);
    assert_int_equal(wg_battle_battalion_at(&st, b, a, NULL), WG_OK);
    assert_int_equal(st.boat, -1);

    /* loading again after orders were cancelled (B3) */
    wgi_battle_cancel_orders(b, a);
    assert_int_equal(wg_battle_load(b, fits, a, NULL), WG_OK);
    wgi_battle_cancel_orders(b, a);
    assert_int_equal(wg_battle_unload(b, fits, NULL), WG_OK);
    assert_int_equal(wg_battle_order_count(b, a), 1);
    assert_string_equal(wg_battle_order_at(b, a, 0), WG_ORDER_UNLOAD);
    /* the one-seat boat takes the lone warrior; a speed-0 boat keeps it still */
    assert_int_equal(wg_battle_load(b, other, o, NULL), WG_OK);
    assert_int_equal(speed_of(b, o), 0);
    wg_battle_free(b); /* frees a battalion still aboard */
}

/* ---- field hospitals (B10) ---------------------------------------------------------- */

static void test_hospital(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 1, true, NULL), WG_OK);
    assert_false(hospital_of(b, 0));
    assert_true(hospital_of(b, 1));
    bool h = true; /* no army 2: an error, not "no hospital" */
    assert_int_equal(wg_battle_hospital(&h, b, 2, NULL), WG_EINVAL);
    assert_true(h);
    assert_int_equal(wg_battle_set_hospital(b, 1, false, NULL), WG_OK);
    assert_false(hospital_of(b, 1));
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_set_hospital(b, 2, true, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_set_hospital(b, -1, true, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_set_hospital(NULL, 0, true, &err));
    wg_battle_next_turn(b);
    /* only before the game */
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_set_hospital(b, 0, false, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_set_hospital(b, 1, true, &err));
    assert_true(hospital_of(b, 0));
    wg_battle_free(b);
}

/* ---- allocation failures ------------------------------------------------------------- */

static wg_status build_everything(void *ctx)
{
    (void)ctx;
    wg_battle *b = NULL;
    wg_status st = OOM_CALL(wg_battle_new(&b, NULL));
    if (st != WG_OK)
        return st;
    wg_battalion_spec s = spec_at("Bows", 0, 10, 5, 2, 0, 0);
    s.shooter = true;
    STEP(OOM_CALL(wg_battle_add_battalion(NULL, b, &s, NULL)));
    STEP(wg_battle_set_hospital(b, 0, true, NULL));
    STEP(OOM_CALL(wg_battle_add_battalion(NULL, b, &s, NULL)));
    s = spec_at("Foes", 1, 10, 5, 2, 0, 50);
    STEP(OOM_CALL(wg_battle_add_battalion(NULL, b, &s, NULL)));
    STEP(wg_battle_judge_shooting_orders(NULL, b, 1, NULL, 0, NULL));
    STEP(OOM_CALL(wg_battle_add_character(NULL, b, 0, WG_CHARACTER_KIND_GENERAL, "G", NULL)));
    STEP(OOM_CALL(wg_battle_add_character(NULL, b, 1, WG_CHARACTER_KIND_STANDARD_BEARER, "S",
                                          NULL)));
    STEP(OOM_CALL(wg_battle_add_character(NULL, b, 2, WG_CHARACTER_KIND_HERO, "H", NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 0, "march", NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 0, "hold", NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 0, "wheel", NULL)));
    STEP(OOM_CALL(wg_battle_add_boat(NULL, b, 20, 6, NULL)));
    STEP(OOM_CALL(wg_battle_add_boat(NULL, b, 20, 6, NULL)));
    STEP(OOM_CALL(wg_battle_load(b, 0, 1, NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 1, "row", NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 1, "row", NULL)));
    STEP(OOM_CALL(wg_battle_damage(NULL, b, 0, 3, NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 0, WG_ORDER_RECOVERY, NULL)));
    STEP(wg_battle_unload(b, 0, NULL));
    STEP(OOM_CALL(wg_battle_damage(NULL, b, 0, 9, NULL))); /* queues B1(a) */
    STEP(wg_battle_kill_character(b, 0, NULL)); /* queues B1(b) twice */
    STEP(wg_battle_kill_character(b, 2, NULL)); /* queues B1(b) and (c) once */
    STEP(OOM_CALL(wg_battle_add_order(b, 2, "charge", NULL)));
done:
    wg_battle_free(b);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    long live = harness_live(); /* what a failed test before may have left */
    size_t n = harness_fail_each_alloc(build_everything, NULL);
    assert_true(n > 10);
    assert_int_equal(harness_live(), live);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_names_parse),
        cmocka_unit_test(test_new_free),
        cmocka_unit_test(test_add_battalion),
        cmocka_unit_test(test_attach),
        cmocka_unit_test(test_standard_bearer),
        cmocka_unit_test(test_command_points),
        cmocka_unit_test(test_orders),
        cmocka_unit_test(test_shooting_set),
        cmocka_unit_test(test_shooting_roll),
        cmocka_unit_test(test_wounded_column),
        cmocka_unit_test(test_ladders),
        cmocka_unit_test(test_boats),
        cmocka_unit_test(test_hospital),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("morale_battle", tests, harness_setup, harness_teardown);
}
