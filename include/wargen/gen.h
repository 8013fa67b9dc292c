/**
 * @file wargen/gen.h
 * @brief The Open War army generator (rules G1–G12).
 *
 * Players agree on an army-point (AP) limit (G1), then take turns drawing
 * entries from a 36-entry table, by D66 roll or by card (G2, G3). Each entry
 * lists unit slots and a fixed AP cost (G4); a player fields units that fit
 * the slots' types (G5), may take endless spells (G6), reinforce `*` slots
 * (G7) or substitute one unit for the whole draw (G8). The draw that brings a
 * player's total to the limit is the last one (G10). Every session records a
 * log that replays to the identical state (G11).
 *
 * Tasks, in the order most programs need them:
 * - a table: wg_table_new_default(), wg_table_load_file(),
 *   wg_table_load_string(); a full check: wg_table_check_file();
 * - a whole army at once: wg_gen_armies() (no allocation, for bulk use) or
 *   wg_session_new() then wg_session_run(); many into columns:
 *   wg_gen_armies_batch();
 * - step by step, as players do at the table: wg_session_draw(), then the
 *   decisions (wg_session_reinforce(), wg_session_substitute(),
 *   wg_session_take_endless_spell(), wg_session_field()), then
 *   wg_session_commit();
 * - the log: wg_session_log_to_json(), wg_session_replay_string(),
 *   wg_session_replay_file();
 * - unit types: wg_gen_unit_types(), wg_slot_fits().
 *
 * A reader given a NULL table or session returns 0 (NULL, false, an army
 * of zeros): only the functions that return a ::wg_status report a NULL
 * argument.
 *
 * Limits beyond the format (data/schema/wargen-table-1.schema.json): a
 * table's costs and counts are at most 1000 and not all its costs are 0 (no
 * army could reach a limit, G10), an entry has at most WG_ENTRY_MAX_SLOTS
 * slots, and a player makes at most 10,000 draws; with these, no total can
 * overflow. A seed above 2^63 - 1 is written in JSON as a decimal string
 * (JSON readers such as jansson hold integers in 64-bit signed numbers),
 * and read back from either form.
 */
#ifndef WARGEN_GEN_H
#define WARGEN_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "wargen/export.h"
#include "wargen/error.h"
#include "wargen/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @name Army sizes (G1)
 * @{ */

/** The three preset army sizes. */
typedef enum wg_army_size {
    WG_ARMY_SIZE_SMALL = 0,  /**< 15 AP; typically 5–10 units. The default. */
    WG_ARMY_SIZE_MEDIUM = 1, /**< 20 AP; typically 8–15 units. */
    WG_ARMY_SIZE_LARGE = 2,  /**< 30 AP; typically 10–20 units. */
    WG_ARMY_SIZE_COUNT       /**< the number of sizes, not a size */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_SIZE_SMALL WG_DEPRECATED_ENUMERATOR("use WG_ARMY_SIZE_SMALL") = WG_ARMY_SIZE_SMALL, /**< @deprecated Use #WG_ARMY_SIZE_SMALL. */
    WG_SIZE_MEDIUM WG_DEPRECATED_ENUMERATOR("use WG_ARMY_SIZE_MEDIUM") = WG_ARMY_SIZE_MEDIUM, /**< @deprecated Use #WG_ARMY_SIZE_MEDIUM. */
    WG_SIZE_LARGE WG_DEPRECATED_ENUMERATOR("use WG_ARMY_SIZE_LARGE") = WG_ARMY_SIZE_LARGE /**< @deprecated Use #WG_ARMY_SIZE_LARGE. */
#endif
} wg_army_size;

/** The AP limit of a size (15, 20 or 30); 0 for an unknown value. */
WG_API int wg_army_size_limit(wg_army_size size);

/** "small", "medium" or "large"; NULL for an unknown value. Static string. */
WG_API const char *wg_army_size_name(wg_army_size size);

/**
 * The size named @p name ("small", "medium", "large").
 * @return WG_OK, or WG_EINVAL naming @p name and the valid names (then
 *         @p out is unchanged).
 */
WG_API wg_status wg_army_size_parse(wg_army_size *out, const char *name, wg_error *err);

/** The typical unit counts of a size (G1): @p min and @p max, inclusive;
 * 0 and 0 for an unknown value. Either pointer may be NULL. */
WG_API void wg_army_size_typical(int *min, int *max, wg_army_size size);

/** @} */

/** @name Unit types (G5)
 * @{ */

/** The eight unit types a table slot can name. */
typedef enum wg_gen_unit_type {
    WG_GEN_UNIT_TYPE_HORDE = 0,         /**< up to 20 models, Wounds 1, Save 6+ or none */
    WG_GEN_UNIT_TYPE_REGULAR = 1,       /**< up to 10 models, Wounds 1, Save 3+, 4+ or 5+ */
    WG_GEN_UNIT_TYPE_ELITE = 2,         /**< up to 5 models, Wounds 2 or 3 */
    WG_GEN_UNIT_TYPE_GUARD = 3,         /**< up to 3 models, Wounds 4 or 5 */
    WG_GEN_UNIT_TYPE_SIEGE_BREAKER = 4, /**< 1 model, Wounds 6–9, not a Hero */
    WG_GEN_UNIT_TYPE_GIGANTIC = 5,      /**< 1 model, Wounds 10 or more, not a Hero */
    WG_GEN_UNIT_TYPE_CHAMPION = 6,      /**< a Hero that is not a Monster */
    WG_GEN_UNIT_TYPE_CONQUEROR = 7,     /**< any Hero */
    WG_GEN_UNIT_TYPE_COUNT              /**< the number of types, not a type */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_GEN_UNIT_HORDE WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_HORDE") = WG_GEN_UNIT_TYPE_HORDE, /**< @deprecated Use #WG_GEN_UNIT_TYPE_HORDE. */
    WG_GEN_UNIT_REGULAR WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_REGULAR") = WG_GEN_UNIT_TYPE_REGULAR, /**< @deprecated Use #WG_GEN_UNIT_TYPE_REGULAR. */
    WG_GEN_UNIT_ELITE WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_ELITE") = WG_GEN_UNIT_TYPE_ELITE, /**< @deprecated Use #WG_GEN_UNIT_TYPE_ELITE. */
    WG_GEN_UNIT_GUARD WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_GUARD") = WG_GEN_UNIT_TYPE_GUARD, /**< @deprecated Use #WG_GEN_UNIT_TYPE_GUARD. */
    WG_GEN_UNIT_SIEGE_BREAKER WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_SIEGE_BREAKER") = WG_GEN_UNIT_TYPE_SIEGE_BREAKER, /**< @deprecated Use #WG_GEN_UNIT_TYPE_SIEGE_BREAKER. */
    WG_GEN_UNIT_GIGANTIC WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_GIGANTIC") = WG_GEN_UNIT_TYPE_GIGANTIC, /**< @deprecated Use #WG_GEN_UNIT_TYPE_GIGANTIC. */
    WG_GEN_UNIT_CHAMPION WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_CHAMPION") = WG_GEN_UNIT_TYPE_CHAMPION, /**< @deprecated Use #WG_GEN_UNIT_TYPE_CHAMPION. */
    WG_GEN_UNIT_CONQUEROR WG_DEPRECATED_ENUMERATOR("use WG_GEN_UNIT_TYPE_CONQUEROR") = WG_GEN_UNIT_TYPE_CONQUEROR /**< @deprecated Use #WG_GEN_UNIT_TYPE_CONQUEROR. */
#endif
} wg_gen_unit_type;

/** The set bit of a type in a type set: `types & WG_GEN_UNIT_BIT(WG_GEN_UNIT_TYPE_ELITE)`. */
#define WG_GEN_UNIT_BIT(type) (1u << (unsigned)(type))

/** The type's name as in tables ("siege-breaker"); NULL for an unknown value. */
WG_API const char *wg_gen_unit_type_name(wg_gen_unit_type type);

/**
 * The type named @p name.
 * @return WG_OK, or WG_EINVAL naming @p name and the valid names (@p out
 *         unchanged).
 */
WG_API wg_status wg_gen_unit_type_parse(wg_gen_unit_type *out, const char *name, wg_error *err);

/** What G5 looks at in a unit (all models from one warscroll). */
typedef struct wg_gen_unit {
    int models;      /**< number of models, at least 1 */
    int wounds;      /**< Wounds characteristic of each model, at least 1 */
    int save;        /**< Save: 2 to 6 for 2+ to 6+, or 0 for none ("-") */
    bool hero;       /**< has the Hero keyword */
    bool monster;    /**< has the Monster keyword */
    int reinforced;  /**< 0, or 1 / 2 for a unit reinforced to 2x / 3x (G7) */
} wg_gen_unit;

/**
 * The set of types a unit qualifies for (G5), as WG_GEN_UNIT_BIT() flags; 0 if
 * none (a Wounds 1, Save 2+ unit that is not a Hero). "Up to N models"
 * becomes up to 2N or 3N models when reinforced (G7).
 *
 * @return WG_OK; WG_EINVAL when the profile is impossible (models or wounds
 *         below 1, save not 0 or 2–6, reinforced not 0–2), @p out unchanged.
 */
WG_API wg_status wg_gen_unit_types(unsigned *out, const wg_gen_unit *unit, wg_error *err);

/** @} */

/** @name Tables (G2, G4, G12)
 * @{ */

/** The most slots one entry may have. */
#define WG_ENTRY_MAX_SLOTS 8

/** One slot of a table entry: `count` units of a type, or an endless spell. */
typedef struct wg_slot {
    bool endless_spell;    /**< grants one endless spell (G6) instead of units */
    int count;             /**< units, at least 1 (0 for an endless spell) */
    wg_gen_unit_type type; /**< the type each unit must qualify for (G5) */
    bool reinforceable;    /**< marked `*`: may be reinforced (G7) */
} wg_slot;

/** One of the 36 entries: its D66 value, AP cost and slots. */
typedef struct wg_gen_entry {
    int roll;          /**< D66 value, 11 to 66 with both digits 1–6 */
    int cost;          /**< AP cost, 0 or more */
    int units;         /**< total units listed (the sum of the counts) */
    size_t slot_count; /**< 1 to WG_ENTRY_MAX_SLOTS */
    wg_slot slots[WG_ENTRY_MAX_SLOTS]; /**< the first slot_count are the entry's */
} wg_gen_entry;

/**
 * Check that @p roll is a D66 value (G2): 11 to 66 with both digits 1 to 6.
 * @return WG_OK, or WG_EINVAL saying so (@p err may be NULL).
 */
WG_API wg_status wg_d66_check(int roll, wg_error *err);

/** Number of entries in every table. */
#define WG_TABLE_ENTRIES 36

/** A generator table (opaque). Read-only once made: it may be shared by threads. */
typedef struct wg_table wg_table;

/**
 * The built-in default table (G12), identical to data/tables/default.json.
 * @param out receives a new table, freed by the caller with wg_table_free().
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL or WG_ENOMEM.
 */
WG_API wg_status wg_table_new_default(wg_table **out, wg_error *err);

/**
 * Read a `wargen-table/1` document from a file. The first problem found is
 * reported with file, line, column and JSON path; wg_table_check_file()
 * reports all of them.
 *
 * @param out receives the table (caller frees with wg_table_free()), or NULL.
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EIO, WG_EPARSE, WG_EFORMAT, WG_EINVAL or WG_ENOMEM.
 */
WG_API wg_status wg_table_load_file(wg_table **out, const char *path, wg_error *err);

/**
 * Read a `wargen-table/1` document from memory.
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param name the name errors give as the file ("<string>" when NULL).
 * @param out receives the table (caller frees with wg_table_free()), or NULL.
 * @param size the length of @p json in bytes.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_table_load_string(wg_table **out, const char *json, size_t size,
                                      const char *name, wg_error *err);

/** Free a table. NULL is allowed. */
WG_API void wg_table_free(wg_table *table);

/** The table's name. Owned by the table; NULL for NULL. */
WG_API const char *wg_table_name(const wg_table *table);

/**
 * A digest of the entries (not the name): 16 hexadecimal digits of the
 * FNV-1a 64-bit hash of the entries' canonical JSON. Logs use it to tell
 * tables apart (G11). Owned by the table; NULL for NULL.
 */
WG_API const char *wg_table_digest(const wg_table *table);

/**
 * The entry for a D66 value (11–66, both digits 1–6; see wg_d66_check()):
 * a lookup by key in the pointer form of wg_table_entry_at(). Owned by the
 * table; NULL for a value that is not a D66 value (no table has an entry
 * for it) or a NULL table.
 */
WG_API const wg_gen_entry *wg_table_entry_by_roll(const wg_table *table, int roll);

/** Number of entries: ::WG_TABLE_ENTRIES for every table (G2); 0 for NULL. */
WG_API size_t wg_table_entry_count(const wg_table *table);

/** The @p index-th entry in D66 order (0–35). Owned by the table; NULL for
 * an index not below wg_table_entry_count() or a NULL table. */
WG_API const wg_gen_entry *wg_table_entry_at(const wg_table *table, size_t index);

/**
 * An entry as the JSON object a table document lists it as (one line):
 * `{"roll": R, "cost": C, "slots": [{"count": N, "type": T,
 * "reinforceable": B} | {"endless_spell": true}, ...]}`. A NULL @p entry
 * (no draw pending, see wg_session_pending()) is written as `null`.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param entry the entry, or NULL.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (@p out NULL) or WG_ENOMEM.
 */
WG_API wg_status wg_gen_entry_to_json(char **out, const wg_gen_entry *entry, wg_error *err);

/**
 * The table as a `wargen-table/1` document, pretty-printed.
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param table the table.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_table_to_json(char **out, const wg_table *table, wg_error *err);

/**
 * Check a table document and report every problem, not just the first:
 * missing, repeated or invalid D66 values, unknown types, counts below 1,
 * negative costs, unknown keys, wrong types, broken JSON.
 *
 * @param out receives the problems (none for a valid table); free with
 *        wg_problems_free().
 * @param path the document's file.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK when the check ran (whatever it found); WG_EIO if the file
 *         cannot be read; WG_ENOMEM.
 */
WG_API wg_status wg_table_check_file(wg_problems **out, const char *path, wg_error *err);
/**
 * The same from the document's text: see wg_table_check_file().
 * @param out as for wg_table_check_file().
 * @param json the text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p json in bytes.
 * @param name names the text in errors (NULL: "<string>").
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return as wg_table_check_file() (never WG_EIO).
 */
WG_API wg_status wg_table_check_string(wg_problems **out, const char *json, size_t size,
                                       const char *name, wg_error *err);

/**
 * Whether a unit may be fielded in a slot (G5, G7): the slot's type is
 * among the unit's types with the slot's reinforcement @p level applied,
 * and the unit has no more models than that allows. The profile's own
 * `reinforced` is ignored. wg_session_field() checks this.
 *
 * @param level 0, or 1 / 2 for a slot marked `*` reinforced (G7).
 * @param slot a unit slot of a table entry.
 * @param unit the unit's profile.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK when it fits; WG_ERULE when it does not, the message saying
 *         why (too many models, not of the type, a level the slot cannot
 *         take); WG_EINVAL for an endless-spell slot or an impossible
 *         profile.
 */
WG_API wg_status wg_slot_fits(const wg_slot *slot, int level, const wg_gen_unit *unit,
                              wg_error *err);

/** @} */

/** @name Sessions: generating armies (G3, G9, G10)
 * @{ */

/** How a session draws: by D66 roll (G2) or by card (G3). */
typedef enum wg_draw_mode {
    WG_DRAW_MODE_DICE = 0,  /**< a D66 roll per draw (G2) */
    WG_DRAW_MODE_CARDS = 1, /**< a card per draw, from a deck of the 36 entries (G3) */
    WG_DRAW_MODE_COUNT      /**< the number of modes, not a mode */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
    ,
    WG_DRAW_DICE WG_DEPRECATED_ENUMERATOR("use WG_DRAW_MODE_DICE") = WG_DRAW_MODE_DICE, /**< @deprecated Use #WG_DRAW_MODE_DICE. */
    WG_DRAW_CARDS WG_DEPRECATED_ENUMERATOR("use WG_DRAW_MODE_CARDS") = WG_DRAW_MODE_CARDS /**< @deprecated Use #WG_DRAW_MODE_CARDS. */
#endif
} wg_draw_mode;

/** "dice" or "cards", as in logs and `--json`; NULL for an unknown value. Static string. */
WG_API const char *wg_draw_mode_name(wg_draw_mode mode);

/**
 * The mode named @p name ("dice", "cards").
 * @return WG_OK, or WG_EINVAL naming @p name and the valid names (@p out
 *         unchanged).
 */
WG_API wg_status wg_draw_mode_parse(wg_draw_mode *out, const char *name, wg_error *err);

/** How a session is set up. Initialise with wg_session_options_init().
 * Every function taking options refuses bad ones with WG_EINVAL and the
 * caller's data untouched: a limit below 1, players other than 1 or 2, an
 * unknown mode, per_player_decks without WG_DRAW_MODE_CARDS (dice have no
 * deck, G2/G3), a first player who is not 0 or a player. */
typedef struct wg_session_options {
    int limit;             /**< AP limit of each player, at least 1 (G1) */
    int players;           /**< 1 or 2 */
    wg_draw_mode mode;     /**< dice (the default) or cards */
    bool per_player_decks; /**< with cards: a deck per player, not one shared deck (G3);
                                set with dice, the options are refused (WG_EINVAL) */
    int first_player;      /**< 1 or 2; 0 for a seeded roll-off (G9) */
} wg_session_options;

/** Defaults: a small army (15 AP), one player, dice, roll-off. */
WG_API void wg_session_options_init(wg_session_options *options);

/** The automatic policy: how every draw is decided in bulk generation. */
typedef struct wg_policy {
    int reinforce; /**< level (0–2) applied to every `*` slot; default 0 */
} wg_policy;

/** The default policy: field everything listed, never reinforce, never substitute. */
WG_API void wg_policy_init(wg_policy *policy);

/** Summary of one player's army, from wg_gen_armies() or a session. */
typedef struct wg_army {
    int player;    /**< 1 or 2, as in `wargen generate --json`; 0 for no such player */
    int total;     /**< AP spent (may exceed the limit by the last draw) */
    int units;     /**< units fielded */
    int draws;     /**< draws committed */
    bool finished; /**< reached the limit or out of units */
} wg_army;

/**
 * Generate whole armies in automatic mode, without a session object and
 * without allocating: the bulk path for simulations. It draws from @p rng
 * exactly as wg_session_run() on a session seeded the same way, so the
 * armies are those a session with that seed would generate.
 *
 * @param out one wg_army per player (options->players of them).
 * @param rng the stream to draw from; it advances.
 * @param policy NULL for the default policy.
 * @param table the table drawn from.
 * @param options the session's options (not NULL: see wg_session_options_init()).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EINVAL for bad options (see ::wg_session_options, e.g.
 *         per_player_decks with dice), @p out and @p rng untouched; WG_ERANGE when a player draws
 *         10,000 times without reaching the limit (a limit too high for the
 *         table's costs; a table whose every entry costs 0 is refused when
 *         it is read, G10).
 */
WG_API wg_status wg_gen_armies(wg_army *out, const wg_table *table, wg_rng *rng,
                               const wg_session_options *options, const wg_policy *policy,
                               wg_error *err);

/** The most generations one wg_gen_armies_batch() call runs. */
#define WG_ARMIES_BATCH_MAX 1000000u

/**
 * The columns wg_gen_armies_batch() fills: one array per field of
 * ::wg_army, owned by the caller, each of (at least) count * players
 * items; item i * players + p is player p's army (from 0) of run i.
 */
typedef struct wg_army_columns {
    int *total;     /**< AP spent */
    int *units;     /**< units fielded */
    int *draws;     /**< draws committed */
    bool *finished; /**< reached the limit or out of units */
} wg_army_columns;

/**
 * Run wg_gen_armies() (G1-G10) @p count times in a row with the same
 * arguments, into columns: exactly the armies of @p count successive calls, in order,
 * and @p rng is left where they leave it. The bulk path for simulations
 * that keep every army.
 *
 * @param out the columns, each count * options->players items (caller-owned).
 * @param count 0 to WG_ARMIES_BATCH_MAX; 0 draws and writes nothing.
 * @param policy NULL for the default policy.
 * @param table the table drawn from.
 * @param rng the stream the sessions' seeds come from (its state advances).
 * @param options the sessions' options (not NULL: see wg_session_options_init()).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ERANGE (@p count above WG_ARMIES_BATCH_MAX, checked
 *         first, said as "count N is out of range (0 to WG_ARMIES_BATCH_MAX)");
 *         WG_EINVAL (a NULL pointer or column; bad options or policy as for
 *         wg_gen_armies()), with nothing drawn and no column written;
 *         WG_ERANGE as for wg_gen_armies(): the runs before the failing
 *         one are written, that run and the later ones are not.
 */
WG_API wg_status wg_gen_armies_batch(const wg_army_columns *out, size_t count,
                                     const wg_table *table, wg_rng *rng,
                                     const wg_session_options *options,
                                     const wg_policy *policy, wg_error *err);

/** A generation session between one or two players (opaque). */
typedef struct wg_session wg_session;

/**
 * Start a session. The session keeps its own copy of the table and its own
 * generator seeded with @p seed, so the caller may free @p table at once.
 * With two players and first_player 0, the roll-off (G9) happens here.
 *
 * @param out receives the session; free it with wg_session_free().
 * @param table the table drawn from; it must outlive the session.
 * @param seed the seed of the session's generator (G1).
 * @param options the session's options (not NULL: see wg_session_options_init()).
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK, WG_EINVAL (bad options, see ::wg_session_options, e.g.
 *         per_player_decks with dice; *out NULL) or WG_ENOMEM.
 */
WG_API wg_status wg_session_new(wg_session **out, const wg_table *table, uint64_t seed,
                                const wg_session_options *options, wg_error *err);

/** Free a session. NULL is allowed. */
WG_API void wg_session_free(wg_session *session);

/** The options the session was made with (limit, players, mode ...),
 * owned by the session; NULL for NULL. (`wg_session_options` names their
 * type, so the attribute is the session's settings.) */
WG_API const wg_session_options *wg_session_settings(const wg_session *session);
/** The seed the session was made with; 0 for NULL. */
WG_API uint64_t wg_session_seed(const wg_session *session);
/** The player who won the roll-off or was named first (G9): 1 or 2; 0 for NULL. */
WG_API int wg_session_first_player(const wg_session *session);
/** The player whose turn it is (1 or 2), or 0 when every player is finished
 * (and for NULL). */
WG_API int wg_session_turn(const wg_session *session);
/** Whether every player has finished (G10); false for NULL. */
WG_API bool wg_session_finished(const wg_session *session);
/** A player's army so far (player 1 or 2); all zero for another number or
 * a NULL session. */
WG_API wg_army wg_session_army(const wg_session *session, int player);

/**
 * Run the rest of the session with an automatic policy: every remaining
 * turn is drawn, decided by @p policy (NULL: the default) and committed. A
 * draw already pending is decided and committed first.
 * @return WG_OK, WG_ERANGE (see wg_gen_armies()) or WG_ENOMEM.
 */
WG_API wg_status wg_session_run(wg_session *session, const wg_policy *policy, wg_error *err);

/** @} */

/** @name Sessions step by step (G4–G10)
 *
 * A turn is: wg_session_draw(), any decisions, wg_session_commit(). Every
 * call names the player acting; a call that is not allowed returns
 * WG_ESTATE (wrong turn or phase) or WG_ERULE (the rules forbid it, the
 * message names the rule) and changes nothing.
 * @{ */

/**
 * Draw for @p player: a D66 roll, or the top card of the deck (G2, G3). A
 * deck that runs out is reshuffled from all 36 cards first (logged).
 * @param out receives the entry drawn (may be NULL); it stays valid while
 *        the session lives.
 * @param session the session.
 * @param player the player drawing, 1 or 2.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ESTATE if it is not @p player's turn, a draw is
 *         already pending, or the player has finished; WG_ERANGE when the
 *         player has drawn 10,000 times (a limit too high for the table): they may
 *         still declare wg_session_declare_out_of_units().
 */
WG_API wg_status wg_session_draw(const wg_gen_entry **out, wg_session *session, int player,
                                 wg_error *err);

/** The pending draw of the player whose turn it is, owned by the session;
 * NULL when there is none or for a NULL session. */
WG_API const wg_gen_entry *wg_session_pending(const wg_session *session);

/**
 * Reinforce slot @p slot of the pending draw to @p level: 1 for up to twice
 * the models (+1 AP), 2 for up to three times (+2 AP) (G7). Once per slot,
 * before any unit is fielded in it.
 * @return WG_OK; WG_ERULE (slot not marked `*`, level not 1 or 2);
 *         WG_ESTATE (no pending draw, wrong player, slot already reinforced
 *         or fielded); WG_ENOTFOUND (no such slot); WG_EINVAL (an
 *         endless-spell slot).
 */
WG_API wg_status wg_session_reinforce(wg_session *session, int player, size_t slot, int level,
                                      wg_error *err);

/**
 * Replace the whole pending draw with one substitute unit (G8): horde,
 * regular, elite, guard or siege-breaker (each reinforceable, @p level
 * 0–2), or champion (level 0). The draw then costs 2 AP plus @p level
 * instead of the entry's cost, and its slots become the one substitute
 * slot (index 0). It must be the first decision of the draw.
 * @return WG_OK; WG_ERULE (a type not on the list, a level it cannot
 *         take, or something of the draw already decided); WG_ESTATE.
 */
WG_API wg_status wg_session_substitute(wg_session *session, int player, wg_gen_unit_type type,
                                       int level, wg_error *err);

/**
 * Take an endless spell for endless-spell slot @p slot (G6): @p name is the
 * player's choice, and must differ from every endless spell that player
 * took before (compared exactly). Once per slot.
 * @return WG_OK; WG_ERULE (the same spell twice, not an endless-spell slot);
 *         WG_ENOTFOUND (no such slot); WG_EINVAL (empty or over-long name);
 *         WG_ESTATE.
 */
WG_API wg_status wg_session_take_endless_spell(wg_session *session, int player, size_t slot,
                                               const char *name, wg_error *err);

/**
 * Field one unit in unit slot @p slot of the pending draw (G4, G5).
 * @param unit its profile, checked against the slot's type and the slot's
 *        reinforcement level (the profile's own `reinforced` is ignored);
 *        NULL fields "a suitable unit" unchecked, as the automatic policy does.
 * @param session the session.
 * @param player the player fielding the unit, 1 or 2.
 * @param slot the slot of the pending entry, from 0.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_ERULE (the slot's units are all fielded, the unit does
 *         not qualify for the type, or has more models than the slot
 *         allows); WG_ENOTFOUND (no such slot); WG_EINVAL (an
 *         endless-spell slot, a bad profile); WG_ESTATE.
 */
WG_API wg_status wg_session_field(wg_session *session, int player, size_t slot,
                                  const wg_gen_unit *unit, wg_error *err);

/**
 * Commit the pending draw: its cost (entry or substitute, plus
 * reinforcement) is added to the player's total, its fielded units to the
 * player's units. A total at or above the limit finishes the player (G10).
 * The turn passes to the other player unless they have finished.
 * @return WG_OK or WG_ESTATE (no pending draw, wrong player).
 */
WG_API wg_status wg_session_commit(wg_session *session, int player, wg_error *err);

/**
 * Declare that @p player has no more units to field: they finish now
 * (G10). Only on their own turn, with no draw pending.
 * @return WG_OK or WG_ESTATE.
 */
WG_API wg_status wg_session_declare_out_of_units(wg_session *session, int player,
                                                 wg_error *err);

/** @} */

/** @name Results and logs (G11)
 * @{ */

/** One committed draw, as wg_session_draw_at() describes it. */
typedef struct wg_draw_info {
    int player;         /**< 1 or 2 */
    int value;          /**< the D66 value rolled, or the card's */
    int cost;           /**< AP it cost: the entry's or the substitute's, plus reinforcement */
    bool substituted;   /**< replaced by one substitute unit (G8) */
    wg_gen_entry entry; /**< as committed: the substitute's one slot when substituted */
    int level[WG_ENTRY_MAX_SLOTS];   /**< each slot's reinforcement level (G7) */
    int fielded[WG_ENTRY_MAX_SLOTS]; /**< units fielded in each slot */
} wg_draw_info;

/** Number of committed draws, both players', in the order they were made;
 * 0 for NULL. */
WG_API size_t wg_session_draw_count(const wg_session *session);

/**
 * The @p index-th committed draw (0-based, in the order made), copied into
 * @p out (caller-owned): the struct form, since the record is put together
 * on request.
 * @return WG_OK; WG_EINVAL (@p out or @p session NULL); WG_ENOTFOUND when
 *         @p index is not below wg_session_draw_count(). On error @p out is
 *         unchanged.
 */
WG_API wg_status wg_session_draw_at(wg_draw_info *out, const wg_session *session, size_t index,
                                    wg_error *err);

/**
 * The session as the JSON object `wargen generate --json` prints (one
 * line): seed, limit, mode, first_player, and per player the total, units
 * fielded and each committed draw with its slots (docs/FORMATS.md). Keys beyond
 * docs/FORMATS.md appear only when they apply: "decks" ("shared" or
 * "per-player") with cards, "substitute": true on a substituted draw (G8),
 * and "level" on a reinforced slot (G7).
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param session the session.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_session_to_json(char **out, const wg_session *session, wg_error *err);

/**
 * The session's `wargen-log/1` log: the seed, options, table name and
 * digest, and every step so far (draws, decisions, reshuffles, commits).
 * @param out receives a NUL-terminated string; free it with wg_free().
 * @param session the session.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 */
WG_API wg_status wg_session_log_to_json(char **out, const wg_session *session, wg_error *err);

/**
 * Replay a `wargen-log/1` log on @p table: a new session from the log's
 * seed and options, each recorded draw checked against the replay's and
 * each decision applied. The result is in the state the log's session was.
 *
 * @param out receives the session (caller frees with wg_session_free()).
 * @param name the log's name in errors ("<string>" when NULL).
 * @param table the table the log was made with; it must outlive the session.
 * @param log the log's text (need not be NUL-terminated), @p size bytes.
 * @param size the length of @p log in bytes.
 * @param err receives the message on failure (may be NULL; see wargen/error.h).
 * @return WG_OK; WG_EPARSE or WG_EFORMAT for a malformed log (among them
 *         a "decks" key in a log of mode "dice": dice have no deck, G3);
 *         WG_ERULE,
 *         naming the first step that does not replay (`steps[7]`): a draw
 *         that differs, an illegal decision, or a table whose digest is not
 *         the log's; WG_ENOMEM.
 */
WG_API wg_status wg_session_replay_string(wg_session **out, const wg_table *table,
                                          const char *log, size_t size, const char *name,
                                          wg_error *err);

/** Like wg_session_replay_string(), reading the log from a file. */
WG_API wg_status wg_session_replay_file(wg_session **out, const wg_table *table,
                                        const char *path, wg_error *err);

/** @} */

/** @name Deprecated names
 * Old names kept for the 1.x releases (CHANGELOG 1.0.0); they go in 2.0.
 * Define WG_NO_DEPRECATED to hide them.
 * @{ */
#if !defined(WG_NO_DEPRECATED) && !defined(SWIG)
/** @deprecated Use wg_session_settings(). */
WG_DEPRECATED("use wg_session_settings")
static inline const wg_session_options *wg_session_options_get(const wg_session *session)
{
    return wg_session_settings(session);
}

/** @deprecated Use wg_session_take_endless_spell(). */
WG_DEPRECATED("use wg_session_take_endless_spell")
static inline wg_status wg_session_endless_spell(wg_session *session, int player, size_t slot,
                                                 const char *name, wg_error *err)
{
    return wg_session_take_endless_spell(session, player, slot, name, err);
}

/** @deprecated Use wg_session_declare_out_of_units(). */
WG_DEPRECATED("use wg_session_declare_out_of_units")
static inline wg_status wg_session_out_of_units(wg_session *session, int player, wg_error *err)
{
    return wg_session_declare_out_of_units(session, player, err);
}

/** @deprecated Use wg_session_log_to_json(). */
WG_DEPRECATED("use wg_session_log_to_json")
static inline wg_status wg_session_log_json(char **out, const wg_session *session, wg_error *err)
{
    return wg_session_log_to_json(out, session, err);
}

/** @deprecated Use wg_session_replay_string(). */
WG_DEPRECATED("use wg_session_replay_string")
static inline wg_status wg_session_replay(wg_session **out, const wg_table *table,
                                          const char *log, size_t size, const char *name,
                                          wg_error *err)
{
    return wg_session_replay_string(out, table, log, size, name, err);
}
#endif
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_GEN_H */
