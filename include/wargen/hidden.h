/**
 * @file wargen/hidden.h
 * @brief The 9th Age open and hidden rosters: the open view a player hands
 *        to the opponent, the hidden view, and twins with their labels
 *        (rules H1–H4).
 *
 * A view is made from a roster (wg_view_new()) and holds both parts of it:
 * - the open view (H1–H3): every unit in roster order with its entry, name,
 *   category (the one it is taken in when moved, R7), models, the General,
 *   options, its plain items (list `mundane`) by id, and its `equipment`:
 *   the mundane types of its hidden items (lists `common`, `army`,
 *   `item-like`, H2), each type once, sorted by byte value. A hidden item
 *   with no mundane type leaves no trace (H3); runes of one unit with the
 *   same mundane type are one runic item, so one equipment entry. No points
 *   but the game's limit (H2), and no `hides_in` (H1);
 * - the hidden view: only the units with hidden content (hidden items, or
 *   the position of a unit of a `secret` entry): their labels, hidden item
 *   ids in roster order, and `hides_in`;
 * - twins and labels (H4): twins are units whose open parts are equal and
 *   whose hidden parts differ. A player's label is kept; a twin without one
 *   gets "<unit name> N" (N = 1, 2, ... in roster order, counted over every
 *   assigned label of that unit name, skipping labels already taken by any
 *   unit). Units equal in both views get no label.
 *
 * Two twins with the same player label are the violation `label-clash`
 * (H4). The view reports it as wg_roster_validate() reports a broken rule:
 * wg_view_new() succeeds and the view carries the violation (code, rule,
 * units, message; wg_view_violation_at()). This is what the command's
 * contract "refused with exit 1 and the violation code label-clash" maps to
 * most simply: exit 1 is the command line's "well-formed input that breaks
 * a rule", which `wargen validate` already prints from ::wg_violation
 * records (wg_violation_to_json()); an error status would carry the code
 * only inside a message, and every caller would have to dig it out.
 *
 * Twins are found by hashing each unit's open part, in time linear in the
 * roster's size (no comparison of every pair of units).
 *
 * Tasks:
 * - make and free: wg_view_new(), wg_view_free();
 * - the units of the open view: wg_view_unit_count(), wg_view_unit_at(),
 *   wg_view_option_at(), wg_view_item_at(), wg_view_equipment_at();
 * - the hidden view: wg_view_hidden_count(), wg_view_hidden_unit(),
 *   wg_view_hidden_item_at() (and the hides_in of wg_view_unit_at());
 * - label clashes (H4): wg_view_valid(), wg_view_violation_count(),
 *   wg_view_violation_at();
 * - JSON: wg_view_to_json() writes the `wargen-view/1` documents (their
 *   shape is stated there); wg_view_kind_name() and wg_view_kind_parse() name the two
 *   views ("open", "hidden").
 *
 * Lifetime: a view keeps a pointer to its roster (and so to the roster's
 * catalogue): keep the roster alive and unchanged until the view is freed.
 * Strings a view returns are owned by the view, its roster or the catalogue
 * and live as long as the view. A view is read-only once made, so it may be
 * read from several threads.
 */
#ifndef WARGEN_HIDDEN_H
#define WARGEN_HIDDEN_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/export.h"
#include "wargen/error.h"
#include "wargen/roster.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Making a view
 * @{ */

/** The open and hidden views of a roster, with its twins' labels (opaque). */
typedef struct wg_view wg_view;

/**
 * The views of @p roster: open and hidden parts, twins and labels (H1–H4).
 * @param out receives the view; the caller frees it with wg_view_free(),
 *        before freeing the roster. NULL on failure.
 * @return WG_OK, whether or not twins' labels clash (see wg_view_valid());
 *         WG_EINVAL for a NULL argument or a unit whose hides_in is not a
 *         unit of the roster, or is a secret one (H1: a roster built unit
 *         by unit is checked here; the message names the unit); WG_ENOMEM.
 */
WG_API wg_status wg_view_new(wg_view **out, const wg_roster *roster, wg_error *err);

/** Free a view. NULL is allowed. */
WG_API void wg_view_free(wg_view *view);

/** @} */

/** @name The open view (H1–H3)
 * @{ */

/** One unit of the views, as wg_view_unit_at() gives it. Strings are owned
 * by the view, its roster or the catalogue. */
typedef struct wg_view_unit {
    size_t unit;            /**< its index in the roster */
    const char *label;      /**< the player's label, or the one assigned to a twin (H4), or NULL */
    bool assigned;          /**< the label was assigned by libwargen, not given by the player */
    bool twin;              /**< equal to another unit in the open view, not in the hidden (H4) */
    const char *entry;      /**< the catalogue's unit entry id */
    const char *name;       /**< the entry's name */
    wg_category category;   /**< the category it is taken in (its entry's, or the moved one, R7) */
    int models;
    bool general;           /**< the General (R9) */
    size_t option_count;    /**< its options: wg_view_option_at() */
    size_t item_count;      /**< its plain items (list mundane): wg_view_item_at() */
    size_t equipment_count; /**< mundane types of its hidden items: wg_view_equipment_at() */
    size_t hidden_item_count; /**< its hidden items (hidden view): wg_view_hidden_item_at() */
    bool hides;             /**< a unit of a secret entry hiding in another (hidden view, H1) */
    size_t hides_in;        /**< when hides, the roster index of the unit it hides in */
} wg_view_unit;

/** The number of units: every unit of the roster is in the open view. */
WG_API size_t wg_view_unit_count(const wg_view *view);

/**
 * Unit @p unit (a roster index) copied into @p out.
 * @return WG_OK, or WG_EINVAL for a NULL argument or an index out of range
 *         (@p out unchanged).
 */
WG_API wg_status wg_view_unit_at(wg_view_unit *out, const wg_view *view, size_t unit,
                                 wg_error *err);

/**
 * The @p index-th option id of unit @p unit (roster order), plain item id
 * (list `mundane`, roster order), or equipment type (a mundane type of its
 * hidden items, H3: each once, sorted). Owned by the catalogue; NULL when
 * either index is out of range.
 */
WG_API const char *wg_view_option_at(const wg_view *view, size_t unit, size_t index);
WG_API const char *wg_view_item_at(const wg_view *view, size_t unit, size_t index);
WG_API const char *wg_view_equipment_at(const wg_view *view, size_t unit, size_t index);

/** @} */

/** @name The hidden view
 * @{ */

/** The number of units with hidden content: hidden items, or a position
 * (hides_in, H1). */
WG_API size_t wg_view_hidden_count(const wg_view *view);

/** The roster index of the @p index-th unit with hidden content (in roster
 * order); (size_t)-1 when @p index is out of range. */
WG_API size_t wg_view_hidden_unit(const wg_view *view, size_t index);

/** The @p index-th hidden item id of unit @p unit (a roster index), in
 * roster order. Owned by the catalogue; NULL out of range. */
WG_API const char *wg_view_hidden_item_at(const wg_view *view, size_t unit, size_t index);

/** @} */

/** @name Label clashes (H4)
 * @{ */

/** Whether no two twins carry the same player label. */
WG_API bool wg_view_valid(const wg_view *view);

/** The number of `label-clash` violations: one per label that two or more
 * twins of one open part share, ordered by the first unit of that open part,
 * then by label. */
WG_API size_t wg_view_violation_count(const wg_view *view);

/** The @p index-th violation: code "label-clash", rule "H4", the twins that
 * share the label (roster indexes, in order) and a message naming them and
 * the label. Owned by the view; NULL out of range. */
WG_API const wg_violation *wg_view_violation_at(const wg_view *view, size_t index);

/** @} */

/** @name JSON
 * @{ */

/** The two views of a `wargen-view/1` document. */
typedef enum wg_view_kind {
    WG_VIEW_OPEN = 0,   /**< every unit as the opponent sees it (H1–H3) */
    WG_VIEW_HIDDEN = 1, /**< the units with hidden content */
    WG_VIEW_KIND_COUNT  /**< the number of views, not a view */
} wg_view_kind;

/** "open" or "hidden"; NULL for another value. */
WG_API const char *wg_view_kind_name(wg_view_kind kind);

/** The view named @p name; WG_EINVAL naming it and listing the valid names
 * (and @p out unchanged) otherwise. */
WG_API wg_status wg_view_kind_parse(wg_view_kind *out, const char *name, wg_error *err);

/**
 * The @p kind view as a `wargen-view/1` document:
 * {"format", "view", "catalog", "points", "units"}. An open unit is
 * {"unit", "label", "entry", "name", "category", "models", "general",
 * "options", "items", "equipment"}; a hidden one {"unit", "label", "items"}
 * and "hides_in" when it has one. A clashing label is written as the player
 * gave it: check wg_view_valid() first.
 * @param out receives the text; the caller frees it with wg_free().
 * @return WG_OK; WG_EINVAL (a NULL argument, an unknown kind); WG_ENOMEM
 *         (@p out unchanged).
 */
WG_API wg_status wg_view_to_json(char **out, const wg_view *view, wg_view_kind kind,
                                 wg_error *err);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_HIDDEN_H */
