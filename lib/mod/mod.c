/* Model sets: building, reading back and changing (wargen/mod.h). Every
 * function checks everything before it changes anything, and reserves the
 * memory a change needs before making it, so a failure leaves the set as
 * it was. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/mod.h"

wg_status wg_models_new(wg_models **out, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_models *s = wgi_calloc(1, sizeof *s);
    /* Modifier ids start at 1: 0 is the base step's in traces. */
    if (s == NULL || !wgi_grow((void **)&s->mods, &s->capmods, 1, sizeof *s->mods)) {
        wg_free(s);
        return wgi_fail_nomem(err);
    }
    memset(&s->mods[0], 0, sizeof s->mods[0]);
    s->mods[0].removed = true;
    s->nmods = 1;
    *out = s;
    return WG_OK;
}

void wg_models_free(wg_models *s)
{
    if (s == NULL)
        return;
    for (size_t i = 0; i < s->nmodels; i++) {
        wg_free(s->models[i].id);
        wg_free(s->models[i].mods);
    }
    for (size_t i = 0; i < s->nnodes; i++) {
        wg_free(s->nodes[i].mods);
        wg_free(s->nodes[i].users);
    }
    for (size_t i = 1; i < s->nmods; i++)
        wg_free((char *)s->mods[i].m.source);
    for (size_t i = 0; i < s->nnames; i++)
        wg_free(s->names[i]);
    wgi_strmap_free(&s->ids);
    wgi_strmap_free(&s->name_index);
    wg_free(s->models);
    wg_free(s->nodes);
    wg_free(s->mods);
    wg_free(s->names);
    wg_free(s->stack);
    wg_free(s);
}

static bool name_ok(const char *s)
{
    return s && s[0] && strlen(s) <= WG_MOD_NAME_MAX;
}

static bool in_limits(int v)
{
    return v >= -WG_MOD_VALUE_MAX && v <= WG_MOD_VALUE_MAX;
}

wg_status wg_models_add_model(size_t *index, wg_models *s, const char *id, wg_error *err)
{
    size_t found;
    if (s == NULL)
        return wgi_fail(err, WG_EINVAL, "models is NULL");
    if (!name_ok(id))
        return wgi_fail(err, WG_EINVAL, "a model id must be 1 to %d bytes", WG_MOD_NAME_MAX);
    if (wgi_strmap_get(&s->ids, id, &found))
        return wgi_fail(err, WG_EINVAL, "model '%s' is already in the set", id);
    char *copy = wgi_strdup(id);
    if (copy == NULL || !wgi_strmap_reserve(&s->ids)
        || !wgi_grow((void **)&s->models, &s->capmodels, s->nmodels + 1, sizeof *s->models)) {
        wg_free(copy);
        return wgi_fail_nomem(err);
    }
    wgi_model_rec *m = &s->models[s->nmodels];
    memset(m, 0, sizeof *m);
    m->id = copy;
    m->first = m->last = WG_NONE;
    wgi_strmap_put(&s->ids, copy, s->nmodels);
    if (index)
        *index = s->nmodels;
    s->nmodels++;
    return WG_OK;
}

/* The set's copy of name, made if need be; NULL on WG_ENOMEM. */
static const char *intern(wg_models *s, const char *name)
{
    size_t i;
    if (wgi_strmap_get(&s->name_index, name, &i))
        return s->names[i];
    char *copy = wgi_strdup(name);
    if (copy == NULL || !wgi_strmap_reserve(&s->name_index)
        || !wgi_grow((void **)&s->names, &s->capnames, s->nnames + 1, sizeof *s->names)) {
        wg_free(copy);
        return NULL;
    }
    s->names[s->nnames] = copy;
    wgi_strmap_put(&s->name_index, copy, s->nnames++);
    return copy;
}

static wg_status check_model(const wg_models *s, size_t model, wg_error *err)
{
    if (s == NULL)
        return wgi_fail(err, WG_EINVAL, "models is NULL");
    if (model >= s->nmodels)
        return wgi_fail(err, WG_ENOTFOUND, "no model %zu: the set has %zu", model, s->nmodels);
    return WG_OK;
}

wg_status wgi_mod_add_stat(wg_models *s, size_t model, const char *stat, int base, int min,
                          int max, const char **field, wg_error *err)
{
    wg_status st = check_model(s, model, err);
    *field = "base";
    if (st != WG_OK)
        return st;
    if (!name_ok(stat))
        return wgi_fail(err, WG_EINVAL, "a characteristic name must be 1 to %d bytes",
                       WG_MOD_NAME_MAX);
    const char *id = s->models[model].id;
    if (wgi_mod_node(s, model, stat) != WG_NONE)
        return wgi_fail(err, WG_EINVAL, "model '%s' already has characteristic '%s'", id, stat);
    /* an end beyond the limits first: it is the end at fault, whatever the other */
    *field = !in_limits(min) ? "range min" : "range max";
    if (!in_limits(min) || !in_limits(max))
        return wgi_fail(err, WG_ERANGE, "%s.%s: the range %d..%d goes beyond %d..%d (M4)", id,
                       stat, min, max, -WG_MOD_VALUE_MAX, WG_MOD_VALUE_MAX);
    *field = "range";
    if (min > max)
        return wgi_fail(err, WG_ERANGE, "%s.%s: the range's min %d is above its max %d (M4)",
                       id, stat, min, max);
    *field = "base";
    if (base < min || base > max)
        return wgi_fail(err, WG_ERANGE, "%s.%s: the base value %d is outside its range %d..%d "
                       "(M4)", id, stat, base, min, max);
    /* The work stack holds every node an invalidation can reach (M2). */
    const char *name = intern(s, stat);
    if (name == NULL
        || !wgi_grow((void **)&s->nodes, &s->capnodes, s->nnodes + 1, sizeof *s->nodes)
        || !wgi_grow((void **)&s->stack, &s->capstack, s->nnodes + 1, sizeof *s->stack))
        return wgi_fail_nomem(err);
    size_t n = s->nnodes++;
    wgi_node *node = &s->nodes[n];
    memset(node, 0, sizeof *node);
    node->model = model;
    node->name = name;
    node->next = WG_NONE;
    node->base = base;
    node->min = min;
    node->max = max;
    node->state = WGI_NODE_STALE;
    wgi_model_rec *m = &s->models[model];
    if (m->last == WG_NONE)
        m->first = n;
    else
        s->nodes[m->last].next = n;
    m->last = n;
    m->nstats++;
    return WG_OK;
}

wg_status wg_models_add_stat(wg_models *s, size_t model, const char *stat, int base, int min,
                             int max, wg_error *err)
{
    const char *field;
    return wgi_mod_add_stat(s, model, stat, base, min, max, &field, err);
}

/* ---- modifiers ---------------------------------------------------------- */

/* M1's group of an op and M3's split: the key modifiers are sorted by. */
static int rank(const wg_modifier *m)
{
    int group = m->op == WG_MOD_OP_MUL ? 1 : m->op == WG_MOD_OP_ADD ? 2 : 0;
    return group * 2 + (m->bound != WG_BOUND_NONE);
}

static bool applies_before(const wgi_mod *a, const wgi_mod *b)
{
    int ra = rank(&a->m), rb = rank(&b->m);
    return ra < rb || (ra == rb && a->seq < b->seq);
}

static wg_status check_use(wgi_mod *out, const wg_models *s, const wg_modifier *m,
                           const char **field, wg_error *err)
{
    size_t src;
    *field = "model";
    if (m->model == NULL)
        return wgi_fail(err, WG_EINVAL, "a use modifier needs the model used (M2)");
    if (!wgi_strmap_get(&s->ids, m->model, &src))
        return wgi_fail(err, WG_ENOTFOUND, "no model '%s' to use (M2)", m->model);
    const char *stat = m->from ? m->from : m->stat;
    out->src = wgi_mod_node(s, src, stat);
    if (out->src == WG_NONE) {
        *field = m->from ? "from" : "stat";
        return wgi_fail(err, WG_ENOTFOUND, "model '%s' has no characteristic '%s' to use (M2)",
                       m->model, stat);
    }
    out->m.model = s->models[src].id;
    out->m.from = m->from ? s->nodes[out->src].name : NULL;
    return WG_OK;
}

static wg_status check_mul(const wg_modifier *m, const char **field, wg_error *err)
{
    *field = "den";
    if (m->den == 0)
        return wgi_fail(err, WG_EINVAL, "mul: a denominator of 0");
    if (m->den < 0 || m->den > WG_MOD_RATIO_MAX)
        return wgi_fail(err, WG_ERANGE, "mul: the denominator %d is not 1 to %d", m->den,
                       WG_MOD_RATIO_MAX);
    *field = "num";
    if (m->num < 0)
        return wgi_fail(err, WG_EINVAL, "mul: the numerator %d is below 0", m->num);
    if (m->num > WG_MOD_RATIO_MAX)
        return wgi_fail(err, WG_ERANGE, "mul: the numerator %d is above %d", m->num,
                       WG_MOD_RATIO_MAX);
    *field = "round";
    if (m->round != WG_ROUNDING_UP && m->round != WG_ROUNDING_DOWN)
        return wgi_fail(err, WG_EINVAL, "mul: rounding %d is neither up nor down",
                       (int)m->round);
    return WG_OK;
}

static wg_status check_op(wgi_mod *out, const wg_models *s, const wg_modifier *m,
                          const char **field, wg_error *err)
{
    *field = "value";
    switch (m->op) {
    case WG_MOD_OP_SET:
    case WG_MOD_OP_ADD:
        if (!in_limits(m->value))
            return wgi_fail(err, WG_ERANGE, "%s: the value %d is beyond +-%d",
                           wg_mod_op_name(m->op), m->value, WG_MOD_VALUE_MAX);
        return WG_OK;
    case WG_MOD_OP_USE:
        return check_use(out, s, m, field, err);
    case WG_MOD_OP_MUL:
        return check_mul(m, field, err);
    default:
        *field = "op";
        return wgi_fail(err, WG_EINVAL, "op %d is not set, use, mul or add", (int)m->op);
    }
}

static wg_status check_bound(const wg_modifier *m, const char **field, wg_error *err)
{
    *field = m->bound == WG_BOUND_MAX ? "max" : "min";
    if (m->bound == WG_BOUND_NONE)
        return WG_OK;
    if (m->bound != WG_BOUND_MIN && m->bound != WG_BOUND_MAX)
        return wgi_fail(err, WG_EINVAL, "bound %d is neither min nor max", (int)m->bound);
    if (!in_limits(m->limit))
        return wgi_fail(err, WG_ERANGE, "the bound %d is beyond +-%d", m->limit,
                       WG_MOD_VALUE_MAX);
    return WG_OK;
}

/* Refuse a field the op does not take (M1, M3): one left at its zero value
 * is not given. An unknown op is check_op's to refuse. */
static wg_status check_operands(const wg_modifier *m, const char **field, wg_error *err)
{
    bool bounded = m->bound == WG_BOUND_MIN || m->bound == WG_BOUND_MAX;
    const struct {
        const char *name;
        bool given;
    } fields[] = {
        {"value", m->value != 0},        {"model", m->model != NULL},
        {"from", m->from != NULL},       {"num", m->num != 0},
        {"den", m->den != 0},            {"round", m->round != WG_ROUNDING_UP},
        {bounded ? wg_bound_name(m->bound) : "min", bounded},
    };
    if (m->op <= WG_MOD_OP_BASE || m->op >= WG_MOD_OP_COUNT)
        return WG_OK;
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        *field = fields[i].name;
        if (fields[i].given && !wgi_mod_takes(m->op, fields[i].name))
            return wgi_mod_refuse_operand(err, m->op, fields[i].name);
    }
    return WG_OK;
}

/* Check m for model and resolve its names into out (no memory taken). */
static wg_status resolve(wgi_mod *out, const wg_models *s, size_t model, const wg_modifier *m,
                         const char **field, wg_error *err)
{
    /* no such model: no member of the modifier is at fault */
    *field = s && model < s->nmodels ? "stat" : "";
    if (m == NULL)
        return wgi_fail(err, WG_EINVAL, "modifier is NULL");
    memset(out, 0, sizeof *out);
    out->m = *m;
    out->model = model;
    out->src = WG_NONE;
    wg_status st = wgi_mod_find_node(&out->node, s, model, m->stat, err);
    if (st != WG_OK)
        return st;
    out->m.stat = s->nodes[out->node].name;
    st = check_operands(m, field, err);
    if (st == WG_OK)
        st = check_op(out, s, m, field, err);
    if (st == WG_OK)
        st = check_bound(m, field, err);
    /* The fields the op does not take are zero (check_operands); a limit
     * without a bound is the one thing ignored: a read-back shows none. */
    if (m->bound == WG_BOUND_NONE)
        out->m.limit = 0;
    *field = st == WG_OK ? "source" : *field;
    if (st == WG_OK && m->source && !name_ok(m->source))
        return wgi_fail(err, WG_EINVAL, "a source label must be 1 to %d bytes",
                       WG_MOD_NAME_MAX);
    return st;
}

/* Room for one more id in a node's or a model's list. */
static bool reserve(size_t **list, size_t *cap, size_t count)
{
    return wgi_grow((void **)list, cap, count + 1, sizeof **list);
}

static void insert_sorted(wg_models *s, wgi_node *node, size_t id)
{
    const wgi_mod *r = &s->mods[id];
    size_t i = node->nmods;
    while (i > 0 && applies_before(r, &s->mods[node->mods[i - 1].id])) {
        node->mods[i] = node->mods[i - 1];
        i--;
    }
    node->mods[i] = (wgi_mod_entry){.id = id, .src = r->src, .op = r->m.op,
                                   .value = r->m.op == WG_MOD_OP_MUL ? r->m.num : r->m.value,
                                   .den = r->m.den, .limit = r->m.limit,
                                   .round = (unsigned char)r->m.round,
                                   .bound = (unsigned char)r->m.bound};
    node->nmods++;
    node->nuses += r->src != WG_NONE;
}

static void remove_entry(wgi_node *node, size_t id)
{
    size_t i = 0;
    while (node->mods[i].id != id)
        i++;
    memmove(&node->mods[i], &node->mods[i + 1], (node->nmods - i - 1) * sizeof *node->mods);
    node->nmods--;
}

static void remove_id(size_t *list, size_t *count, size_t id)
{
    for (size_t i = 0; i < *count; i++)
        if (list[i] == id) {
            memmove(&list[i], &list[i + 1], (*count - i - 1) * sizeof *list);
            (*count)--;
            return;
        }
}

/* Reserve what linking r needs: its node's list, its source's users, a
 * copy of its label (in *label). */
static bool reserve_links(wg_models *s, const wgi_mod *r, char **label)
{
    wgi_node *node = &s->nodes[r->node];
    *label = NULL;
    if (!wgi_grow((void **)&node->mods, &node->capmods, node->nmods + 1, sizeof *node->mods))
        return false;
    if (r->src != WG_NONE) {
        wgi_node *src = &s->nodes[r->src];
        if (!reserve(&src->users, &src->capusers, src->nusers))
            return false;
    }
    if (r->m.source && (*label = wgi_strdup(r->m.source)) == NULL)
        return false;
    return true;
}

/* Link modifier id (its record filled in) into its node and source. */
static void link_mod(wg_models *s, size_t id, char *label)
{
    wgi_mod *r = &s->mods[id];
    r->m.source = label;
    insert_sorted(s, &s->nodes[r->node], id);
    if (r->src != WG_NONE) {
        wgi_node *src = &s->nodes[r->src];
        src->users[src->nusers++] = r->node;
    }
    wgi_mod_invalidate(s, r->node);
}

static void unlink_mod(wg_models *s, size_t id)
{
    wgi_mod *r = &s->mods[id];
    wgi_node *node = &s->nodes[r->node];
    wgi_mod_invalidate(s, r->node);
    remove_entry(node, id);
    if (r->src != WG_NONE) {
        node->nuses--;
        remove_id(s->nodes[r->src].users, &s->nodes[r->src].nusers, r->node);
    }
    wg_free((char *)r->m.source);
    r->m.source = NULL;
}

wg_status wgi_mod_add(size_t *id, wg_models *s, size_t model, const wg_modifier *m,
                     const char **field, wg_error *err)
{
    wgi_mod r;
    char *label = NULL;
    wg_status st = resolve(&r, s, model, m, field, err);
    if (st != WG_OK)
        return st;
    wgi_model_rec *owner = &s->models[model];
    if (!wgi_grow((void **)&s->mods, &s->capmods, s->nmods + 1, sizeof *s->mods)
        || !reserve(&owner->mods, &owner->capmods, owner->nmods)
        || !reserve_links(s, &r, &label))
        return wgi_fail_nomem(err);
    size_t n = s->nmods++;
    r.seq = ++s->seq;
    s->mods[n] = r;
    owner->mods[owner->nmods++] = n;
    link_mod(s, n, label);
    if (id)
        *id = n;
    return WG_OK;
}

wg_status wg_models_add_modifier(size_t *id, wg_models *s, size_t model,
                                 const wg_modifier *m, wg_error *err)
{
    const char *field;
    return wgi_mod_add(id, s, model, m, &field, err);
}

static wg_status check_id(const wg_models *s, size_t id, wg_error *err)
{
    if (s == NULL)
        return wgi_fail(err, WG_EINVAL, "models is NULL");
    if (id == 0 || id >= s->nmods || s->mods[id].removed)
        return wgi_fail(err, WG_ENOTFOUND, "no modifier %zu", id);
    return WG_OK;
}

wg_status wgi_mod_change(wg_models *s, size_t id, const wg_modifier *m, const char **field,
                        wg_error *err)
{
    wgi_mod r;
    char *label;
    *field = ""; /* no such modifier: no member of the new one is at fault */
    wg_status st = check_id(s, id, err);
    if (st == WG_OK)
        st = resolve(&r, s, s->mods[id].model, m, field, err);
    if (st != WG_OK)
        return st;
    if (!reserve_links(s, &r, &label))
        return wgi_fail_nomem(err);
    r.seq = s->mods[id].seq; /* it keeps its place in the order of application */
    unlink_mod(s, id);
    s->mods[id] = r;
    link_mod(s, id, label);
    return WG_OK;
}

wg_status wg_models_change_modifier(wg_models *s, size_t id, const wg_modifier *m,
                                    wg_error *err)
{
    const char *field;
    return wgi_mod_change(s, id, m, &field, err);
}

wg_status wg_models_remove_modifier(wg_models *s, size_t id, wg_error *err)
{
    wg_status st = check_id(s, id, err);
    if (st != WG_OK)
        return st;
    unlink_mod(s, id);
    wgi_model_rec *owner = &s->models[s->mods[id].model];
    remove_id(owner->mods, &owner->nmods, id);
    s->mods[id].removed = true;
    return WG_OK;
}

wg_status wgi_mod_find_node(size_t *out, const wg_models *s, size_t model, const char *stat,
                           wg_error *err)
{
    wg_status st = check_model(s, model, err);
    if (st != WG_OK)
        return st;
    *out = wgi_mod_node(s, model, stat);
    if (*out == WG_NONE)
        return wgi_fail(err, WG_ENOTFOUND, "model '%s' has no characteristic '%s'",
                       s->models[model].id, stat ? stat : "(null)");
    return WG_OK;
}

wg_status wg_models_set_base(wg_models *s, size_t model, const char *stat, int base,
                             wg_error *err)
{
    size_t n;
    return wgi_mod_set_base(&n, s, model, stat, base, err);
}

wg_status wgi_mod_set_base(size_t *out, wg_models *s, size_t model, const char *stat, int base,
                          wg_error *err)
{
    wg_status st = wgi_mod_find_node(out, s, model, stat, err);
    if (st != WG_OK)
        return st;
    size_t n = *out;
    wgi_node *node = &s->nodes[n];
    if (base < node->min || base > node->max)
        return wgi_fail(err, WG_ERANGE, "%s.%s: the base value %d is outside its range %d..%d "
                       "(M4)", s->models[model].id, node->name, base, node->min, node->max);
    if (node->base != base) {
        node->base = base;
        wgi_mod_invalidate(s, n);
    }
    return WG_OK;
}

/* ---- reading back ----------------------------------------------------- */

size_t wg_models_model_count(const wg_models *s)
{
    return s ? s->nmodels : 0;
}

const char *wg_models_model_at(const wg_models *s, size_t model)
{
    return s && model < s->nmodels ? s->models[model].id : NULL;
}

wg_status wg_models_find_model(size_t *index, const wg_models *s, const char *id, wg_error *err)
{
    size_t found;
    if (index == NULL || s == NULL || id == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_models_find_model: %s is NULL",
                       index == NULL ? "index" : s == NULL ? "models" : "id");
    if (!wgi_strmap_get(&s->ids, id, &found))
        return wgi_fail(err, WG_ENOTFOUND, "no model '%s'", id);
    *index = found;
    return WG_OK;
}

size_t wg_models_stat_count(const wg_models *s, size_t model)
{
    return s && model < s->nmodels ? s->models[model].nstats : 0;
}

wg_status wg_models_stat_at(wg_stat *out, const wg_models *s, size_t model, size_t index,
                            wg_error *err)
{
    wg_status st = out ? check_model(s, model, err) : wgi_fail(err, WG_EINVAL, "out is NULL");
    if (st == WG_OK)
        st = wgi_at_check(out, s, index, s->models[model].nstats, __func__, "characteristic",
                          err);
    if (st != WG_OK)
        return st;
    size_t n = s->models[model].first;
    while (index--)
        n = s->nodes[n].next;
    const wgi_node *node = &s->nodes[n];
    out->name = node->name;
    out->base = node->base;
    out->min = node->min;
    out->max = node->max;
    return WG_OK;
}

size_t wg_models_modifier_count(const wg_models *s, size_t model)
{
    return s && model < s->nmodels ? s->models[model].nmods : 0;
}

wg_status wg_models_modifier_at(wg_models_modifier *out, const wg_models *s, size_t model,
                                size_t index, wg_error *err)
{
    wg_status st = out ? check_model(s, model, err) : wgi_fail(err, WG_EINVAL, "out is NULL");
    if (st == WG_OK)
        st = wgi_at_check(out, s, index, s->models[model].nmods, __func__, "modifier", err);
    if (st != WG_OK)
        return st;
    size_t id = s->models[model].mods[index];
    *out = (wg_models_modifier){.modifier = s->mods[id].m, .id = id};
    return WG_OK;
}

unsigned long long wg_models_evaluations(const wg_models *s)
{
    return s ? s->evaluations : 0;
}
