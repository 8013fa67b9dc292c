/**
 * @file wargen/roster.h
 * @brief The 9th Age army composition: catalogues, rosters and their
 *        validation (rules R1–R14).
 *
 * A catalogue (army book) lists unit entries, their options and the magic
 * items; a roster picks units from one catalogue for a points limit.
 * wg_roster_validate() prices every unit (R3, R4) and checks every rule of
 * R5–R13, reporting every violation with a stable code, its rule, the units
 * involved and a message with the actual and allowed figures (R14).
 *
 * Points are held as integer half-points (R3): a cost of 8.5 is 17. A
 * unit's total is rounded up to whole points, per unit. Percentages are of
 * the points limit and compared exactly in integers (R6).
 *
 * Tasks:
 * - catalogues: wg_catalog_load_file(), wg_catalog_load_string(), or built
 *   in code: wg_catalog_new(), wg_catalog_add_unit(),
 *   wg_catalog_add_option(), wg_catalog_add_item(), or from one entry
 *   object as JSON text: wg_catalog_add_unit_string() and the like; a
 *   catalogue of one's own from another: wg_catalog_copy();
 * - catalogues read back: wg_catalog_unit_count() and wg_catalog_unit_at(),
 *   wg_catalog_find_unit() by id, wg_catalog_item_count() and
 *   wg_catalog_item_at(), wg_catalog_to_json();
 * - rosters: wg_roster_load_file(), wg_roster_load_string(), or built:
 *   wg_roster_new(), wg_roster_add_unit() (wg_roster_add_unit_string()),
 *   wg_roster_add_option(), wg_roster_add_item(); read back with
 *   wg_roster_unit_count() and wg_roster_unit_at(), or
 *   wg_roster_unit_to_json();
 * - validation: wg_roster_validate() and the wg_report_*() accessors
 *   (wg_report_unit_at() for each unit's points), or wg_report_to_json()
 *   for the `wargen validate --json` document;
 * - what people write and read: prices (wg_price_parse(),
 *   wg_points_to_half(), and back: wg_points_from_half()), shares of the limit (wg_share_format()) and the
 *   names of categories, item lists and roster formats (wg_*_name(),
 *   wg_*_parse());
 * - the limits of what catalogues and rosters hold: #WG_ROSTER_POINTS_MIN
 *   and the other constants of "Limits".
 *
 * A roster refers to its catalogue, and a report to the catalogue's entry
 * ids: keep the catalogue alive until its rosters and reports are freed. A
 * report does not need its roster. A catalogue is read-only while rosters
 * are read against it (wg_roster_load_file(), wg_roster_load_string()) and
 * validated, and a roster while it is validated, so one catalogue may serve
 * rosters read and validated in several threads at once (as `wargen validate
 * --jobs N` does), as long as no thread changes it meanwhile
 * (wg_catalog_add_unit() and the like).
 *
 * The accessors that read a catalogue, a roster or a report (the counts,
 * the pointer-form `_at`, wg_catalog_id(), wg_roster_points(),
 * wg_report_total(), ...) accept a NULL handle and then return 0, NULL or
 * false, as each says; the functions that return a ::wg_status refuse it
 * with WG_EINVAL.
 */
#ifndef WARGEN_ROSTER_H
#define WARGEN_ROSTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "wargen/export.h"
#include "wargen/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Categories (R2)
 * @{ */

/** The five categories of units. Lords and Heroes are characters. */
typedef enum wg_category {
    WG_CATEGORY_LORDS = 0,
    WG_CATEGORY_HEROES = 1,
    WG_CATEGORY_CORE = 2,
    WG_CATEGORY_SPECIAL = 3,
    WG_CATEGORY_RARE = 4,
    WG_CATEGORY_COUNT      /**< the number of categories, not a category */
} wg_category;

/** "lords", "heroes", "core", "special" or "rare"; NULL for another value. */
WG_API const char *wg_category_name(wg_category category);

/** The category named @p name; WG_EINVAL naming it and listing the valid
 * names (and @p out unchanged) otherwise. */
WG_API wg_status wg_category_parse(wg_category *out, const char *name, wg_error *err);

/** @} */

/** @name Limits
 * What catalogues and rosters hold, the same whether they are read from a
 * document (data/schema/wargen-catalog-1.schema.json and
 * wargen-roster-1.schema.json say the same) or built in code, so that what
 * wg_catalog_to_json() and wg_roster_to_json() write reads back.
 * @{ */

/** The least points limit of a roster (wg_roster_new(), a roster
 * document's "points", a BattleScribe roster's cost limit). */
#define WG_ROSTER_POINTS_MIN 1
/** The greatest points limit of a roster (see #WG_ROSTER_POINTS_MIN). */
#define WG_ROSTER_POINTS_MAX 1000000
/** The most models of a unit: a unit entry's wg_unit_entry::max_models and
 * a roster unit's wg_roster_unit::models. */
#define WG_ROSTER_MODELS_MAX 100000
/** The longest id, in bytes, of a catalogue, its unit entries, their
 * options and its items (the shortest is 1). */
#define WG_ROSTER_ID_MAX 64
/** The longest name, in bytes, of a catalogue, a unit entry, an option or
 * an item, and the longest label of a roster unit (H4); the shortest is 1. */
#define WG_ROSTER_NAME_MAX 200
/** The largest X of a 0-X choice, wg_unit_entry::max (R11). */
#define WG_ROSTER_CHOICE_MAX 100
/** The longest plain type of an item, wg_item_entry::mundane (H3), in
 * bytes. */
#define WG_ROSTER_MUNDANE_MAX 100

/** @} */

/** @name Catalogues
 * @{ */

/** An army book: unit entries, options and items (opaque). */
typedef struct wg_catalog wg_catalog;

/** A unit entry, as wg_catalog_add_unit() takes it. Costs in half-points,
 * each at most 2 * ::WG_POINTS_MAX_COST. Every id of a catalogue (its own,
 * its units', options' and items') is 1 to #WG_ROSTER_ID_MAX lowercase
 * letters and digits in words joined by single hyphens ("levy-spearmen"),
 * as in a document; names, 1 to #WG_ROSTER_NAME_MAX bytes. */
typedef struct wg_unit_entry {
    const char *id;         /**< unique in the catalogue */
    const char *name;       /**< shown to people */
    wg_category category;   /**< its category (R2) */
    int min_models;         /**< at least 1 */
    int max_models;         /**< at least min_models, at most #WG_ROSTER_MODELS_MAX */
    int cost;               /**< half-points for the unit at min_models (R3) */
    int per_model;          /**< half-points for each model above min_models */
    bool can_be_general;    /**< a character that may be the General (R9) */
    bool unique;            /**< R10 */
    bool one_per_army;      /**< R10 */
    bool war_machine;       /**< all war machines count as one unit for R8 */
    int max;                /**< X of a 0-X choice (R11), 1 to #WG_ROSTER_CHOICE_MAX, or 0
                                 for none */
    unsigned moves_to;      /**< categories it may be taken in instead (R7), as 1u << category */
    bool secret;            /**< its position is secret (an Assassin, H1): which unit a roster
                                 unit of it hides in (wg_roster_unit.hides_in) is hidden */
} wg_unit_entry;

/** An option of a unit entry. Costs in half-points. */
typedef struct wg_option_entry {
    const char *id;     /**< unique among the entry's options */
    const char *name;   /**< shown to people; a catalogue document may leave it out (the id) */
    int cost;       /**< flat cost */
    int per_model;  /**< cost for every model of the unit */
    bool champion;  /**< the option is the unit's champion (R4) */
} wg_option_entry;

/** Where a magic item comes from (H2). */
typedef enum wg_item_list {
    WG_ITEM_LIST_COMMON = 0,    /**< the common magic items */
    WG_ITEM_LIST_ARMY = 1,      /**< the army book's own magic items */
    WG_ITEM_LIST_ITEM_LIKE = 2, /**< runes, gifts: things that follow magic-item rules */
    WG_ITEM_LIST_MUNDANE = 3,   /**< plain equipment, never hidden */
    WG_ITEM_LIST_COUNT          /**< the number of lists, not a list */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    /** @deprecated Use #WG_ITEM_LIST_COMMON. */
    WG_ITEM_COMMON WG_DEPRECATED_ENUMERATOR("use WG_ITEM_LIST_COMMON") = WG_ITEM_LIST_COMMON,
    /** @deprecated Use #WG_ITEM_LIST_ARMY. */
    WG_ITEM_ARMY WG_DEPRECATED_ENUMERATOR("use WG_ITEM_LIST_ARMY") = WG_ITEM_LIST_ARMY,
    /** @deprecated Use #WG_ITEM_LIST_ITEM_LIKE. */
    WG_ITEM_ITEM_LIKE WG_DEPRECATED_ENUMERATOR("use WG_ITEM_LIST_ITEM_LIKE") =
        WG_ITEM_LIST_ITEM_LIKE,
    /** @deprecated Use #WG_ITEM_LIST_MUNDANE. */
    WG_ITEM_MUNDANE WG_DEPRECATED_ENUMERATOR("use WG_ITEM_LIST_MUNDANE") = WG_ITEM_LIST_MUNDANE
#endif
} wg_item_list;

/** "common", "army", "item-like" or "mundane"; NULL for another value. */
WG_API const char *wg_item_list_name(wg_item_list list);

/** The list named @p name; WG_EINVAL naming it and listing the valid names
 * (and @p out unchanged) otherwise. */
WG_API wg_status wg_item_list_parse(wg_item_list *out, const char *name, wg_error *err);

/** A magic item or piece of equipment. Costs in half-points. */
typedef struct wg_item_entry {
    const char *id;      /**< unique among the catalogue's items */
    const char *name;    /**< shown to people */
    int lord_cost;       /**< cost when a Lord carries it (R4) */
    int other_cost;      /**< cost when a Hero or a unit's champion does; = lord_cost for one price */
    wg_item_list list;   /**< H2 */
    const char *mundane; /**< the plain type an open roster shows (H3), 1 to
                              #WG_ROSTER_MUNDANE_MAX bytes, or NULL */
    bool unique;         /**< R10 */
    bool one_per_army;   /**< R10 */
    bool rune;           /**< one rune of a runic item (H5): the runes of one unit with the
                              same mundane type make one runic item */
} wg_item_entry;

/* ---- prices (R3, R4) ---- */

/** An item's price in half-points: what a Lord pays, and a Hero or a unit's
 * champion (R4). One price is both. */
typedef struct wg_price {
    int lord;   /**< what a Lord pays */
    int other;  /**< what a Hero or a unit's champion pays */
} wg_price;

/** The most points one cost may be (R3), in documents and in code alike
 * (data/schema/wargen-catalog-1.schema.json says the same). */
#define WG_POINTS_MAX_COST 100000

/**
 * Points as half-points (R3): @p points must be a multiple of 0.5 from 0 to
 * WG_POINTS_MAX_COST. @p out receives them.
 * @return WG_OK, or WG_EINVAL naming the value (@p out unchanged).
 */
WG_API wg_status wg_points_to_half(int *out, double points, wg_error *err);

/** An exact number of points: num / den, reduced, den > 0 (battle points,
 * V1, in wargen/game.h; a cost, wg_points_from_half()). */
typedef struct wg_fraction {
    int64_t num;  /**< the numerator, 0 or more for battle points and costs */
    int64_t den;  /**< the denominator, 1 or more */
} wg_fraction;

/**
 * Half-points (R3) as points, exact and reduced: 260 is 130 (130/1), 125
 * is 62.5 (125/2); the way back from wg_points_to_half(). For the costs the
 * library gives in half-points (wg_game_unit::cost, a unit entry's, an
 * option's, an item's price), so that no caller halves them. A negative
 * @p half gives a negative numerator.
 */
WG_API wg_fraction wg_points_from_half(int half);

/**
 * Read an "A/B" price (R4): A for a Lord, B for a Hero or a champion, each
 * digits with an optional ".0" or ".5" ("32.5/20"), no sign, blank or
 * exponent, at most WG_POINTS_MAX_COST. @p out receives it in half-points.
 * A catalogue document's string "cost" is read by this same function.
 * @return WG_OK, or WG_EINVAL quoting the text (@p out unchanged).
 */
WG_API wg_status wg_price_parse(wg_price *out, const char *text, wg_error *err);

/**
 * An empty catalogue.
 * @param out receives it; the caller frees it with wg_catalog_free().
 * @param id the army book's id; copied.
 * @param name the army book's name; copied.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (empty or over-long id or name) or WG_ENOMEM.
 */
WG_API wg_status wg_catalog_new(wg_catalog **out, const char *id, const char *name,
                                wg_error *err);

/**
 * Add a unit entry (copied).
 * @return WG_OK; WG_EINVAL for a repeated id or impossible numbers (models
 *         below 1 or max below min, negative costs, max below 0); WG_ENOMEM.
 *         On failure the catalogue is unchanged.
 */
WG_API wg_status wg_catalog_add_unit(wg_catalog *catalog, const wg_unit_entry *unit,
                                     wg_error *err);

/**
 * Add an option to the unit entry @p unit_id (copied).
 * @return WG_OK; WG_ENOTFOUND (no such unit); WG_EINVAL (a repeated option
 *         id in that unit, negative costs); WG_ENOMEM.
 */
WG_API wg_status wg_catalog_add_option(wg_catalog *catalog, const char *unit_id,
                                       const wg_option_entry *option, wg_error *err);

/**
 * Add an item (copied).
 * @return WG_OK; WG_EINVAL (repeated id, negative costs); WG_ENOMEM.
 */
WG_API wg_status wg_catalog_add_item(wg_catalog *catalog, const wg_item_entry *item,
                                     wg_error *err);

/**
 * Add a unit entry, an option of unit @p unit_id, or an item given as JSON
 * text: one object of a `wargen-catalog/1` document's "units" list (its
 * "options" too), of a unit's "options" list, or of "items" ("list" may be
 * left out here: "common", H2), checked exactly as wg_catalog_load_string()
 * checks it (unknown members, costs in multiples of 0.5, R3, "A/B" prices,
 * R4) and then as wg_catalog_add_unit() and the like. The text is an
 * argument: what the reader reports as WG_EPARSE or WG_EFORMAT is WG_EINVAL
 * here, and err->path names the member at fault, with no file, line or
 * column. This is how a binding hands over keyword arguments or a table.
 * @return as said (WG_ENOTFOUND: no unit @p unit_id); on failure the
 *         catalogue is unchanged (WG_ENOMEM aside).
 */
WG_API wg_status wg_catalog_add_unit_string(wg_catalog *catalog, const char *json, size_t size,
                                            wg_error *err);
/** An option of unit @p unit_id given as JSON text: see
 * wg_catalog_add_unit_string(). */
WG_API wg_status wg_catalog_add_option_string(wg_catalog *catalog, const char *unit_id,
                                              const char *json, size_t size, wg_error *err);
/** An item given as JSON text: see wg_catalog_add_unit_string(). */
WG_API wg_status wg_catalog_add_item_string(wg_catalog *catalog, const char *json, size_t size,
                                            wg_error *err);

/**
 * Read a `wargen-catalog/1` document. Costs must be multiples of 0.5; the
 * first problem is reported with file, line, column and JSON path.
 * @param out receives the catalogue (caller frees with wg_catalog_free()), or NULL.
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_catalog_load_file(wg_catalog **out, const char *path, wg_error *err);
/**
 * The same from the document's text: see wg_catalog_load_file().
 * @param out as for wg_catalog_load_file().
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_catalog_load_file() (never WG_EIO).
 */
WG_API wg_status wg_catalog_load_string(wg_catalog **out, const char *json, size_t size,
                                        const char *name, wg_error *err);

/**
 * A copy of @p catalog: the same id, name, unit entries, options and items,
 * in the same order (wg_catalog_to_json() writes the same document), held
 * by the copy alone. It outlives @p catalog, a catalogue a book owns
 * (wg_bsdata_book_catalog(), wargen/bsdata.h) included, and changes to
 * either (wg_catalog_add_unit() and the like) leave the other as it is.
 * A copy rather than a shared reference: a catalogue changes and may be
 * used from another thread than its copy, and no handle of the library
 * counts references. Rosters and reports refer to the catalogue they were
 * made with, not to its copies.
 * @param out receives the copy; the caller frees it with wg_catalog_free().
 * @param catalog the catalogue to copy.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM. On failure @p *out
 *         is unchanged.
 */
WG_API wg_status wg_catalog_copy(wg_catalog **out, const wg_catalog *catalog, wg_error *err);

/** Free a catalogue. NULL is allowed. Free its rosters first. */
WG_API void wg_catalog_free(wg_catalog *catalog);

/** The number of unit entries; 0 for NULL. */
WG_API size_t wg_catalog_unit_count(const wg_catalog *catalog);
/** The number of items; 0 for NULL. */
WG_API size_t wg_catalog_item_count(const wg_catalog *catalog);

/**
 * The @p index-th unit entry, in the order added (a document's order).
 * Owned by the catalogue: valid until it is freed or a unit entry is added
 * to it. NULL for a NULL catalogue or an index past the end.
 */
WG_API const wg_unit_entry *wg_catalog_unit_at(const wg_catalog *catalog, size_t index);
/** The @p index-th item, in the order added. Owned by the catalogue: valid
 * until it is freed or an item is added to it. NULL for a NULL catalogue or
 * an index past the end. */
WG_API const wg_item_entry *wg_catalog_item_at(const wg_catalog *catalog, size_t index);

/**
 * The number of options of unit entry @p unit (an index, as for
 * wg_catalog_unit_at()); 0 for a NULL catalogue or an index past the end.
 */
WG_API size_t wg_catalog_option_count(const wg_catalog *catalog, size_t unit);
/**
 * The @p index-th option of unit entry @p unit, in the order added. Owned by
 * the catalogue: valid until it is freed or an option is added to that
 * entry. NULL for a NULL catalogue or either index past the end.
 */
WG_API const wg_option_entry *wg_catalog_option_at(const wg_catalog *catalog, size_t unit,
                                                   size_t index);

/**
 * Look a unit entry up by its id.
 * @param out receives the entry, owned by the catalogue as those of
 *        wg_catalog_unit_at() are.
 * @param catalog the catalogue.
 * @param id the entry's id.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no entry @p id: the message names it);
 *         WG_EINVAL (a NULL argument). On failure @p out is unchanged.
 */
WG_API wg_status wg_catalog_find_unit(const wg_unit_entry **out, const wg_catalog *catalog,
                                      const char *id, wg_error *err);

/**
 * Look an item up by its id.
 * @param out receives the item, owned by the catalogue as those of
 *        wg_catalog_item_at() are.
 * @param catalog the catalogue.
 * @param id the item's id.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no item @p id: the message names it);
 *         WG_EINVAL (a NULL argument). On failure @p out is unchanged.
 */
WG_API wg_status wg_catalog_find_item(const wg_item_entry **out, const wg_catalog *catalog,
                                      const char *id, wg_error *err);

/** The catalogue's id. Owned by the catalogue; NULL for NULL. */
WG_API const char *wg_catalog_id(const wg_catalog *catalog);
/** The catalogue's name. Owned by the catalogue; NULL for NULL. */
WG_API const char *wg_catalog_name(const wg_catalog *catalog);

/**
 * A unit entry or an item as a JSON object in the shape of the catalogue
 * document (data/schema/wargen-catalog-1.schema.json): costs in points
 * (12.5 for 25 half-points), the category, item list and moves_to by name,
 * a missing mundane as null.
 * @p unit / @p item may be NULL (a lookup that found nothing): the text is
 * then `null`. @p out receives the text; the caller frees it with
 * wg_free(). WG_ENOMEM (and @p out unchanged) if memory runs out.
 */
WG_API wg_status wg_unit_entry_to_json(char **out, const wg_unit_entry *unit, wg_error *err);
/** An item as JSON: see wg_unit_entry_to_json(). */
WG_API wg_status wg_item_entry_to_json(char **out, const wg_item_entry *item, wg_error *err);

/**
 * The whole catalogue as a `wargen-catalog/1` document, which
 * wg_catalog_load_string() reads back into an equal catalogue: its units with
 * their options, then its items, in the order added; costs in points, a
 * two-price item as "A/B" (R4); members a document may not give as null or 0
 * (mundane, max) left out when unset. The bindings pickle a catalogue as it.
 * @param out receives the text; the caller frees it with wg_free().
 * @param catalog the catalogue.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM (@p out unchanged).
 */
WG_API wg_status wg_catalog_to_json(char **out, const wg_catalog *catalog, wg_error *err);

/** @} */

/** @name Rosters
 * @{ */

/** Units picked from one catalogue for a points limit (opaque). */
typedef struct wg_roster wg_roster;

/**
 * An empty roster of @p catalog for a game of @p points (the limit).
 * @param out receives it; free it with wg_roster_free() before the catalogue.
 * @param catalog the army book the roster picks from; it must outlive the roster.
 * @param points the points limit.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (a NULL argument, points outside #WG_ROSTER_POINTS_MIN
 *         to #WG_ROSTER_POINTS_MAX), WG_ENOMEM.
 */
WG_API wg_status wg_roster_new(wg_roster **out, const wg_catalog *catalog, int points,
                               wg_error *err);

/** A unit of a roster, as wg_roster_add_unit() takes it. */
typedef struct wg_roster_unit {
    const char *entry;     /**< the catalogue's unit entry id */
    int models;            /**< 1 to #WG_ROSTER_MODELS_MAX (the entry's limits are checked
                                by validation, R3) */
    bool general;          /**< marked as the General (R9) */
    bool moved;            /**< taken in another category than its entry's (R7) */
    wg_category category;  /**< when moved, the category it is taken in; otherwise its
                                entry's own (wg_roster_add_unit() then ignores it) */
    const char *label;     /**< the identifier of H4 (1 to #WG_ROSTER_NAME_MAX bytes), or NULL */
    bool hides;            /**< a unit of a secret entry hiding in another unit (H1) */
    size_t hides_in;       /**< when hides, the index of the unit it hides in; otherwise
                                wg_roster_add_unit() ignores it and wg_roster_unit_at()
                                gives ::WG_NONE */
} wg_roster_unit;

/**
 * Add a unit; @p index receives its index (may be NULL).
 * A unit that hides (H1) is checked at once for what it tells alone: its
 * entry is secret, and @c hides_in is not its own index. Its host may be
 * added later, so that @c hides_in names a unit of the roster whose entry
 * is not secret is checked on the complete roster: by the document loaders
 * after every unit is read, and by the hidden-roster functions on the
 * roster they are given.
 * @return WG_OK; WG_ENOTFOUND (no such entry); WG_EINVAL (a NULL argument,
 *         models below 1 or above #WG_ROSTER_MODELS_MAX, a bad category, a
 *         label that is empty or too long, a unit hiding that is not secret
 *         or hides in itself); WG_ENOMEM. On failure the roster is unchanged.
 */
WG_API wg_status wg_roster_add_unit(size_t *index, wg_roster *roster,
                                    const wg_roster_unit *unit, wg_error *err);

/**
 * Give unit @p unit the option @p option_id of its entry, or the item
 * @p item_id. An option is taken once; an item may be given more than once
 * (the rules on unique and one-per-army items, R10, then count each copy).
 * @return WG_OK; WG_ENOTFOUND (no unit @p unit, no such option of its
 *         entry, or no such item); WG_EINVAL (a NULL roster, the option
 *         already taken); WG_ENOMEM. On failure the roster is unchanged.
 */
WG_API wg_status wg_roster_add_option(wg_roster *roster, size_t unit, const char *option_id,
                                      wg_error *err);
/** Give unit @p unit the item @p item_id: see wg_roster_add_option(). */
WG_API wg_status wg_roster_add_item(wg_roster *roster, size_t unit, const char *item_id,
                                    wg_error *err);

/**
 * Unit @p index of @p roster as an object of a `wargen-roster/1` document's
 * "units" list: entry, models, general, category (the one it is taken in
 * when moved, R7, else null), label (H4, or null), hides_in (H1: the index
 * of the unit it hides in, or null), options and items (ids).
 * @param out receives the text; the caller frees it with wg_free().
 * @param roster the roster.
 * @param index the unit's index, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no unit @p index); WG_EINVAL (a NULL
 *         argument); WG_ENOMEM. On failure @p out is unchanged.
 */
WG_API wg_status wg_roster_unit_to_json(char **out, const wg_roster *roster, size_t index,
                                        wg_error *err);

/**
 * The whole roster as a `wargen-roster/1` document of its catalogue's id,
 * which wg_roster_load_string() reads back (with the same catalogue) into an
 * equal roster: its points and its units in order, each as
 * wg_roster_unit_to_json() gives it but with no null category, label or
 * hides_in (left out). The bindings pickle a roster as it and its catalogue's document.
 * @param out receives the text; the caller frees it with wg_free().
 * @param roster the roster.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL (a NULL argument); WG_ENOMEM (@p out unchanged).
 */
WG_API wg_status wg_roster_to_json(char **out, const wg_roster *roster, wg_error *err);

/**
 * Add a unit given as JSON text: one object of a `wargen-roster/1`
 * document's "units" list, with its "options" and "items"
 * (`{"entry": "spearmen", "models": 20, "options": ["shields"]}`), checked
 * as wg_roster_load_string() checks it and then as wg_roster_add_unit(),
 * wg_roster_add_option() and wg_roster_add_item(). Errors as
 * wg_catalog_add_unit_string(): WG_EINVAL for a parse or format error,
 * WG_ENOTFOUND for an unknown entry, option or item, err->path at fault.
 * @param index receives the new unit's index (may be NULL).
 * @param roster the roster the unit joins.
 * @param json the unit as a roster document's member (need not be NUL-terminated), @p size
 *        bytes.
 * @param size the length of @p json in bytes.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as said; on failure the roster is unchanged (WG_ENOMEM aside).
 */
WG_API wg_status wg_roster_add_unit_string(size_t *index, wg_roster *roster, const char *json,
                                           size_t size, wg_error *err);

/**
 * Read a `wargen-roster/1` document for @p catalog: its "catalog" must be
 * the catalogue's id, and every entry, option and item id must exist in it
 * (else WG_ENOTFOUND or WG_EFORMAT at the id's file:line:column and path).
 * A "hides_in" (H1) must be given on a unit of a secret entry only, and name
 * another unit of the document, earlier or later, whose entry is not secret
 * (else WG_EFORMAT at the "hides_in").
 * @param out receives the roster (caller frees with wg_roster_free()), or NULL.
 * @param catalog the army book the roster picks from; it must outlive the roster.
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_roster_load_file(wg_roster **out, const wg_catalog *catalog,
                                     const char *path, wg_error *err);
/**
 * The same from the document's text: see wg_roster_load_file().
 * @param out as for wg_roster_load_file().
 * @param catalog as for wg_roster_load_file().
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_roster_load_file() (never WG_EIO).
 */
WG_API wg_status wg_roster_load_string(wg_roster **out, const wg_catalog *catalog,
                                       const char *json, size_t size, const char *name,
                                       wg_error *err);

/** Free a roster. NULL is allowed. */
WG_API void wg_roster_free(wg_roster *roster);

/** The points limit; 0 for NULL. */
WG_API int wg_roster_points(const wg_roster *roster);
/** The number of units; 0 for NULL. */
WG_API size_t wg_roster_unit_count(const wg_roster *roster);

/**
 * The @p index-th unit as it was added, copied into @p out: its entry id
 * (owned by the catalogue), models, General mark, whether it was moved and
 * the category it is taken in (its entry's own when not moved), label
 * (owned by the roster, or NULL) and where it hides (H1; hides_in is
 * ::WG_NONE when it does not).
 * @param out receives the unit.
 * @param roster the roster.
 * @param index the unit's index, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no unit @p index); WG_EINVAL (a NULL
 *         argument). On failure @p out is unchanged.
 */
WG_API wg_status wg_roster_unit_at(wg_roster_unit *out, const wg_roster *roster, size_t index,
                                   wg_error *err);

/** The number of options unit @p unit has taken (R4); 0 for a NULL roster
 * or no unit @p unit. */
WG_API size_t wg_roster_option_count(const wg_roster *roster, size_t unit);
/**
 * The @p index-th option unit @p unit has taken, in the order added: its
 * entry's option, owned by the catalogue (valid while the catalogue is and
 * no option is added to that entry). NULL for a NULL roster or either index
 * past the end.
 */
WG_API const wg_option_entry *wg_roster_option_at(const wg_roster *roster, size_t unit,
                                                  size_t index);
/** The number of items unit @p unit carries, each copy counted (R10); 0 for
 * a NULL roster or no unit @p unit. */
WG_API size_t wg_roster_item_count(const wg_roster *roster, size_t unit);
/**
 * The @p index-th item unit @p unit carries, in the order given: the
 * catalogue's item, owned by it (valid while the catalogue is and no item
 * is added to it). NULL for a NULL roster or either index past the end.
 */
WG_API const wg_item_entry *wg_roster_item_at(const wg_roster *roster, size_t unit,
                                              size_t index);

/** @} */

/** @name Validation (R3–R14)
 * @{ */

/** The format a roster's points limit makes (R12, R13): the size of its
 * army, which sets the limits of R6, R8 and R10-R13. */
typedef enum wg_roster_format {
    WG_ROSTER_FORMAT_WARBAND = 0,    /**< below 1500 points (R12) */
    WG_ROSTER_FORMAT_STANDARD = 1,   /**< 1500 to 3999 points */
    WG_ROSTER_FORMAT_GRAND_ARMY = 2, /**< 4000 points or more (R13) */
    WG_ROSTER_FORMAT_COUNT           /**< the number of formats, not a format */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    /** @deprecated Use #WG_ROSTER_FORMAT_WARBAND. */
    WG_GAME_WARBAND WG_DEPRECATED_ENUMERATOR("use WG_ROSTER_FORMAT_WARBAND") =
        WG_ROSTER_FORMAT_WARBAND,
    /** @deprecated Use #WG_ROSTER_FORMAT_STANDARD. */
    WG_GAME_STANDARD WG_DEPRECATED_ENUMERATOR("use WG_ROSTER_FORMAT_STANDARD") =
        WG_ROSTER_FORMAT_STANDARD,
    /** @deprecated Use #WG_ROSTER_FORMAT_GRAND_ARMY. */
    WG_GAME_GRAND_ARMY WG_DEPRECATED_ENUMERATOR("use WG_ROSTER_FORMAT_GRAND_ARMY") =
        WG_ROSTER_FORMAT_GRAND_ARMY,
    /** @deprecated Use #WG_ROSTER_FORMAT_COUNT. */
    WG_GAME_FORMAT_COUNT WG_DEPRECATED_ENUMERATOR("use WG_ROSTER_FORMAT_COUNT") =
        WG_ROSTER_FORMAT_COUNT
#endif
} wg_roster_format;

/** The format of a points limit (any value: below 1500 is a Warband). */
WG_API wg_roster_format wg_roster_format_of(int points);
/** "warband", "standard" or "grand"; NULL for another value. */
WG_API const char *wg_roster_format_name(wg_roster_format format);
/** The format named @p name; WG_EINVAL naming it and listing the valid names
 * (and @p out unchanged) otherwise. */
WG_API wg_status wg_roster_format_parse(wg_roster_format *out, const char *name, wg_error *err);

/**
 * A share of a points limit as people read it: exact when it fits in three
 * decimals ("25%", "24.95%", "24.625%"), else rounded to the nearest
 * thousandth of a percent, except that a share that is not a whole percent
 * never shows as one, so a share just below or above a bound of R6 (25%,
 * 35%, 50%) never reads as the bound. The command's table and the
 * violation messages both use it (the JSON "percent" keeps its own
 * documented form, see wg_report_to_json()).
 * @param buf receives the text, NUL-terminated and cut to @p size (as
 *        snprintf); WG_SHARE_SIZE bytes always suffice.
 * @param size the size of @p buf in bytes.
 * @param points the points the share is of.
 * @param limit the points limit.
 * @return the length of the whole text; 0 (and "" in @p buf) for a limit
 *         below 1.
 */
WG_API size_t wg_share_format(char *buf, size_t size, long points, int limit);

/** Room for any text of wg_share_format(). */
#define WG_SHARE_SIZE 32

/**
 * A share of a points limit in hundredths of a percent, rounded down, as
 * the "percent" of the `wargen validate --json` document (2495 for 499 of
 * 2000 points): a share below a bound never reaches it. 0 for a limit
 * below 1.
 */
WG_API long wg_share_hundredths(long points, int limit);

/** The result of validating a roster (opaque). */
typedef struct wg_report wg_report;

/** One broken rule: docs/FORMATS.md's code and rule, the units involved, a message. */
typedef struct wg_violation {
    const char *code;     /**< e.g. "core-minimum" (static string) */
    const char *rule;     /**< e.g. "R6" (static string) */
    const size_t *units;  /**< indexes of the roster units involved */
    size_t unit_count;    /**< how many @p units has */
    const char *message;  /**< actual and allowed figures */
} wg_violation;

/**
 * Price and check @p roster against its catalogue: every violation of
 * R3 and R5–R13 is reported, none stops the others (R14).
 * @param out receives the report; the caller frees it with wg_report_free().
 * @param roster the roster.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK (whether or not the roster is valid); WG_ERANGE when a sum
 *         would overflow; WG_ENOMEM.
 */
WG_API wg_status wg_roster_validate(wg_report **out, const wg_roster *roster, wg_error *err);

/** Free a report. NULL is allowed. */
WG_API void wg_report_free(wg_report *report);

/** Whether the roster broke no rule; false for NULL. */
WG_API bool wg_report_valid(const wg_report *report);
/** The army's total in whole points (each unit rounded up, R3); 0 for NULL. */
WG_API long wg_report_total(const wg_report *report);
/** The points limit; 0 for NULL. */
WG_API int wg_report_points(const wg_report *report);
/** The format of the points limit (R12, R13); #WG_ROSTER_FORMAT_COUNT (not a
 * format) for NULL. */
WG_API wg_roster_format wg_report_format(const wg_report *report);
/** The least total R5 allows: 20 points below the limit (0 for a limit of
 * 20 or less). The most is the limit itself. 0 for NULL. */
WG_API long wg_report_min_total(const wg_report *report);
/** Points in a category (moved units count in their new one, R7); 0 for
 * NULL or a value that is no category. */
WG_API long wg_report_category_points(const wg_report *report, wg_category category);
/** Points of the characters: Lords and Heroes together (R6); 0 for NULL. */
WG_API long wg_report_character_points(const wg_report *report);

/** A unit of a validated roster as its report prices it. */
typedef struct wg_report_unit {
    const char *entry;     /**< its unit entry's id (owned by the catalogue) */
    long points;           /**< its points, whole (rounded up, R3) */
    wg_category category;  /**< the category it counts in (a moved unit's new one, R7) */
} wg_report_unit;

/** The number of units of the validated roster (a report does not need its
 * roster); 0 for NULL. */
WG_API size_t wg_report_unit_count(const wg_report *report);
/**
 * The @p index-th unit of the validated roster, in the roster's order.
 * @param out receives the unit; its entry id is owned by the catalogue.
 * @param report the report.
 * @param index the unit's index, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ENOTFOUND (no unit @p index); WG_EINVAL (a NULL
 *         argument). On failure @p out is unchanged.
 */
WG_API wg_status wg_report_unit_at(wg_report_unit *out, const wg_report *report, size_t index,
                                   wg_error *err);
/** The number of violations, in the order of docs/FORMATS.md's table of
 * codes; 0 for NULL. */
WG_API size_t wg_report_violation_count(const wg_report *report);
/** The @p index-th violation (owned by the report: valid until it is
 * freed); NULL for a NULL report or an index past the end. */
WG_API const wg_violation *wg_report_violation_at(const wg_report *report, size_t index);
/** A violation as its object in the `wargen validate --json` document
 * ({code, rule, units, message}); `null` for NULL (one out of range). The
 * caller frees @p out with wg_free(). */
WG_API wg_status wg_violation_to_json(char **out, const wg_violation *violation, wg_error *err);

/**
 * The report as the `wargen validate --json` document (docs/FORMATS.md). Each
 * "percent" is wg_share_hundredths() / 100: the share of the limit rounded
 * down to two decimals, so a share below a bound never shows as the bound
 * (499 of 2000 is 24.95); the rules themselves compare exact integers (R6).
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param report the report.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_report_to_json(char **out, const wg_report *report, wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use ::wg_roster_format: the format is a roster's. */
typedef wg_roster_format wg_game_format;

/** @deprecated Use wg_roster_format_of(). */
WG_DEPRECATED("use wg_roster_format_of")
static inline wg_roster_format wg_game_format_of(int points)
{
    return wg_roster_format_of(points);
}

/** @deprecated Use wg_roster_format_name(). */
WG_DEPRECATED("use wg_roster_format_name")
static inline const char *wg_game_format_name(wg_roster_format format)
{
    return wg_roster_format_name(format);
}

/** @deprecated Use wg_roster_format_parse(). */
WG_DEPRECATED("use wg_roster_format_parse")
static inline wg_status wg_game_format_parse(wg_roster_format *out, const char *name,
                                             wg_error *err)
{
    return wg_roster_format_parse(out, name, err);
}

/** @deprecated Use wg_catalog_find_unit(), which says why there is none. */
WG_DEPRECATED("use wg_catalog_find_unit")
static inline const wg_unit_entry *wg_catalog_unit_by_id(const wg_catalog *catalog,
                                                         const char *id)
{
    const wg_unit_entry *unit = NULL;
    return wg_catalog_find_unit(&unit, catalog, id, NULL) == WG_OK ? unit : NULL;
}

/** @deprecated Use wg_report_unit_at() (wg_report_unit::entry). */
WG_DEPRECATED("use wg_report_unit_at")
static inline const char *wg_report_unit_entry(const wg_report *report, size_t unit)
{
    wg_report_unit u;
    return wg_report_unit_at(&u, report, unit, NULL) == WG_OK ? u.entry : NULL;
}

/** @deprecated Use wg_report_unit_at() (wg_report_unit::points). */
WG_DEPRECATED("use wg_report_unit_at")
static inline long wg_report_unit_points(const wg_report *report, size_t unit)
{
    wg_report_unit u;
    return wg_report_unit_at(&u, report, unit, NULL) == WG_OK ? u.points : 0;
}

/** @deprecated Use wg_report_unit_at() (wg_report_unit::category). */
WG_DEPRECATED("use wg_report_unit_at")
static inline wg_category wg_report_unit_category(const wg_report *report, size_t unit)
{
    wg_report_unit u;
    return wg_report_unit_at(&u, report, unit, NULL) == WG_OK ? u.category : WG_CATEGORY_CORE;
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_ROSTER_H */
