/**
 * @file wargen/hidden.h
 * @brief The 9th Age open and hidden rosters: the open view a player hands
 *        to the opponent, the hidden view, twins with their labels, and what
 *        a game reveals of the hidden items (rules H1–H5).
 *
 * A view is made from a roster (wg_view_new()) and holds both parts of it:
 * - the open view (H1–H3): every unit in roster order with its label,
 *   entry, name, category (the one it is taken in when moved, R7), models,
 *   the General, options, and its `equipment`: one list of the names of its
 *   plain items (list `mundane`) and the mundane types of its hidden items
 *   (lists `common`, `army`, `item-like`, H2), each text once, sorted by
 *   byte value, with nothing that tells the two kinds apart (H3). A hidden
 *   item with no mundane type leaves no trace (H3); runes of one unit with
 *   the same mundane type are one runic item, so one equipment entry. No
 *   points but the game's limit (H2), and no `hides_in` (H1);
 * - the hidden view: only the units with hidden content (hidden items, or
 *   the position of a unit of a `secret` entry): their labels, hidden item
 *   ids in roster order, and `hides_in`;
 * - twins and labels (H4): twins are units whose open parts are equal and
 *   whose hidden items differ; where a secret unit hides is never compared
 *   (H1). A player's label is kept; a twin without one gets "<unit name> N"
 *   (N = 1, 2, ... in roster order, counted over every assigned label of
 *   that unit name, skipping labels already taken by any unit). Units equal
 *   in both views get no label. Whether a unit is a twin and whether its
 *   label was assigned are the owner's information (wg_view_unit's `twin`
 *   and `assigned`): no open artifact carries them.
 *
 * What the opponent sees gives nothing of the hidden part away: two rosters
 * that differ only in what H keeps hidden (which hidden items a unit
 * carries, hidden items of the same mundane type, runes, where a secret
 * unit hides, the hidden parts of units the player labelled) give the same
 * open view, byte for byte, and the same label clashes. The labels libwargen
 * assigns are the exception H4 makes on purpose: they show that unlabelled
 * units alike in the open part differ in the hidden one.
 *
 * Two or more units whose open parts are equal and that carry the same
 * player label are the violation `label-clash` (H4), whether or not their
 * hidden parts differ: the label cannot tell them apart, and whether they
 * need telling apart is hidden. The view reports it as wg_roster_validate() reports a broken rule:
 * wg_view_new() succeeds and the view carries the violation (code, rule,
 * units, message; wg_view_violation_at()). This is what the command's
 * contract "refused with exit 1 and the violation code label-clash" maps to
 * most simply: exit 1 is the command line's "well-formed input that breaks
 * a rule", which `wargen validate` already prints from ::wg_violation
 * records (wg_violation_to_json()); an error status would carry the code
 * only inside a message, and every caller would have to dig it out.
 *
 * Twins are found by hashing each unit's open part, in time linear in the
 * roster's size, units times items (no comparison of every pair of units,
 * nor of every pair of a unit's items).
 *
 * Tasks:
 * - make and free: wg_view_new(), wg_view_free();
 * - the units of the open view: wg_view_unit_count(), wg_view_unit_at(),
 *   and each unit's lists: wg_view_option_count(), wg_view_option_at(),
 *   wg_view_equipment_count(), wg_view_equipment_at();
 * - the hidden view: wg_view_hidden_unit_count(), wg_view_hidden_unit_at(),
 *   and each unit's hidden items: wg_view_hidden_item_count(),
 *   wg_view_hidden_item_at() (and the hides_in of a ::wg_view_unit);
 * - label clashes (H4): wg_view_valid(), wg_view_violation_count(),
 *   wg_view_violation_at(), wg_view_violations_to_json();
 * - JSON: wg_view_to_json() writes the `wargen-view/1` documents (their
 *   shape is stated there); wg_view_kind_name() and wg_view_kind_parse() name the two
 *   views ("open", "hidden");
 * - revealing (H5): a tracker, wg_reveal_new(), fed the uses of items in a
 *   game (wg_reveal_use(), wg_reveal_apply_file()), says what each use
 *   reveals and what is revealed so far: wg_reveal_revelation_count(),
 *   wg_reveal_revelation_at(), wg_reveal_unit_item_count(),
 *   wg_reveal_unit_item_at(), wg_reveal_to_json(); wg_reveal_view() gives
 *   back the view it counts units by.
 *
 * Missing things are said as the whole API says them (docs/DESIGN.md, "C
 * API style"): a unit or list index past the end is WG_ENOTFOUND from a
 * function that returns a status, NULL from one that returns a pointer,
 * and 0 from a count; a position that is not there is ::WG_NONE.
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
 * @param roster the roster; the views keep no pointer to it.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
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
    bool assigned;          /**< the owner's: the label was assigned by libwargen, not given
                                 by the player (not in the open view) */
    bool twin;              /**< the owner's: equal to another unit in the open view, not in
                                 the hidden (H4; not in the open view) */
    const char *entry;      /**< the catalogue's unit entry id */
    const char *name;       /**< the entry's name */
    wg_category category;   /**< the category it is taken in (its entry's, or the moved one, R7) */
    int models;             /**< its number of models */
    bool general;           /**< the General (R9) */
    size_t option_count;    /**< its options: wg_view_option_count() */
    size_t equipment_count; /**< its equipment (H3): wg_view_equipment_count() */
    size_t hidden_item_count; /**< its hidden items (hidden view): wg_view_hidden_item_count() */
    bool hides;             /**< a unit of a secret entry hiding in another (hidden view, H1) */
    size_t hides_in;        /**< when hides, the roster index of the unit it hides in;
                                 otherwise ::WG_NONE */
} wg_view_unit;

/** The number of units: every unit of the roster is in the open view; 0
 * for a NULL view. */
WG_API size_t wg_view_unit_count(const wg_view *view);

/**
 * Unit @p unit (a roster index) copied into @p out.
 * @param out receives the unit; its strings are owned by the view, its
 *        roster or the catalogue.
 * @param view the views.
 * @param unit the unit's index in the roster, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument; WG_ENOTFOUND for a unit
 *         past the end (@p out unchanged).
 */
WG_API wg_status wg_view_unit_at(wg_view_unit *out, const wg_view *view, size_t unit,
                                 wg_error *err);

/** The number of options of unit @p unit (a roster index); 0 for a NULL
 * view or a unit past the end. */
WG_API size_t wg_view_option_count(const wg_view *view, size_t unit);

/**
 * The @p index-th option id of unit @p unit (roster order). Owned by the
 * catalogue; NULL for a NULL view or when either index is past the end.
 */
WG_API const char *wg_view_option_at(const wg_view *view, size_t unit, size_t index);

/** The number of entries of unit @p unit's equipment (H3); 0 for a NULL
 * view or a unit past the end. */
WG_API size_t wg_view_equipment_count(const wg_view *view, size_t unit);

/** The @p index-th entry of unit @p unit's equipment (H3): the name of a
 * plain item (list `mundane`) or the mundane type of a hidden item, each
 * text once, sorted by byte value. Owned by the catalogue; NULL for a NULL
 * view or when either index is past the end. */
WG_API const char *wg_view_equipment_at(const wg_view *view, size_t unit, size_t index);

/** @} */

/** @name The hidden view
 * @{ */

/** The number of units with hidden content: hidden items, or a position
 * (hides_in, H1); 0 for a NULL view. */
WG_API size_t wg_view_hidden_unit_count(const wg_view *view);

/**
 * The @p index-th unit with hidden content (in roster order) copied into
 * @p out, as wg_view_unit_at() gives it: its roster index is `out->unit`,
 * its hidden items `out->hidden_item_count`, its position `out->hides_in`.
 * @param out receives the unit; its strings are owned by the view, its
 *        roster or the catalogue.
 * @param view the views.
 * @param index the unit's place among the units with hidden content, from 0
 *        (not a roster index).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument; WG_ENOTFOUND for an index
 *         past the end (@p out unchanged).
 */
WG_API wg_status wg_view_hidden_unit_at(wg_view_unit *out, const wg_view *view, size_t index,
                                        wg_error *err);

/** The number of hidden items of unit @p unit (a roster index); 0 for a
 * NULL view or a unit past the end. */
WG_API size_t wg_view_hidden_item_count(const wg_view *view, size_t unit);

/** The @p index-th hidden item id of unit @p unit (a roster index), in
 * roster order. Owned by the catalogue; NULL for a NULL view or when either
 * index is past the end. */
WG_API const char *wg_view_hidden_item_at(const wg_view *view, size_t unit, size_t index);

/** @} */

/** @name Label clashes (H4)
 * @{ */

/** Whether no two units equal in the open part carry the same player
 * label (H4). */
WG_API bool wg_view_valid(const wg_view *view);

/** The number of `label-clash` violations: one per label that two or more
 * units of one open part share, ordered by the first unit of that open
 * part, then by label; 0 for a NULL view. */
WG_API size_t wg_view_violation_count(const wg_view *view);

/** The @p index-th violation: code "label-clash", rule "H4", the units that
 * share the label (roster indexes, in order) and a message naming them and
 * the label. Owned by the view; NULL for a NULL view or an index past the
 * end. */
WG_API const wg_violation *wg_view_violation_at(const wg_view *view, size_t index);

/** @} */

/** @name JSON
 * @{ */

/** The two views of a `wargen-view/1` document. */
typedef enum wg_view_kind {
    WG_VIEW_KIND_OPEN = 0,   /**< every unit as the opponent sees it (H1–H3) */
    WG_VIEW_KIND_HIDDEN = 1, /**< the units with hidden content */
    WG_VIEW_KIND_COUNT       /**< the number of views, not a view */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_VIEW_OPEN WG_DEPRECATED_ENUMERATOR("use WG_VIEW_KIND_OPEN") = WG_VIEW_KIND_OPEN, /**< @deprecated Use #WG_VIEW_KIND_OPEN. */
    WG_VIEW_HIDDEN WG_DEPRECATED_ENUMERATOR("use WG_VIEW_KIND_HIDDEN") = WG_VIEW_KIND_HIDDEN /**< @deprecated Use #WG_VIEW_KIND_HIDDEN. */
#endif
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
 * "options", "equipment"}; a hidden one {"unit", "label", "items"}
 * and "hides_in" when it has one. A clashing label is written as the player
 * gave it: check wg_view_valid() first.
 * @param out receives the text; the caller frees it with wg_free().
 * @param view the views.
 * @param kind which view: the open or the hidden one.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument, an unknown kind); WG_ENOMEM
 *         (@p out unchanged).
 */
WG_API wg_status wg_view_to_json(char **out, const wg_view *view, wg_view_kind kind,
                                 wg_error *err);

/**
 * The label clashes (H4) as JSON: {"valid": bool, "violations": [{"code":
 * "label-clash", "rule": "H4", "units": [roster indexes], "message"}]},
 * each violation as wg_violation_to_json() writes it: what `wargen roster
 * --json` prints for a roster it refuses.
 * @param out receives the text; the caller frees it with wg_free().
 * @param view the views.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM (@p out unchanged).
 */
WG_API wg_status wg_view_violations_to_json(char **out, const wg_view *view, wg_error *err);

/** @} */

/** @name Revealing (H5)
 *
 * A reveal tracker follows a game: feed it each use of an item by a unit
 * (wg_reveal_use(), or the events of a `wargen-reveal/1` file with
 * wg_reveal_apply_file()); it says whether the use reveals the item now and
 * keeps what has been revealed, so it can give the open view as the
 * opponent knows it by then (wg_reveal_to_json()).
 *
 * What reveals (H5): a use of a hidden item (H2) reveals it the first time
 * it is used in a way that goes beyond its mundane counterpart
 * (`beyond_mundane`); a use that works exactly as the mundane item does (a
 * magic shield used as a plain shield) reveals nothing. Each item is
 * revealed once per unit: a later use reveals nothing more, and copies of
 * one item a unit carries are revealed together (the opponent now knows the
 * item). A rune is an item of its own: using one rune of a runic item
 * reveals that rune only. A use of a plain item (list `mundane`) reveals
 * nothing, since nothing about it was hidden. When in the use the item is
 * revealed depends on the use (wg_item_use_when()).
 *
 * Every use fed is an event, numbered from 0 in the order fed: a
 * revelation names the event that made it.
 *
 * Lifetime: a tracker keeps a pointer to its view: keep the view (and its
 * roster and catalogue) alive until the tracker is freed. One tracker is
 * one game: it is changed by each use, so calls on one tracker must not
 * run at the same time from several threads.
 * @{ */

/** How an item is used (the `use` of a `wargen-reveal/1` event). */
typedef enum wg_item_use {
    WG_ITEM_USE_ROLL = 0,   /**< affects a die roll, even one that ends up not mattering */
    WG_ITEM_USE_ATTACK = 1, /**< changes an attack's result */
    WG_ITEM_USE_SAVE = 2,   /**< changes a save: revealed before the save is rolled */
    WG_ITEM_USE_MOVE = 3,   /**< the unit moves further than it could without the item */
    WG_ITEM_USE_CHARGE = 4, /**< a charge: revealed after reactions are declared, before
                                 the charge range is rolled */
    WG_ITEM_USE_OTHER = 5,  /**< any other way its presence or activation affects the game */
    WG_ITEM_USE_COUNT       /**< the number of uses, not a use */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_USE_ROLL WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_ROLL") = WG_ITEM_USE_ROLL, /**< @deprecated Use #WG_ITEM_USE_ROLL. */
    WG_USE_ATTACK WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_ATTACK") = WG_ITEM_USE_ATTACK, /**< @deprecated Use #WG_ITEM_USE_ATTACK. */
    WG_USE_SAVE WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_SAVE") = WG_ITEM_USE_SAVE, /**< @deprecated Use #WG_ITEM_USE_SAVE. */
    WG_USE_MOVE WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_MOVE") = WG_ITEM_USE_MOVE, /**< @deprecated Use #WG_ITEM_USE_MOVE. */
    WG_USE_CHARGE WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_CHARGE") = WG_ITEM_USE_CHARGE, /**< @deprecated Use #WG_ITEM_USE_CHARGE. */
    WG_USE_OTHER WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_OTHER") = WG_ITEM_USE_OTHER, /**< @deprecated Use #WG_ITEM_USE_OTHER. */
    WG_USE_COUNT WG_DEPRECATED_ENUMERATOR("use WG_ITEM_USE_COUNT") = WG_ITEM_USE_COUNT /**< @deprecated Use #WG_ITEM_USE_COUNT. */
#endif
} wg_item_use;

/** "roll", "attack", "save", "move", "charge" or "other"; NULL for another
 * value. Static. */
WG_API const char *wg_item_use_name(wg_item_use use);

/** The use named @p name; WG_EINVAL naming it and listing the valid names
 * (and @p out unchanged) otherwise. */
WG_API wg_status wg_item_use_parse(wg_item_use *out, const char *name, wg_error *err);

/** When, during a use, the item is revealed (H5), as a phrase: "before the
 * save is rolled", "after reactions are declared, before the charge range
 * is rolled", "when the unit moves further than it could without it", or
 * "when it is used". Static; NULL for a value that is not a use. */
WG_API const char *wg_item_use_when(wg_item_use use);

/** What a game has revealed of a roster's hidden items (opaque). */
typedef struct wg_reveal wg_reveal;

/**
 * A tracker with nothing revealed yet, for the units of @p view.
 * @param out receives the tracker; the caller frees it with
 *        wg_reveal_free(), before freeing the view. NULL on failure.
 * @param view the roster's views; it must outlive the tracker.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument; WG_ENOMEM.
 */
WG_API wg_status wg_reveal_new(wg_reveal **out, const wg_view *view, wg_error *err);

/** Free a tracker. NULL is allowed. */
WG_API void wg_reveal_free(wg_reveal *reveal);

/**
 * Feed one use of item @p item by unit @p unit (a roster index): the next
 * event.
 * @param revealed receives whether this use reveals the item now (H5: the
 *        first use beyond the mundane of a hidden item the unit carries);
 *        may be NULL.
 * @param beyond_mundane whether a property beyond the mundane
 *        counterpart's was used; false reveals nothing.
 * @param reveal the tracker.
 * @param unit the unit's index in the roster, from 0.
 * @param item the item's id.
 * @param use how the item was used.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument or a use that is not one;
 *         WG_ENOTFOUND for a unit past the end, or when the unit does not
 *         carry the item (the message names the unit and the item);
 *         WG_ENOMEM. On failure nothing changes: no event is counted.
 */
WG_API wg_status wg_reveal_use(bool *revealed, wg_reveal *reveal, size_t unit, const char *item,
                               wg_item_use use, bool beyond_mundane, wg_error *err);

/**
 * Feed every event of a `wargen-reveal/1` document, in order:
 * {"format": "wargen-reveal/1", "events": [{"unit", "item", "use",
 * "beyond_mundane"?}]} (`beyond_mundane` defaults to true). All events are
 * checked before the first is fed: on failure nothing changes.
 * @param reveal the tracker the events are fed to.
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument; WG_EIO (the file); WG_EPARSE;
 *         WG_EFORMAT (a key, type or value, a unit past the end, or an item
 *         the unit does not carry: located at the event, e.g.
 *         "events[2].item"); WG_ENOMEM.
 */
WG_API wg_status wg_reveal_apply_file(wg_reveal *reveal, const char *path, wg_error *err);
/**
 * The same from the document's text: see wg_reveal_apply_file().
 * @param reveal the tracker the events are fed to.
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_reveal_apply_file() (never WG_EIO).
 */
WG_API wg_status wg_reveal_apply_string(wg_reveal *reveal, const char *json, size_t size,
                                        const char *name, wg_error *err);

/** The view @p reveal was made for (wg_reveal_new()): its units are the
 * ones every unit argument of the tracker counts, so a caller holding only
 * the tracker can bound them. Borrowed; NULL for a NULL tracker. */
WG_API const wg_view *wg_reveal_view(const wg_reveal *reveal);

/** The number of events fed so far, every use counted whether it revealed
 * anything or not; 0 for a NULL tracker. The tracker keeps the number, not
 * the events: what they revealed is its list of revelations. */
WG_API size_t wg_reveal_event_count(const wg_reveal *reveal);

/** The number of revelations so far: the items revealed, each once per
 * unit, whatever unit carries them; 0 for a NULL tracker. */
WG_API size_t wg_reveal_revelation_count(const wg_reveal *reveal);

/** One revelation, as wg_reveal_revelation_at() gives it. */
typedef struct wg_revelation {
    size_t event;      /**< the event that revealed it (0 is the first fed) */
    size_t unit;       /**< the unit carrying it (a roster index) */
    const char *item;  /**< the item's id, owned by the catalogue */
    wg_item_use use;   /**< how it was used; wg_item_use_when() says when it showed */
} wg_revelation;

/**
 * The @p index-th revelation (in the order they happened) copied into @p out.
 * @param out receives the revelation; its item is owned by the catalogue.
 * @param reveal the tracker.
 * @param index the revelation's place, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for a NULL argument; WG_ENOTFOUND for an index
 *         past the end (@p out unchanged).
 */
WG_API wg_status wg_reveal_revelation_at(wg_revelation *out, const wg_reveal *reveal,
                                         size_t index, wg_error *err);

/** Whether unit @p unit's item @p item has been revealed; false for a unit,
 * an item or a tracker that does not exist. */
WG_API bool wg_reveal_is_revealed(const wg_reveal *reveal, size_t unit, const char *item);

/** The number of items of unit @p unit (a roster index) revealed so far:
 * that unit's part of the revelations; 0 for a NULL tracker or a unit past
 * the end. */
WG_API size_t wg_reveal_unit_item_count(const wg_reveal *reveal, size_t unit);

/** The @p index-th revealed item id of unit @p unit, in the unit's roster
 * order. Owned by the catalogue; NULL for a NULL tracker or when either
 * index is past the end. */
WG_API const char *wg_reveal_unit_item_at(const wg_reveal *reveal, size_t unit, size_t index);

/**
 * What has been revealed, as JSON: {"revealed": [{"event", "unit",
 * "item"}], "open": the open view (wg_view_to_json()) with each unit
 * carrying "revealed": [its revealed item ids, roster order]}.
 * @param out receives the text; the caller frees it with wg_free().
 * @param reveal the tracker.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM (@p out unchanged).
 */
WG_API wg_status wg_reveal_to_json(char **out, const wg_reveal *reveal, wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_view_hidden_unit_count(). */
WG_DEPRECATED("use wg_view_hidden_unit_count")
static inline size_t wg_view_hidden_count(const wg_view *view)
{
    return wg_view_hidden_unit_count(view);
}

/** @deprecated Use wg_view_hidden_unit_at(), whose ::wg_view_unit has the
 * roster index in its `unit`. This gives that index, or ::WG_NONE past the
 * end. */
WG_DEPRECATED("use wg_view_hidden_unit_at")
static inline size_t wg_view_hidden_unit(const wg_view *view, size_t index)
{
    wg_view_unit u;
    return wg_view_hidden_unit_at(&u, view, index, NULL) == WG_OK ? u.unit : WG_NONE;
}

/** @deprecated Use wg_reveal_revelation_count(). */
WG_DEPRECATED("use wg_reveal_revelation_count")
static inline size_t wg_reveal_count(const wg_reveal *reveal)
{
    return wg_reveal_revelation_count(reveal);
}

/** @deprecated Use wg_reveal_revelation_at() (WG_ENOTFOUND past the end,
 * where this said WG_EINVAL). */
WG_DEPRECATED("use wg_reveal_revelation_at")
static inline wg_status wg_reveal_at(wg_revelation *out, const wg_reveal *reveal, size_t index,
                                     wg_error *err)
{
    return wg_reveal_revelation_at(out, reveal, index, err);
}

/** @deprecated Use wg_reveal_unit_item_count(). */
WG_DEPRECATED("use wg_reveal_unit_item_count")
static inline size_t wg_reveal_unit_count(const wg_reveal *reveal, size_t unit)
{
    return wg_reveal_unit_item_count(reveal, unit);
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_HIDDEN_H */
