/* mod module, evaluation (M1-M5; mod.h): the order of the groups and within
 * them, bounds, rounding, ranges clamped at every step, used values and
 * their graph (chains, cycles, memoisation), and traces. */
#include "test_mod_common.h"

/* ---- M4, M5: the rulebook's example ------------------------------------------------ */

/* M4: Strength 8, +3, -5 gives 5 (8 -> 11 clamped to 10 -> 5), not 6; the
 * trace shows it step by step (M5). */
static void test_m4_rulebook_example(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t s = put_model(m, "spearman");
    put_stat(m, s, "Str", 8);
    size_t plus = put_mod(m, s, m_add("Str", 3)), minus = put_mod(m, s, m_add("Str", -5));
    assert_int_equal(value_of(m, s, "Str"), 5);
    wg_trace *t = explain(m, s, "Str");
    assert_string_equal(wg_trace_model(t), "spearman");
    assert_string_equal(wg_trace_stat(t), "Str");
    assert_int_equal(wg_trace_value(t), 5);
    STEPS(t, BASE(8), {WG_MOD_OP_ADD, plus, 0, 8, 11, 10, false, true},
          {WG_MOD_OP_ADD, minus, 0, 10, 5, 5, false, false});
    const wg_step *base = wg_trace_step_at(t, 0);
    assert_string_equal(base->modifier.stat, "Str");
    assert_int_equal(base->modifier.op, WG_MOD_OP_BASE);
    assert_null(base->modifier.source);
    wg_modifier want = m_add("Str", 3);
    expect_mod(&wg_trace_step_at(t, 1)->modifier, &want);
    want = m_add("Str", -5);
    expect_mod(&wg_trace_step_at(t, 2)->modifier, &want);
    char *text = NULL;
    wg_error err;
    assert_int_equal(wg_trace_to_text(&text, t, &err), WG_OK);
    expect_text(text, "spearman.Str = 5\n"
                      "  base 8\n"
                      "  add +3: 8 -> 11, clamped to 10\n"
                      "  add -5: 10 -> 5\n");
    assert_int_equal(wg_trace_to_json(&text, t, &err), WG_OK);
    expect_text(text, "[{\"op\": \"base\", \"after\": 8}, "
                      "{\"op\": \"add\", \"value\": 3, \"before\": 8, \"after\": 10, "
                      "\"clamped\": true}, "
                      "{\"op\": \"add\", \"value\": -5, \"before\": 10, \"after\": 5, "
                      "\"clamped\": false}]");
    wg_trace_free(t);
    /* the other order is not clamped: 8 -> 3 -> 6 */
    assert_int_equal(wg_models_remove_modifier(m, plus, NULL), WG_OK);
    plus = put_mod(m, s, m_add("Str", 3));
    assert_int_equal(value_of(m, s, "Str"), 6);
    EXPECT_TRACE(m, s, "Str", BASE(8), {WG_MOD_OP_ADD, minus, 0, 8, 3, 3, false, false},
                 {WG_MOD_OP_ADD, plus, 0, 3, 6, 6, false, false});
    /* and clamped at 0 as well: 8 - 10 -> 0, + 3 -> 3 */
    wg_modifier more = m_add("Str", -10);
    assert_int_equal(wg_models_change_modifier(m, minus, &more, NULL), WG_OK);
    EXPECT_TRACE(m, s, "Str", BASE(8), {WG_MOD_OP_ADD, minus, 0, 8, -2, 0, false, true},
                 {WG_MOD_OP_ADD, plus, 0, 0, 3, 3, false, false});
    wg_models_free(m);
}

/* ---- M1: the groups ---------------------------------------------------------------- */

/* M1: set and use, then mul, then add, whatever the order they were added in. */
static void test_m1_groups(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t g = put_model(m, "general"), s = put_model(m, "spearman");
    put_stat(m, g, "Dis", 2);
    put_stat(m, s, "Str", 3);
    put_stat(m, s, "Dis", 5);
    put_stat(m, s, "Ini", 1);
    /* +2 added before x2 still gives (3 x 2) + 2 = 8, not (3 + 2) x 2 = 10 */
    size_t add = put_mod(m, s, m_add("Str", 2));
    size_t mul = put_mod(m, s, m_mul("Str", 2, 1, WG_ROUNDING_UP));
    assert_int_equal(value_of(m, s, "Str"), 8);
    EXPECT_TRACE(m, s, "Str", BASE(3), {WG_MOD_OP_MUL, mul, 0, 3, 6, 6, false, false},
                 {WG_MOD_OP_ADD, add, 0, 6, 8, 8, false, false});
    /* a set added last comes first: set 1, x2 = 2, +2 = 4 */
    size_t set = put_mod(m, s, m_set("Str", 1));
    assert_int_equal(value_of(m, s, "Str"), 4);
    EXPECT_TRACE(m, s, "Str", BASE(3), {WG_MOD_OP_SET, set, 0, 3, 1, 1, false, false},
                 {WG_MOD_OP_MUL, mul, 0, 1, 2, 2, false, false},
                 {WG_MOD_OP_ADD, add, 0, 2, 4, 4, false, false});
    /* a use added last comes first too: general.Dis 2, x3 = 6, +1 = 7 */
    size_t a1 = put_mod(m, s, m_add("Dis", 1));
    size_t m3 = put_mod(m, s, m_mul("Dis", 3, 1, WG_ROUNDING_UP));
    size_t use = put_mod(m, s, m_use("Dis", "general", NULL));
    assert_int_equal(value_of(m, s, "Dis"), 7);
    EXPECT_TRACE(m, s, "Dis", BASE(5), {WG_MOD_OP_USE, use, 2, 5, 2, 2, false, false},
                 {WG_MOD_OP_MUL, m3, 0, 2, 6, 6, false, false},
                 {WG_MOD_OP_ADD, a1, 0, 6, 7, 7, false, false});
    /* within group 1, set and use in the order applied: the last one wins */
    size_t set9 = put_mod(m, s, m_set("Dis", 1));
    assert_int_equal(value_of(m, s, "Dis"), 4); /* use 2, set 1, x3, +1 */
    EXPECT_TRACE(m, s, "Dis", BASE(5), {WG_MOD_OP_USE, use, 2, 5, 2, 2, false, false},
                 {WG_MOD_OP_SET, set9, 0, 2, 1, 1, false, false},
                 {WG_MOD_OP_MUL, m3, 0, 1, 3, 3, false, false},
                 {WG_MOD_OP_ADD, a1, 0, 3, 4, 4, false, false});
    assert_int_equal(wg_models_remove_modifier(m, use, NULL), WG_OK);
    use = put_mod(m, s, m_use("Dis", "general", NULL));
    assert_int_equal(value_of(m, s, "Dis"), 7); /* set 1, use 2, x3, +1 */
    /* all three groups and both kinds in one: Ini 1 with, in the order added:
       +1, x2 max 8, set 5, -1 min 6, x1/2 (down) */
    size_t i1 = put_mod(m, s, m_add("Ini", 1));
    size_t i2 = put_mod(m, s, m_max(m_mul("Ini", 2, 1, WG_ROUNDING_UP), 8));
    size_t i3 = put_mod(m, s, m_set("Ini", 5));
    size_t i4 = put_mod(m, s, m_min(m_add("Ini", -1), 6));
    size_t i5 = put_mod(m, s, m_mul("Ini", 1, 2, WG_ROUNDING_DOWN));
    /* set 5; x1/2 down = 2 (unbounded first); x2 max 8 = 4; +1 = 5; -1 min 6:
       5 is below 6 already, stays 5 */
    assert_int_equal(value_of(m, s, "Ini"), 5);
    EXPECT_TRACE(m, s, "Ini", BASE(1), {WG_MOD_OP_SET, i3, 0, 1, 5, 5, false, false},
                 {WG_MOD_OP_MUL, i5, 0, 5, 2, 2, false, false},
                 {WG_MOD_OP_MUL, i2, 0, 2, 4, 4, false, false},
                 {WG_MOD_OP_ADD, i1, 0, 4, 5, 5, false, false},
                 {WG_MOD_OP_ADD, i4, 0, 5, 4, 5, true, false});
    wg_models_free(m);
}

/* ---- M3: within a group -------------------------------------------------------------- */

/* M3: modifiers without a bound before those with one, whatever the order
 * added; within each, in the order applied. */
static void test_m3_order(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t s = put_model(m, "s");
    /* adds: +1 max 5 added before -2. Unbounded first: 5 -> 3 -> 4;
       bounded first would give 5 -> 5 -> 3 */
    put_stat(m, s, "A", 5);
    size_t a_b = put_mod(m, s, m_max(m_add("A", 1), 5));
    size_t a_u = put_mod(m, s, m_add("A", -2));
    assert_int_equal(value_of(m, s, "A"), 4);
    EXPECT_TRACE(m, s, "A", BASE(5), {WG_MOD_OP_ADD, a_u, 0, 5, 3, 3, false, false},
                 {WG_MOD_OP_ADD, a_b, 0, 3, 4, 4, false, false});
    /* muls: x2 max 6 added before x1/2. Unbounded first: 5 -> 3 -> 6;
       bounded first would give 5 -> 6 -> 3 */
    put_stat(m, s, "M", 5);
    size_t m_b = put_mod(m, s, m_max(m_mul("M", 2, 1, WG_ROUNDING_UP), 6));
    size_t m_u = put_mod(m, s, m_mul("M", 1, 2, WG_ROUNDING_UP));
    assert_int_equal(value_of(m, s, "M"), 6);
    EXPECT_TRACE(m, s, "M", BASE(5), {WG_MOD_OP_MUL, m_u, 0, 5, 3, 3, false, false},
                 {WG_MOD_OP_MUL, m_b, 0, 3, 6, 6, false, false});
    /* unbounded adds in the order applied: -5, +3 gives 6; +3, -5 gives 5 */
    put_stat(m, s, "U", 8);
    put_stat(m, s, "V", 8);
    put_mod(m, s, m_add("U", -5));
    put_mod(m, s, m_add("U", 3));
    put_mod(m, s, m_add("V", 3));
    put_mod(m, s, m_add("V", -5));
    assert_int_equal(value_of(m, s, "U"), 6);
    assert_int_equal(value_of(m, s, "V"), 5);
    /* bounded adds in the order applied: +3 max 9 then -5 min 2 gives
       8 -> 9 -> 4; the other order 8 -> 3 -> 6 */
    put_stat(m, s, "B", 8);
    put_stat(m, s, "C", 8);
    size_t b1 = put_mod(m, s, m_max(m_add("B", 3), 9));
    size_t b2 = put_mod(m, s, m_min(m_add("B", -5), 2));
    size_t c1 = put_mod(m, s, m_min(m_add("C", -5), 2));
    size_t c2 = put_mod(m, s, m_max(m_add("C", 3), 9));
    EXPECT_TRACE(m, s, "B", BASE(8), {WG_MOD_OP_ADD, b1, 0, 8, 11, 9, true, false},
                 {WG_MOD_OP_ADD, b2, 0, 9, 4, 4, false, false});
    EXPECT_TRACE(m, s, "C", BASE(8), {WG_MOD_OP_ADD, c1, 0, 8, 3, 3, false, false},
                 {WG_MOD_OP_ADD, c2, 0, 3, 6, 6, false, false});
    /* unbounded muls in the order applied: x1/2, x3 gives 3 -> 2 -> 6;
       x3, x1/2 gives 3 -> 9 -> 5 */
    put_stat(m, s, "P", 3);
    put_stat(m, s, "Q", 3);
    put_mod(m, s, m_mul("P", 1, 2, WG_ROUNDING_UP));
    put_mod(m, s, m_mul("P", 3, 1, WG_ROUNDING_UP));
    put_mod(m, s, m_mul("Q", 3, 1, WG_ROUNDING_UP));
    put_mod(m, s, m_mul("Q", 1, 2, WG_ROUNDING_UP));
    assert_int_equal(value_of(m, s, "P"), 6);
    assert_int_equal(value_of(m, s, "Q"), 5);
    /* a bounded mul still comes before every add (M1 before M3): +1 added
       first, x2 max 8: 5 -> 8 (10 bounded) -> 9 */
    put_stat(m, s, "G", 5);
    size_t g1 = put_mod(m, s, m_add("G", 1));
    size_t g2 = put_mod(m, s, m_max(m_mul("G", 2, 1, WG_ROUNDING_UP), 8));
    EXPECT_TRACE(m, s, "G", BASE(5), {WG_MOD_OP_MUL, g2, 0, 5, 10, 8, true, false},
                 {WG_MOD_OP_ADD, g1, 0, 8, 9, 9, false, false});
    /* removing and adding again moves a modifier to the end of its sub-group */
    assert_int_equal(wg_models_remove_modifier(m, b1, NULL), WG_OK);
    b1 = put_mod(m, s, m_max(m_add("B", 3), 9));
    EXPECT_TRACE(m, s, "B", BASE(8), {WG_MOD_OP_ADD, b2, 0, 8, 3, 3, false, false},
                 {WG_MOD_OP_ADD, b1, 0, 3, 6, 6, false, false});
    wg_models_free(m);
}

/* The trace of one step: set the base, explain, and compare the last step. */
static void expect_one_step(wg_models *m, size_t model, const char *stat, int base, size_t id,
                            wg_mod_op op, int raw, int after, bool bounded, bool clamped)
{
    assert_int_equal(wg_models_set_base(m, model, stat, base, NULL), WG_OK);
    assert_int_equal(value_of(m, model, stat), after);
    EXPECT_TRACE(m, model, stat, BASE(base), {op, id, 0, base, raw, after, bounded, clamped});
}

/* M3's decision: a bounded modifier never moves the value past its bound,
 * nor the other way; the trace marks the bound exactly when it acted. */
static void test_m3_bounds(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t s = put_model(m, "s");
    /* "-1, to a minimum of 1": 0 stays 0, 1 stays 1, 2 -> 1, 3 -> 2 */
    put_stat(m, s, "Ini", 3);
    size_t id = put_mod(m, s, m_min(m_add("Ini", -1), 1));
    expect_one_step(m, s, "Ini", 0, id, WG_MOD_OP_ADD, -1, 0, true, false);
    expect_one_step(m, s, "Ini", 1, id, WG_MOD_OP_ADD, 0, 1, true, false);
    expect_one_step(m, s, "Ini", 2, id, WG_MOD_OP_ADD, 1, 1, false, false);
    expect_one_step(m, s, "Ini", 3, id, WG_MOD_OP_ADD, 2, 2, false, false);
    expect_one_step(m, s, "Ini", 10, id, WG_MOD_OP_ADD, 9, 9, false, false);
    /* "+1, to a maximum of 5": 7 stays 7, 5 stays 5, 4 -> 5, 0 -> 1 */
    put_stat(m, s, "Ld", 3);
    id = put_mod(m, s, m_max(m_add("Ld", 1), 5));
    expect_one_step(m, s, "Ld", 7, id, WG_MOD_OP_ADD, 8, 7, true, false);
    expect_one_step(m, s, "Ld", 6, id, WG_MOD_OP_ADD, 7, 6, true, false);
    expect_one_step(m, s, "Ld", 5, id, WG_MOD_OP_ADD, 6, 5, true, false);
    expect_one_step(m, s, "Ld", 4, id, WG_MOD_OP_ADD, 5, 5, false, false);
    expect_one_step(m, s, "Ld", 0, id, WG_MOD_OP_ADD, 1, 1, false, false);
    expect_one_step(m, s, "Ld", 10, id, WG_MOD_OP_ADD, 11, 10, true, false);
    /* "-3, to a minimum of 2" stops at the bound: 4 -> 2 (not 1) */
    put_stat(m, s, "Dis", 4);
    id = put_mod(m, s, m_min(m_add("Dis", -3), 2));
    expect_one_step(m, s, "Dis", 4, id, WG_MOD_OP_ADD, 1, 2, true, false);
    expect_one_step(m, s, "Dis", 5, id, WG_MOD_OP_ADD, 2, 2, false, false);
    expect_one_step(m, s, "Dis", 9, id, WG_MOD_OP_ADD, 6, 6, false, false);
    /* a bound the other way round from the move does not pull the value to
       it: "+2, to a minimum of 5" turns 1 into 3 */
    put_stat(m, s, "Up", 1);
    id = put_mod(m, s, m_min(m_add("Up", 2), 5));
    expect_one_step(m, s, "Up", 1, id, WG_MOD_OP_ADD, 3, 3, false, false);
    expect_one_step(m, s, "Up", 7, id, WG_MOD_OP_ADD, 9, 9, false, false);
    /* "-2, to a maximum of 3": 9 -> 7 (the bound does not pull it down) */
    put_stat(m, s, "Down", 9);
    id = put_mod(m, s, m_max(m_add("Down", -2), 3));
    expect_one_step(m, s, "Down", 9, id, WG_MOD_OP_ADD, 7, 7, false, false);
    expect_one_step(m, s, "Down", 2, id, WG_MOD_OP_ADD, 0, 0, false, false);
    /* a bound beyond the range: the range clamps (M4), the bound did not act */
    put_stat(m, s, "Far", 8);
    id = put_mod(m, s, m_max(m_add("Far", 5), 20));
    expect_one_step(m, s, "Far", 8, id, WG_MOD_OP_ADD, 13, 10, false, true);
    put_stat(m, s, "Low", 0);
    id = put_mod(m, s, m_min(m_add("Low", -1), -3));
    expect_one_step(m, s, "Low", 0, id, WG_MOD_OP_ADD, -1, 0, false, true);
    /* both: the bound acts, then the range: +5 max 12 from 8 -> 12 -> 10 */
    put_stat(m, s, "Both", 8);
    id = put_mod(m, s, m_max(m_add("Both", 5), 12));
    expect_one_step(m, s, "Both", 8, id, WG_MOD_OP_ADD, 13, 10, true, true);
    /* bounds on mul: x2 max 6 */
    put_stat(m, s, "Mx", 2);
    id = put_mod(m, s, m_max(m_mul("Mx", 2, 1, WG_ROUNDING_UP), 6));
    expect_one_step(m, s, "Mx", 2, id, WG_MOD_OP_MUL, 4, 4, false, false);
    expect_one_step(m, s, "Mx", 3, id, WG_MOD_OP_MUL, 6, 6, false, false);
    expect_one_step(m, s, "Mx", 4, id, WG_MOD_OP_MUL, 8, 6, true, false);
    expect_one_step(m, s, "Mx", 7, id, WG_MOD_OP_MUL, 14, 7, true, false);
    /* x1/2 (down) min 3 */
    put_stat(m, s, "Mn", 10);
    id = put_mod(m, s, m_min(m_mul("Mn", 1, 2, WG_ROUNDING_DOWN), 3));
    expect_one_step(m, s, "Mn", 10, id, WG_MOD_OP_MUL, 5, 5, false, false);
    expect_one_step(m, s, "Mn", 7, id, WG_MOD_OP_MUL, 3, 3, false, false);
    expect_one_step(m, s, "Mn", 5, id, WG_MOD_OP_MUL, 2, 3, true, false);
    expect_one_step(m, s, "Mn", 3, id, WG_MOD_OP_MUL, 1, 3, true, false);
    expect_one_step(m, s, "Mn", 2, id, WG_MOD_OP_MUL, 1, 2, true, false);
    expect_one_step(m, s, "Mn", 0, id, WG_MOD_OP_MUL, 0, 0, false, false);
    wg_models_free(m);
}

/* ---- M1: rounding ------------------------------------------------------------------------ */

static int mul_of(wg_models *m, size_t s, const char *stat, int base, int num, int den,
                  wg_rounding round, int *raw)
{
    assert_int_equal(wg_models_set_base(m, s, stat, base, NULL), WG_OK);
    size_t id = put_mod(m, s, m_mul(stat, num, den, round));
    wg_trace *t = explain(m, s, stat);
    assert_int_equal(wg_trace_step_count(t), 2);
    const wg_step *step = wg_trace_step_at(t, 1);
    assert_int_equal(step->id, id);
    assert_int_equal(step->before, base);
    assert_int_equal(step->modifier.num, num);
    assert_int_equal(step->modifier.den, den);
    assert_int_equal(step->modifier.round, round);
    *raw = step->raw;
    int v = wg_trace_value(t);
    assert_int_equal(step->after, v);
    assert_int_equal(value_of(m, s, stat), v);
    wg_trace_free(t);
    assert_int_equal(wg_models_remove_modifier(m, id, NULL), WG_OK);
    return v;
}

/* M1: fractions round up unless the modifier says down; odd values, 3/2,
 * negative values where the range allows them, the largest numbers. */
static void test_m1_rounding(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t s = put_model(m, "s");
    put_stat_range(m, s, "Att", 0, 0, 20);
    put_stat_range(m, s, "Neg", 0, -20, 20);
    put_stat_range(m, s, "Big", 0, -WG_MOD_VALUE_MAX, WG_MOD_VALUE_MAX);
    static const struct {
        const char *stat;
        int base, num, den;
        wg_rounding round;
        int raw, after;
    } CASES[] = {
        {"Att", 7, 1, 2, WG_ROUNDING_UP, 4, 4},    /* 3.5 */
        {"Att", 7, 1, 2, WG_ROUNDING_DOWN, 3, 3},
        {"Att", 6, 1, 2, WG_ROUNDING_UP, 3, 3},    /* exact */
        {"Att", 6, 1, 2, WG_ROUNDING_DOWN, 3, 3},
        {"Att", 1, 1, 2, WG_ROUNDING_UP, 1, 1},    /* 0.5 */
        {"Att", 1, 1, 2, WG_ROUNDING_DOWN, 0, 0},
        {"Att", 7, 3, 2, WG_ROUNDING_UP, 11, 11},  /* 10.5 */
        {"Att", 7, 3, 2, WG_ROUNDING_DOWN, 10, 10},
        {"Att", 9, 3, 2, WG_ROUNDING_UP, 14, 14},  /* 13.5 */
        {"Att", 5, 2, 3, WG_ROUNDING_UP, 4, 4},    /* 3.33 */
        {"Att", 5, 2, 3, WG_ROUNDING_DOWN, 3, 3},
        {"Att", 5, 1, 3, WG_ROUNDING_UP, 2, 2},    /* 1.67 */
        {"Att", 5, 1, 3, WG_ROUNDING_DOWN, 1, 1},
        {"Att", 0, 1, 2, WG_ROUNDING_UP, 0, 0},
        {"Att", 7, 0, 5, WG_ROUNDING_UP, 0, 0},    /* x0 */
        {"Att", 7, 5, 5, WG_ROUNDING_UP, 7, 7},
        {"Att", 7, 1000, 1000, WG_ROUNDING_DOWN, 7, 7},
        {"Att", 7, 3, 1, WG_ROUNDING_UP, 21, 20},  /* clamped (M4) */
        {"Att", 20, 1, 1000, WG_ROUNDING_UP, 1, 1},
        {"Att", 20, 1, 1000, WG_ROUNDING_DOWN, 0, 0},
        /* negative values round up towards +infinity, down towards -infinity */
        {"Neg", -7, 1, 2, WG_ROUNDING_UP, -3, -3},  /* -3.5 */
        {"Neg", -7, 1, 2, WG_ROUNDING_DOWN, -4, -4},
        {"Neg", -5, 3, 2, WG_ROUNDING_UP, -7, -7},  /* -7.5 */
        {"Neg", -5, 3, 2, WG_ROUNDING_DOWN, -8, -8},
        {"Neg", -1, 1, 2, WG_ROUNDING_UP, 0, 0},    /* -0.5 */
        {"Neg", -1, 1, 2, WG_ROUNDING_DOWN, -1, -1},
        {"Neg", -6, 1, 2, WG_ROUNDING_UP, -3, -3},
        {"Neg", -6, 1, 2, WG_ROUNDING_DOWN, -3, -3},
        {"Neg", -9, 3, 1, WG_ROUNDING_UP, -27, -20}, /* clamped */
        /* the largest numbers do not overflow */
        {"Big", WG_MOD_VALUE_MAX, 1000, 1, WG_ROUNDING_UP, 1000000000, WG_MOD_VALUE_MAX},
        {"Big", -WG_MOD_VALUE_MAX, 1000, 1, WG_ROUNDING_UP, -1000000000, -WG_MOD_VALUE_MAX},
        {"Big", 999999, 999, 1000, WG_ROUNDING_UP, 999000, 999000},   /* 998999.001 */
        {"Big", 999999, 999, 1000, WG_ROUNDING_DOWN, 998999, 998999},
        {"Big", -999999, 999, 1000, WG_ROUNDING_UP, -998999, -998999},
        {"Big", -999999, 999, 1000, WG_ROUNDING_DOWN, -999000, -999000},
        {"Big", WG_MOD_VALUE_MAX, 1, 1000, WG_ROUNDING_UP, 1000, 1000},
        {"Big", 1, 1, 1000, WG_ROUNDING_UP, 1, 1},
        {"Big", 1, 1, 1000, WG_ROUNDING_DOWN, 0, 0},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        int raw = INT_MIN;
        int v = mul_of(m, s, CASES[i].stat, CASES[i].base, CASES[i].num, CASES[i].den,
                       CASES[i].round, &raw);
        if (v != CASES[i].after || raw != CASES[i].raw)
            fail_msg("case %zu: %s %d x %d/%d %s: raw %d, value %d; want raw %d, value %d", i,
                     CASES[i].stat, CASES[i].base, CASES[i].num, CASES[i].den,
                     CASES[i].round == WG_ROUNDING_UP ? "up" : "down", raw, v, CASES[i].raw,
                     CASES[i].after);
    }
    /* the default rounding of a zeroed struct is up */
    wg_modifier half = {.stat = "Att", .op = WG_MOD_OP_MUL, .num = 1, .den = 2};
    assert_int_equal(wg_models_set_base(m, s, "Att", 7, NULL), WG_OK);
    put_mod(m, s, half);
    assert_int_equal(value_of(m, s, "Att"), 4);
    /* adds at the limits */
    put_mod(m, s, m_add("Big", WG_MOD_VALUE_MAX));
    put_mod(m, s, m_add("Big", WG_MOD_VALUE_MAX));
    assert_int_equal(wg_models_set_base(m, s, "Big", WG_MOD_VALUE_MAX, NULL), WG_OK);
    assert_int_equal(value_of(m, s, "Big"), WG_MOD_VALUE_MAX);
    wg_models_free(m);
}

/* ---- M4: ranges ------------------------------------------------------------------------- */

/* M4's decision: a declared range is clamped to at every step like 0..10. */
static void test_m4_custom_ranges(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t s = put_model(m, "s");
    /* 0..20: 18 +5 -> 20 (23), -5 -> 15; with 0..10 it could not start at 18 */
    put_stat_range(m, s, "Att", 18, 0, 20);
    size_t a1 = put_mod(m, s, m_add("Att", 5)), a2 = put_mod(m, s, m_add("Att", -5));
    EXPECT_TRACE(m, s, "Att", BASE(18), {WG_MOD_OP_ADD, a1, 0, 18, 23, 20, false, true},
                 {WG_MOD_OP_ADD, a2, 0, 20, 15, 15, false, false});
    /* 0..20 lets 7 + 3 + 5 reach 15, where 0..10 would stop at 10 */
    assert_int_equal(wg_models_set_base(m, s, "Att", 7, NULL), WG_OK);
    assert_int_equal(value_of(m, s, "Att"), 7);
    size_t a3 = put_mod(m, s, m_add("Att", 8));
    assert_int_equal(value_of(m, s, "Att"), 15); /* 7 -> 12 -> 7 -> 15 */
    /* 3..5, clamped at every step, both ends */
    put_stat_range(m, s, "Mid", 4, 3, 5);
    size_t b1 = put_mod(m, s, m_set("Mid", 9));
    size_t b2 = put_mod(m, s, m_mul("Mid", 1, 10, WG_ROUNDING_DOWN));
    size_t b3 = put_mod(m, s, m_add("Mid", 1));
    EXPECT_TRACE(m, s, "Mid", BASE(4), {WG_MOD_OP_SET, b1, 0, 4, 9, 5, false, true},
                 {WG_MOD_OP_MUL, b2, 0, 5, 0, 3, false, true},
                 {WG_MOD_OP_ADD, b3, 0, 3, 4, 4, false, false});
    /* a range of negatives */
    put_stat_range(m, s, "Neg", -5, -10, -1);
    size_t n1 = put_mod(m, s, m_add("Neg", 7)), n2 = put_mod(m, s, m_add("Neg", -3));
    EXPECT_TRACE(m, s, "Neg", BASE(-5), {WG_MOD_OP_ADD, n1, 0, -5, 2, -1, false, true},
                 {WG_MOD_OP_ADD, n2, 0, -1, -4, -4, false, false});
    /* a range of one value: everything clamps back to it */
    put_stat_range(m, s, "One", 3, 3, 3);
    size_t o1 = put_mod(m, s, m_add("One", 1)), o2 = put_mod(m, s, m_add("One", 0));
    EXPECT_TRACE(m, s, "One", BASE(3), {WG_MOD_OP_ADD, o1, 0, 3, 4, 3, false, true},
                 {WG_MOD_OP_ADD, o2, 0, 3, 3, 3, false, false});
    /* a base outside its range is refused (WG_ERANGE), the value stays */
    wg_error err;
    assert_int_equal(wg_models_set_base(m, s, "Att", 21, &err), WG_ERANGE);
    assert_int_equal(wg_models_set_base(m, s, "Neg", 0, &err), WG_ERANGE);
    assert_int_equal(wg_models_set_base(m, s, "One", 4, &err), WG_ERANGE);
    assert_int_equal(wg_models_add_stat(m, s, "Out", 21, 0, 20, &err), WG_ERANGE);
    assert_int_equal(value_of(m, s, "Att"), 15);
    (void)a3;
    wg_models_free(m);
}

/* wg_models_try_base: the base set within its range (M4), the final value
 * after it (M1-M4, M2's uses included), as set_base then value give them;
 * refused bases and names change nothing; a cycle leaves the base set. */
static void test_m4_try_base(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t g = put_model(m, "general"), s = put_model(m, "spearman");
    put_stat(m, g, "Dis", 8);
    put_stat(m, s, "Dis", 6);
    put_stat_range(m, s, "Att", 2, 0, 20);
    put_mod(m, s, m_use("Dis", "general", NULL));  /* M2: the general's */
    put_mod(m, s, m_add("Dis", 1));
    put_mod(m, s, m_mul("Att", 3, 2, WG_ROUNDING_UP));  /* M1: mul before add */
    put_mod(m, s, m_add("Att", 4));
    int v = -1;
    wg_error err;
    for (int base = 0; base <= 20; base++) {
        assert_int_equal(wg_models_try_base(&v, m, s, "Att", base, &err), WG_OK);
        int want = (base * 3 + 1) / 2 + 4;
        assert_int_equal(v, want > 20 ? 20 : want);  /* M4: clamped to 0..20 */
        assert_int_equal(value_of(m, s, "Att"), v);
    }
    /* a use (M2): trying the general's base moves the spearman's value */
    assert_int_equal(wg_models_try_base(&v, m, g, "Dis", 3, &err), WG_OK);
    assert_int_equal(v, 3);
    assert_int_equal(value_of(m, s, "Dis"), 4);
    /* refused: out of range, no model, no characteristic, no out */
    v = -1;
    assert_int_equal(wg_models_try_base(&v, m, s, "Att", 21, &err), WG_ERANGE);
    expect_arg_error(&err, WG_ERANGE,
                     "spearman.Att: the base value 21 is outside its range 0..20 (M4)");
    assert_int_equal(wg_models_try_base(&v, m, 7, "Att", 1, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no model 7: the set has 2");
    assert_int_equal(wg_models_try_base(&v, m, s, "Nope", 1, &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_try_base(&v, NULL, 0, "Att", 1, &err), WG_EINVAL);
    assert_int_equal(v, -1);
    assert_int_equal(wg_models_try_base(NULL, m, s, "Att", 1, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "out is NULL");
    assert_int_equal(value_of(m, s, "Att"), 20);  /* base 20 still */
    /* a cycle (M2): the base is set, the value refused */
    put_mod(m, g, m_use("Dis", "spearman", NULL));
    assert_int_equal(wg_models_try_base(&v, m, g, "Dis", 5, &err), WG_ERULE);
    assert_int_equal(v, -1);
    wg_stat st;
    assert_int_equal(wg_models_stat_at(&st, m, g, 0, &err), WG_OK);
    assert_int_equal(st.base, 5);
    wg_models_free(m);
}

/* ---- M2: used values --------------------------------------------------------------------- */

/* M2: a use takes the source's final value (its modifiers first, even those
 * added later), of the same characteristic or of `from`, clamped into the
 * user's range; it follows changes of the source. */
static void test_m2_used_values(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t g = put_model(m, "general"), s = put_model(m, "spearman");
    put_stat(m, g, "Dis", 8);
    put_stat_range(m, g, "Big", 50, 0, 100);
    put_stat_range(m, g, "Neg", -5, -10, 10);
    put_stat(m, s, "Dis", 7);
    put_stat(m, s, "Ld", 7);
    put_stat(m, s, "Ini", 2);
    put_stat(m, s, "Low", 6);
    size_t banner = put_mod(m, g, m_src(m_add("Dis", 1), "banner"));
    size_t use = put_mod(m, s, m_use("Dis", "general", NULL));
    assert_int_equal(value_of(m, s, "Dis"), 9);
    EXPECT_TRACE(m, s, "Dis", BASE(7), {WG_MOD_OP_USE, use, 9, 7, 9, 9, false, false});
    /* a modifier the source gets after the use was added counts too */
    size_t fear = put_mod(m, g, m_add("Dis", -3));
    assert_int_equal(value_of(m, s, "Dis"), 6);
    assert_int_equal(value_of(m, g, "Dis"), 6);
    /* and a change of the source's base */
    assert_int_equal(wg_models_set_base(m, g, "Dis", 4, NULL), WG_OK);
    assert_int_equal(value_of(m, s, "Dis"), 2);
    assert_int_equal(wg_models_remove_modifier(m, fear, NULL), WG_OK);
    assert_int_equal(value_of(m, s, "Dis"), 5);
    /* the user's own modifiers come after the use: 5 x2 = 10, +2 = 10 (12) */
    size_t dbl = put_mod(m, s, m_mul("Dis", 2, 1, WG_ROUNDING_UP));
    size_t two = put_mod(m, s, m_add("Dis", 2));
    EXPECT_TRACE(m, s, "Dis", BASE(7), {WG_MOD_OP_USE, use, 5, 7, 5, 5, false, false},
                 {WG_MOD_OP_MUL, dbl, 0, 5, 10, 10, false, false},
                 {WG_MOD_OP_ADD, two, 0, 10, 12, 10, false, true});
    /* `from` another characteristic; clamped into the user's range (M4) */
    size_t big = put_mod(m, s, m_use("Ld", "general", "Big"));
    EXPECT_TRACE(m, s, "Ld", BASE(7), {WG_MOD_OP_USE, big, 50, 7, 50, 10, false, true});
    size_t neg = put_mod(m, s, m_use("Ini", "general", "Neg"));
    EXPECT_TRACE(m, s, "Ini", BASE(2), {WG_MOD_OP_USE, neg, -5, 2, -5, 0, false, true});
    /* a use of the model's own other characteristic is no cycle: Low uses
       spearman.Ld (10), then -1 */
    size_t own = put_mod(m, s, m_use("Low", "spearman", "Ld"));
    size_t low1 = put_mod(m, s, m_add("Low", -1));
    EXPECT_TRACE(m, s, "Low", BASE(6), {WG_MOD_OP_USE, own, 10, 6, 10, 10, false, false},
                 {WG_MOD_OP_ADD, low1, 0, 10, 9, 9, false, false});
    /* models using each other's different characteristics: no cycle either
       (general.Ld uses spearman.Ini, spearman.Dis uses general.Dis) */
    put_stat(m, g, "Ld", 1);
    size_t back = put_mod(m, g, m_use("Ld", "spearman", "Ini"));
    EXPECT_TRACE(m, g, "Ld", BASE(1), {WG_MOD_OP_USE, back, 0, 1, 0, 0, false, false});
    wg_error err;
    assert_int_equal(wg_models_evaluate(m, &err), WG_OK);
    /* the trace's use step names the model and characteristic used */
    wg_trace *t = explain(m, s, "Ld");
    const wg_step *step = wg_trace_step_at(t, 1);
    assert_int_equal(step->modifier.op, WG_MOD_OP_USE);
    assert_string_equal(step->modifier.stat, "Ld");
    assert_string_equal(step->modifier.model, "general");
    assert_string_equal(step->modifier.from, "Big");
    assert_int_equal(step->modifier.bound, WG_BOUND_NONE);
    wg_trace_free(t);
    t = explain(m, s, "Dis");
    step = wg_trace_step_at(t, 1);
    assert_string_equal(step->modifier.model, "general");
    assert_true(step->modifier.from == NULL || strcmp(step->modifier.from, "Dis") == 0);
    wg_trace_free(t);
    (void)banner;
    wg_models_free(m);
}

/* ---- M2: chains ------------------------------------------------------------------------- */

/* A chain of n models "m0".."m{n-1}": each with Dis (0..WG_MOD_VALUE_MAX,
 * base 0) and Ld 5; m0.Dis +1; m{i}.Dis uses m{i-1}.Dis, then +1. So
 * m{k}.Dis is k + 1. ids[i] receives m{i}'s +1, uses[i] its use. */
static wg_models *chain(size_t n, size_t *ids, size_t *uses)
{
    wg_models *m = new_models();
    char id[32], prev[32];
    for (size_t i = 0; i < n; i++) {
        snprintf(id, sizeof id, "m%zu", i);
        put_model(m, id);
        put_stat_range(m, i, "Dis", 0, 0, WG_MOD_VALUE_MAX);
        put_stat(m, i, "Ld", 5);
        if (i > 0) {
            size_t u = put_mod(m, i, m_use("Dis", prev, NULL));
            if (uses)
                uses[i] = u;
        }
        size_t a = put_mod(m, i, m_add("Dis", 1));
        if (ids)
            ids[i] = a;
        memcpy(prev, id, sizeof id);
    }
    return m;
}

/* M2: a chain of 1,000 uses, each taking the final value of the one before. */
static void test_m2_chain_1000(void **state)
{
    (void)state;
    enum { N = 1000 };
    static size_t ids[N], uses[N];
    wg_models *m = chain(N, ids, uses);
    assert_int_equal(wg_models_evaluations(m), 0);
    /* the last one's value evaluates the whole chain, each link once */
    assert_int_equal(value_of(m, N - 1, "Dis"), N);
    assert_int_equal(wg_models_evaluations(m), N);
    for (size_t i = 0; i < N; i += 97)
        assert_int_equal(value_of(m, i, "Dis"), (int)i + 1);
    assert_int_equal(wg_models_evaluations(m), N);
    EXPECT_TRACE(m, 500, "Dis", BASE(0), {WG_MOD_OP_USE, uses[500], 500, 0, 500, 500, false, false},
                 {WG_MOD_OP_ADD, ids[500], 0, 500, 501, 501, false, false});
    /* break it in the middle: m500 no longer uses m499 */
    assert_int_equal(wg_models_remove_modifier(m, uses[500], NULL), WG_OK);
    assert_int_equal(value_of(m, N - 1, "Dis"), N - 500);
    assert_int_equal(value_of(m, 499, "Dis"), 500);
    wg_models_free(m);
}

/* M2 (mod.h): a chain of 100,000 is evaluated iteratively, from its end
 * (wg_models_value) or as a whole (wg_models_evaluate), without running out
 * of stack. */
static void test_m2_chain_100000(void **state)
{
    (void)state;
    enum { N = 100000 };
    harness_stack_checks(false);
    wg_models *m = chain(N, NULL, NULL);
    assert_int_equal(value_of(m, N - 1, "Dis"), N);
    assert_int_equal(wg_models_evaluations(m), N);
    assert_int_equal(evaluations_of_evaluate(m), N); /* the Ld of every model */
    assert_int_equal(evaluations_of_evaluate(m), 0);
    wg_models_free(m);
    m = chain(N, NULL, NULL);
    assert_int_equal(evaluations_of_evaluate(m), 2 * N);
    assert_int_equal(value_of(m, N - 1, "Dis"), N);
    assert_int_equal(value_of(m, N / 2, "Dis"), N / 2 + 1);
    assert_int_equal(wg_models_evaluations(m), 2 * N);
    wg_models_free(m);
    harness_stack_checks(true);
}

/* Memoisation (mod.h): values are kept; a change recomputes exactly what
 * depends on it, counted by wg_models_evaluations(). */
static void test_memoisation(void **state)
{
    (void)state;
    enum { N = 10000 };
    static size_t ids[N], uses[N];
    wg_models *m = chain(N, ids, uses);
    size_t x = put_model(m, "x");
    put_stat(m, x, "Dis", 3);
    size_t xid = put_mod(m, x, m_add("Dis", 1));
    assert_int_equal(evaluations_of_evaluate(m), 2 * N + 1);
    /* evaluating twice, or reading values, evaluates nothing new */
    assert_int_equal(evaluations_of_evaluate(m), 0);
    unsigned long long base = wg_models_evaluations(m);
    assert_int_equal(value_of(m, N - 1, "Dis"), N);
    assert_int_equal(value_of(m, 0, "Ld"), 5);
    assert_int_equal(value_of(m, x, "Dis"), 4);
    assert_int_equal(wg_models_evaluations(m), base);
    /* the head's base: the whole chain */
    assert_int_equal(wg_models_set_base(m, 0, "Dis", 7, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N);
    assert_int_equal(value_of(m, N - 1, "Dis"), N + 7);
    /* the head's modifier: the whole chain */
    wg_modifier plus2 = m_add("Dis", 2);
    assert_int_equal(wg_models_change_modifier(m, ids[0], &plus2, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N);
    assert_int_equal(value_of(m, N - 1, "Dis"), N + 8);
    /* a link in the middle: from there on */
    assert_int_equal(wg_models_set_base(m, N / 2, "Dis", 9, NULL), WG_OK); /* used over */
    assert_int_equal(evaluations_of_evaluate(m), N - N / 2);
    assert_int_equal(wg_models_change_modifier(m, ids[N / 2], &plus2, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N - N / 2);
    assert_int_equal(value_of(m, N - 1, "Dis"), N + 9);
    /* the tail, an unrelated model, another characteristic of the head: 1 */
    assert_int_equal(wg_models_set_base(m, N - 1, "Dis", 1, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 1);
    assert_int_equal(wg_models_set_base(m, x, "Dis", 5, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 1);
    assert_int_equal(value_of(m, x, "Dis"), 6);
    assert_int_equal(wg_models_set_base(m, 0, "Ld", 6, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 1);
    wg_modifier x2 = m_add("Dis", 2);
    assert_int_equal(wg_models_change_modifier(m, xid, &x2, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 1);
    assert_int_equal(wg_models_remove_modifier(m, xid, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 1);
    put_mod(m, x, m_add("Dis", -1));
    assert_int_equal(evaluations_of_evaluate(m), 1);
    assert_int_equal(value_of(m, x, "Dis"), 4);
    /* lazily: reading the k-th link evaluates the k + 1 first, then the rest */
    assert_int_equal(wg_models_set_base(m, 0, "Dis", 0, NULL), WG_OK);
    base = wg_models_evaluations(m);
    assert_int_equal(value_of(m, 99, "Dis"), 100 + 1);
    assert_int_equal(wg_models_evaluations(m) - base, 100);
    assert_int_equal(value_of(m, 99, "Dis"), 101);
    assert_int_equal(wg_models_evaluations(m) - base, 100);
    assert_int_equal(evaluations_of_evaluate(m), N - 100);
    /* a removed link cuts the chain: the head then reaches only up to it */
    assert_int_equal(wg_models_remove_modifier(m, uses[N / 2], NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N - N / 2);
    assert_int_equal(wg_models_set_base(m, 0, "Dis", 3, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N / 2);
    /* a use moved to another source: the old one's changes no longer reach it */
    wg_modifier other = m_use("Dis", "x", NULL);
    assert_int_equal(wg_models_change_modifier(m, uses[1], &other, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N / 2 - 1);
    assert_int_equal(value_of(m, 1, "Dis"), 5); /* x.Dis 4, +1 */
    assert_int_equal(wg_models_set_base(m, 0, "Dis", 4, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 1);
    assert_int_equal(wg_models_set_base(m, x, "Dis", 0, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), N / 2 - 1 + 1);
    /* a failed change evaluates nothing again */
    wg_modifier bad = m_mul("Dis", 1, 0, WG_ROUNDING_UP);
    assert_int_equal(wg_models_change_modifier(m, ids[0], &bad, NULL), WG_EINVAL);
    assert_int_equal(wg_models_set_base(m, 0, "Dis", -1, NULL), WG_ERANGE);
    assert_int_equal(evaluations_of_evaluate(m), 0);
    wg_models_free(m);
}

/* A diamond: d is used by b and c, both used by a; evaluated once each. */
static void test_m2_diamond(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t a = put_model(m, "a"), b = put_model(m, "b"), c = put_model(m, "c"),
           d = put_model(m, "d");
    put_stat(m, a, "Dis", 0);
    put_stat(m, a, "Ld", 0);
    put_stat(m, b, "Dis", 0);
    put_stat(m, c, "Ld", 0);
    put_stat(m, d, "Dis", 4);
    put_mod(m, a, m_use("Dis", "b", NULL));
    put_mod(m, a, m_use("Ld", "c", NULL));
    put_mod(m, b, m_use("Dis", "d", NULL));
    put_mod(m, b, m_add("Dis", 1));
    put_mod(m, c, m_use("Ld", "d", "Dis"));
    put_mod(m, c, m_add("Ld", 2));
    put_mod(m, a, m_use("Dis", "c", "Ld")); /* a.Dis uses b, then c: c wins */
    assert_int_equal(value_of(m, a, "Dis"), 6);
    assert_int_equal(wg_models_evaluations(m), 4); /* a.Dis, b.Dis, c.Ld, d.Dis */
    assert_int_equal(value_of(m, a, "Ld"), 6);
    assert_int_equal(wg_models_evaluations(m), 5);
    assert_int_equal(wg_models_set_base(m, d, "Dis", 1, NULL), WG_OK);
    assert_int_equal(evaluations_of_evaluate(m), 5);
    assert_int_equal(value_of(m, a, "Dis"), 3);
    assert_int_equal(value_of(m, b, "Dis"), 2);
    wg_models_free(m);
}

/* ---- M2: cycles -------------------------------------------------------------------------- */

/* Evaluating model.stat must fail with WG_ERULE and the message naming
 * exactly cycle; explaining it too, with out unchanged. */
static void expect_cycle(wg_models *m, size_t model, const char *stat, const char *cycle)
{
    char want[WG_ERROR_MESSAGE_SIZE];
    snprintf(want, sizeof want, "a cycle of used values (M2): %s", cycle);
    int v = -77;
    wg_error err;
    assert_int_equal(wg_models_value(&v, m, model, stat, &err), WG_ERULE);
    assert_int_equal(v, -77);
    expect_arg_error(&err, WG_ERULE, want);
    wg_trace *t = (wg_trace *)&t;
    assert_int_equal(wg_models_explain(&t, m, model, stat, &err), WG_ERULE);
    assert_ptr_equal(t, (wg_trace *)&t);
    expect_arg_error(&err, WG_ERULE, want);
}

/* M2: a cycle of uses is WG_ERULE naming it (`a.Dis -> b.Dis -> a.Dis`):
 * of one, two and three characteristics, reached from outside, and long;
 * breaking it makes the set usable again. An arrow goes from a user to what
 * it uses; the cycle is named from the use that closes it, that is from
 * the characteristic on it the walk reached last (docs/FORMATS.md's
 * `spearman.Dis -> general.Dis -> spearman.Dis` when general, the first
 * model, uses spearman). */
static void test_m2_cycles(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t a = put_model(m, "a"), b = put_model(m, "b"), c = put_model(m, "c"),
           x = put_model(m, "x");
    put_stat(m, a, "Dis", 1);
    put_stat(m, a, "Ld", 2);
    put_stat(m, b, "Dis", 3);
    put_stat(m, b, "Ld", 4);
    put_stat(m, c, "Ini", 5);
    put_stat(m, x, "Dis", 6);
    /* accepted when added (mod.h), refused when evaluated */
    size_t self = put_mod(m, a, m_use("Dis", "a", NULL));
    expect_cycle(m, a, "Dis", "a.Dis -> a.Dis");
    wg_error err;
    assert_int_equal(wg_models_evaluate(m, &err), WG_ERULE);
    expect_arg_error(&err, WG_ERULE, "a cycle of used values (M2): a.Dis -> a.Dis");
    /* other characteristics still evaluate */
    assert_int_equal(value_of(m, a, "Ld"), 2);
    assert_int_equal(value_of(m, x, "Dis"), 6);
    assert_int_equal(wg_models_remove_modifier(m, self, NULL), WG_OK);
    assert_int_equal(value_of(m, a, "Dis"), 1);

    /* two: a.Dis -> b.Dis -> a.Dis */
    size_t ab = put_mod(m, a, m_use("Dis", "b", NULL));
    size_t ba = put_mod(m, b, m_use("Dis", "a", NULL));
    expect_cycle(m, a, "Dis", "b.Dis -> a.Dis -> b.Dis");
    expect_cycle(m, b, "Dis", "a.Dis -> b.Dis -> a.Dis");
    /* reached from outside the cycle: the message names the cycle only */
    size_t xa = put_mod(m, x, m_use("Dis", "a", NULL));
    expect_cycle(m, x, "Dis", "b.Dis -> a.Dis -> b.Dis");
    assert_int_equal(wg_models_evaluate(m, &err), WG_ERULE);
    expect_arg_error(&err, WG_ERULE, "a cycle of used values (M2): b.Dis -> a.Dis -> b.Dis");
    int v = -1;
    char *text = (char *)&text;
    assert_int_equal(wg_models_to_json(&text, m, false, &err), WG_ERULE);
    assert_ptr_equal(text, (char *)&text);
    assert_int_equal(wg_models_to_text(&text, m, false, &err), WG_ERULE);
    assert_ptr_equal(text, (char *)&text);
    /* broken by a change: no cycle any more */
    wg_modifier plus = m_add("Dis", 2);
    assert_int_equal(wg_models_change_modifier(m, ba, &plus, NULL), WG_OK);
    assert_int_equal(value_of(m, x, "Dis"), 5); /* a uses b: 3 + 2 */
    assert_int_equal(wg_models_evaluate(m, &err), WG_OK);
    /* and made again by a change */
    wg_modifier back = m_use("Dis", "a", NULL);
    assert_int_equal(wg_models_change_modifier(m, ba, &back, NULL), WG_OK);
    expect_cycle(m, a, "Dis", "b.Dis -> a.Dis -> b.Dis");
    assert_int_equal(wg_models_remove_modifier(m, ab, NULL), WG_OK);
    assert_int_equal(value_of(m, x, "Dis"), 1);
    assert_int_equal(value_of(m, b, "Dis"), 1);

    /* three, through other characteristics: a.Ld -> b.Ld -> c.Ini -> a.Ld */
    size_t c1 = put_mod(m, a, m_use("Ld", "b", NULL));
    put_mod(m, b, m_use("Ld", "c", "Ini"));
    put_stat(m, c, "Ld", 0);
    put_mod(m, c, m_use("Ini", "a", "Ld"));
    expect_cycle(m, a, "Ld", "c.Ini -> a.Ld -> b.Ld -> c.Ini");
    expect_cycle(m, c, "Ini", "b.Ld -> c.Ini -> a.Ld -> b.Ld");
    expect_cycle(m, b, "Ld", "a.Ld -> b.Ld -> c.Ini -> a.Ld");
    /* the rest of the set is fine */
    assert_int_equal(value_of(m, x, "Dis"), 1);
    assert_int_equal(value_of(m, c, "Ld"), 0);
    assert_int_equal(wg_models_remove_modifier(m, c1, NULL), WG_OK);
    assert_int_equal(value_of(m, c, "Ini"), 2); /* a.Ld's base */
    assert_int_equal(wg_models_evaluate(m, &err), WG_OK);
    (void)xa;
    wg_models_free(m);

    /* a cycle of 100,000 links: found without running out of stack */
    enum { N = 100000 };
    static size_t uses[N];
    harness_stack_checks(false);
    m = chain(N, NULL, uses);
    char last[32];
    snprintf(last, sizeof last, "m%d", N - 1);
    size_t closing = put_mod(m, 0, m_use("Dis", last, NULL));
    assert_int_equal(wg_models_value(&v, m, N / 2, "Dis", &err), WG_ERULE);
    /* its ends, from m50001 (which uses m50000) back round to m50001 */
    expect_arg_error(&err, WG_ERULE, "a cycle of used values (M2) of 100000 characteristics: "
                     "m50001.Dis -> m50000.Dis -> m49999.Dis -> m49998.Dis -> m49997.Dis -> "
                     "m49996.Dis -> ... -> m50006.Dis -> m50005.Dis -> m50004.Dis -> "
                     "m50003.Dis -> m50002.Dis -> m50001.Dis");
    assert_int_equal(wg_models_evaluate(m, &err), WG_ERULE);
    assert_int_equal(err.code, WG_ERULE);
    assert_int_equal(wg_models_remove_modifier(m, closing, NULL), WG_OK);
    assert_int_equal(value_of(m, N - 1, "Dis"), N);
    wg_models_free(m);
    harness_stack_checks(true);
}

/* ---- M5: traces ------------------------------------------------------------------------- */

/* M5: every field of every kind of step; the strings belong to the trace,
 * which outlives changes to its set and the set itself. */
static void test_m5_trace_fields(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t g = put_model(m, "general"), s = put_model(m, "spearman");
    put_stat(m, g, "Dis", 8);
    put_stat(m, g, "Ld", 6);
    put_stat(m, s, "Ld", 7);
    char src[] = "standard";
    size_t use = put_mod(m, s, m_src(m_use("Ld", "general", "Ld"), src));
    size_t set = put_mod(m, s, m_src(m_set("Ld", 5), "fear"));
    size_t mul = put_mod(m, s, m_max(m_mul("Ld", 3, 2, WG_ROUNDING_DOWN), 7));
    size_t add = put_mod(m, s, m_min(m_add("Ld", -1), 8));
    wg_trace *t = explain(m, s, "Ld");
    /* use 6; set 5; x3/2 down = 7; -1 min 8: 7 is below 8, stays 7 */
    STEPS(t, {WG_MOD_OP_BASE, 0, 0, 7, 7, 7, false, false},
          {WG_MOD_OP_USE, use, 6, 7, 6, 6, false, false},
          {WG_MOD_OP_SET, set, 0, 6, 5, 5, false, false},
          {WG_MOD_OP_MUL, mul, 0, 5, 7, 7, false, false},
          {WG_MOD_OP_ADD, add, 0, 7, 6, 7, true, false});
    /* changing and freeing the set leaves the trace as it was */
    wg_modifier other = m_add("Ld", 3);
    assert_int_equal(wg_models_change_modifier(m, use, &other, NULL), WG_OK);
    strcpy(src, "XXXXXXXX");
    wg_trace *t2 = explain(m, s, "Ld");
    wg_models_free(m);
    STEPS(t, {WG_MOD_OP_BASE, 0, 0, 7, 7, 7, false, false},
          {WG_MOD_OP_USE, use, 6, 7, 6, 6, false, false},
          {WG_MOD_OP_SET, set, 0, 6, 5, 5, false, false},
          {WG_MOD_OP_MUL, mul, 0, 5, 7, 7, false, false},
          {WG_MOD_OP_ADD, add, 0, 7, 6, 7, true, false});
    assert_string_equal(wg_trace_model(t), "spearman");
    assert_string_equal(wg_trace_stat(t), "Ld");
    assert_int_equal(wg_trace_value(t), 7);
    const wg_step *st = wg_trace_step_at(t, 0);
    assert_string_equal(st->modifier.stat, "Ld");
    assert_null(st->modifier.source);
    st = wg_trace_step_at(t, 1);
    wg_modifier want = m_src(m_use("Ld", "general", "Ld"), "standard");
    expect_mod(&st->modifier, &want);
    st = wg_trace_step_at(t, 2);
    want = m_src(m_set("Ld", 5), "fear");
    expect_mod(&st->modifier, &want);
    st = wg_trace_step_at(t, 3);
    want = m_max(m_mul("Ld", 3, 2, WG_ROUNDING_DOWN), 7);
    expect_mod(&st->modifier, &want);
    st = wg_trace_step_at(t, 4);
    want = m_min(m_add("Ld", -1), 8);
    expect_mod(&st->modifier, &want);
    assert_null(wg_trace_step_at(t, 5));
    assert_null(wg_trace_step_at(t, (size_t)-1));
    /* the second trace: set 5; x3/2 down = 7; +3 = 10; -1 min 8 = 9 */
    STEPS(t2, BASE(7), {WG_MOD_OP_SET, set, 0, 7, 5, 5, false, false},
          {WG_MOD_OP_MUL, mul, 0, 5, 7, 7, false, false},
          {WG_MOD_OP_ADD, use, 0, 7, 10, 10, false, false},
          {WG_MOD_OP_ADD, add, 0, 10, 9, 9, false, false});
    assert_null(wg_trace_step_at(t2, 0)->modifier.source);
    wg_trace_free(t2);
    wg_trace_free(t);
    wg_trace_free(NULL);
}

/* M5: the text and JSON of traces of every op, with labels, bounds and clamps. */
static void test_m5_trace_output(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t g = put_model(m, "general"), s = put_model(m, "spearman");
    put_stat(m, g, "Dis", 8);
    put_stat(m, s, "Dis", 7);
    put_stat(m, s, "Ini", 0);
    put_stat_range(m, s, "Att", 7, 0, 20);
    put_mod(m, g, m_src(m_add("Dis", 1), "banner"));
    put_mod(m, s, m_use("Dis", "general", NULL));
    put_mod(m, s, m_min(m_add("Ini", -1), 1));
    put_mod(m, s, m_mul("Att", 1, 2, WG_ROUNDING_DOWN));
    put_stat(m, s, "Ld", 9);
    put_mod(m, s, m_src(m_max(m_add("Ld", 3), 5), "rally"));
    put_mod(m, s, m_set("Ld", 2));
    put_mod(m, s, m_mul("Ld", 3, 1, WG_ROUNDING_UP));
    put_mod(m, s, m_use("Ld", "general", "Dis"));
    char *text = NULL;
    wg_error err;
    wg_trace *t = explain(m, g, "Dis");
    assert_int_equal(wg_trace_to_text(&text, t, &err), WG_OK);
    expect_text(text, "general.Dis = 9\n"
                      "  base 8\n"
                      "  add +1 [banner]: 8 -> 9\n");
    assert_int_equal(wg_trace_to_json(&text, t, &err), WG_OK);
    expect_text(text, "[{\"op\": \"base\", \"after\": 8}, {\"op\": \"add\", \"value\": 1, "
                      "\"source\": \"banner\", \"before\": 8, \"after\": 9, "
                      "\"clamped\": false}]");
    wg_trace_free(t);
    t = explain(m, s, "Dis");
    assert_int_equal(wg_trace_to_text(&text, t, &err), WG_OK);
    expect_text(text, "spearman.Dis = 9\n"
                      "  base 7\n"
                      "  use general.Dis (9): 7 -> 9\n");
    assert_int_equal(wg_trace_to_json(&text, t, &err), WG_OK);
    expect_text(text, "[{\"op\": \"base\", \"after\": 7}, {\"op\": \"use\", \"model\": "
                      "\"general\", \"from\": \"Dis\", \"value\": 9, \"before\": 7, "
                      "\"after\": 9, \"clamped\": false}]");
    wg_trace_free(t);
    t = explain(m, s, "Att");
    assert_int_equal(wg_trace_to_text(&text, t, &err), WG_OK);
    expect_text(text, "spearman.Att = 3\n"
                      "  base 7\n"
                      "  mul 1/2 down: 7 -> 3\n");
    assert_int_equal(wg_trace_to_json(&text, t, &err), WG_OK);
    expect_text(text, "[{\"op\": \"base\", \"after\": 7}, {\"op\": \"mul\", \"num\": 1, "
                      "\"den\": 2, \"round\": \"down\", \"before\": 7, \"after\": 3, "
                      "\"clamped\": false}]");
    wg_trace_free(t);
    /* M3: the bound acted; shown with the value it held */
    t = explain(m, s, "Ini");
    assert_int_equal(wg_trace_to_text(&text, t, &err), WG_OK);
    expect_text(text, "spearman.Ini = 0\n"
                      "  base 0\n"
                      "  add -1 (min 1): 0 -> -1, held at 0 by the bound\n");
    assert_int_equal(wg_trace_to_json(&text, t, &err), WG_OK);
    expect_text(text, "[{\"op\": \"base\", \"after\": 0}, {\"op\": \"add\", \"value\": -1, "
                      "\"min\": 1, \"before\": 0, \"after\": 0, \"clamped\": false, "
                      "\"bounded\": true}]");
    wg_trace_free(t);
    /* every group, a set and a clamp, a bound with a label that did and did
       not act: Ld 9: set 2, use general.Dis 9, x3 = 10 (27), +3 max 5 held at 10 */
    t = explain(m, s, "Ld");
    assert_int_equal(wg_trace_to_text(&text, t, &err), WG_OK);
    expect_text(text, "spearman.Ld = 10\n"
                      "  base 9\n"
                      "  set 2: 9 -> 2\n"
                      "  use general.Dis (9): 2 -> 9\n"
                      "  mul 3/1 up: 9 -> 27, clamped to 10\n"
                      "  add +3 (max 5) [rally]: 10 -> 13, held at 10 by the bound\n");
    assert_int_equal(wg_trace_to_json(&text, t, &err), WG_OK);
    expect_text(text, "[{\"op\": \"base\", \"after\": 9}, "
                      "{\"op\": \"set\", \"value\": 2, \"before\": 9, \"after\": 2, "
                      "\"clamped\": false}, "
                      "{\"op\": \"use\", \"model\": \"general\", \"from\": \"Dis\", "
                      "\"value\": 9, \"before\": 2, \"after\": 9, \"clamped\": false}, "
                      "{\"op\": \"mul\", \"num\": 3, \"den\": 1, \"round\": \"up\", "
                      "\"before\": 9, \"after\": 10, \"clamped\": true}, "
                      "{\"op\": \"add\", \"value\": 3, \"max\": 5, \"source\": \"rally\", "
                      "\"before\": 10, \"after\": 10, \"clamped\": false, \"bounded\": true}]");
    wg_trace_free(t);
    t = explain(m, s, "Ini");
    /* arguments */
    assert_int_equal(wg_trace_to_text(NULL, t, &err), WG_EINVAL);
    text = (char *)&text;
    assert_int_equal(wg_trace_to_text(&text, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_trace_to_json(NULL, t, &err), WG_EINVAL);
    assert_int_equal(wg_trace_to_json(&text, NULL, &err), WG_EINVAL);
    wg_trace_free(t);
    wg_models_free(m);
}

/* ---- arguments ------------------------------------------------------------------------ */

/* Evaluation's refusals: NULL arguments, no such model or characteristic;
 * out unchanged. */
static void test_eval_arguments(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t s = put_model(m, "s");
    put_stat(m, s, "Dis", 7);
    int v = -77;
    wg_error err;
    /* a model past the end is not there (WG_ENOTFOUND), as a characteristic */
    assert_int_equal(wg_models_value(&v, m, 1, "Dis", &err), WG_ENOTFOUND);
    assert_int_equal(err.code, WG_ENOTFOUND);
    assert_string_equal(err.message, "no model 1: the set has 1");
    assert_int_equal(wg_models_value(&v, m, WG_NONE, "Dis", &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_value(&v, m, s, "Ld", &err), WG_ENOTFOUND);
    assert_int_equal(err.code, WG_ENOTFOUND);
    assert_int_equal(wg_models_value(&v, m, s, NULL, &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_value(&v, NULL, 0, "Dis", &err), WG_EINVAL);
    assert_int_equal(wg_models_value(NULL, m, s, "Dis", &err), WG_EINVAL);
    assert_int_equal(v, -77);
    wg_trace *t = (wg_trace *)&t;
    assert_int_equal(wg_models_explain(&t, m, 1, "Dis", &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_explain(&t, m, s, "Ld", &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_explain(&t, NULL, 0, "Dis", &err), WG_EINVAL);
    assert_ptr_equal(t, (wg_trace *)&t);
    assert_int_equal(wg_models_explain(NULL, m, s, "Dis", &err), WG_EINVAL);
    assert_int_equal(wg_models_evaluate(NULL, &err), WG_EINVAL);
    assert_int_equal(wg_models_evaluations(NULL), 0);
    char *text = (char *)&text;
    assert_int_equal(wg_models_to_json(&text, NULL, false, &err), WG_EINVAL);
    assert_int_equal(wg_models_to_text(&text, NULL, true, &err), WG_EINVAL);
    assert_ptr_equal(text, (char *)&text);
    assert_int_equal(wg_models_to_json(NULL, m, false, &err), WG_EINVAL);
    assert_int_equal(wg_models_to_text(NULL, m, false, &err), WG_EINVAL);
    assert_int_equal(wg_models_evaluations(m), 0);
    /* an empty set and a model without characteristics print */
    wg_models *empty = new_models();
    assert_int_equal(wg_models_evaluate(empty, &err), WG_OK);
    assert_int_equal(wg_models_to_json(&text, empty, true, &err), WG_OK);
    expect_text(text, "{\"models\": []}");
    assert_int_equal(wg_models_to_text(&text, empty, true, &err), WG_OK);
    expect_text(text, "");
    put_model(empty, "bare");
    assert_int_equal(wg_models_to_json(&text, empty, true, &err), WG_OK);
    expect_text(text, "{\"models\": [{\"id\": \"bare\", \"characteristics\": {}, "
                      "\"trace\": {}}]}");
    assert_int_equal(wg_models_to_json(&text, empty, false, &err), WG_OK);
    expect_text(text, "{\"models\": [{\"id\": \"bare\", \"characteristics\": {}}]}");
    assert_int_equal(wg_models_to_text(&text, empty, true, &err), WG_OK);
    expect_text(text, "bare: no characteristics\n");
    /* names are written as JSON strings */
    put_model(empty, "say \"hi\"\\");
    put_stat(empty, 1, "\xc3\xa9\t", 2);
    assert_int_equal(wg_models_to_json(&text, empty, false, &err), WG_OK);
    expect_text(text, "{\"models\": [{\"id\": \"bare\", \"characteristics\": {}}, "
                      "{\"id\": \"say \\\"hi\\\"\\\\\", \"characteristics\": "
                      "{\"\xc3\xa9\\u0009\": 2}}]}");
    wg_models_free(empty);
    wg_models_free(m);
}

/* ---- allocation failures ------------------------------------------------------------- */

typedef struct eval_ctx {
    wg_models *m; /* a chain, evaluated afresh by each run */
    size_t n;
    bool high;    /* the head's base is 5 (else 0) */
} eval_ctx;

/* Evaluate, explain and print a chain; a failure leaves the set usable. */
static wg_status op_evaluate(void *ctx)
{
    eval_ctx *c = ctx;
    wg_error err;
    /* make everything stale: the head's base changes */
    c->high = !c->high;
    assert_int_equal(wg_models_set_base(c->m, 0, "Dis", c->high ? 5 : 0, NULL), WG_OK);
    int want = (int)c->n + (c->high ? 5 : 0);
    int v = -1;
    wg_status st = wg_models_value(&v, c->m, c->n - 1, "Dis", &err);
    if (st == WG_OK)
        assert_int_equal(v, want);
    if (st == WG_OK)
        st = wg_models_evaluate(c->m, &err);
    wg_trace *t = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_models_explain(&t, c->m, c->n - 1, "Dis", &err));
    char *text = NULL;
    if (st == WG_OK) {
        st = OOM_CALL(wg_trace_to_text(&text, t, &err));
        wg_free(text);
    }
    if (st == WG_OK) {
        st = OOM_CALL(wg_trace_to_json(&text, t, &err));
        wg_free(text);
    }
    wg_trace_free(t);
    if (st == WG_OK) {
        st = OOM_CALL(wg_models_to_json(&text, c->m, true, &err));
        wg_free(text);
    }
    if (st == WG_OK) {
        st = OOM_CALL(wg_models_to_text(&text, c->m, true, &err));
        wg_free(text);
    }
    if (st != WG_OK) {
        assert_int_equal(err.code, WG_ENOMEM);
        /* the set is as it was: everything evaluates now */
        assert_int_equal(wg_models_evaluate(c->m, NULL), WG_OK);
        assert_int_equal(value_of(c->m, c->n - 1, "Dis"), want);
    }
    return st;
}

/* M2: ten models whose S uses the S of every one after it, the last first.
 * Depth first from d0 (where evaluating starts), d1 comes back to the top
 * first and pushes again what d0 pushed: the walk outgrows its stack (a
 * place per characteristic), so evaluating allocates. */
static wg_models *dense(void)
{
    wg_models *m = new_models();
    char id[8];
    for (int i = 0; i < 10; i++) {
        snprintf(id, sizeof id, "d%d", i);
        put_stat(m, put_model(m, id), "S", i);
    }
    for (int i = 0; i < 10; i++) {
        for (int j = 9; j > i; j--) {
            snprintf(id, sizeof id, "d%d", j);
            put_mod(m, (size_t)i, m_use("S", id, "S"));
        }
    }
    return m;
}

typedef struct dense_ctx {
    int want; /* d0's S, evaluated without failure */
    enum { DENSE_VALUE, DENSE_EVALUATE, DENSE_TRY_BASE } call; /* of d0's S, or all */
} dense_ctx;

/* The call under test; v: d0's S, where it gives one. */
static wg_status dense_call(int *v, wg_models *m, const dense_ctx *c, wg_error *err)
{
    switch (c->call) {
    case DENSE_VALUE:
        return OOM_CALL(wg_models_value(v, m, 0, "S", err));
    case DENSE_EVALUATE:
        return OOM_CALL(wg_models_evaluate(m, err));
    default: /* d0's base as it is: the set still evaluates from scratch */
        return OOM_CALL(wg_models_try_base(v, m, 0, "S", 0, err));
    }
}

/* On a fresh set (the stack, once grown, stays): WG_ENOMEM leaves the set
 * able to evaluate, to the same values. */
static wg_status op_dense(void *ctx)
{
    const dense_ctx *c = ctx;
    wg_error err;
    harness_pause();
    wg_models *m = dense();
    harness_resume();
    int v = -1;
    wg_status st = dense_call(&v, m, c, &err);
    harness_pause();
    if (st == WG_OK && c->call != DENSE_EVALUATE)
        assert_int_equal(v, c->want);
    if (st != WG_OK)
        assert_int_equal(err.code, WG_ENOMEM);
    assert_int_equal(value_of(m, 0, "S"), c->want);
    wg_models_free(m);
    harness_resume();
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    eval_ctx c = {chain(300, NULL, NULL), 300, false};
    size_t n = harness_fail_each_alloc(op_evaluate, &c);
    print_message("allocations: evaluate, explain and print a chain of 300: %zu\n", n);
    wg_models *m = dense();
    dense_ctx d = {value_of(m, 0, "S"), DENSE_VALUE};
    wg_models_free(m);
    size_t n_value = harness_fail_each_alloc(op_dense, &d);
    d.call = DENSE_EVALUATE;
    size_t n_evaluate = harness_fail_each_alloc(op_dense, &d);
    d.call = DENSE_TRY_BASE;
    size_t n_try = harness_fail_each_alloc(op_dense, &d);
    print_message("allocations: value %zu, evaluate %zu, try_base %zu (ten models using each "
                  "other)\n", n_value, n_evaluate, n_try);
    assert_true(n_value >= 1 && n_evaluate >= 1 && n_try == n_value);
    wg_models_free(c.m);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_m4_rulebook_example),
        cmocka_unit_test(test_m1_groups),
        cmocka_unit_test(test_m3_order),
        cmocka_unit_test(test_m3_bounds),
        cmocka_unit_test(test_m1_rounding),
        cmocka_unit_test(test_m4_custom_ranges),
        cmocka_unit_test(test_m4_try_base),
        cmocka_unit_test(test_m2_used_values),
        cmocka_unit_test(test_m2_chain_1000),
        cmocka_unit_test(test_m2_chain_100000),
        cmocka_unit_test(test_memoisation),
        cmocka_unit_test(test_m2_diamond),
        cmocka_unit_test(test_m2_cycles),
        cmocka_unit_test(test_m5_trace_fields),
        cmocka_unit_test(test_m5_trace_output),
        cmocka_unit_test(test_eval_arguments),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("mod_eval", tests, harness_setup, harness_teardown);
}
