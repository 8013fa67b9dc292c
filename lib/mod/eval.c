/* Evaluating characteristics (rules M1–M4) and finding cycles of used
 * values (M2). The graph of `use` modifiers is walked with an explicit
 * stack, never by recursion, so a chain of any length fits; each node is
 * computed once and then kept until something it depends on changes. */
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/mod.h"

/* ---- one step ----------------------------------------------------------- */

/* v * num / den rounded as asked (M1: up unless the modifier says
 * otherwise), for any sign of v. */
static int mul_round(int v, int num, int den, wg_rounding round)
{
    long long q = (long long)v * num;
    long long down = q >= 0 ? q / den : -((-q + den - 1) / den);
    return (int)(round == WG_ROUNDING_DOWN || down * den == q ? down : down + 1);
}

/* What the op alone makes of before (M1). */
static inline int raw_value(const wg_models *s, const wgi_mod_entry *e, int before)
{
    switch (e->op) {
    case WG_MOD_OP_SET: return e->value;
    case WG_MOD_OP_USE: return s->nodes[e->src].value;
    case WG_MOD_OP_MUL: return mul_round(before, e->value, e->den, (wg_rounding)e->round);
    default: return before + e->value;
    }
}

/* M3's decision: a bound never moves the value past it, nor the other way. */
static inline int bounded(const wgi_mod_entry *e, int before, int raw)
{
    if (e->bound == WG_BOUND_MIN) {
        int floor = before < e->limit ? before : e->limit;
        return raw > floor ? raw : floor;
    }
    if (e->bound == WG_BOUND_MAX) {
        int ceiling = before > e->limit ? before : e->limit;
        return raw < ceiling ? raw : ceiling;
    }
    return raw;
}

/* M4: the range holds after every single modifier. */
static inline int clamp(const wgi_node *node, int v)
{
    return v < node->min ? node->min : v > node->max ? node->max : v;
}

int wgi_mod_apply(const wg_models *s, const wgi_node *node, const wgi_mod_entry *e, int before,
                 wg_step *step)
{
    int raw = raw_value(s, e, before);
    int held = bounded(e, before, raw);
    int after = clamp(node, held);
    if (step) {
        step->modifier = s->mods[e->id].m;
        step->used = 0;
        if (e->op == WG_MOD_OP_USE) {
            step->modifier.from = s->nodes[e->src].name;
            step->used = raw;
        }
        step->id = e->id;
        step->before = before;
        step->raw = raw;
        step->after = after;
        step->bounded = held != raw;
        step->clamped = after != held;
    }
    return after;
}

void wgi_mod_base_step(const wg_models *s, size_t node, wg_step *step)
{
    memset(step, 0, sizeof *step);
    step->modifier.op = WG_MOD_OP_BASE;
    step->modifier.stat = s->nodes[node].name;
    step->before = step->raw = step->after = s->nodes[node].base;
}

static void compute(wg_models *s, wgi_node *node)
{
    int v = node->base;
    /* by index: a node with no modifiers has mods NULL, and NULL + 0 is UB */
    for (size_t i = 0; i < node->nmods; i++)
        v = clamp(node, bounded(&node->mods[i], v, raw_value(s, &node->mods[i], v)));
    node->value = v;
    node->state = WGI_NODE_KNOWN;
    s->evaluations++;
}

/* ---- changes ------------------------------------------------------------ */

void wgi_mod_invalidate(wg_models *s, size_t start)
{
    /* A stale node's users are all stale already, so the walk stops there;
     * each node is pushed once, and the stack has room for every node. */
    if (s->nodes[start].state != WGI_NODE_KNOWN)
        return;
    size_t top = 0;
    s->nodes[start].state = WGI_NODE_STALE;
    s->stack[top++].node = start;
    while (top > 0) {
        const wgi_node *node = &s->nodes[s->stack[--top].node];
        for (size_t i = 0; i < node->nusers; i++) {
            wgi_node *user = &s->nodes[node->users[i]];
            if (user->state == WGI_NODE_KNOWN) {
                user->state = WGI_NODE_STALE;
                s->stack[top++].node = node->users[i];
            }
        }
    }
}

/* ---- cycles ------------------------------------------------------------- */

static void add_name(wgi_buf *b, const wg_models *s, size_t n)
{
    wgi_buf_addf(b, "%s.%s", s->models[s->nodes[n].model].id, s->nodes[n].name);
}

/* The cycle found when `last` uses `first`, a node open on the path to it,
 * named from the use that closes it: last -> first -> ... -> last, the way
 * the uses go. The walk up the parents gives last, then the path back to
 * first; a long cycle keeps its ends. */
static wg_status cycle_error(const wg_models *s, size_t first, size_t last, wg_error *err)
{
    size_t len = 1;
    for (size_t n = last; n != first; n = s->nodes[n].parent)
        len++;
    size_t *walk = wgi_calloc(len, sizeof *walk);
    if (walk == NULL)
        return wgi_fail(err, WG_ERULE, "a cycle of used values (M2) through %s.%s",
                       s->models[s->nodes[last].model].id, s->nodes[last].name);
    walk[0] = last;
    for (size_t i = 1; i < len; i++)
        walk[i] = s->nodes[walk[i - 1]].parent;
    wgi_buf b;
    wgi_buf_init(&b);
    add_name(&b, s, last);
    for (size_t k = 1; k <= len; k++) {
        if (len > 12 && k == 6) {
            wgi_buf_add(&b, " -> ...");
            k = len - 5;
        }
        wgi_buf_add(&b, " -> ");
        add_name(&b, s, k < len ? walk[len - k] : last);
    }
    wg_free(walk);
    char *text = NULL;
    wg_status st = wgi_buf_finish(&b, &text, NULL);
    if (st != WG_OK)
        return wgi_fail(err, WG_ERULE, "a cycle of used values (M2) through %s.%s",
                       s->models[s->nodes[last].model].id, s->nodes[last].name);
    st = len > 12
        ? wgi_fail(err, WG_ERULE, "a cycle of used values (M2) of %zu characteristics: %s", len,
                  text)
        : wgi_fail(err, WG_ERULE, "a cycle of used values (M2): %s", text);
    wg_free(text);
    return st;
}

/* ---- the walk ----------------------------------------------------------- */

static bool push(wg_models *s, size_t *top, size_t node, size_t parent)
{
    if (!wgi_grow((void **)&s->stack, &s->capstack, *top + 1, sizeof *s->stack))
        return false;
    s->stack[*top].node = node;
    s->stack[*top].parent = parent;
    (*top)++;
    return true;
}

/* Push the stale nodes node uses; a used node still open is on the path to
 * node: a cycle, and *cycle_mod the use that closes it. */
static wg_status expand(wg_models *s, size_t *top, size_t n, size_t *cycle_mod, wg_error *err)
{
    const wgi_node *node = &s->nodes[n];
    for (size_t i = 0; i < node->nmods; i++) {
        const wgi_mod_entry *e = &node->mods[i];
        if (e->src == WG_NONE || s->nodes[e->src].state == WGI_NODE_KNOWN)
            continue;
        if (s->nodes[e->src].state == WGI_NODE_OPEN) {
            if (cycle_mod)
                *cycle_mod = e->id;
            return cycle_error(s, e->src, n, err);
        }
        if (!push(s, top, e->src, n))
            return wgi_fail_nomem(err);
    }
    return WG_OK;
}

/* Depth first from start: a node is computed when it comes back to the top
 * of the stack, all it uses being known by then. */
static wg_status walk(wg_models *s, size_t start, size_t *cycle_mod, wg_error *err)
{
    size_t top = 0;
    wg_status st = push(s, &top, start, WG_NONE) ? WG_OK : wgi_fail_nomem(err);
    while (st == WG_OK && top > 0) {
        wgi_frame f = s->stack[top - 1];
        wgi_node *node = &s->nodes[f.node];
        if (node->state == WGI_NODE_STALE) {
            node->state = WGI_NODE_OPEN;
            node->parent = f.parent;
            st = expand(s, &top, f.node, cycle_mod, err);
            continue;
        }
        if (node->state == WGI_NODE_OPEN)
            compute(s, node);
        top--;
    }
    /* After a failure, what was opened is stale again. */
    for (size_t i = 0; i < top; i++)
        if (s->nodes[s->stack[i].node].state == WGI_NODE_OPEN)
            s->nodes[s->stack[i].node].state = WGI_NODE_STALE;
    return st;
}

wg_status wgi_mod_evaluate(wg_models *s, size_t node, size_t *cycle_mod, wg_error *err)
{
    if (node != WG_NONE && s->nodes[node].state == WGI_NODE_KNOWN)
        return WG_OK;
    if (node != WG_NONE && s->nodes[node].nuses == 0) {
        compute(s, &s->nodes[node]); /* it uses nothing: no graph to walk */
        return WG_OK;
    }
    if (node != WG_NONE)
        return walk(s, node, cycle_mod, err);
    for (size_t n = 0; n < s->nnodes; n++)
        if (s->nodes[n].state != WGI_NODE_KNOWN) {
            wg_status st = walk(s, n, cycle_mod, err);
            if (st != WG_OK)
                return st;
        }
    return WG_OK;
}

/* ---- the public entry points ------------------------------------------- */

wg_status wgi_mod_known(size_t *node, const void *out, wg_models *s, size_t model,
                       const char *stat, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = wgi_mod_find_node(node, s, model, stat, err);
    return st == WG_OK ? wgi_mod_evaluate(s, *node, NULL, err) : st;
}

wg_status wg_models_value(int *out, wg_models *s, size_t model, const char *stat,
                          wg_error *err)
{
    size_t n;
    wg_status st = wgi_mod_known(&n, out, s, model, stat, err);
    if (st == WG_OK)
        *out = s->nodes[n].value;
    return st;
}

wg_status wg_models_try_base(int *out, wg_models *s, size_t model, const char *stat, int base,
                             wg_error *err)
{
    size_t n;
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = wgi_mod_set_base(&n, s, model, stat, base, err);
    if (st == WG_OK)
        st = wgi_mod_evaluate(s, n, NULL, err);
    if (st == WG_OK)
        *out = s->nodes[n].value;
    return st;
}

wg_status wg_models_evaluate(wg_models *s, wg_error *err)
{
    if (s == NULL)
        return wgi_fail(err, WG_EINVAL, "models is NULL");
    return wgi_mod_evaluate(s, WG_NONE, NULL, err);
}
