/* Explaining characteristics (rule M5) and printing model sets: traces,
 * their text and JSON, and the `wargen modify` outputs. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/mod.h"

struct wg_trace {
    char *model;
    char *stat;
    int value;
    size_t nsteps;
    wg_step *steps;
    char *strings;     /* every string of the trace, one after another */
};

/* ---- steps as text and JSON -------------------------------------------- */

static void step_operand(wgi_buf *b, const wg_step *st)
{
    const wg_modifier *m = &st->modifier;
    switch (m->op) {
    case WG_MOD_OP_BASE: wgi_buf_addf(b, "base %d", st->after); return;
    case WG_MOD_OP_SET: wgi_buf_addf(b, "set %d", m->value); break;
    case WG_MOD_OP_USE: wgi_buf_addf(b, "use %s.%s (%d)", m->model, m->from, st->used); break;
    case WG_MOD_OP_MUL:
        wgi_buf_addf(b, "mul %d/%d %s", m->num, m->den, wg_rounding_name(m->round));
        break;
    default: wgi_buf_addf(b, "add %+d", m->value); break;
    }
    if (m->bound != WG_BOUND_NONE)
        wgi_buf_addf(b, " (%s %d)", wg_bound_name(m->bound), m->limit);
    if (m->source)
        wgi_buf_addf(b, " [%s]", m->source);
}

/* "add +3: 8 -> 11, clamped to 10": the op's own result, then what the
 * bound (M3) and the range (M4) made of it. */
static void step_text(wgi_buf *b, const wg_step *st)
{
    step_operand(b, st);
    if (st->modifier.op == WG_MOD_OP_BASE)
        return;
    wgi_buf_addf(b, ": %d -> %d", st->before, st->raw);
    if (st->bounded) {
        const wg_modifier *m = &st->modifier;
        int held = m->bound == WG_BOUND_MIN ? (st->before < m->limit ? st->before : m->limit)
                                            : (st->before > m->limit ? st->before : m->limit);
        wgi_buf_addf(b, ", held at %d by the bound", held);
    }
    if (st->clamped)
        wgi_buf_addf(b, ", clamped to %d", st->after);
}

/* The op and operands of m, its bound and label, as the members of a
 * wargen-models/1 modifier (no braces). A step of a `use` (st not NULL)
 * also gives the "value" taken; its "from" is always resolved. */
static void modifier_members(wgi_buf *b, const wg_modifier *m, const wg_step *st)
{
    wgi_buf_addf(b, "\"op\": \"%s\"", wg_mod_op_name(m->op));
    if (m->op == WG_MOD_OP_USE) {
        wgi_buf_add(b, ", \"model\": ");
        wgi_buf_add_json_string(b, m->model);
        if (m->from) {
            wgi_buf_add(b, ", \"from\": ");
            wgi_buf_add_json_string(b, m->from);
        }
        if (st)
            wgi_buf_addf(b, ", \"value\": %d", st->used);
    } else if (m->op == WG_MOD_OP_MUL) {
        wgi_buf_addf(b, ", \"num\": %d, \"den\": %d, \"round\": \"%s\"", m->num, m->den,
                    wg_rounding_name(m->round));
    } else {
        wgi_buf_addf(b, ", \"value\": %d", m->value);
    }
    if (m->bound != WG_BOUND_NONE)
        wgi_buf_addf(b, ", \"%s\": %d", wg_bound_name(m->bound), m->limit);
    if (m->source) {
        wgi_buf_add(b, ", \"source\": ");
        wgi_buf_add_json_string(b, m->source);
    }
}

/* A step as --explain prints it; with_id (wargen-trace/1), a modifier's
 * step names its id first. */
static void step_json(wgi_buf *b, const wg_step *st, bool with_id)
{
    const wg_modifier *m = &st->modifier;
    if (m->op == WG_MOD_OP_BASE) {
        wgi_buf_addf(b, "{\"op\": \"base\", \"after\": %d}", st->after);
        return;
    }
    wgi_buf_add(b, "{");
    if (with_id)
        wgi_buf_addf(b, "\"id\": %zu, ", st->id);
    modifier_members(b, m, st);
    wgi_buf_addf(b, ", \"before\": %d, \"after\": %d, \"clamped\": %s", st->before, st->after,
                st->clamped ? "true" : "false");
    if (m->bound != WG_BOUND_NONE)
        wgi_buf_addf(b, ", \"bounded\": %s", st->bounded ? "true" : "false");
    wgi_buf_add(b, "}");
}

/* ---- walking a node's steps --------------------------------------------- */

typedef void (*step_fn)(wgi_buf *b, const wg_step *st, size_t index, void *ctx);

/* Each step of known node n, in the order applied, to fn. */
static void each_step(const wg_models *s, size_t n, step_fn fn, wgi_buf *b, void *ctx)
{
    wg_step st;
    const wgi_node *node = &s->nodes[n];
    wgi_mod_base_step(s, n, &st);
    fn(b, &st, 0, ctx);
    int v = node->base;
    for (size_t i = 0; i < node->nmods; i++) {
        v = wgi_mod_apply(s, node, &node->mods[i], v, &st);
        fn(b, &st, i + 1, ctx);
    }
}

/* ctx: not NULL to give the ids (step_json's with_id) */
static void json_step(wgi_buf *b, const wg_step *st, size_t index, void *ctx)
{
    wgi_buf_add(b, index ? ", " : "[");
    step_json(b, st, ctx != NULL);
}

static void text_step(wgi_buf *b, const wg_step *st, size_t index, void *ctx)
{
    (void)index;
    wgi_buf_add(b, (const char *)ctx);
    step_text(b, st);
    wgi_buf_add(b, "\n");
}

static void trace_header(wgi_buf *b, const char *indent, const char *model, const char *stat,
                         int value)
{
    wgi_buf_addf(b, "%s%s.%s = %d\n", indent, model, stat, value);
}

/* A model's trace in the human output of a set: indented under the model. */
static void text_trace(wgi_buf *b, const wg_models *s, size_t n)
{
    const wgi_node *node = &s->nodes[n];
    trace_header(b, "  ", s->models[node->model].id, node->name, node->value);
    each_step(s, n, text_step, b, "    ");
}

/* ---- traces ------------------------------------------------------------- */

static size_t len0(const char *s)
{
    return s ? strlen(s) + 1 : 0;
}

/* Copy s into the trace's strings at *at; NULL stays NULL. */
static const char *keep(char **at, const char *s)
{
    if (s == NULL)
        return NULL;
    char *copy = *at;
    size_t n = strlen(s) + 1;
    memcpy(copy, s, n);
    *at += n;
    return copy;
}

static void collect_step(wgi_buf *b, const wg_step *st, size_t index, void *ctx)
{
    (void)b;
    ((wg_step *)ctx)[index] = *st;
}

static wg_status make_trace(wg_trace **out, const wg_models *s, size_t n, wg_error *err)
{
    const wgi_node *node = &s->nodes[n];
    const char *model = s->models[node->model].id;
    wg_trace *t = wgi_calloc(1, sizeof *t);
    wg_step *steps = wgi_calloc(node->nmods + 1, sizeof *steps);
    if (t == NULL || steps == NULL) {
        wg_free(t);
        wg_free(steps);
        return wgi_fail_nomem(err);
    }
    each_step(s, n, collect_step, NULL, steps);
    size_t size = len0(model) + len0(node->name);
    for (size_t i = 0; i <= node->nmods; i++) {
        const wg_modifier *m = &steps[i].modifier;
        size += len0(m->stat) + len0(m->model) + len0(m->from) + len0(m->source);
    }
    char *at = t->strings = wgi_malloc(size);
    if (at == NULL) {
        wg_free(t);
        wg_free(steps);
        return wgi_fail_nomem(err);
    }
    t->model = (char *)keep(&at, model);
    t->stat = (char *)keep(&at, node->name);
    for (size_t i = 0; i <= node->nmods; i++) {
        wg_modifier *m = &steps[i].modifier;
        m->stat = keep(&at, m->stat);
        m->model = keep(&at, m->model);
        m->from = keep(&at, m->from);
        m->source = keep(&at, m->source);
    }
    t->value = node->value;
    t->steps = steps;
    t->nsteps = node->nmods + 1;
    *out = t;
    return WG_OK;
}

wg_status wg_models_explain(wg_trace **out, wg_models *s, size_t model, const char *stat,
                            wg_error *err)
{
    size_t n;
    wg_status st = wgi_mod_known(&n, out, s, model, stat, err);
    return st == WG_OK ? make_trace(out, s, n, err) : st;
}

void wg_trace_free(wg_trace *t)
{
    if (t == NULL)
        return;
    wg_free(t->steps);
    wg_free(t->strings);
    wg_free(t);
}

const char *wg_trace_model(const wg_trace *t)
{
    return t ? t->model : NULL;
}

const char *wg_trace_stat(const wg_trace *t)
{
    return t ? t->stat : NULL;
}

int wg_trace_value(const wg_trace *t)
{
    return t ? t->value : 0;
}

size_t wg_trace_step_count(const wg_trace *t)
{
    return t ? t->nsteps : 0;
}

const wg_step *wg_trace_step_at(const wg_trace *t, size_t index)
{
    return t && index < t->nsteps ? &t->steps[index] : NULL;
}

wg_status wg_trace_to_text(char **out, const wg_trace *t, wg_error *err)
{
    if (out == NULL || t == NULL)
        return wgi_fail(err, WG_EINVAL, "out or trace is NULL");
    wgi_buf b;
    wgi_buf_init(&b);
    trace_header(&b, "", t->model, t->stat, t->value);
    for (size_t i = 0; i < t->nsteps; i++)
        text_step(&b, &t->steps[i], i, "  ");
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_trace_to_json(char **out, const wg_trace *t, wg_error *err)
{
    if (out == NULL || t == NULL)
        return wgi_fail(err, WG_EINVAL, "out or trace is NULL");
    wgi_buf b;
    wgi_buf_init(&b);
    for (size_t i = 0; i < t->nsteps; i++)
        json_step(&b, &t->steps[i], i, NULL);
    wgi_buf_add(&b, "]");
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_trace_save(char **out, const wg_trace *t, wg_error *err)
{
    if (out == NULL || t == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_trace_save: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"format\": \"wargen-trace/1\", \"model\": ");
    wgi_buf_add_json_string(&b, t->model);
    wgi_buf_add(&b, ", \"stat\": ");
    wgi_buf_add_json_string(&b, t->stat);
    wgi_buf_addf(&b, ", \"value\": %d, \"steps\": ", t->value);
    for (size_t i = 0; i < t->nsteps; i++)
        json_step(&b, &t->steps[i], i, &b);
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}

void wgi_trace_set_id(wg_trace *t, size_t index, size_t id)
{
    t->steps[index].id = id;
}

wg_status wg_models_modifier_to_json(char **out, const wg_models *s, size_t model,
                                     size_t index, wg_error *err)
{
    wg_models_modifier m;
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = wg_models_modifier_at(&m, s, model, index, err);
    if (st != WG_OK)
        return st;
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_addf(&b, "{\"id\": %zu, \"stat\": ", m.id);
    wgi_buf_add_json_string(&b, m.modifier.stat);
    wgi_buf_add(&b, ", ");
    modifier_members(&b, &m.modifier, NULL);
    wgi_buf_add(&b, "}");
    return wgi_buf_finish(&b, out, err);
}

/* ---- model sets --------------------------------------------------------- */

static wg_status evaluate_all(char **out, wg_models *s, wg_error *err)
{
    if (out == NULL || s == NULL)
        return wgi_fail(err, WG_EINVAL, "out or models is NULL");
    return wgi_mod_evaluate(s, WG_NONE, NULL, err);
}

static void json_model(wgi_buf *b, const wg_models *s, size_t model, bool explain)
{
    const wgi_model_rec *m = &s->models[model];
    wgi_buf_add(b, model ? ", {\"id\": " : "{\"id\": ");
    wgi_buf_add_json_string(b, m->id);
    wgi_buf_add(b, ", \"characteristics\": {");
    for (size_t n = m->first; n != WG_NONE; n = s->nodes[n].next) {
        wgi_buf_add(b, n == m->first ? "" : ", ");
        wgi_buf_add_json_string(b, s->nodes[n].name);
        wgi_buf_addf(b, ": %d", s->nodes[n].value);
    }
    wgi_buf_add(b, "}");
    if (explain) {
        wgi_buf_add(b, ", \"trace\": {");
        for (size_t n = m->first; n != WG_NONE; n = s->nodes[n].next) {
            wgi_buf_add(b, n == m->first ? "" : ", ");
            wgi_buf_add_json_string(b, s->nodes[n].name);
            wgi_buf_add(b, ": ");
            each_step(s, n, json_step, b, NULL);
            wgi_buf_add(b, "]");
        }
        wgi_buf_add(b, "}");
    }
    wgi_buf_add(b, "}");
}

wg_status wg_models_to_json(char **out, wg_models *s, bool explain, wg_error *err)
{
    wg_status st = evaluate_all(out, s, err);
    if (st != WG_OK)
        return st;
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"models\": [");
    for (size_t i = 0; i < s->nmodels; i++)
        json_model(&b, s, i, explain);
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_models_to_text(char **out, wg_models *s, bool explain, wg_error *err)
{
    wg_status st = evaluate_all(out, s, err);
    if (st != WG_OK)
        return st;
    wgi_buf b;
    wgi_buf_init(&b);
    for (size_t i = 0; i < s->nmodels; i++) {
        const wgi_model_rec *m = &s->models[i];
        wgi_buf_addf(&b, "%s:", m->id);
        if (m->first == WG_NONE)
            wgi_buf_add(&b, " no characteristics");
        for (size_t n = m->first; n != WG_NONE; n = s->nodes[n].next)
            wgi_buf_addf(&b, "%s %s %d", n == m->first ? "" : ",", s->nodes[n].name,
                        s->nodes[n].value);
        wgi_buf_add(&b, "\n");
        for (size_t n = m->first; explain && n != WG_NONE; n = s->nodes[n].next)
            text_trace(&b, s, n);
    }
    return wgi_buf_finish(&b, out, err);
}

/* ---- the set as its document ------------------------------------------- */

/* Model i's members after its id: characteristics, ranges if any differ
 * from the default (M4), modifiers in the order applied (M3). */
static void doc_model(wgi_buf *b, const wg_models *s, size_t i)
{
    size_t n = wg_models_stat_count(s, i), k, ranged = 0;
    wg_stat st;
    wgi_buf_add(b, ", \"characteristics\": {");
    for (k = 0; k < n && wg_models_stat_at(&st, s, i, k, NULL) == WG_OK; k++) {
        wgi_buf_add(b, k ? ", " : "");
        wgi_buf_add_json_string(b, st.name);
        wgi_buf_addf(b, ": %d", st.base);
    }
    wgi_buf_add(b, "}, \"ranges\": {");
    for (k = 0; k < n && wg_models_stat_at(&st, s, i, k, NULL) == WG_OK; k++) {
        if (st.min == WG_STAT_MIN && st.max == WG_STAT_MAX)
            continue;
        wgi_buf_add(b, ranged++ ? ", " : "");
        wgi_buf_add_json_string(b, st.name);
        wgi_buf_addf(b, ": [%d, %d]", st.min, st.max);
    }
    wgi_buf_add(b, "}, \"modifiers\": [");
    n = wg_models_modifier_count(s, i);
    for (k = 0; k < n; k++) {
        wg_models_modifier m;
        if (wg_models_modifier_at(&m, s, i, k, NULL) != WG_OK)
            break;
        wgi_buf_add(b, k ? ", {\"stat\": " : "{\"stat\": ");
        wgi_buf_add_json_string(b, m.modifier.stat);
        wgi_buf_add(b, ", ");
        modifier_members(b, &m.modifier, NULL);
        wgi_buf_add(b, "}");
    }
    wgi_buf_add(b, "]}");
}

wg_status wg_models_save(char **out, const wg_models *s, wg_error *err)
{
    if (out == NULL || s == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_models_save: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"format\": \"wargen-models/1\", \"models\": [");
    for (size_t i = 0; i < s->nmodels; i++) {
        wgi_buf_add(&b, i ? ", {\"id\": " : "{\"id\": ");
        wgi_buf_add_json_string(&b, s->models[i].id);
        doc_model(&b, s, i);
    }
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}
