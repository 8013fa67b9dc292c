/* Reading wargen-models/1 and wargen-trace/1 documents (docs/FORMATS.md, rules M). The reader
 * checks the document's shape and hands what it reads to the building
 * functions of wargen/mod.h; a refusal there is located at the member that
 * caused it. All models and characteristics are read before any modifier,
 * so a `use` may name a model further down. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/json.h"
#include "internal/load.h"
#include "internal/mod.h"

static const char *const ROOT_KEYS[] = {"format", "models", NULL};
static const char *const MODEL_KEYS[] = {"id", "characteristics", "ranges", "modifiers", NULL};
static const char *const MODIFIER_KEYS[] = {"stat", "op", "value", "model", "from", "num",
                                            "den", "round", "min", "max", "source", NULL};
/* The members every modifier may have; the others depend on its op. */
static const char *const COMMON_KEYS[] = {"stat", "op", "source"};

#define MODELS_MAX 10000000

/* Re-locate a refusal of the building functions at member key of obj (or
 * at obj when it has none); running out of memory stays as it is. */
static wg_status refused(wg_error *err, wg_status st, const wgi_jval *obj, const char *key)
{
    wgi_jval at;
    if (st == WG_OK || st == WG_ENOMEM)
        return st;
    wgi_json_member(&at, obj, key, false, NULL);
    return wgi_json_relocate(err, at.node ? &at : obj, st);
}

/* ---- models and characteristics ---------------------------------------- */

/* A range refused (field as wgi_mod_add_stat's): at its end beyond the
 * limits (M4), else at the whole range. */
static wg_status range_refused(wg_error *err, wg_status st, const wgi_jval *ranges,
                               const char *key, const char *field)
{
    wgi_jval range, end;
    if (strcmp(field, "range") == 0 || st == WG_ENOMEM)
        return refused(err, st, ranges, key);
    wgi_json_member(&range, ranges, key, false, NULL);
    wgi_json_element(&end, &range, strcmp(field, "range min") == 0 ? 0 : 1);
    return wgi_json_relocate(err, &end, st);
}

static wg_status read_range(int *min, int *max, const wgi_jval *ranges, const char *name,
                            wg_error *err)
{
    wgi_jval range, end;
    size_t n;
    int64_t lo, hi;
    if (ranges->node == NULL)
        return WG_OK;
    wgi_json_member(&range, ranges, name, false, NULL);
    if (range.node == NULL)
        return WG_OK;
    wg_status st = wgi_json_array(&n, &range, 2, 2, err);
    wgi_json_element(&end, &range, 0);
    if (st == WG_OK)
        st = wgi_json_int(&lo, &end, INT_MIN, INT_MAX, err);
    wgi_json_element(&end, &range, 1);
    if (st == WG_OK)
        st = wgi_json_int(&hi, &end, INT_MIN, INT_MAX, err);
    if (st == WG_OK) {
        *min = (int)lo;
        *max = (int)hi;
    }
    return st;
}

/* Every key of ranges must be a characteristic of the model. */
static wg_status check_ranges(const wg_models *s, size_t model, const wgi_jval *ranges,
                              wg_error *err)
{
    const char *key;
    json_t *value;
    if (ranges->node == NULL)
        return wgi_json_object(ranges, NULL, err);
    wg_status st = json_is_object(ranges->node) ? WG_OK
                 : wgi_json_fail(err, ranges, WG_EFORMAT, "expected an object");
    json_object_foreach(ranges->node, key, value) {
        wgi_jval at;
        wgi_json_member(&at, ranges, key, false, NULL);
        if (st == WG_OK && wgi_mod_node(s, model, key) == WG_NONE)
            st = wgi_json_fail(err, &at, WG_ENOTFOUND, "model '%s' has no characteristic '%s' "
                              "to give a range", wg_models_model_at(s, model), key);
    }
    return st;
}

static wg_status read_stats(wg_models *s, size_t model, const wgi_jval *obj, wg_error *err)
{
    wgi_jval stats, ranges;
    const char *key;
    json_t *value;
    wg_status st = wgi_json_member(&stats, obj, "characteristics", true, err);
    if (st == WG_OK && !json_is_object(stats.node))
        st = wgi_json_fail(err, &stats, WG_EFORMAT, "expected an object");
    if (st == WG_OK)
        st = wgi_json_member(&ranges, obj, "ranges", false, err);
    if (st == WG_OK && ranges.node && !json_is_object(ranges.node))
        st = wgi_json_fail(err, &ranges, WG_EFORMAT, "expected an object");
    if (st != WG_OK)
        return st;
    json_object_foreach(stats.node, key, value) {
        wgi_jval at;
        int64_t base;
        int min = WG_STAT_MIN, max = WG_STAT_MAX;
        const char *field;
        wgi_json_member(&at, &stats, key, false, NULL);
        st = wgi_json_int(&base, &at, INT_MIN, INT_MAX, err);
        if (st == WG_OK)
            st = read_range(&min, &max, &ranges, key, err);
        if (st == WG_OK) {
            st = wgi_mod_add_stat(s, model, key, (int)base, min, max, &field, err);
            if (st != WG_OK && strncmp(field, "range", 5) == 0)
                return range_refused(err, st, &ranges, key, field);
            if (st != WG_OK && st != WG_ENOMEM)
                return wgi_json_relocate(err, &at, st);
        }
        if (st != WG_OK)
            return st;
    }
    return ranges.node ? check_ranges(s, model, &ranges, err) : WG_OK;
}

static wg_status read_model(wg_models *s, const wgi_jval *obj, wg_error *err)
{
    const char *id = NULL;
    size_t model;
    wg_status st = wgi_json_object(obj, MODEL_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&id, obj, "id", true, err);
    if (st == WG_OK)
        st = refused(err, wg_models_add_model(&model, s, id, err), obj, "id");
    return st == WG_OK ? read_stats(s, model, obj, err) : st;
}

/* ---- modifiers ---------------------------------------------------------- */

/* Only the members op takes (wgi_mod_takes: the check wg_models_add_modifier
 * makes), besides the n members of extra (a trace step's): a bound on `set`
 * or `use` is refused here, located at the member. */
static wg_status check_op_keys(const wgi_jval *obj, wg_mod_op op, const char *const *extra,
                               int n, wg_error *err)
{
    const char *key;
    json_t *value;
    json_object_foreach(obj->node, key, value) {
        if (wgi_name_index(COMMON_KEYS, 3, key) < 0 && wgi_name_index(extra, n, key) < 0
            && !wgi_mod_takes(op, key)) {
            wgi_jval at;
            wgi_json_member(&at, obj, key, false, NULL);
            wgi_mod_refuse_operand(err, op, key);
            return wgi_json_relocate(err, &at, WG_EFORMAT);
        }
    }
    return WG_OK;
}

static wg_status read_bound(wg_modifier *m, const wgi_jval *obj, wg_error *err)
{
    wgi_jval lo, hi;
    wgi_json_member(&lo, obj, "min", false, NULL);
    wgi_json_member(&hi, obj, "max", false, NULL);
    if (lo.node && hi.node)
        return wgi_json_fail(err, &hi, WG_EFORMAT, "a modifier has one bound, min or max (M3)");
    if (lo.node == NULL && hi.node == NULL)
        return WG_OK;
    m->bound = lo.node ? WG_BOUND_MIN : WG_BOUND_MAX;
    return wgi_json_member_int(&m->limit, obj, lo.node ? "min" : "max", true, INT_MIN, INT_MAX,
                              err);
}

static wg_status read_operands(wg_modifier *m, const wgi_jval *obj, wg_error *err)
{
    int round = WG_ROUNDING_UP;
    wgi_jval at;
    wg_status st = WG_OK;
    bool valued = m->op == WG_MOD_OP_SET || m->op == WG_MOD_OP_ADD;
    if (valued)
        st = wgi_json_member_int(&m->value, obj, "value", true, INT_MIN, INT_MAX, err);
    if (st == WG_OK && m->op == WG_MOD_OP_USE)
        st = wgi_json_member_string(&m->model, obj, "model", true, err);
    if (st == WG_OK && m->op == WG_MOD_OP_USE)
        st = wgi_json_member_string(&m->from, obj, "from", false, err);
    if (st == WG_OK && m->op == WG_MOD_OP_MUL)
        st = wgi_json_member_int(&m->num, obj, "num", true, INT_MIN, INT_MAX, err);
    if (st == WG_OK && m->op == WG_MOD_OP_MUL)
        st = wgi_json_member_int(&m->den, obj, "den", true, INT_MIN, INT_MAX, err);
    if (st == WG_OK && m->op == WG_MOD_OP_MUL)
        st = wgi_json_member(&at, obj, "round", false, err);
    if (st == WG_OK && m->op == WG_MOD_OP_MUL && at.node)
        st = wgi_json_enum(&round, &at, wgi_rounding_names, err);
    m->round = (wg_rounding)round;
    return st;
}

/* The op, operands, bound and label of the modifier object obj into *m
 * (zeroed first), its members checked as check_op_keys does with extra. */
static wg_status parse_members(wg_modifier *m, const wgi_jval *obj, const char *const *extra,
                               int n, wg_error *err)
{
    wgi_jval at;
    int op = 0;
    memset(m, 0, sizeof *m);
    wg_status st = wgi_json_member(&at, obj, "op", true, err);
    /* the ops a modifier may have: "base" names trace steps only */
    if (st == WG_OK)
        st = wgi_json_enum(&op, &at, wgi_mod_op_names + WG_MOD_OP_SET, err);
    m->op = (wg_mod_op)(op + WG_MOD_OP_SET);
    if (st == WG_OK)
        st = check_op_keys(obj, m->op, extra, n, err);
    if (st == WG_OK)
        st = read_operands(m, obj, err);
    if (st == WG_OK)
        st = read_bound(m, obj, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&m->source, obj, "source", false, err);
    return st;
}

/* The modifier object obj into *m; its strings are the document's. */
static wg_status parse_modifier(wg_modifier *m, const wgi_jval *obj, wg_error *err)
{
    const char *stat = NULL;
    wg_status st = wgi_json_object(obj, MODIFIER_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&stat, obj, "stat", true, err);
    if (st == WG_OK)
        st = parse_members(m, obj, NULL, 0, err);
    m->stat = stat;
    return st;
}

static wg_status read_modifier(wg_models *s, size_t model, const wgi_jval *obj, wg_error *err)
{
    wg_modifier m;
    const char *field;
    wg_status st = parse_modifier(&m, obj, err);
    if (st == WG_OK && (st = wgi_mod_add(NULL, s, model, &m, &field, err)) != WG_OK)
        st = refused(err, st, obj, field);
    return st;
}

static wg_status read_modifiers(wg_models *s, size_t model, const wgi_jval *obj, wg_error *err)
{
    wgi_jval list, item;
    size_t n;
    wg_status st = wgi_json_member(&list, obj, "modifiers", false, err);
    if (st != WG_OK || list.node == NULL)
        return st;
    st = wgi_json_array(&n, &list, 0, SIZE_MAX, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_json_element(&item, &list, i);
        st = read_modifier(s, model, &item, err);
    }
    return st;
}

/* ---- the document ------------------------------------------------------- */

/* The modifier with id `id` (ids count the document's modifiers from 1),
 * into out; its route, model then list, lives in the caller's model and
 * list, since out points back through them. */
static void find_modifier(wgi_jval *out, wgi_jval *model, wgi_jval *list, const wgi_jval *models,
                          size_t id)
{
    for (size_t i = 0;; i++) {
        size_t n = 0;
        wgi_json_element(model, models, i);
        wgi_json_member(list, model, "modifiers", false, NULL);
        if (list->node)
            n = json_array_size(list->node);
        if (id <= n) {
            wgi_json_element(out, list, id - 1);
            return;
        }
        id -= n;
    }
}

/* A cycle (M2) is found by evaluating, and located at the `use` closing it. */
static wg_status check_cycles(wg_models *s, const wgi_jval *models, wg_error *err)
{
    size_t id = 0;
    wg_status st = wgi_mod_evaluate(s, WG_NONE, &id, err);
    if (st == WG_ERULE) {
        wgi_jval model, list, modifier;
        find_modifier(&modifier, &model, &list, models, id);
        st = wgi_json_relocate(err, &modifier, st);
    }
    return st;
}

static wg_status read_models(wg_models *s, const wgi_jdoc *doc, wg_error *err)
{
    wgi_jval root, models, item;
    size_t n = 0;
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-models/1", ROOT_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member(&models, &root, "models", true, err);
    if (st == WG_OK)
        st = wgi_json_array(&n, &models, 0, MODELS_MAX, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_json_element(&item, &models, i);
        st = read_model(s, &item, err);
    }
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_json_element(&item, &models, i);
        st = read_modifiers(s, i, &item, err);
    }
    return st == WG_OK ? check_cycles(s, &models, err) : st;
}

static wg_status load(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    (void)ctx;
    wg_models *m = NULL;
    wg_status st = wg_models_new(&m, err);
    if (st == WG_OK)
        st = read_models(m, doc, err);
    if (st != WG_OK)
        wg_models_free(m);
    else
        *(wg_models **)target = m;
    return st;
}

static const wgi_reader load_reader = {load, true, false};

wg_status wg_models_load_string(wg_models **out, const char *json, size_t size,
                                const char *name, wg_error *err)
{
    return wgi_load(out, NULL, &load_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_models_load_file(wg_models **out, const char *path, wg_error *err)
{
    return wgi_load(out, NULL, &load_reader, WGI_FILE(path), err);
}

/* ---- one modifier given as text ------------------------------------------ */

/* Parse the text json of an object given to set s, named name in errors. */
static wg_status open_argument(wgi_jdoc *doc, wgi_jval *root, const wg_models *s,
                               const char *json, size_t size, const char *name, wg_error *err)
{
    if (s == NULL)
        return wgi_fail(err, WG_EINVAL, "models is NULL");
    wg_status st = wgi_json_load_string(doc, json, size, name, err);
    if (st != WG_OK)
        return wgi_json_as_argument(err, st);
    wgi_json_root(root, doc);
    return WG_OK;
}

/* Read the modifier object in json and add it to model, or with change not
 * WG_NONE, make it modifier change. */
static wg_status apply_text(size_t *id, wg_models *s, size_t model, size_t change,
                            const char *json, size_t size, wg_error *err)
{
    wgi_jdoc doc;
    wgi_jval root;
    wg_modifier m;
    const char *field = "stat";
    wg_status st = open_argument(&doc, &root, s, json, size, "<modifier>", err);
    if (st != WG_OK)
        return st;
    st = parse_modifier(&m, &root, err);
    if (st == WG_OK) {
        st = change == WG_NONE ? wgi_mod_add(id, s, model, &m, &field, err)
                               : wgi_mod_change(s, change, &m, &field, err);
        st = refused(err, st, &root, field);
    }
    wgi_json_close(&doc);
    return wgi_json_as_argument(err, st);
}

wg_status wg_models_add_modifier_string(size_t *id, wg_models *models, size_t model,
                                        const char *json, size_t size, wg_error *err)
{
    return apply_text(id, models, model, WG_NONE, json, size, err);
}

wg_status wg_models_change_modifier_string(wg_models *models, size_t id, const char *json,
                                           size_t size, wg_error *err)
{
    /* WG_NONE is no modifier's id: it stands for "add" in apply_text */
    if (id == WG_NONE)
        return wgi_fail(err, WG_ENOTFOUND, "no modifier %zu", id);
    return apply_text(NULL, models, 0, id, json, size, err);
}

wg_status wg_models_add_model_string(size_t *index, wg_models *models, const char *json,
                                     size_t size, wg_error *err)
{
    wgi_jdoc doc;
    wgi_jval root, modifiers;
    wg_models *scratch = NULL;
    wg_status st = open_argument(&doc, &root, models, json, size, "<model>", err);
    if (st != WG_OK)
        return st;
    /* Read on a scratch set first, so that a bad characteristic or range
     * leaves the set unchanged; the set itself can then refuse only a
     * repeated id, before it adds anything. */
    st = wg_models_new(&scratch, err);
    if (st == WG_OK)
        st = read_model(scratch, &root, err);
    if (st == WG_OK && wgi_json_member(&modifiers, &root, "modifiers", false, NULL) == WG_OK
        && modifiers.node)
        st = wgi_json_fail(err, &modifiers, WG_EFORMAT, "a model added alone has no modifiers "
                          "(add them one by one)");
    if (st == WG_OK)
        st = read_model(models, &root, err);
    if (st == WG_OK && index)
        *index = models->nmodels - 1;
    wg_models_free(scratch);
    wgi_json_close(&doc);
    return wgi_json_as_argument(err, st);
}

/* ---- traces: wargen-trace/1 ---------------------------------------------- */

/* A trace is read by replaying it: a scratch set gets the model, the
 * characteristic (its base the base step's value), a characteristic with
 * each used value (M2) and the modifiers in the document's order; the trace
 * wg_models_explain() makes of it must then be the document's, step by
 * step. So every rule is the set's (M1-M4), written once, and a document
 * whose steps do not follow from their modifiers is refused. */

static const char *const TRACE_KEYS[] = {"format", "model", "stat", "value", "steps", NULL};
static const char *const BASE_STEP_KEYS[] = {"op", "after", NULL};
static const char *const STEP_KEYS[] = {"id", "op", "value", "model", "from", "num", "den",
                                        "round", "min", "max", "source", "before", "after",
                                        "clamped", "bounded", NULL};
/* What a step has besides its modifier's members; a `use` step's "value"
 * is the value it used (the last one, counted only for `use`). */
static const char *const STEP_EXTRA[] = {"id", "before", "after", "clamped", "bounded", "value"};
static const char *const BASE_OP[] = {"base", NULL};

/* A step as the document gives it. */
typedef struct trace_step {
    wg_modifier m;
    int64_t id;
    int used, before, after;
    bool clamped, bounded;
} trace_step;

static wg_status member_value(int *out, const wgi_jval *obj, const char *key, wg_error *err)
{
    return wgi_json_member_int(out, obj, key, true, -WG_MOD_VALUE_MAX, WG_MOD_VALUE_MAX, err);
}

static wg_status member_id(int64_t *out, const wgi_jval *obj, wg_error *err)
{
    wgi_jval at;
    wg_status st = wgi_json_member(&at, obj, "id", true, err);
    return st == WG_OK ? wgi_json_int(out, &at, 0, INT64_MAX, err) : st;
}

/* Step obj of the trace of stat into *d; a `use` without "from" uses stat. */
static wg_status parse_step(trace_step *d, const wgi_jval *obj, const char *stat, wg_error *err)
{
    wgi_jval bounded;
    wg_status st = wgi_json_object(obj, STEP_KEYS, err);
    if (st == WG_OK)
        st = parse_members(&d->m, obj, STEP_EXTRA, 6, err);
    if (st != WG_OK)
        return st;
    /* "value" is a step's extra for `use` only (the value used) */
    bool use = d->m.op == WG_MOD_OP_USE;
    wgi_json_member(&bounded, obj, "value", false, NULL);
    if (bounded.node && !use && !wgi_mod_takes(d->m.op, "value")) {
        wgi_mod_refuse_operand(err, d->m.op, "value");
        return wgi_json_relocate(err, &bounded, WG_EFORMAT);
    }
    st = member_id(&d->id, obj, err);
    d->used = 0;
    if (st == WG_OK && use)
        st = member_value(&d->used, obj, "value", err);
    if (st == WG_OK)
        st = member_value(&d->before, obj, "before", err);
    if (st == WG_OK)
        st = member_value(&d->after, obj, "after", err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&d->clamped, obj, "clamped", true, err);
    if (st == WG_OK)
        st = wgi_json_member(&bounded, obj, "bounded", false, err);
    if (st == WG_OK && bounded.node && d->m.bound == WG_BOUND_NONE)
        return wgi_json_fail(err, &bounded, WG_EFORMAT,
                            "a step without a bound has no 'bounded' (M3)");
    d->bounded = false;
    if (st == WG_OK && d->m.bound != WG_BOUND_NONE)
        st = wgi_json_member_bool(&d->bounded, obj, "bounded", true, err);
    d->m.stat = stat;
    if (use && d->m.from == NULL)
        d->m.from = stat;
    return st;
}

/* The base step: its value into *base. */
static wg_status parse_base(int *base, const wgi_jval *obj, wg_error *err)
{
    wgi_jval op;
    int which;
    /* the op first: a modifier's step in its place is refused as not the base */
    wg_status st = json_is_object(obj->node) ? wgi_json_member(&op, obj, "op", true, err)
                                             : wgi_json_object(obj, BASE_STEP_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_enum(&which, &op, BASE_OP, err);
    if (st == WG_OK)
        st = wgi_json_object(obj, BASE_STEP_KEYS, err);
    return st == WG_OK ? member_value(base, obj, "after", err) : st;
}

/* The characteristic a `use` step takes its value from, made in s with the
 * value it used (M2); two steps using one characteristic must agree. */
static wg_status add_used(wg_models *s, const trace_step *d, const wgi_jval *obj,
                          wg_error *err)
{
    size_t model;
    const char *from = d->m.from ? d->m.from : d->m.stat, *field;
    wg_status st = wg_models_find_model(&model, s, d->m.model, NULL);
    if (st != WG_OK)
        st = refused(err, wg_models_add_model(&model, s, d->m.model, err), obj, "model");
    if (st != WG_OK)
        return st;
    size_t node = wgi_mod_node(s, model, from);
    if (node == WG_NONE) {
        st = wgi_mod_add_stat(s, model, from, d->used, -WG_MOD_VALUE_MAX, WG_MOD_VALUE_MAX,
                              &field, err);
        return refused(err, st, obj, strcmp(field, "base") == 0 ? "value" : "from");
    }
    if (model == 0 && strcmp(from, d->m.stat) == 0)
        return refused(err, wgi_fail(err, WG_ERULE, "%s.%s uses itself (M2)", d->m.model, from),
                       obj, "from");
    if (s->nodes[node].base != d->used)
        return refused(err, wgi_fail(err, WG_ERULE, "%s.%s is used as %d by an earlier step "
                                     "(M2)", d->m.model, from, s->nodes[node].base),
                       obj, "value");
    return WG_OK;
}

static bool same_string(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

static bool same_modifier(const wg_modifier *a, const wg_modifier *b)
{
    return a->op == b->op && a->value == b->value && a->num == b->num && a->den == b->den
        && a->round == b->round && a->bound == b->bound && a->limit == b->limit
        && same_string(a->model, b->model) && same_string(a->from, b->from)
        && same_string(a->source, b->source);
}

static wg_status out_of_order(wg_error *err, const wgi_jval *obj)
{
    return wgi_json_fail(err, obj, WG_ERULE, "this modifier is not where the rules apply it: "
                        "the steps go by group (set and use, mul, add: M1), unbounded before "
                        "bounded, each in the order applied (M3)");
}

/* Step d of the document against step r of the replay: the first member
 * that differs, located. */
static wg_status compare_step(const trace_step *d, const wg_step *r, const wgi_jval *obj,
                              wg_error *err)
{
    wgi_jval at;
    const char *key = NULL;
    int want = 0;
    bool flag = false;
    if (!same_modifier(&d->m, &r->modifier))
        return out_of_order(err, obj);
    if (d->before != r->before)
        key = "before", want = r->before;
    else if (d->after != r->after)
        key = "after", want = r->after;
    if (key) {
        wgi_json_member(&at, obj, key, false, NULL);
        return wgi_json_fail(err, &at, WG_ERULE, "the rules give %d here (M1-M4)", want);
    }
    if (d->clamped != r->clamped)
        key = "clamped", flag = r->clamped;
    else if (d->bounded != r->bounded)
        key = "bounded", flag = r->bounded;
    if (key == NULL)
        return WG_OK;
    wgi_json_member(&at, obj, key, false, NULL);
    return wgi_json_fail(err, &at, WG_ERULE, "the rules give %s here (%s)",
                        flag ? "true" : "false", key[0] == 'c' ? "M4" : "M3");
}

static int compare_ids(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

/* Give t the document's ids, each one once. */
static wg_status restore_ids(wg_trace *t, const wgi_jval *steps, size_t n, wg_error *err)
{
    size_t *ids = wgi_calloc(n, sizeof *ids);
    if (ids == NULL)
        return wgi_fail_nomem(err);
    wgi_jval obj;
    int64_t id = 0;
    for (size_t i = 1; i < n; i++) {
        wgi_json_element(&obj, steps, i);
        member_id(&id, &obj, NULL);
        ids[i] = (size_t)id;
        wgi_trace_set_id(t, i, (size_t)id);
    }
    qsort(ids + 1, n - 1, sizeof *ids, compare_ids);
    size_t repeated = 0;
    for (size_t i = 2; i < n && repeated == 0; i++)
        if (ids[i] == ids[i - 1])
            repeated = ids[i];
    wg_free(ids);
    /* located at the second step with it */
    for (size_t i = 1, seen = 0; repeated && i < n; i++) {
        wgi_json_element(&obj, steps, i);
        member_id(&id, &obj, NULL);
        if ((size_t)id == repeated && seen++) {
            wgi_jval at;
            wgi_json_member(&at, &obj, "id", false, NULL);
            return wgi_json_fail(err, &at, WG_EFORMAT, "modifier %zu has two steps", repeated);
        }
    }
    return WG_OK;
}

/* Replay the steps into s, then compare what it explains with them. */
static wg_status replay(wg_trace **out, wg_models *s, const wgi_jval *root,
                        const wgi_jval *steps, size_t n, const char *stat, wg_error *err)
{
    wgi_jval obj;
    trace_step d;
    const char *field;
    size_t id, node = wgi_mod_node(s, 0, stat);
    for (size_t i = 1; i < n; i++) {
        wgi_json_element(&obj, steps, i);
        wg_status st = parse_step(&d, &obj, stat, err);
        if (st == WG_OK && d.m.op == WG_MOD_OP_USE)
            st = add_used(s, &d, &obj, err);
        /* two statements: field is set by the call, and C leaves the order
         * in which a call's arguments are evaluated open */
        if (st == WG_OK && (st = wgi_mod_add(&id, s, 0, &d.m, &field, err)) != WG_OK)
            st = refused(err, st, &obj, field);
        /* refused at once, before a long document is sorted again and again */
        if (st == WG_OK && s->nodes[node].mods[i - 1].id != id)
            st = out_of_order(err, &obj);
        if (st != WG_OK)
            return st;
    }
    wg_trace *t = NULL;
    int value;
    wg_status st = wg_models_explain(&t, s, 0, stat, err);
    for (size_t i = 1; st == WG_OK && i < n; i++) {
        wgi_json_element(&obj, steps, i);
        if ((st = parse_step(&d, &obj, stat, err)) == WG_OK)
            st = compare_step(&d, wg_trace_step_at(t, i), &obj, err);
    }
    if (st == WG_OK)
        st = member_value(&value, root, "value", err);
    if (st == WG_OK && value != wg_trace_value(t)) {
        wgi_json_member(&obj, root, "value", false, NULL);
        st = wgi_json_fail(err, &obj, WG_ERULE, "the steps give %d (M1-M4)", wg_trace_value(t));
    }
    if (st == WG_OK)
        st = restore_ids(t, steps, n, err);
    if (st == WG_OK)
        *out = t;
    else
        wg_trace_free(t);
    return st;
}

/* The range the steps show (M4): from their lowest value to their highest.
 * A clamped step's value is an end of the characteristic's range, and an
 * unclamped one lies inside it, so replaying in this range gives the same
 * steps as the real one did. */
static wg_status steps_range(int *lo, int *hi, const wgi_jval *steps, size_t n, wg_error *err)
{
    wgi_jval obj;
    int after;
    for (size_t i = 0; i < n; i++) {
        wgi_json_element(&obj, steps, i);
        wg_status st = i ? wgi_json_object(&obj, STEP_KEYS, err) : parse_base(&after, &obj, err);
        if (st == WG_OK)
            st = member_value(&after, &obj, "after", err);
        if (st != WG_OK)
            return st;
        *lo = i == 0 || after < *lo ? after : *lo;
        *hi = i == 0 || after > *hi ? after : *hi;
    }
    return WG_OK;
}

static wg_status read_trace(wg_trace **out, wg_models *s, const wgi_jdoc *doc, wg_error *err)
{
    wgi_jval root, steps, base;
    const char *model = NULL, *stat = NULL, *field;
    size_t n = 0;
    int lo = 0, hi = 0, value, base_value;
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-trace/1", TRACE_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&model, &root, "model", true, err);
    if (st == WG_OK)
        st = wgi_json_member_string(&stat, &root, "stat", true, err);
    if (st == WG_OK)
        st = member_value(&value, &root, "value", err);
    if (st == WG_OK)
        st = wgi_json_member(&steps, &root, "steps", true, err);
    if (st == WG_OK)
        st = wgi_json_array(&n, &steps, 1, SIZE_MAX, err);
    if (st == WG_OK)
        st = steps_range(&lo, &hi, &steps, n, err);
    if (st == WG_OK)
        st = refused(err, wg_models_add_model(NULL, s, model, err), &root, "model");
    if (st == WG_OK) {
        wgi_json_element(&base, &steps, 0);
        st = member_value(&base_value, &base, "after", err);
    }
    if (st == WG_OK)
        st = refused(err, wgi_mod_add_stat(s, 0, stat, base_value, lo, hi, &field, err), &root,
                     "stat");
    return st == WG_OK ? replay(out, s, &root, &steps, n, stat, err) : st;
}

static wg_status load_trace(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    (void)ctx;
    wg_models *s = NULL;
    wg_status st = wg_models_new(&s, err);
    if (st == WG_OK)
        st = read_trace((wg_trace **)target, s, doc, err);
    wg_models_free(s);
    return st;
}

static const wgi_reader trace_reader = {load_trace, true, false};

wg_status wg_trace_load_string(wg_trace **out, const char *json, size_t size, const char *name,
                               wg_error *err)
{
    return wgi_load(out, NULL, &trace_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_trace_load_file(wg_trace **out, const char *path, wg_error *err)
{
    return wgi_load(out, NULL, &trace_reader, WGI_FILE(path), err);
}
