/* Shared by the mod module's suites (test_mod_*.c): building model sets in
 * code, reading values and traces back, and checking errors exactly.
 * Everything is static inline so each suite uses what it needs. */
#ifndef WG_TEST_MOD_COMMON_H
#define WG_TEST_MOD_COMMON_H

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "test_common.h"

/* ---- building ------------------------------------------------------------------- */

static inline wg_models *new_models(void)
{
    wg_models *m = NULL;
    wg_error err;
    if (wg_models_new(&m, &err) != WG_OK)
        fail_msg("wg_models_new: %s", err.message);
    assert_non_null(m);
    return m;
}

static inline size_t put_model(wg_models *m, const char *id)
{
    size_t at = (size_t)-1;
    wg_error err;
    if (wg_models_add_model(&at, m, id, &err) != WG_OK)
        fail_msg("add model %s: %s", id, err.message);
    return at;
}

/* A characteristic with the range min..max. */
static inline void put_stat_range(wg_models *m, size_t model, const char *stat, int base, int min,
                                  int max)
{
    wg_error err;
    if (wg_models_add_stat(m, model, stat, base, min, max, &err) != WG_OK)
        fail_msg("add stat %s = %d (%d..%d) to model %zu: %s", stat, base, min, max, model,
                 err.message);
}

/* A characteristic with the default range 0..10 (M4). */
static inline void put_stat(wg_models *m, size_t model, const char *stat, int base)
{
    put_stat_range(m, model, stat, base, WG_STAT_MIN, WG_STAT_MAX);
}

/* Add a modifier; returns its id. */
static inline size_t put_mod(wg_models *m, size_t model, wg_modifier mod)
{
    size_t id = (size_t)-1;
    wg_error err;
    if (wg_models_add_modifier(&id, m, model, &mod, &err) != WG_OK)
        fail_msg("add %s modifier to %s of model %zu: %s", wg_mod_op_name(mod.op),
                 mod.stat ? mod.stat : "(null)", model, err.message);
    return id;
}

/* Modifiers, with the unused fields zeroed. */
static inline wg_modifier m_add(const char *stat, int value)
{
    return (wg_modifier){.stat = stat, .op = WG_MOD_OP_ADD, .value = value};
}

static inline wg_modifier m_set(const char *stat, int value)
{
    return (wg_modifier){.stat = stat, .op = WG_MOD_OP_SET, .value = value};
}

static inline wg_modifier m_use(const char *stat, const char *model, const char *from)
{
    return (wg_modifier){.stat = stat, .op = WG_MOD_OP_USE, .model = model, .from = from};
}

static inline wg_modifier m_mul(const char *stat, int num, int den, wg_rounding round)
{
    return (wg_modifier){.stat = stat, .op = WG_MOD_OP_MUL, .num = num, .den = den,
                         .round = round};
}

/* The same modifier with a bound (M3). */
static inline wg_modifier m_min(wg_modifier mod, int limit)
{
    mod.bound = WG_BOUND_MIN;
    mod.limit = limit;
    return mod;
}

static inline wg_modifier m_max(wg_modifier mod, int limit)
{
    mod.bound = WG_BOUND_MAX;
    mod.limit = limit;
    return mod;
}

static inline wg_modifier m_src(wg_modifier mod, const char *source)
{
    mod.source = source;
    return mod;
}

/* ---- evaluating ------------------------------------------------------------------ */

static inline int value_of(wg_models *m, size_t model, const char *stat)
{
    int v = INT_MIN;
    wg_error err;
    if (wg_models_value(&v, m, model, stat, &err) != WG_OK)
        fail_msg("value of %s of model %zu: %s", stat, model, err.message);
    return v;
}

static inline wg_trace *explain(wg_models *m, size_t model, const char *stat)
{
    wg_trace *t = NULL;
    wg_error err;
    if (wg_models_explain(&t, m, model, stat, &err) != WG_OK)
        fail_msg("explain %s of model %zu: %s", stat, model, err.message);
    assert_non_null(t);
    return t;
}

/* Evaluations the set does to evaluate everything (wg_models_evaluate). */
static inline unsigned long long evaluations_of_evaluate(wg_models *m)
{
    unsigned long long before = wg_models_evaluations(m);
    wg_error err;
    if (wg_models_evaluate(m, &err) != WG_OK)
        fail_msg("evaluate: %s", err.message);
    return wg_models_evaluations(m) - before;
}

/* ---- comparing ------------------------------------------------------------------- */

static inline bool str_eq(const char *a, const char *b)
{
    return a == b || (a != NULL && b != NULL && strcmp(a, b) == 0);
}

/* Two modifiers are equal in every field their op uses (and stat, op,
 * bound, source), field by field. */
static inline bool mod_eq(const wg_modifier *a, const wg_modifier *b)
{
    if (!str_eq(a->stat, b->stat) || a->op != b->op || a->bound != b->bound ||
        !str_eq(a->source, b->source))
        return false;
    if (a->bound != WG_BOUND_NONE && a->limit != b->limit)
        return false;
    switch (a->op) {
    case WG_MOD_OP_SET:
    case WG_MOD_OP_ADD:
        return a->value == b->value;
    case WG_MOD_OP_USE:
        return str_eq(a->model, b->model) && str_eq(a->from, b->from);
    case WG_MOD_OP_MUL:
        return a->num == b->num && a->den == b->den && a->round == b->round;
    default:
        return true;
    }
}

static inline void print_mod(const char *what, const wg_modifier *m)
{
    print_message("%s: stat %s op %d value %d model %s from %s num %d den %d round %d bound %d "
                  "limit %d source %s\n", what, m->stat ? m->stat : "(null)", (int)m->op,
                  m->value, m->model ? m->model : "(null)", m->from ? m->from : "(null)",
                  m->num, m->den, (int)m->round, (int)m->bound, m->limit,
                  m->source ? m->source : "(null)");
}

static inline void expect_mod(const wg_modifier *got, const wg_modifier *want)
{
    if (!mod_eq(got, want)) {
        print_mod("got ", got);
        print_mod("want", want);
        fail_msg("modifiers differ");
    }
}

/* The modifiers of a model, in the order applied, with their ids. */
static inline void expect_mods(const wg_models *m, size_t model, const wg_modifier *want,
                               const size_t *ids, size_t n)
{
    assert_int_equal(wg_models_modifier_count(m, model), n);
    for (size_t i = 0; i < n; i++) {
        wg_models_modifier got;
        wg_error err;
        if (wg_models_modifier_at(&got, m, model, i, &err) != WG_OK)
            fail_msg("modifier_at(%zu, %zu): %s", model, i, err.message);
        expect_mod(&got.modifier, &want[i]);
        assert_int_equal(got.id, ids[i]);
    }
}

/* One expected step of a trace; op, id and the numbers, the flags. */
typedef struct want_step {
    wg_mod_op op;
    size_t id;
    int used, before, raw, after;
    bool bounded, clamped;
} want_step;

static inline void print_steps(const wg_trace *t)
{
    for (size_t i = 0; i < wg_trace_step_count(t); i++) {
        const wg_step *s = wg_trace_step_at(t, i);
        print_message("  step %zu: op %s id %zu used %d before %d raw %d after %d bounded %d "
                      "clamped %d\n", i, wg_mod_op_name(s->modifier.op), s->id, s->used,
                      s->before, s->raw, s->after, (int)s->bounded, (int)s->clamped);
    }
}

/* The trace has exactly these steps, field by field (M5). */
static inline void expect_steps(const wg_trace *t, const want_step *w, size_t n)
{
    bool ok = wg_trace_step_count(t) == n;
    for (size_t i = 0; ok && i < n; i++) {
        const wg_step *s = wg_trace_step_at(t, i);
        ok = s != NULL && s->modifier.op == w[i].op && s->id == w[i].id &&
             s->used == w[i].used && s->before == w[i].before && s->raw == w[i].raw &&
             s->after == w[i].after && s->bounded == w[i].bounded &&
             s->clamped == w[i].clamped;
    }
    if (!ok) {
        print_message("trace of %s.%s = %d:\n", wg_trace_model(t), wg_trace_stat(t),
                      wg_trace_value(t));
        print_steps(t);
        print_message("wanted:\n");
        for (size_t i = 0; i < n; i++)
            print_message("  step %zu: op %s id %zu used %d before %d raw %d after %d "
                          "bounded %d clamped %d\n", i, wg_mod_op_name(w[i].op), w[i].id,
                          w[i].used, w[i].before, w[i].raw, w[i].after, (int)w[i].bounded,
                          (int)w[i].clamped);
        fail_msg("%zu steps, want %zu (or one differs)", wg_trace_step_count(t), n);
    }
    assert_null(wg_trace_step_at(t, n));
    assert_int_equal(wg_trace_value(t), w[n - 1].after);
}

#define STEPS(t, ...)                                                                     \
    do {                                                                                  \
        const want_step w_[] = {__VA_ARGS__};                                             \
        expect_steps((t), w_, sizeof w_ / sizeof w_[0]);                                  \
    } while (0)

/* The base step of a trace. */
#define BASE(v) {WG_MOD_OP_BASE, 0, 0, (v), (v), (v), false, false}

/* Explain model.stat and expect exactly these steps; frees the trace. */
#define EXPECT_TRACE(m, model, stat, ...)                                                 \
    do {                                                                                  \
        wg_trace *t_ = explain((m), (model), (stat));                                     \
        STEPS(t_, __VA_ARGS__);                                                           \
        wg_trace_free(t_);                                                                \
    } while (0)

/* A string from the library, compared and freed. */
static inline void expect_text(char *got, const char *want)
{
    assert_non_null(got);
    if (strcmp(got, want) != 0) {
        print_message("got:\n%s<<<\nwant:\n%s<<<\n", got, want);
        fail_msg("texts differ");
    }
    wg_free(got);
}

#endif
