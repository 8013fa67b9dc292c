/**
 * @file wargen/mod.h
 * @brief The order of modifiers (The 9th Age, rules M1–M5): models with
 *        characteristics, the modifiers applied to them, their final values
 *        and a step-by-step explanation of each.
 *
 * A model set (::wg_models) holds models, each with named characteristics
 * (a base value and a range, 0–10 unless declared otherwise) and the
 * modifiers applied to them, in the order they were applied. A
 * characteristic's final value is computed exactly as M1–M4 say:
 *
 * 1. three groups in turn: used values (`set`, `use`), then multiplication
 *    (`mul`), then additions (`add`) (M1);
 * 2. within a group, the modifiers without a bound first, then those with
 *    one, each in the order applied (M3);
 * 3. the value is clamped to the characteristic's range after every single
 *    modifier (M4), and a bounded modifier never moves the value past its
 *    bound nor the other way (M3's decision);
 * 4. a `use` takes the other characteristic's final value, its own
 *    modifiers applied first (M2).
 *
 * `use` modifiers link characteristics into a graph. It is evaluated
 * iteratively (a chain of any length fits in memory, not on the stack),
 * each value is kept until something it depends on changes, and a cycle is
 * refused with WG_ERULE and a message naming it
 * (`spearman.Dis -> general.Dis -> spearman.Dis`). Changing a base value or
 * a modifier recomputes only the characteristics that depend on it.
 *
 * Tasks:
 * - build: wg_models_new(), wg_models_add_model(), wg_models_add_stat(),
 *   wg_models_add_modifier(); or read `wargen-models/1` with
 *   wg_models_load_file() / wg_models_load_string();
 * - change: wg_models_set_base(), wg_models_change_modifier(),
 *   wg_models_remove_modifier();
 * - evaluate: wg_models_value() for one characteristic,
 *   wg_models_try_base() to set a base and read the value it gives,
 *   wg_models_evaluate() for all;
 * - explain (M5): wg_models_explain() gives a ::wg_trace of steps;
 * - print: wg_models_to_json() (the `wargen modify --json` document) and
 *   wg_models_to_text() (its human output); wg_trace_to_text();
 * - keep a trace: wg_trace_save(), wg_trace_load_string() and wg_trace_load_file()
 *   (`wargen-trace/1`);
 * - read back: wg_models_model_count(), wg_models_model_at(),
 *   wg_models_find_model(), wg_models_stat_count(), wg_models_stat_at(),
 *   wg_models_modifier_count(), wg_models_modifier_at(),
 *   wg_models_modifier_to_json();
 * - save: wg_models_save() (the `wargen-models/1` document).
 *
 * Models are referred to by their index (in the order added) and
 * characteristics by name. A model index past the end, a characteristic or
 * a modifier that is not there, is WG_ENOTFOUND from every function that
 * returns a status (NULL or 0 from those that return a pointer or a count);
 * WG_EINVAL is for NULL arguments and values no call could accept.
 *
 * Where names are passed in a hot loop, pass the set's own copy
 * (wg_stat::name from wg_models_stat_at()): it is recognised by its
 * address, without comparing strings. Evaluation keeps results in the set,
 * so even reading a value changes the set: use one set from one thread at
 * a time.
 */
#ifndef WARGEN_MOD_H
#define WARGEN_MOD_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/export.h"
#include "wargen/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Modifiers
 * @{ */

/** What a modifier does. WG_MOD_OP_BASE appears only in traces. */
typedef enum wg_mod_op {
    WG_MOD_OP_BASE = 0, /**< (traces only) the characteristic's base value */
    WG_MOD_OP_SET = 1,  /**< set to a fixed value (group 1, M1) */
    WG_MOD_OP_USE = 2,  /**< use another characteristic's final value (group 1, M1, M2) */
    WG_MOD_OP_MUL = 3,  /**< multiply by num/den, rounding (group 2, M1) */
    WG_MOD_OP_ADD = 4,  /**< add a signed amount (group 3, M1) */
    WG_MOD_OP_COUNT     /**< the number of ops (not an op) */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_MOD_BASE WG_DEPRECATED_ENUMERATOR("use WG_MOD_OP_BASE") = WG_MOD_OP_BASE, /**< @deprecated Use #WG_MOD_OP_BASE. */
    WG_MOD_SET WG_DEPRECATED_ENUMERATOR("use WG_MOD_OP_SET") = WG_MOD_OP_SET, /**< @deprecated Use #WG_MOD_OP_SET. */
    WG_MOD_USE WG_DEPRECATED_ENUMERATOR("use WG_MOD_OP_USE") = WG_MOD_OP_USE, /**< @deprecated Use #WG_MOD_OP_USE. */
    WG_MOD_MUL WG_DEPRECATED_ENUMERATOR("use WG_MOD_OP_MUL") = WG_MOD_OP_MUL, /**< @deprecated Use #WG_MOD_OP_MUL. */
    WG_MOD_ADD WG_DEPRECATED_ENUMERATOR("use WG_MOD_OP_ADD") = WG_MOD_OP_ADD /**< @deprecated Use #WG_MOD_OP_ADD. */
#endif
} wg_mod_op;

/** "base", "set", "use", "mul" or "add"; NULL for another value. */
WG_API const char *wg_mod_op_name(wg_mod_op op);

/** The op named @p name; WG_EINVAL naming it and the valid ones (and
 * @p out unchanged) otherwise. "base" is not an op a modifier can have and
 * is refused too. */
WG_API wg_status wg_mod_op_parse(wg_mod_op *out, const char *name, wg_error *err);

/** A bound of a modifier (M3): "to a minimum of N" or "to a maximum of N". */
typedef enum wg_bound {
    WG_BOUND_NONE = 0, /**< no bound */
    WG_BOUND_MIN = 1,  /**< "to a minimum of N" */
    WG_BOUND_MAX = 2,  /**< "to a maximum of N" */
    WG_BOUND_COUNT     /**< the number of values (not a bound) */
} wg_bound;

/** "none", "min" or "max" (the member of `wargen-models/1` that gives the
 * bound); NULL for another value. */
WG_API const char *wg_bound_name(wg_bound bound);

/** The bound named @p name; WG_EINVAL naming it and the valid ones (and
 * @p out unchanged) otherwise. */
WG_API wg_status wg_bound_parse(wg_bound *out, const char *name, wg_error *err);

/** How `mul` rounds a fraction: up unless the modifier says otherwise (M1). */
typedef enum wg_rounding {
    WG_ROUNDING_UP = 0,   /**< a fraction rounds up (the default) */
    WG_ROUNDING_DOWN = 1, /**< a fraction rounds down */
    WG_ROUNDING_COUNT     /**< the number of values (not a rounding) */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_ROUND_UP WG_DEPRECATED_ENUMERATOR("use WG_ROUNDING_UP") = WG_ROUNDING_UP, /**< @deprecated Use #WG_ROUNDING_UP. */
    WG_ROUND_DOWN WG_DEPRECATED_ENUMERATOR("use WG_ROUNDING_DOWN") = WG_ROUNDING_DOWN /**< @deprecated Use #WG_ROUNDING_DOWN. */
#endif
} wg_rounding;

/** "up" or "down" (the `round` of `wargen-models/1`); NULL for another value. */
WG_API const char *wg_rounding_name(wg_rounding rounding);

/** The rounding named @p name; WG_EINVAL naming it and the valid ones (and
 * @p out unchanged) otherwise. */
WG_API wg_status wg_rounding_parse(wg_rounding *out, const char *name, wg_error *err);

/** Largest magnitude of a value, an amount, a bound or a range end. */
#define WG_MOD_VALUE_MAX 1000000
/** Largest numerator or denominator of `mul`. */
#define WG_MOD_RATIO_MAX 1000
/** Longest model id, characteristic name or source label, in bytes. */
#define WG_MOD_NAME_MAX 100
/** The default range of a characteristic (M4): the lowest value, */
#define WG_STAT_MIN 0
/** and the highest. */
#define WG_STAT_MAX 10

/**
 * A modifier, as wg_models_add_modifier() takes it. Start from a zeroed
 * struct: the fields an op does not take must stay zero (NULL, 0,
 * WG_ROUNDING_UP, WG_BOUND_NONE), or the modifier is refused naming the field;
 * `limit` is ignored without a bound.
 */
typedef struct wg_modifier {
    const char *stat;     /**< the characteristic it modifies */
    wg_mod_op op;         /**< what it does; never WG_MOD_OP_BASE */
    int value;            /**< `set`: the value; `add`: the signed amount */
    const char *model;    /**< `use`: the id of the model whose value is used */
    const char *from;     /**< `use`: the characteristic used; NULL for the same as stat */
    int num;              /**< `mul`: numerator, 0 to WG_MOD_RATIO_MAX */
    int den;              /**< `mul`: denominator, 1 to WG_MOD_RATIO_MAX */
    wg_rounding round;    /**< `mul`: WG_ROUNDING_UP (the default) or WG_ROUNDING_DOWN */
    wg_bound bound;       /**< `mul`, `add`: a bound (M3); `set` and `use` have none */
    int limit;            /**< the bound's value */
    const char *source;   /**< a label shown in traces ("banner"), or NULL */
} wg_modifier;

/** @} */

/** @name Building a model set
 * @{ */

/** Models, their characteristics and modifiers (opaque). */
typedef struct wg_models wg_models;

/**
 * An empty set.
 * @param out receives it; the caller frees it with wg_models_free().
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK or WG_ENOMEM.
 */
WG_API wg_status wg_models_new(wg_models **out, wg_error *err);

/** Free a set. NULL is allowed. */
WG_API void wg_models_free(wg_models *models);

/**
 * Add a model with no characteristics.
 * @param index receives its index (may be NULL): 0 for the first model added.
 * @param id unique in the set, 1 to WG_MOD_NAME_MAX bytes (copied).
 * @param models the set the model joins.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (bad or repeated id); WG_ENOMEM.
 */
WG_API wg_status wg_models_add_model(size_t *index, wg_models *models, const char *id,
                                     wg_error *err);

/**
 * Give model @p model the characteristic @p stat with the base value
 * @p base and the range @p min to @p max (WG_STAT_MIN, WG_STAT_MAX for the
 * default of M4).
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param stat the characteristic's name, 1 to WG_MOD_NAME_MAX bytes (copied).
 * @param base its base value, within @p min to @p max.
 * @param min the lowest value of its range.
 * @param max the highest value of its range.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL set, a bad or repeated name);
 *         WG_ENOTFOUND (no such model); WG_ERANGE (min above max, a base
 *         outside the range, a number beyond WG_MOD_VALUE_MAX); WG_ENOMEM.
 *         On failure nothing changes.
 */
WG_API wg_status wg_models_add_stat(wg_models *models, size_t model, const char *stat,
                                    int base, int min, int max, wg_error *err);

/**
 * Add a modifier to model @p model; it is applied after every modifier
 * already added (M3's order of application).
 * @param id receives the modifier's id (may be NULL), which stays valid
 *        until the modifier is removed; ids are never reused.
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param modifier the modifier; copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, op WG_MOD_OP_BASE or unknown, a
 *         field the op does not take ("an add modifier takes no 'den'"), so
 *         a bound on `set` or `use` (M3), a denominator of 0, a numerator below 0,
 *         a bad label); WG_ENOTFOUND (no such model, no such characteristic,
 *         or for `use` no such model or characteristic); WG_ERANGE (a number
 *         beyond the limits above); WG_ENOMEM. On failure nothing changes.
 *
 * A `use` that closes a cycle is accepted here and refused by evaluation.
 */
WG_API wg_status wg_models_add_modifier(size_t *id, wg_models *models, size_t model,
                                        const wg_modifier *modifier, wg_error *err);

/**
 * Add a model given as JSON text: one object of a `wargen-models/1`
 * document's "models" list without "modifiers" (`{"id": "giant",
 * "characteristics": {"Str": 12}, "ranges": {"Str": [0, 15]}}`), checked as
 * wg_models_load_string() checks it. Errors as
 * wg_models_add_modifier_string(): WG_EINVAL for what the reader reports as
 * a parse or format error, the member at fault in err->path. On failure
 * nothing changes (WG_ENOMEM aside, which may leave the model in part).
 * @param index receives the new model's index (may be NULL).
 * @param models the set the model joins.
 * @param json the model as a document's member (need not be NUL-terminated), @p size
 *        bytes.
 * @param size the length of @p json in bytes.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_models_add_model_string(size_t *index, wg_models *models, const char *json,
                                            size_t size, wg_error *err);

/**
 * Add a modifier given as JSON text: one object of a `wargen-models/1`
 * model's "modifiers" list (`{"stat": "Str", "op": "add", "value": 3,
 * "min": 1}`), checked exactly as wg_models_load_string() checks it (an
 * unknown or missing member, a member the op does not take, two bounds:
 * M1, M3) and then as wg_models_add_modifier() (so WG_ENOTFOUND for no
 * such model). The text is an argument:
 * what the reader reports as WG_EPARSE or WG_EFORMAT is WG_EINVAL here, and
 * err->path names the member at fault, with no file, line or column.
 * This is how a binding hands over keyword arguments or a table without
 * knowing which operands an op takes.
 * @param id receives the new modifier's id (may be NULL).
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param json the modifier as a document's member (need not be NUL-terminated), @p size
 *        bytes.
 * @param size the length of @p json in bytes.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as said; on failure nothing changes.
 */
WG_API wg_status wg_models_add_modifier_string(size_t *id, wg_models *models, size_t model,
                                               const char *json, size_t size, wg_error *err);

/**
 * Read a `wargen-models/1` document (docs/FORMATS.md). Every problem is reported
 * with file, line, column and JSON path: unknown keys and ops, an unknown
 * model or characteristic, a denominator of 0, a bound on `set` or `use`, a
 * range with min above max; a cycle of `use` modifiers (WG_ERULE, located
 * at one `use` on it, the message naming the cycle). Finding cycles
 * evaluates every characteristic once, so a loaded set starts with its
 * values known.
 * @param out receives the set (the caller frees it with wg_models_free()).
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_models_load_file(wg_models **out, const char *path, wg_error *err);
/**
 * The same from the document's text: see wg_models_load_file().
 * @param out as for wg_models_load_file().
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_models_load_file() (never WG_EIO).
 */
WG_API wg_status wg_models_load_string(wg_models **out, const char *json, size_t size,
                                       const char *name, wg_error *err);

/** @} */

/** @name Reading a model set back
 * @{ */

/** Number of models; 0 for a NULL set. */
WG_API size_t wg_models_model_count(const wg_models *models);

/** Model @p model, by its id: what names it in documents, wg_models_find_model()
 * and `use` modifiers. Owned by the set, valid until the set is freed; NULL
 * for a NULL set or a model past the end. */
WG_API const char *wg_models_model_at(const wg_models *models, size_t model);

/** The index of the model with id @p id.
 * @param index receives the model's index.
 * @param models the set.
 * @param id the model's id, compared byte for byte.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND naming @p id; WG_EINVAL (a NULL argument).
 *         On failure @p index is unchanged. */
WG_API wg_status wg_models_find_model(size_t *index, const wg_models *models, const char *id,
                                      wg_error *err);

/** A characteristic as declared: name, base value and range. */
typedef struct wg_stat {
    const char *name;  /**< owned by the set */
    int base;          /**< the value before any modifier */
    int min;           /**< the lowest value: every value is clamped to min-max (M4) */
    int max;           /**< the highest value */
} wg_stat;

/** Number of characteristics of model @p model; 0 for a NULL set or a
 * model past the end. */
WG_API size_t wg_models_stat_count(const wg_models *models, size_t model);

/** The @p index-th characteristic of @p model, in the order added.
 * @param out receives the characteristic; its name is owned by the set.
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param index the characteristic's index among the model's, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOTFOUND (a model or
 *         an index past the end). On failure @p out is unchanged. */
WG_API wg_status wg_models_stat_at(wg_stat *out, const wg_models *models, size_t model,
                                   size_t index, wg_error *err);

/** Number of modifiers of @p model, removed ones not counted; 0 for a NULL
 * set or a model past the end. */
WG_API size_t wg_models_modifier_count(const wg_models *models, size_t model);

/** A modifier of a set, as wg_models_modifier_at() gives it. */
typedef struct wg_models_modifier {
    wg_modifier modifier; /**< a copy (strings owned by the set, valid until the modifier
                               changes or is removed) */
    size_t id;            /**< its id, for wg_models_change_modifier() and
                               wg_models_remove_modifier() */
} wg_models_modifier;

/**
 * The @p index-th modifier of @p model, in the order applied, with its id.
 * @param out receives the modifier and its id.
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param index the modifier's index among the model's, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOTFOUND (a model or an
 *         index past the end). On failure @p out is unchanged.
 */
WG_API wg_status wg_models_modifier_at(wg_models_modifier *out, const wg_models *models,
                                       size_t model, size_t index, wg_error *err);

/**
 * The @p index-th modifier of @p model as a modifier object of
 * `wargen-models/1`, its id first: `{"id": 3, "stat": "Str", "op": "add",
 * "value": 3, "min": 1, "source": "banner"}` (without "id", what
 * wg_models_add_modifier_string() reads back into the same modifier).
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param index the modifier's index among the model's, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOTFOUND (a model or an
 *         index past the end); WG_ENOMEM. On failure @p out is unchanged.
 */
WG_API wg_status wg_models_modifier_to_json(char **out, const wg_models *models, size_t model,
                                            size_t index, wg_error *err);

/** @} */

/** @name Changing a model set
 * Each change marks the characteristic it touches, and everything that uses
 * it, for recomputation; nothing else is recomputed.
 * @{ */

/**
 * Set the base value of a characteristic.
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param stat the characteristic's name.
 * @param base the new base value, within the characteristic's range (M4).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL set); WG_ENOTFOUND (no such model or
 *         characteristic); WG_ERANGE (outside its range).
 */
WG_API wg_status wg_models_set_base(wg_models *models, size_t model, const char *stat,
                                    int base, wg_error *err);

/**
 * Replace modifier @p id by @p modifier. It stays on its model and keeps
 * its place in the order of application; it may change characteristic or
 * op. Errors as for wg_models_add_modifier(), and WG_ENOTFOUND for an id
 * that does not exist or was removed. On failure nothing changes.
 */
WG_API wg_status wg_models_change_modifier(wg_models *models, size_t id,
                                           const wg_modifier *modifier, wg_error *err);

/**
 * Replace modifier @p id by one given as JSON text, as
 * wg_models_add_modifier_string() reads it; errors as that function, and
 * WG_ENOTFOUND for an id that does not exist or was removed.
 */
WG_API wg_status wg_models_change_modifier_string(wg_models *models, size_t id,
                                                  const char *json, size_t size,
                                                  wg_error *err);

/** Remove modifier @p id.
 * @return WG_OK, or WG_ENOTFOUND (no such id, or already removed). */
WG_API wg_status wg_models_remove_modifier(wg_models *models, size_t id, wg_error *err);

/** @} */

/** @name Evaluating (M1–M4)
 * @{ */

/**
 * The final value of @p stat of model @p model, evaluating what it
 * depends on that is not already known.
 * @param out receives the final value.
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param stat the characteristic's name.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOTFOUND (no such model
 *         or characteristic); WG_ERULE (a cycle of `use` modifiers, named in
 *         the message: M2); WG_ENOMEM. On failure @p out is unchanged.
 */
WG_API wg_status wg_models_value(int *out, wg_models *models, size_t model, const char *stat,
                                 wg_error *err);

/**
 * Set the base value of @p stat of model @p model, as wg_models_set_base()
 * does, and give its final value after that, as wg_models_value() does,
 * looking the characteristic up once: the call for a sweep that tries base
 * after base and reads what comes out (M1–M4).
 * @param out receives the final value; not NULL.
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param stat the characteristic's name.
 * @param base the new base value, within the characteristic's range (M4).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOTFOUND (no such model
 *         or characteristic); WG_ERANGE (outside its range): the base
 *         unchanged. WG_ERULE (a cycle, named: M2) or WG_ENOMEM: the base set,
 *         as by wg_models_set_base(), and @p out unchanged.
 */
WG_API wg_status wg_models_try_base(int *out, wg_models *models, size_t model, const char *stat,
                                    int base, wg_error *err);

/**
 * Evaluate every characteristic not already known, in time linear in the
 * number of characteristics and modifiers.
 * @return WG_OK; WG_ERULE (a cycle, named); WG_ENOMEM.
 */
WG_API wg_status wg_models_evaluate(wg_models *models, wg_error *err);

/**
 * How many characteristic evaluations the set has done since it was made.
 * Each characteristic is evaluated once and then again only after something
 * it depends on changed: this counter shows it.
 */
WG_API unsigned long long wg_models_evaluations(const wg_models *models);

/** @} */

/** @name Explaining (M5)
 * @{ */

/** One step of a trace. */
typedef struct wg_step {
    wg_modifier modifier; /**< the modifier (strings owned by the trace); op WG_MOD_OP_BASE first */
    size_t id;            /**< the modifier's id; 0 for the base step */
    int used;             /**< `use`: the final value taken; otherwise 0 */
    int before;           /**< the value before the step; the base for the base step */
    int raw;              /**< what the op alone gives, before the bound and the range */
    int after;            /**< the value after the step */
    bool bounded;         /**< the modifier's bound acted (M3) */
    bool clamped;         /**< the characteristic's range acted (M4) */
} wg_step;

/** How one characteristic got its value (opaque). Self-contained: it stays
 * valid after its set changes or is freed. */
typedef struct wg_trace wg_trace;

/**
 * Explain @p stat of model @p model: the base value, then each modifier in
 * the order M1 and M3 apply them, with the value before and after.
 * @param out receives the trace; the caller frees it with wg_trace_free().
 * @param models the set holding the model.
 * @param model the model's index, from 0.
 * @param stat the characteristic's name, such as "Str".
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_models_value().
 */
WG_API wg_status wg_models_explain(wg_trace **out, wg_models *models, size_t model,
                                   const char *stat, wg_error *err);

/** Free a trace. NULL is allowed. */
WG_API void wg_trace_free(wg_trace *trace);

/** The model id (owned by the trace). */
WG_API const char *wg_trace_model(const wg_trace *trace);
/** The characteristic's name (owned by the trace). */
WG_API const char *wg_trace_stat(const wg_trace *trace);
/** The final value. */
WG_API int wg_trace_value(const wg_trace *trace);
/** Number of steps (at least 1: the base); 0 for a NULL trace. */
WG_API size_t wg_trace_step_count(const wg_trace *trace);
/** Step @p index (owned by the trace; NULL for a NULL trace or an index
 * past the end). */
WG_API const wg_step *wg_trace_step_at(const wg_trace *trace, size_t index);

/**
 * The trace as text, one line per step:
 * @code
 * spearman.Str = 5
 *   base 8
 *   add +3: 8 -> 11, clamped to 10
 *   add -5: 10 -> 5
 * @endcode
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param trace the trace.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_trace_to_text(char **out, const wg_trace *trace, wg_error *err);

/**
 * The trace as the JSON array of `wargen modify --json --explain`:
 * `[{"op": "base", "after": 8}, {"op": "add", "value": 3, "before": 8,
 * "after": 10, "clamped": true}, ...]`. After the base step each step has
 * "op" and its operands as in `wargen-models/1` ("value" for `set` and
 * `add`; "model", "from" (always given) and the "value" taken for `use`;
 * "num", "den" and "round" for `mul`), "min" or "max" when bounded,
 * "source" when labelled, then "before", "after", "clamped" and, for a
 * bounded modifier, "bounded" (data/schema/wargen-modify-1.schema.json).
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param trace the trace.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_trace_to_json(char **out, const wg_trace *trace, wg_error *err);

/**
 * The trace as a `wargen-trace/1` document (docs/FORMATS.md), which
 * wg_trace_load_string() reads back into an equal trace: `{"format":
 * "wargen-trace/1", "model": "spearman", "stat": "Str", "value": 5,
 * "steps": [...]}`, the steps as wg_trace_to_json() writes them, each
 * after the base with the modifier's "id" first. wg_trace_to_json()'s array
 * alone names neither the model, the characteristic nor the ids, so it
 * cannot be read back. The bindings pickle a trace as it.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param trace the trace.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM (@p out unchanged).
 */
WG_API wg_status wg_trace_save(char **out, const wg_trace *trace, wg_error *err);

/**
 * Read a `wargen-trace/1` document (wg_trace_save()) back into a trace.
 * The steps are not taken on trust: the loader replays them (M1-M4) from
 * the base, each modifier applied to the value before it, a `use` taking
 * the value the step says it used (M2), and refuses a document whose
 * steps, flags or value differ from what the rules give, or whose
 * modifiers are not in the order M1 and M3 apply them. Each step's "raw"
 * is restored by that replay (the document does not carry it). The range
 * of the characteristic is not in the document: a step marked "clamped"
 * gives one end of it (M4), and the steps must agree on it. Every problem
 * is reported with name, line, column and JSON path, as
 * wg_models_load_string() reports it: unknown keys and ops, wrong types, a
 * step the rules do not give (WG_ERULE), a repeated modifier id.
 * @param out receives the trace (the caller frees it with wg_trace_free());
 *        NULL on failure.
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_EPARSE; WG_EFORMAT;
 *         WG_ERANGE; WG_ERULE (steps the rules do not give); WG_ENOMEM.
 */
WG_API wg_status wg_trace_load_string(wg_trace **out, const char *json, size_t size,
                                      const char *name, wg_error *err);
/**
 * The same from a file: see wg_trace_load_string().
 * @param out as for wg_trace_load_string().
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_trace_load_string(), and WG_EIO (the file cannot be read).
 */
WG_API wg_status wg_trace_load_file(wg_trace **out, const char *path, wg_error *err);

/** @} */

/** @name Printing a model set
 * @{ */

/**
 * Evaluate every characteristic and print the `wargen modify --json`
 * document (docs/FORMATS.md): `{"models": [{"id", "characteristics": {...}}]}`,
 * each model with a "trace" of every characteristic when @p explain.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param models the set (evaluated: hence not const).
 * @param explain whether to add each model's trace.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ERULE (a cycle); WG_ENOMEM.
 */
WG_API wg_status wg_models_to_json(char **out, wg_models *models, bool explain,
                                   wg_error *err);

/**
 * The human output of `wargen modify`: a line per model with its final
 * values (`spearman: Str 5, Dis 9`), followed when @p explain by each
 * characteristic's trace as wg_trace_to_text() prints it.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param models the set (evaluated: hence not const).
 * @param explain whether to add how each value was reached.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_models_to_text(char **out, wg_models *models, bool explain,
                                   wg_error *err);

/**
 * The set as a `wargen-models/1` document, which wg_models_load_string()
 * reads back into an equal set: each model's characteristics (bases) in the
 * order added, the ranges that are not the default WG_STAT_MIN-WG_STAT_MAX
 * (M4), and its modifiers in the order applied (M3). Modifier ids are not
 * written: the set read back numbers them in document order, model by model.
 * The bindings pickle a set as it.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param models the set.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM (@p out unchanged).
 */
WG_API wg_status wg_models_save(char **out, const wg_models *models, wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_models_model_at(). */
WG_DEPRECATED("use wg_models_model_at")
static inline const char *wg_models_id_at(const wg_models *models, size_t model)
{
    return wg_models_model_at(models, model);
}

/** @deprecated Use wg_models_find_model(). */
WG_DEPRECATED("use wg_models_find_model")
static inline wg_status wg_models_find(size_t *index, const wg_models *models, const char *id,
                                       wg_error *err)
{
    return wg_models_find_model(index, models, id, err);
}

/** @deprecated Use wg_models_save(). */
WG_DEPRECATED("use wg_models_save")
static inline wg_status wg_models_save_string(char **out, const wg_models *models,
                                              wg_error *err)
{
    return wg_models_save(out, models, err);
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_MOD_H */
