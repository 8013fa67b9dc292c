/* morale module, events and checks in a battle (lib/morale/events.c): the
 * triggers of morale checks (B1) and their queue, damage and the wounded
 * (B10, B11), checks taken with their results applied (B3, B4, B12), with
 * every argument check leaving the battle as it was, and allocation
 * failures. Battalions, orders, boats and the rest are test_morale_battle.c. */
#include "test_morale_common.h"

/* Dice from the table giving each result with no modifier (B2, B3). */
static const struct {
    int opponent;
    int dice[3];
} ROLLS[4] = {
    {1, {1, 1, 1}}, /* steady: nothing is below a 1 */
    {4, {3, 4, 5}}, /* wavered: 3 < 4; a tie is no failure */
    {4, {1, 2, 6}}, /* retreat */
    {6, {1, 2, 3}}, /* fled */
};

static wg_status judge(wg_morale_check *out, wg_retreat *retreat, wg_battle *b, size_t i,
                       wg_morale_result r, int extra)
{
    return wg_battle_check_judge(out, retreat, b, i, ROLLS[r].opponent, ROLLS[r].dice, extra,
                                 NULL);
}

static void flee(wg_battle *b, size_t i)
{
    wg_morale_check c;
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_FLED, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_FLED);
}

/* The queue is exactly these n checks, in order. */
static void expect_queue(const wg_battle *b, size_t n, const size_t *battalions,
                         const wg_check_cause *causes)
{
    assert_int_equal(wg_battle_pending_count(b), n);
    for (size_t k = 0; k < n; k++) {
        wg_pending_check q = {999, (wg_check_cause)99};
        assert_int_equal(wg_battle_pending_at(&q, b, k, NULL), WG_OK);
        if (q.battalion != battalions[k] || q.cause != causes[k])
            fail_msg("queued check %zu: battalion %zu %s, want %zu %s", k, q.battalion,
                     wg_check_cause_name(q.cause), battalions[k],
                     wg_check_cause_name(causes[k]));
    }
}

static void expect_damage(const wg_damage *d, int killed, int wounded, int wounded_killed,
                          bool check)
{
    if (d->killed != killed || d->wounded != wounded || d->wounded_killed != wounded_killed
        || d->check != check)
        fail_msg("damage did %d killed, %d wounded, %d wounded killed, check %d; want %d, %d, "
                 "%d, %d", d->killed, d->wounded, d->wounded_killed, d->check, killed, wounded,
                 wounded_killed, check);
}

static void expect_counts(const wg_battle *b, size_t i, int warriors, int killed, int wounded)
{
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    if (st.warriors != warriors || st.killed != killed || st.wounded != wounded)
        fail_msg("battalion %zu: %d healthy, %d killed, %d wounded; want %d, %d, %d", i,
                 st.warriors, st.killed, st.wounded, warriors, killed, wounded);
}

static wg_damage hit(wg_battle *b, size_t i, int damage)
{
    wg_damage d;
    memset(&d, 0x5a, sizeof d);
    wg_error e;
    if (wg_battle_damage(&d, b, i, damage, &e) != WG_OK)
        fail_msg("damage %d: %s", damage, e.message);
    return d;
}

static void test_cause_names(void **state)
{
    (void)state;
    assert_string_equal(wg_check_cause_name(WG_CHECK_CAUSE_HALF_LOST), "half-lost");
    assert_string_equal(wg_check_cause_name(WG_CHECK_CAUSE_LEADER_KILLED), "leader-killed");
    assert_string_equal(wg_check_cause_name(WG_CHECK_CAUSE_ATTACHED_KILLED), "attached-killed");
    assert_null(wg_check_cause_name((wg_check_cause)3));
    assert_null(wg_check_cause_name((wg_check_cause)-1));
    assert_int_equal(WG_WOUNDED_DICE_MODIFIER, -2);
}

/* ---- B1(a): half of the starting number killed, once --------------------------------- */

static void test_half_lost_even(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("Ten", 0, 10, 5, 2, 0, 0));
    wg_damage d = hit(b, i, 4);
    expect_damage(&d, 4, 0, 0, false);
    assert_int_equal(wg_battle_pending_count(b), 0);
    d = hit(b, i, 1); /* 5 of 10: exactly half */
    expect_damage(&d, 1, 0, 0, true);
    const size_t q[] = {i};
    const wg_check_cause c[] = {WG_CHECK_CAUSE_HALF_LOST};
    expect_queue(b, 1, q, c);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_true(st.half_lost);
    /* once only */
    d = hit(b, i, 1);
    expect_damage(&d, 1, 0, 0, false);
    d = hit(b, i, 10); /* damage beyond the warriors is lost */
    expect_damage(&d, 4, 0, 0, false);
    expect_counts(b, i, 0, 10, 0);
    expect_queue(b, 1, q, c);
    d = hit(b, i, 0);
    expect_damage(&d, 0, 0, 0, false);
    wg_battle_free(b);
}

static void test_half_lost_odd(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t nine = add(b, spec_at("Nine", 0, 9, 5, 2, 0, 0));
    wg_damage d = hit(b, nine, 4); /* 4 of 9 is below half */
    expect_damage(&d, 4, 0, 0, false);
    assert_int_equal(wg_battle_pending_count(b), 0);
    d = hit(b, nine, 1); /* 5 of 9 reaches it */
    expect_damage(&d, 1, 0, 0, true);
    /* in one blow, and for the smallest battalions */
    size_t other = add(b, spec_at("Nine too", 0, 9, 5, 2, 20, 0));
    d = hit(b, other, 5);
    expect_damage(&d, 5, 0, 0, true);
    size_t one = add(b, spec_at("One", 0, 1, 5, 1, 40, 0));
    d = hit(b, one, 1);
    expect_damage(&d, 1, 0, 0, true);
    size_t two = add(b, spec_at("Two", 1, 2, 5, 1, 60, 0));
    d = hit(b, two, 1);
    expect_damage(&d, 1, 0, 0, true);
    const size_t q[] = {nine, other, one, two};
    const wg_check_cause c[] = {WG_CHECK_CAUSE_HALF_LOST, WG_CHECK_CAUSE_HALF_LOST,
                                WG_CHECK_CAUSE_HALF_LOST,
                                WG_CHECK_CAUSE_HALF_LOST};
    expect_queue(b, 4, q, c);
    wg_battle_free(b);
}

/* B11: the wounded are not losses, before or after they die. */
static void test_wounded_not_losses(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    size_t i = add(b, spec_at("Ten", 0, 10, 5, 2, 0, 0));
    wg_damage d = hit(b, i, 9); /* 4 killed, 5 wounded: 9 down, not a check */
    expect_damage(&d, 4, 5, 0, false);
    expect_counts(b, i, 1, 4, 5);
    assert_int_equal(wg_battle_attack_wounded(&d, b, i, 5, NULL), WG_OK);
    expect_damage(&d, 0, 0, 5, false);
    d = hit(b, i, 1); /* the last one wounded */
    expect_damage(&d, 0, 1, 0, false);
    d = hit(b, i, 2); /* the overflow kills that wounded */
    expect_damage(&d, 0, 0, 1, false);
    expect_counts(b, i, 0, 4, 0);
    assert_int_equal(wg_battle_pending_count(b), 0);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_false(st.half_lost);
    wg_battle_free(b);
}

/* ---- B10: damage, the field hospital and the overflow ---------------------------------- */

static void test_damage_split(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    size_t plain = add(b, spec_at("No hospital", 1, 10, 5, 2, 0, 50));
    size_t h = add(b, spec_at("Hospital", 0, 40, 5, 2, 0, 0));
    /* without a hospital every point kills (the other army's does not count) */
    wg_damage d = hit(b, plain, 3);
    expect_damage(&d, 3, 0, 0, false);
    expect_counts(b, plain, 7, 3, 0);
    /* with one, half rounded down kills and the rest wounds: odd, then even */
    d = hit(b, h, 7);
    expect_damage(&d, 3, 4, 0, false);
    d = hit(b, h, 6);
    expect_damage(&d, 3, 3, 0, false);
    d = hit(b, h, 1);
    expect_damage(&d, 0, 1, 0, false);
    expect_counts(b, h, 26, 6, 8);
    /* the wounding half beyond the healthy warriors is lost: 5 healthy, 9 damage */
    size_t five = add(b, spec_at("Five", 0, 5, 5, 2, 20, 0));
    d = hit(b, five, 9);
    expect_damage(&d, 4, 1, 0, true);
    expect_counts(b, five, 0, 4, 1);
    /* without a hospital, below the overflow: 19 on 10 kills all 10 */
    size_t ten = add(b, spec_at("Ten", 1, 10, 5, 2, 20, 50));
    d = hit(b, ten, 19);
    expect_damage(&d, 10, 0, 0, true);
    /* removed before the game, the hospital no longer splits damage */
    assert_int_equal(wg_battle_set_hospital(b, 0, false, NULL), WG_OK);
    d = hit(b, h, 2);
    expect_damage(&d, 2, 0, 0, false);
    wg_battle_free(b);
}

/* B10 decision: damage of at least twice the healthy warriors sets half of
 * itself aside to kill wounded, those wounded by the same attack included. */
static void test_overflow(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    /* one below twice: no overflow */
    size_t a = add(b, spec_at("A", 0, 10, 5, 2, 0, 0));
    wg_damage d = hit(b, a, 19);
    expect_damage(&d, 9, 1, 0, true);
    expect_counts(b, a, 0, 9, 1);
    /* exactly twice: 10 aside, the other 10 kill 5 and wound 5, who die */
    size_t c = add(b, spec_at("C", 0, 10, 5, 2, 20, 0));
    d = hit(b, c, 20);
    expect_damage(&d, 5, 5, 5, true);
    expect_counts(b, c, 0, 5, 0);
    /* with wounded from before: 30, then 16 (8 killed, 8 wounded, 14 left);
     * then 28 = 2 x 14: 14 aside, 7 killed, 7 wounded, 14 of the 15 die */
    size_t e = add(b, spec_at("E", 0, 30, 5, 2, 40, 0));
    d = hit(b, e, 16);
    expect_damage(&d, 8, 8, 0, false);
    d = hit(b, e, 28);
    expect_damage(&d, 7, 7, 14, true);
    expect_counts(b, e, 0, 15, 1);
    /* odd overflow: 21 on 10, 10 aside, 11 kill 5 and wound 6 of the 5 left */
    size_t f = add(b, spec_at("F", 0, 10, 5, 2, 60, 0));
    d = hit(b, f, 21);
    expect_damage(&d, 5, 5, 5, true);
    /* no healthy warrior left: any damage overflows, half of it on the wounded */
    size_t g = add(b, spec_at("G", 0, 4, 5, 2, 80, 0));
    d = hit(b, g, 7); /* 3 killed, 1 wounded (of 4), not an overflow (7 < 8) */
    expect_damage(&d, 3, 1, 0, true);
    d = hit(b, g, 1); /* 1 >= 0: half of 1 is nothing */
    expect_damage(&d, 0, 0, 0, false);
    d = hit(b, g, 3);
    expect_damage(&d, 0, 0, 1, false);
    expect_counts(b, g, 0, 3, 0);
    /* the largest damage: its killing half is beyond the warriors, none is wounded */
    size_t m = add(b, spec_at("M", 0, 10, 5, 2, 100, 0));
    d = hit(b, m, INT_MAX);
    expect_damage(&d, 10, 0, 0, true);
    /* without a hospital there are no wounded to kill */
    size_t n = add(b, spec_at("N", 1, 10, 5, 2, 0, 50));
    d = hit(b, n, 25);
    expect_damage(&d, 10, 0, 0, true);
    wg_battle_free(b);
}

/* B10: the wounded attacked fight apart, every point kills one; B11: no check. */
static void test_attack_wounded(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    size_t i = add(b, spec_at("W", 0, 20, 5, 2, 0, 0));
    size_t none = add(b, spec_at("None", 0, 20, 5, 2, 20, 0));
    hit(b, i, 9); /* 4 killed, 5 wounded */
    wg_damage d, keep;
    memset(&d, 0x5a, sizeof d);
    keep = d;
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_attack_wounded(&d, b, none, 1, &err));
    assert_true(strstr(err.message, "B10") != NULL);
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_attack_wounded(&d, b, i, -1, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_attack_wounded(&d, b, 2, 1, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_attack_wounded(&d, NULL, 0, 1, &err));
    assert_memory_equal(&d, &keep, sizeof d);

    assert_int_equal(wg_battle_attack_wounded(&d, b, i, 0, NULL), WG_OK);
    expect_damage(&d, 0, 0, 0, false);
    assert_int_equal(wg_battle_attack_wounded(&d, b, i, 2, NULL), WG_OK);
    expect_damage(&d, 0, 0, 2, false);
    expect_counts(b, i, 11, 4, 3);
    assert_int_equal(wg_battle_attack_wounded(NULL, b, i, 1, NULL), WG_OK);
    assert_int_equal(wg_battle_attack_wounded(&d, b, i, INT_MAX, NULL), WG_OK);
    expect_damage(&d, 0, 0, 2, false);
    expect_counts(b, i, 11, 4, 0);
    assert_int_equal(wg_battle_pending_count(b), 0);
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_attack_wounded(&d, b, i, 1, &err));
    wg_battle_free(b);
}

static void test_damage_errors(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 10, 5, 2, 0, 0));
    wg_damage d, keep;
    memset(&d, 0x5a, sizeof d);
    keep = d;
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_damage(&d, b, i, -1, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_damage(&d, b, i, INT_MIN, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_damage(&d, b, 1, 1, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_damage(&d, NULL, 0, 1, &err));
    assert_memory_equal(&d, &keep, sizeof d);
    assert_int_equal(wg_battle_damage(NULL, b, i, 5, NULL), WG_OK);
    assert_int_equal(wg_battle_pending_count(b), 1);
    wg_battle_free(b);
}

/* ---- B1(b), B1(c): deaths of characters ------------------------------------------------- */

static void test_leader_death(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t a0 = add(b, spec_at("A0", 0, 10, 5, 2, 0, 0));
    size_t a1 = add(b, spec_at("A1", 0, 10, 5, 2, 20, 0));
    size_t a2 = add(b, spec_at("A2", 0, 10, 5, 2, 40, 0));
    size_t e0 = add(b, spec_at("E0", 1, 10, 5, 2, 0, 50));
    size_t a3 = add(b, spec_at("A3", 0, 10, 5, 2, 60, 0));
    size_t e1 = add(b, spec_at("E1", 1, 10, 5, 2, 20, 50));
    size_t general, hero, hero0;
    assert_int_equal(wg_battle_add_character(&general, b, a0, WG_CHARACTER_KIND_GENERAL, "G",
                                             NULL), WG_OK);
    assert_int_equal(wg_battle_add_character(&hero, b, e0, WG_CHARACTER_KIND_HERO, "H", NULL),
                     WG_OK);
    assert_int_equal(wg_battle_add_character(&hero0, b, a1, WG_CHARACTER_KIND_HERO, "H0", NULL),
                     WG_OK);
    flee(b, a2); /* off the table: no check */

    /* the General: every battalion of its army on the table, its own once */
    assert_int_equal(wg_battle_kill_character(b, general, NULL), WG_OK);
    const size_t q1[] = {a0, a1, a3};
    const wg_check_cause c1[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_LEADER_KILLED,
                                 WG_CHECK_CAUSE_LEADER_KILLED};
    expect_queue(b, 3, q1, c1);
    wg_character_state cs;
    assert_int_equal(wg_battle_character_at(&cs, b, general, NULL), WG_OK);
    assert_false(cs.alive);

    /* a Hero of the other army: that army only, appended */
    assert_int_equal(wg_battle_kill_character(b, hero, NULL), WG_OK);
    const size_t q2[] = {a0, a1, a3, e0, e1};
    const wg_check_cause c2[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_LEADER_KILLED,
                                 WG_CHECK_CAUSE_LEADER_KILLED, WG_CHECK_CAUSE_ATTACHED_KILLED,
                                 WG_CHECK_CAUSE_LEADER_KILLED};
    expect_queue(b, 5, q2, c2);

    /* a Hero attached to A1: A1 once (B1(c) and (b) are one event), its army the rest */
    assert_int_equal(wg_battle_kill_character(b, hero0, NULL), WG_OK);
    const size_t q3[] = {a0, a1, a3, e0, e1, a0, a1, a3};
    const wg_check_cause c3[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_LEADER_KILLED,
                                 WG_CHECK_CAUSE_LEADER_KILLED, WG_CHECK_CAUSE_ATTACHED_KILLED,
                                 WG_CHECK_CAUSE_LEADER_KILLED, WG_CHECK_CAUSE_LEADER_KILLED,
                                 WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_LEADER_KILLED};
    expect_queue(b, 8, q3, c3);

    EXPECT_FAIL(b, WG_ESTATE, wg_battle_kill_character(b, hero0, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_kill_character(b, 3, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_kill_character(NULL, 0, &err));
    wg_battle_free(b);
}

static void test_attached_death(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t x = add(b, spec_at("X", 0, 10, 5, 2, 0, 0));
    size_t y = add(b, spec_at("Y", 0, 10, 5, 2, 20, 0));
    size_t f = add(b, spec_at("Fled", 0, 10, 5, 2, 40, 0));
    size_t sb, sy, sf;
    assert_int_equal(wg_battle_add_character(&sb, b, x, WG_CHARACTER_KIND_STANDARD_BEARER, "S",
                                             NULL),
                     WG_OK);
    assert_int_equal(wg_battle_add_character(&sy, b, y, WG_CHARACTER_KIND_STANDARD_BEARER, "SY",
                                             NULL),
                     WG_OK);
    assert_int_equal(wg_battle_add_character(&sf, b, f, WG_CHARACTER_KIND_HERO, "SF", NULL), WG_OK);
    /* B1(c): its own battalion only */
    assert_int_equal(wg_battle_kill_character(b, sb, NULL), WG_OK);
    const size_t q[] = {x, x};
    const wg_check_cause c[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_ATTACHED_KILLED};
    expect_queue(b, 1, q, c);
    /* another event queues another check for the same battalion */
    assert_int_equal(wg_battle_damage(NULL, b, x, 5, NULL), WG_OK);
    const wg_check_cause c2[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_HALF_LOST};
    expect_queue(b, 2, q, c2);
    /* Decision: a character of a fled battalion dies off the table; a Hero's
     * death still shakes its army on the table */
    flee(b, f);
    assert_int_equal(wg_battle_kill_character(b, sf, NULL), WG_OK);
    const size_t q3[] = {x, x, x, y};
    const wg_check_cause c3[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_HALF_LOST,
                                 WG_CHECK_CAUSE_LEADER_KILLED, WG_CHECK_CAUSE_LEADER_KILLED};
    expect_queue(b, 4, q3, c3);
    wg_battle_free(b);
}

static void test_pending_errors(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 2, 5, 1, 0, 0));
    hit(b, i, 1);
    wg_pending_check got = {77, (wg_check_cause)77};
    /* past the end: missing (DESIGN "Missing"); NULL: a bad argument */
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_pending_at(&got, b, 1, &err));
    assert_string_equal(err.message, "no queued check 1: there is 1");
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_pending_at(&got, NULL, 0, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_pending_at(NULL, b, 0, &err));
    assert_string_equal(err.message, "wg_battle_pending_at: NULL argument");
    assert_int_equal(got.battalion, 77);
    assert_int_equal((int)got.cause, 77);
    assert_int_equal(wg_battle_pending_at(&got, b, 0, NULL), WG_OK);
    assert_int_equal(got.battalion, i);
    assert_int_equal(got.cause, WG_CHECK_CAUSE_HALF_LOST); /* B1(a) */
    assert_int_equal(wg_battle_pending_count(NULL), 0);
    wg_battle_free(b);
}

/* ---- B3: taking checks and applying their results --------------------------------------- */

static void give(wg_battle *b, size_t i, int n)
{
    for (int k = 0; k < n; k++)
        assert_int_equal(wg_battle_add_order(b, i, "march", NULL), WG_OK);
}

static void test_results(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 10, 5, 2, 0, 0));
    add(b, spec_at("Enemy", 1, 10, 5, 2, 0, 100));
    wg_retreat keep, r;
    memset(&keep, 0x5a, sizeof keep);
    r = keep;
    wg_morale_check c;

    /* steady: nothing happens */
    give(b, i, 2);
    assert_int_equal(judge(&c, &r, b, i, WG_MORALE_RESULT_STEADY, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_STEADY);
    assert_int_equal(c.failures, 0);
    assert_int_equal(c.opponent, 1);
    assert_int_equal(c.modifier, 0);
    assert_int_equal(wg_battle_order_count(b, i), 2);
    assert_memory_equal(&r, &keep, sizeof r);

    /* wavered: its orders are cancelled */
    assert_int_equal(judge(&c, &r, b, i, WG_MORALE_RESULT_WAVERED, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_WAVERED);
    assert_int_equal(c.failures, 1);
    assert_int_equal(c.dice[0], 3);
    assert_int_equal(c.dice[1], 4);
    assert_int_equal(c.dice[2], 5);
    assert_int_equal(wg_battle_order_count(b, i), 0);
    assert_memory_equal(&r, &keep, sizeof r);

    /* retreat: cancelled too; NULL retreat is allowed (the movement is
     * test_retreat_moves) */
    give(b, i, 3);
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_RETREAT, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_RETREAT);
    assert_int_equal(wg_battle_order_count(b, i), 0);

    /* fled: cancelled, off the table where it last stood */
    give(b, i, 1);
    b->turn = 3;
    wg_battalion_state before, st;
    assert_int_equal(wg_battle_battalion_at(&before, b, i, NULL), WG_OK);
    assert_int_equal(judge(&c, &r, b, i, WG_MORALE_RESULT_FLED, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_FLED);
    assert_int_equal(c.failures, 3);
    assert_memory_equal(&r, &keep, sizeof r);
    assert_int_equal(wg_battle_order_count(b, i), 0);
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_true(st.fled);
    assert_false(before.fled);
    assert_memory_equal(&st.base, &before.base, sizeof st.base);
    assert_int_equal(b->battalions[i].fled_turn, 3);
    wg_battle_free(b);
}

/* B3: a fled battalion is off the table: it refuses orders, damage, checks
 * and boats, its queued checks go, and it leaves the boat it was in. */
static void test_fled_refuses(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    assert_int_equal(wg_battle_set_hospital(b, 0, true, NULL), WG_OK);
    size_t i = add(b, spec_at("Runners", 0, 10, 5, 2, 0, 0));
    size_t o = add(b, spec_at("Other", 0, 10, 5, 2, 20, 0));
    size_t sb, boat;
    assert_int_equal(wg_battle_add_character(&sb, b, i, WG_CHARACTER_KIND_STANDARD_BEARER, "S",
                                             NULL),
                     WG_OK);
    hit(b, i, 3); /* 1 killed, 2 wounded */
    assert_int_equal(wg_battle_add_boat(&boat, b, 20, 6, NULL), WG_OK);
    assert_int_equal(wg_battle_load(b, boat, i, NULL), WG_OK);
    /* queued: i (attached), o (half lost), i (half lost) */
    assert_int_equal(wg_battle_kill_character(b, sb, NULL), WG_OK);
    hit(b, o, 10);
    hit(b, i, 20);
    const size_t q[] = {i, o, i};
    const wg_check_cause c[] = {WG_CHECK_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_HALF_LOST,
                                WG_CHECK_CAUSE_HALF_LOST};
    expect_queue(b, 3, q, c);
    b->turn = 2;
    flee(b, i);
    expect_queue(b, 1, &q[1], &c[1]);
    assert_int_equal(cargo_of(b, boat), WG_NONE);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_true(st.fled);
    assert_int_equal(st.boat, -1);

    wg_morale_check mc, keep;
    memset(&mc, 0x5a, sizeof mc);
    keep = mc;
    wg_rng *rng;
    assert_int_equal(wg_rng_new(&rng, 1, NULL), WG_OK);
    wg_rng_state r0, r1;
    wg_rng_state_words(&r0, rng);
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_add_order(b, i, "rally", &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_damage(NULL, b, i, 1, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_attack_wounded(NULL, b, i, 1, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_check_judge(&mc, NULL, b, i, 1, ROLLS[0].dice, 0,
                                                    &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_check_roll(&mc, NULL, b, i, rng, 0, &err));
    EXPECT_FAIL(b, WG_ESTATE, wg_battle_load(b, boat, i, &err));
    assert_memory_equal(&mc, &keep, sizeof mc);
    wg_rng_state_words(&r1, rng);
    assert_memory_equal(&r0, &r1, sizeof r0);
    /* the boat it left takes another */
    assert_int_equal(wg_battle_load(b, boat, o, NULL), WG_OK);
    wg_rng_free(rng);
    wg_battle_free(b);
}

/* B12 through the geometry: straight away from the nearest enemy, by its speed. */
static void test_retreat_moves(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 10, 5, 2, 0, 0));
    size_t far = add(b, spec_at("Far", 1, 10, 5, 2, 0, 200));
    size_t near = add(b, spec_at("Near", 1, 10, 5, 2, 0, 30));
    give(b, i, 2);
    wg_retreat r;
    memset(&r, 0x5a, sizeof r);
    wg_morale_check c;
    assert_int_equal(judge(&c, &r, b, i, WG_MORALE_RESULT_RETREAT, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_RETREAT);
    assert_int_equal(wg_battle_order_count(b, i), 0);
    assert_true(fabs(r.distance - 5.0) < 1e-9);
    assert_true(fabs(r.dx) < 1e-9 && fabs(r.dy + 1.0) < 1e-9);
    assert_int_equal(r.stop, WG_STOP_NONE);
    assert_int_equal(r.from, near);
    assert_int_equal(r.combat_modifier, 0);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_true(fabs(st.base.x) < 1e-9 && fabs(st.base.y + 5.0) < 1e-9);
    assert_true(st.base.facing == 90.0);
    (void)far;
    /* aboard, it moves at the boat's speed (B9) */
    size_t boat;
    assert_int_equal(wg_battle_add_boat(&boat, b, 10, 7, NULL), WG_OK);
    assert_int_equal(wg_battle_load(b, boat, i, NULL), WG_OK);
    assert_int_equal(judge(&c, &r, b, i, WG_MORALE_RESULT_RETREAT, 0), WG_OK);
    assert_true(fabs(r.distance - 7.0) < 1e-9);
    assert_int_equal(wg_battle_order_count(b, i), 0);
    assert_int_equal(cargo_of(b, boat), i);
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_true(fabs(st.base.y + 12.0) < 1e-9);
    wg_battle_free(b);
}

/* With no enemy on the table a retreat has nothing to move away from: the
 * check stands, orders are cancelled, the battalion stays. */
static void test_retreat_no_enemy(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 2, 5, 2, 0, 0));
    add(b, spec_at("Friend", 0, 10, 5, 2, 0, 30));
    hit(b, i, 1);
    give(b, i, 2);
    wg_retreat r;
    memset(&r, 0x5a, sizeof r);
    wg_morale_check c;
    assert_int_equal(judge(&c, &r, b, i, WG_MORALE_RESULT_RETREAT, 0), WG_OK);
    assert_int_equal(c.result, WG_MORALE_RESULT_RETREAT);
    assert_true(r.distance == 0.0 && r.dx == 0.0 && r.dy == 0.0);
    assert_int_equal(r.stop, WG_STOP_NONE);
    assert_true(r.other == WG_NONE); /* nothing stopped it */
    assert_int_equal(r.from, WG_NONE); /* no enemy */
    assert_int_equal(r.combat_modifier, 0);
    assert_int_equal(wg_battle_order_count(b, i), 0);
    assert_int_equal(wg_battle_pending_count(b), 0);
    wg_battalion_state st;
    assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
    assert_true(st.base.x == 0.0 && st.base.y == 0.0);
    wg_battle_free(b);
}

/* A check takes the battalion's first queued check, and leaves the others. */
static void test_check_queue(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t a = add(b, spec_at("A", 0, 2, 5, 1, 0, 0));
    size_t o = add(b, spec_at("B", 0, 10, 5, 1, 20, 0));
    size_t g;
    assert_int_equal(wg_battle_add_character(&g, b, o, WG_CHARACTER_KIND_GENERAL, "G", NULL),
                     WG_OK);
    hit(b, a, 1);                                         /* a half lost */
    assert_int_equal(wg_battle_kill_character(b, g, NULL), WG_OK); /* a, o */
    const size_t q[] = {a, a, o};
    const wg_check_cause c[] = {WG_CHECK_CAUSE_HALF_LOST, WG_CHECK_CAUSE_LEADER_KILLED,
                                WG_CHECK_CAUSE_ATTACHED_KILLED};
    expect_queue(b, 3, q, c);
    wg_morale_check mc;
    assert_int_equal(judge(&mc, NULL, b, a, WG_MORALE_RESULT_STEADY, 0), WG_OK);
    expect_queue(b, 2, &q[1], &c[1]);
    assert_int_equal(judge(&mc, NULL, b, o, WG_MORALE_RESULT_WAVERED, 0), WG_OK);
    expect_queue(b, 1, &q[1], &c[1]);
    assert_int_equal(judge(&mc, NULL, b, a, WG_MORALE_RESULT_STEADY, 0), WG_OK);
    expect_queue(b, 0, q, c);
    /* a check nobody queued is allowed, and takes nothing */
    assert_int_equal(judge(&mc, NULL, b, a, WG_MORALE_RESULT_WAVERED, 0), WG_OK);
    assert_int_equal(mc.result, WG_MORALE_RESULT_WAVERED);
    wg_battle_free(b);
}

/* B4: the bearer's +1 and the caller's modifier add to each of the dice;
 * any int is allowed, the sum saturating at the ends of int. */
static void test_check_modifier(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 2, 5, 1, 0, 0));
    size_t sb;
    assert_int_equal(wg_battle_add_character(&sb, b, i, WG_CHARACTER_KIND_STANDARD_BEARER, "S",
                                             NULL),
                     WG_OK);
    wg_morale_check c;
    /* 3 + 1 against 4 is a tie, no failure */
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_WAVERED, 0), WG_OK);
    assert_int_equal(c.modifier, 1);
    assert_int_equal(c.result, WG_MORALE_RESULT_STEADY);
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_WAVERED, -1), WG_OK);
    assert_int_equal(c.modifier, 0);
    assert_int_equal(c.result, WG_MORALE_RESULT_WAVERED);
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_FLED, 2), WG_OK);
    assert_int_equal(c.modifier, 3);
    assert_int_equal(c.result, WG_MORALE_RESULT_RETREAT); /* 1+3 < 6, 2+3 < 6, 3+3 = 6 */
    /* the ends of int: +1 on INT_MAX saturates, INT_MIN + 1 is exact */
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_FLED, INT_MAX), WG_OK);
    assert_int_equal(c.modifier, INT_MAX);
    assert_int_equal(c.result, WG_MORALE_RESULT_STEADY);
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_FLED, INT_MAX - 1), WG_OK);
    assert_int_equal(c.modifier, INT_MAX);
    assert_int_equal(judge(&c, NULL, b, i, WG_MORALE_RESULT_STEADY, INT_MIN), WG_OK);
    assert_int_equal(c.modifier, INT_MIN + 1);
    assert_int_equal(c.result, WG_MORALE_RESULT_FLED); /* even a 1 fails against a 1 */
    /* without the bearer */
    size_t j = add(b, spec_at("J", 0, 2, 5, 1, 20, 0));
    assert_int_equal(judge(&c, NULL, b, j, WG_MORALE_RESULT_STEADY, INT_MIN), WG_OK);
    assert_int_equal(c.modifier, INT_MIN);
    assert_int_equal(c.result, WG_MORALE_RESULT_FLED);
    /* a dead bearer gives nothing */
    size_t k = add(b, spec_at("K", 0, 2, 5, 1, 40, 0));
    assert_int_equal(wg_battle_add_character(&sb, b, k, WG_CHARACTER_KIND_STANDARD_BEARER, "SK",
                                             NULL),
                     WG_OK);
    assert_int_equal(wg_battle_kill_character(b, sb, NULL), WG_OK);
    assert_int_equal(judge(&c, NULL, b, k, WG_MORALE_RESULT_WAVERED, 0), WG_OK);
    assert_int_equal(c.modifier, 0);
    assert_int_equal(c.result, WG_MORALE_RESULT_WAVERED);
    wg_battle_free(b);
}

/* With an rng: the same seed gives the same checks as wg_morale_check_roll(). */
static void test_check_roll(void **state)
{
    (void)state;
    wg_rng *rng, *ref;
    assert_int_equal(wg_rng_new(&rng, 77, NULL), WG_OK);
    assert_int_equal(wg_rng_new(&ref, 77, NULL), WG_OK);
    wg_battle *b = new_battle();
    add(b, spec_at("Enemy", 1, 10, 5, 2, 0, 1000));
    int seen[4] = {0};
    for (int k = 0; k < 60; k++) {
        size_t i = add(b, spec_at("A", 0, 10, 5, 2, 30.0 * k, 0));
        if (k % 2)
            assert_int_equal(wg_battle_add_character(NULL, b, i, WG_CHARACTER_KIND_STANDARD_BEARER,
                                                     "S",
                                              NULL), WG_OK);
        give(b, i, 1);
        wg_morale_check got, want;
        assert_int_equal(wg_battle_check_roll(&got, NULL, b, i, rng, -1, NULL), WG_OK);
        assert_int_equal(wg_morale_check_roll(&want, ref, k % 2 - 1, NULL), WG_OK);
        assert_memory_equal(&got, &want, sizeof got);
        seen[got.result]++;
        wg_battalion_state st;
        assert_int_equal(wg_battle_battalion_at(&st, b, i, NULL), WG_OK);
        assert_int_equal(st.fled, got.result == WG_MORALE_RESULT_FLED);
        assert_int_equal(wg_battle_order_count(b, i), got.result == WG_MORALE_RESULT_STEADY);
    }
    for (int r = 0; r < 4; r++)
        assert_true(seen[r] > 0);

    /* refusals draw nothing */
    size_t i = add(b, spec_at("Last", 0, 10, 5, 2, -100, 0));
    wg_morale_check c, keep;
    memset(&c, 0x5a, sizeof c);
    keep = c;
    wg_rng_state r0, r1;
    wg_rng_state_words(&r0, rng);
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_roll(NULL, NULL, b, i, rng, 0, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_roll(&c, NULL, b, i, NULL, 0, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_check_roll(&c, NULL, b, i + 1, rng, 0, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_check_roll(&c, NULL, NULL, 0, rng, 0, &err));
    wg_rng_state_words(&r1, rng);
    assert_memory_equal(&r0, &r1, sizeof r0);
    assert_memory_equal(&c, &keep, sizeof c);
    wg_battle_free(b);
    wg_rng_free(rng);
    wg_rng_free(ref);
}

static void test_check_errors(void **state)
{
    (void)state;
    wg_battle *b = new_battle();
    size_t i = add(b, spec_at("A", 0, 2, 5, 1, 0, 0));
    hit(b, i, 1);
    give(b, i, 1);
    wg_morale_check c, keep;
    memset(&c, 0x5a, sizeof c);
    keep = c;
    wg_retreat r, rkeep;
    memset(&r, 0x5a, sizeof r);
    rkeep = r;
    const int ok[3] = {1, 2, 3}, bad[3][3] = {{0, 2, 3}, {1, 7, 3}, {1, 2, -1}};
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_judge(NULL, &r, b, i, 1, ok, 0, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_judge(&c, &r, b, i, 1, NULL, 0, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_judge(&c, &r, b, i, 0, ok, 0, &err));
    EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_judge(&c, &r, b, i, 7, ok, 0, &err));
    for (int k = 0; k < 3; k++)
        EXPECT_FAIL(b, WG_EINVAL, wg_battle_check_judge(&c, &r, b, i, 4, bad[k], 0, &err));
    EXPECT_FAIL(b, WG_ENOTFOUND, wg_battle_check_judge(&c, &r, b, 1, 4, ok, 0, &err));
    EXPECT_FAIL(NULL, WG_EINVAL, wg_battle_check_judge(&c, &r, NULL, 0, 4, ok, 0, &err));
    assert_memory_equal(&c, &keep, sizeof c);
    assert_memory_equal(&r, &rkeep, sizeof r);
    assert_int_equal(wg_battle_pending_count(b), 1);
    assert_int_equal(wg_battle_order_count(b, i), 1);
    wg_battle_free(b);
}

/* ---- allocation failures ------------------------------------------------------------------ */

static wg_status events(void *ctx)
{
    (void)ctx;
    wg_battle *b = NULL;
    wg_status st = OOM_CALL(wg_battle_new(&b, NULL));
    if (st != WG_OK)
        return st;
    wg_battalion_spec s[5] = {spec_at("A", 0, 10, 5, 2, 0, 0), spec_at("B", 0, 10, 5, 2, 20, 0),
                              spec_at("C", 0, 10, 5, 2, 40, 0), spec_at("D", 1, 10, 5, 2, 0, 50),
                              spec_at("E", 1, 10, 5, 2, 20, 50)};
    wg_morale_check c;
    STEP(wg_battle_set_hospital(b, 1, true, NULL));
    for (int k = 0; k < 5; k++)
        STEP(OOM_CALL(wg_battle_add_battalion(NULL, b, &s[k], NULL)));
    STEP(OOM_CALL(wg_battle_add_character(NULL, b, 0, WG_CHARACTER_KIND_GENERAL, "G", NULL)));
    STEP(OOM_CALL(wg_battle_add_character(NULL, b, 3, WG_CHARACTER_KIND_HERO, "H", NULL)));
    STEP(OOM_CALL(wg_battle_add_order(b, 1, "march", NULL)));
    STEP(OOM_CALL(wg_battle_damage(NULL, b, 1, 5, NULL)));      /* B1(a) */
    STEP(OOM_CALL(wg_battle_damage(NULL, b, 3, 9, NULL)));      /* wounded, no check */
    STEP(wg_battle_attack_wounded(NULL, b, 3, 1, NULL));
    STEP(wg_battle_kill_character(b, 0, NULL));      /* B1(b): three */
    STEP(wg_battle_kill_character(b, 1, NULL));      /* B1(b), (c): two */
    STEP(OOM_CALL(wg_battle_damage(NULL, b, 4, 20, NULL)));     /* overflow, B1(a) */
    STEP(wg_battle_check_judge(&c, NULL, b, 1, 4, ROLLS[1].dice, 0, NULL));
    STEP(wg_battle_check_judge(&c, NULL, b, 2, 6, ROLLS[3].dice, 0, NULL));
    STEP(OOM_CALL(wg_battle_damage(NULL, b, 0, 5, NULL)));
done:
    wg_battle_free(b);
    return st;
}

/* B1: killing a general queues a check on each battalion of his army; the
 * queue is empty before, so it must grow. WG_ENOMEM queues nothing and
 * leaves him alive. */
static wg_status op_kill(void *ctx)
{
    (void)ctx;
    harness_pause();
    wg_battle *b = NULL;
    assert_int_equal(wg_battle_new(&b, NULL), WG_OK);
    wg_battalion_spec s[2] = {spec_at("A", 0, 10, 5, 2, 0, 0), spec_at("B", 0, 10, 5, 2, 20, 0)};
    for (int k = 0; k < 2; k++)
        assert_int_equal(wg_battle_add_battalion(NULL, b, &s[k], NULL), WG_OK);
    size_t general = 99;
    assert_int_equal(wg_battle_add_character(&general, b, 0, WG_CHARACTER_KIND_GENERAL, "G", NULL),
                     WG_OK);
    harness_resume();
    wg_error err;
    wg_status st = OOM_CALL(wg_battle_kill_character(b, general, &err));
    wg_character_state c;
    assert_int_equal(wg_battle_character_at(&c, b, general, NULL), WG_OK);
    if (st != WG_OK) {
        assert_int_equal(err.code, WG_ENOMEM);
        assert_int_equal(wg_battle_pending_count(b), 0);
        assert_true(c.alive);
    } else {
        assert_int_equal(wg_battle_pending_count(b), 2);
        assert_false(c.alive);
    }
    wg_battle_free(b);
    return st;
}

/* The 0.x names (CHANGELOG 1.0.0) still work, as the names they forward to:
 * a program that uses them builds, with a warning, until 2.0. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void test_deprecated_names(void **state)
{
    (void)state;
    assert_int_equal(WG_MORALE_STEADY, WG_MORALE_RESULT_STEADY);
    assert_int_equal(WG_MORALE_WAVERED, WG_MORALE_RESULT_WAVERED);
    assert_int_equal(WG_MORALE_RETREAT, WG_MORALE_RESULT_RETREAT);
    assert_int_equal(WG_MORALE_FLED, WG_MORALE_RESULT_FLED);
    assert_int_equal(WG_CHARACTER_GENERAL, WG_CHARACTER_KIND_GENERAL);
    assert_int_equal(WG_CHARACTER_HERO, WG_CHARACTER_KIND_HERO);
    assert_int_equal(WG_CHARACTER_STANDARD_BEARER, WG_CHARACTER_KIND_STANDARD_BEARER);
    assert_int_equal(WG_CAUSE_HALF_LOST, WG_CHECK_CAUSE_HALF_LOST);
    assert_int_equal(WG_CAUSE_LEADER_KILLED, WG_CHECK_CAUSE_LEADER_KILLED);
    assert_int_equal(WG_CAUSE_ATTACHED_KILLED, WG_CHECK_CAUSE_ATTACHED_KILLED);
    wg_battle *b = new_battle();
    wg_battalion_spec s = spec_at("Archers", 0, 10, 5, 2, 0, 0);
    s.shooter = true;
    size_t i = add(b, s);
    size_t c = 9;
    assert_int_equal(wg_battle_attach(&c, b, i, WG_CHARACTER_HERO, "Hild", NULL), WG_OK);
    assert_int_equal(c, 0);
    assert_int_equal(wg_battle_character_count(b), 1);
    const int dice[1] = {4};
    int total = 0;
    assert_int_equal(wg_battle_set_shooting_orders(&total, b, 0, dice, 1, NULL), WG_OK); /* B7 */
    assert_int_equal(total, 4);
    assert_int_equal(wg_battle_give_order(b, i, WG_ORDER_SHOOTING_ATTACK, NULL), WG_OK);
    assert_string_equal(wg_battle_order_at(b, i, 0), WG_ORDER_SHOOTING_ATTACK);
    assert_int_equal(wg_battle_give_order(b, 7, "march", &err), WG_ENOTFOUND);
    wg_battle_free(b);
}
#pragma GCC diagnostic pop

static void test_alloc_failures(void **state)
{
    (void)state;
    long live = harness_live(); /* what a failed test before may have left */
    assert_int_equal(harness_fail_each_alloc(op_kill, NULL), 1); /* the queue */
    size_t n = harness_fail_each_alloc(events, NULL);
    assert_true(n > 10);
    assert_int_equal(harness_live(), live);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cause_names),
        cmocka_unit_test(test_half_lost_even),
        cmocka_unit_test(test_half_lost_odd),
        cmocka_unit_test(test_wounded_not_losses),
        cmocka_unit_test(test_damage_split),
        cmocka_unit_test(test_overflow),
        cmocka_unit_test(test_attack_wounded),
        cmocka_unit_test(test_damage_errors),
        cmocka_unit_test(test_leader_death),
        cmocka_unit_test(test_attached_death),
        cmocka_unit_test(test_pending_errors),
        cmocka_unit_test(test_results),
        cmocka_unit_test(test_fled_refuses),
        cmocka_unit_test(test_retreat_moves),
        cmocka_unit_test(test_retreat_no_enemy),
        cmocka_unit_test(test_check_queue),
        cmocka_unit_test(test_check_modifier),
        cmocka_unit_test(test_check_roll),
        cmocka_unit_test(test_check_errors),
        cmocka_unit_test(test_deprecated_names),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("morale_events", tests, harness_setup, harness_teardown);
}
