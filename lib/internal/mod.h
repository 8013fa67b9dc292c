/* The mod module's data (rules M1–M5), shared by its files: mod.c builds
 * and changes sets, mod/eval.c evaluates them, mod/trace.c explains and
 * prints, mod/json.c reads wargen-models/1 and wargen-trace/1.
 *
 * Each characteristic of each model is a node. A node keeps its modifiers
 * sorted in the order they are applied (M1 group, then unbounded before
 * bounded, then order of application: M3), so evaluation is one pass. A
 * `use` modifier is an edge to the node it uses; every node lists its
 * users, so a change marks stale exactly what depends on it. */
#ifndef WGI_INTERNAL_MOD_H
#define WGI_INTERNAL_MOD_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "wargen/mod.h"
#include "internal/strmap.h"

/* A node's state during and between evaluations. */
enum { WGI_NODE_STALE = 0, WGI_NODE_OPEN = 1, WGI_NODE_KNOWN = 2 };

typedef struct wgi_mod {
    wg_modifier m;          /* stat, model, from: the set's strings; source: owned */
    size_t model;           /* the model it is on */
    size_t node;            /* the characteristic it modifies */
    size_t src;             /* `use`: the node used; else WG_NONE */
    unsigned long long seq; /* order of application */
    bool removed;
} wgi_mod;

/* A modifier as evaluation reads it, kept in its node's array so a
 * characteristic is computed from one array (the record in wg_models.mods
 * stays the whole truth, for reading back and traces). */
typedef struct wgi_mod_entry {
    size_t id;
    size_t src;             /* `use`: the node used; else WG_NONE */
    int op;                 /* wg_mod_op */
    int value;              /* set, add: the value; mul: the numerator */
    int den;                /* mul */
    int limit;              /* the bound's value */
    unsigned char round;    /* wg_rounding */
    unsigned char bound;    /* wg_bound */
} wgi_mod_entry;

typedef struct wgi_node {
    size_t model;
    const char *name;       /* the set's interned name */
    size_t next;            /* the model's next characteristic, or WG_NONE */
    int base, min, max;
    int value;              /* the final value when state is KNOWN */
    int state;
    size_t parent;          /* during evaluation: the node that uses this one */
    wgi_mod_entry *mods;     /* its modifiers in the order applied (M1, M3) */
    size_t nmods, capmods;
    size_t nuses;           /* how many of them are `use`: none, no graph to walk */
    size_t *users;          /* nodes with a `use` of this one, once per use */
    size_t nusers, capusers;
} wgi_node;

typedef struct wgi_model_rec {
    char *id;
    size_t first, last;     /* its characteristics, a list through wgi_node.next */
    size_t nstats;
    size_t *mods;           /* its modifier ids in the order added */
    size_t nmods, capmods;
} wgi_model_rec;

typedef struct wgi_frame {
    size_t node, parent;
} wgi_frame;

struct wg_models {
    wgi_model_rec *models;
    size_t nmodels, capmodels;
    wgi_strmap ids;          /* model id -> index */
    wgi_node *nodes;
    size_t nnodes, capnodes;
    wgi_mod *mods;           /* by id; id 0 is never used */
    size_t nmods, capmods;
    char **names;           /* interned characteristic names */
    size_t nnames, capnames;
    wgi_strmap name_index;
    wgi_frame *stack;        /* evaluation and invalidation work list */
    size_t capstack;
    unsigned long long seq;
    unsigned long long evaluations;
};

/* The node of characteristic stat of model, or WG_NONE. A model has a
 * handful of characteristics, so a walk beats hashing; and the name the set
 * handed out (wg_stat.name) is found by its address alone. Inline: it is
 * on every read of a value. */
static inline size_t wgi_mod_node(const wg_models *s, size_t model, const char *stat)
{
    if (model >= s->nmodels || stat == NULL)
        return WG_NONE;
    size_t first = s->models[model].first, n;
    for (n = first; n != WG_NONE; n = s->nodes[n].next)
        if (s->nodes[n].name == stat)
            return n;
    for (n = first; n != WG_NONE; n = s->nodes[n].next)
        if (s->nodes[n].name[0] == stat[0] && strcmp(s->nodes[n].name, stat) == 0)
            return n;
    return WG_NONE;
}

/* The names of wg_mod_op, wg_bound and wg_rounding, by value, NULL-terminated
 * (names.c): the one table of each. */
extern const char *const wgi_mod_op_names[WG_MOD_OP_COUNT + 1];
extern const char *const wgi_bound_names[WG_BOUND_COUNT + 1];
extern const char *const wgi_rounding_names[WG_ROUNDING_COUNT + 1];

/* Whether a modifier with op takes operand, a member of a wargen-models/1
 * modifier other than stat, op and source ("value", "min", ...): M1's
 * operands and M3's bounds, known here only. */
bool wgi_mod_takes(wg_mod_op op, const char *operand);

/* Refuse operand on a modifier with op: WG_EINVAL, the one wording of it
 * (op must be a modifier's op). */
wg_status wgi_mod_refuse_operand(wg_error *err, wg_mod_op op, const char *operand);

/* Like wg_models_add_modifier(), and on failure *field names the member of
 * a wargen-models/1 modifier at fault ("stat", "model", "den", ...). */
wg_status wgi_mod_add(size_t *id, wg_models *s, size_t model, const wg_modifier *m,
                     const char **field, wg_error *err);

/* Like wg_models_change_modifier(), and *field as for wgi_mod_add(). */
wg_status wgi_mod_change(wg_models *s, size_t id, const wg_modifier *m, const char **field,
                        wg_error *err);

/* Like wg_models_add_stat(); on failure *field is "base", "range", or
 * "range min" / "range max" for the end beyond WG_MOD_VALUE_MAX. */
wg_status wgi_mod_add_stat(wg_models *s, size_t model, const char *stat, int base, int min,
                          int max, const char **field, wg_error *err);

/* Make node known (evaluating what it needs) or, with node WG_NONE,
 * every node. On a cycle, *cycle_mod (may be NULL) receives the id of a
 * `use` modifier on it. */
wg_status wgi_mod_evaluate(wg_models *s, size_t node, size_t *cycle_mod, wg_error *err);

/* The node of stat of model; WG_EINVAL (a NULL set) or WG_ENOTFOUND (no such
 * model or characteristic). */
wg_status wgi_mod_find_node(size_t *out, const wg_models *s, size_t model, const char *stat,
                           wg_error *err);

/* wg_models_set_base, giving the node of stat of model (wg_models_try_base
 * evaluates it next). */
wg_status wgi_mod_set_base(size_t *out, wg_models *s, size_t model, const char *stat, int base,
                          wg_error *err);

/* The node of stat of model, evaluated: the common start of the functions
 * that read a value; out (their out-parameter) must not be NULL. */
wg_status wgi_mod_known(size_t *node, const void *out, wg_models *s, size_t model,
                       const char *stat, wg_error *err);

/* Mark node and everything that uses it, directly or not, stale. */
void wgi_mod_invalidate(wg_models *s, size_t node);

/* Apply modifier e of node to the value before (M3 bound, M4 clamp): the
 * value after. The node it uses, if any, must be known. When step is not
 * NULL it is filled in, with the modifier's strings borrowed from the set
 * and `from` resolved to the name used. */
int wgi_mod_apply(const wg_models *s, const wgi_node *node, const wgi_mod_entry *e, int before,
                 wg_step *step);

/* The base step of node. */
void wgi_mod_base_step(const wg_models *s, size_t node, wg_step *step);

/* Give step index of trace t (made by wg_models_explain) the modifier id
 * id: the reader of wargen-trace/1 restores the document's ids so. */
void wgi_trace_set_id(wg_trace *t, size_t index, size_t id);

#endif
