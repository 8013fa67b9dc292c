/* gen module: the Open War army generator (rules G1–G12).
 *
 * wargen.Table is a class the layers complete (WGB_LAYERED: gen.py, and
 * Lua's wargen._methods). The C session is WGB_LAYERED too: Lua's layer
 * completes wargen.Session; in Python it is _Session, which gen.py's Session
 * holds (not subclasses) and guards with close(). Entries, sessions, logs
 * and tables come from the library's JSON writers through doc_out
 * (wargen.i). Slots are indexes: 0-based in Python, 1-based in Lua; the
 * documents keep the format's 0-based numbers.
 */

%{
/* A session's options from the arguments the languages take (G1, G3, G9):
 * the limit is size's unless has_limit. */
static wg_status wgb_options(wg_session_options *o, const char *size, bool has_limit, int limit,
                             int players, bool cards, bool per_player_decks, int first_player,
                             wg_error *err)
{
    wg_army_size s = WG_ARMY_SIZE_SMALL;
    wg_status st = has_limit ? WG_OK : wg_army_size_parse(&s, size, err);
    wg_session_options_init(o);
    o->limit = has_limit ? limit : wg_army_size_limit(s);
    o->players = players;
    o->mode = cards ? WG_DRAW_MODE_CARDS : WG_DRAW_MODE_DICE;
    o->per_player_decks = per_player_decks;
    o->first_player = first_player;
    return st;
}

#define wg_table_name_get(t) wg_table_name(t)
#define wg_table_digest_get(t) wg_table_digest(t)
%}

/* ---- typemaps (before the functions they apply to) --------------------- */

WG_OUT_HANDLE(wg_table)
WG_OUT_HANDLE(wg_session)

%typemap(in, numinputs=0) int *min (int temp), int *max (int temp) "$1 = &temp;"

%{
WGB_RECORD(wgb_army_record,
    WGB_FIELD(wg_army, player, WGB_INT), WGB_FIELD(wg_army, total, WGB_INT),
    WGB_FIELD(wg_army, units, WGB_INT), WGB_FIELD(wg_army, draws, WGB_INT),
    WGB_FIELD(wg_army, finished, WGB_BOOL));
WGB_RECORD(wgb_draw_info_record,
    WGB_FIELD(wg_draw_info, player, WGB_INT), WGB_FIELD(wg_draw_info, value, WGB_INT),
    WGB_FIELD(wg_draw_info, cost, WGB_INT), WGB_FIELD(wg_draw_info, substituted, WGB_BOOL));
%}
WGB_RECORD_OUT(wg_army *army_out, wgb_army_record)
WGB_RECORD_OUT(wg_army *army_out2, wgb_army_record)
WGB_RECORD_OUT(wg_draw_info *struct_out, wgb_draw_info_record)
%include "gen.swg"  /* the language's half: bindings/<language>/gen.swg */
WG_HANDLE(wg_session, WGB_LAYERED(Session))

/* ---- constants and module functions ------------------------------------ */

%constant int ARMY_SIZE_COUNT = WG_ARMY_SIZE_COUNT;
%constant int TABLE_ENTRIES = WG_TABLE_ENTRIES;
%constant int ARMIES_BATCH_MAX = WG_ARMIES_BATCH_MAX;

/* Sizes and types by number (G1, G5); NULL (None, nil) for an unknown one. */
WG_OUT_ENUM(wg_draw_mode)
/* The private names the layers below build on: wg_ or wgb_ becomes _. */
%rename("%(regex:/^wgb?_(.*)$/_\\1/)s", regextarget=1) "^wgb?_(army_size_|draw_mode_|"
    "gen_unit_type|table_(new_d|load_|check_)|session_(re|new)|slot_fits|gen_armies|rng_fresh)";
const char *wg_army_size_name(int size);
int wg_army_size_limit(int size);
void wg_army_size_typical(int *min, int *max, int size);
const char *wg_draw_mode_name(int mode);
wg_status wg_draw_mode_parse(wg_draw_mode *out, const char *name, wg_error *err);
const char *wg_gen_unit_type_name(int type);
/* A unit profile (G5), which the languages fill by field name: SWIG's
 * setters check each value and refuse unknown fields. */
%rename(_Unit) wg_gen_unit;
typedef struct wg_gen_unit {
    int models, wounds, save;
    bool hero, monster;
    int reinforced;
} wg_gen_unit;
%typemap(in, numinputs=0) unsigned *out (unsigned temp = 0) "$1 = &temp;"
%typemap(argout) unsigned *out = int *int_out;
wg_status wg_gen_unit_types(unsigned *out, const wg_gen_unit *unit, wg_error *err);
uint64_t wg_rng_fresh_seed(void);

/* ---- handles ----------------------------------------------------------- */

WG_HANDLE(wg_table, WGB_LAYERED(Table))

wg_status wg_table_new_default(wg_table **out, wg_error *err);
wg_status wg_table_load_file(wg_table **out, const char *path, wg_error *err);
wg_status wg_table_load_string(wg_table **out, const char *json, size_t size, const char *name,
                               wg_error *err);
wg_status wg_table_check_file(wg_problems **problems_out, const char *path, wg_error *err);
wg_status wg_table_check_string(wg_problems **problems_out, const char *json, size_t size,
                                const char *name, wg_error *err);
wg_status wg_session_replay_string(wg_session **out, const wg_table *table, const char *json,
                            size_t size, const char *name, wg_error *err);
wg_status wg_session_replay_file(wg_session **out, const wg_table *table, const char *path,
                                 wg_error *err);
WGB_LIMITS(size_t count, 0, WG_ARMIES_BATCH_MAX)  /* armies(count=N) */
%inline %{
/* A session on a copy of table (first_player 0: a seeded roll-off, G9). */
static wg_status wgb_session_new(wg_session **out, const wg_table *table, uint64_t seed,
                                 const char *size, bool has_limit, int limit, int players,
                                 bool cards, bool per_player_decks, int first_player,
                                 wg_error *err)
{
    wg_session_options o;
    wg_status st = wgb_options(&o, size, has_limit, limit, players, cards, per_player_decks,
                               first_player, err);
    return st ? st : wg_session_new(out, table, seed, &o, err);
}

/* Whole armies at once by the automatic policy reinforcing every `*` slot
 * to level reinforce (G1-G10); the second army is all zero for one player. */
static wg_status wgb_gen_armies(wg_army *army_out, wg_army *army_out2, const wg_table *table,
                                wg_rng *rng, const char *size, bool has_limit, int limit,
                                int players, bool cards, bool per_player_decks,
                                int first_player, int reinforce, wg_error *err)
{
    wg_army armies[2] = {{0}, {0}};
    wg_session_options o;
    wg_policy policy;
    wg_status st = wgb_options(&o, size, has_limit, limit, players, cards, per_player_decks,
                               first_player, err);
    wg_policy_init(&policy);
    policy.reinforce = reinforce;
    if (st == WG_OK)
        st = wg_gen_armies(armies, table, rng, &o, &policy, err);
    *army_out = armies[0];
    *army_out2 = armies[1];
    return st;
}

/* armies(count=N): N runs of wgb_gen_armies at once (wg_gen_armies_batch),
 * as columns of count * players items: player p's army of run i is item
 * i * players + p. Bad options (players too) are refused before anything
 * is written, so a block sized for one player is enough then. */
static wg_status wgb_gen_armies_batch(wgb_columns *columns_out, const wg_table *table,
                                      wg_rng *rng, size_t count, const char *size,
                                      bool has_limit, int limit, int players, bool cards,
                                      bool per_player_decks, int first_player, int reinforce,
                                      wg_error *err)
{
    wg_session_options o;
    wg_policy policy;
    wg_status st = wgb_options(&o, size, has_limit, limit, players, cards, per_player_decks,
                               first_player, err);
    wg_policy_init(&policy);
    policy.reinforce = reinforce;
    columns_out->n = count * (players == 2 ? 2u : 1u);
    wgb_column(columns_out, "total", 'i');
    wgb_column(columns_out, "units", 'i');
    wgb_column(columns_out, "draws", 'i');
    wgb_column(columns_out, "finished", '?');
    if (st == WG_OK && count <= WG_ARMIES_BATCH_MAX)
        st = wgb_columns_alloc(columns_out, err);
    wg_army_columns c = {wgb_column_data(columns_out, 0), wgb_column_data(columns_out, 1),
                         wgb_column_data(columns_out, 2), wgb_column_data(columns_out, 3)};
    return st ? st : wg_gen_armies_batch(&c, count, table, rng, &o, &policy, err);
}

/* G5, G7: whether a unit fits a slot of the named type; WG_ERULE says why not. */
static wg_status wgb_slot_fits(const char *type, bool reinforceable, int level,
                               const wg_gen_unit *unit, wg_error *err)
{
    wg_slot slot = {false, 1, WG_GEN_UNIT_TYPE_HORDE, reinforceable};
    wg_status st = wg_gen_unit_type_parse(&slot.type, type, err);
    return st == WG_OK ? wg_slot_fits(&slot, level, unit, err) : st;
}
%}
%clear size_t count;

/* The scripts' names of wg_session_take_endless_spell and
 * wg_session_declare_out_of_units. */
%rename(endless_spell) wg_session::take_endless_spell;
%rename(out_of_units) wg_session::declare_out_of_units;
%feature("compactdefaultargs") wg_session::substitute_;
%feature("compactdefaultargs") wg_session::run_;

/* A table has WG_TABLE_ENTRIES entries, always (G2). */
WGB_INDEXED(wg_table::entry_at_, WGB_BELOW(arg3, "index", wg_table_entry_count(arg1)))
%extend wg_table {
    /** The table's name. */
    const char *const name;
    /** 16 hexadecimal digits identifying the entries (not the name); logs record it (G11). */
    const char *const digest;
    /** entry(roll): the entry for a D66 value (G2); EINVAL for another number. */
    wg_status entry_(char **doc_out, int roll, wg_error *err) {
        wg_status st = wg_d66_check(roll, err);
        return st ? st : wg_gen_entry_to_json(doc_out, wg_table_entry_by_roll($self, roll), err);
    }
    /** Number of entries: TABLE_ENTRIES (36) for every table (G2). */
    size_t entry_count();
    /** The index-th entry in D66 order, from 0. */
    wg_status entry_at_(char **doc_out, size_t index, wg_error *err) {
        return wg_gen_entry_to_json(doc_out, wg_table_entry_at($self, index), err);
    }
    /** The table as a pretty-printed wargen-table/1 document, as text (to_dict: as dicts). */
    WGB_JSON_METHODS(to_json, to_doc, wg_table_to_json)
}

%extend wg_session {
    uint64_t seed();
    int first_player();
    int turn();
    bool finished();
    /** army(player): the player's army so far: total AP, units, draws, finished. */
    wg_army army(int player);
    /** Number of committed draws, both players'. */
    size_t draw_count();
    /** draw_at(index): the index-th committed draw, both players', in order:
     *  player, value (the D66 roll or card), cost, substituted. */
    wg_status draw_at_(wg_draw_info *struct_out, size_t index, wg_error *err) {
        return wg_session_draw_at(struct_out, $self, index, err);
    }
    int limit_() { return wg_session_settings($self)->limit; }
    int players_() { return wg_session_settings($self)->players; }
    /** "dice" or "cards" (G2, G3). */
    const char *mode_() { return wg_draw_mode_name(wg_session_settings($self)->mode); }
    bool cards_() { return wg_session_settings($self)->mode == WG_DRAW_MODE_CARDS; }
    bool per_player_decks_() { return wg_session_settings($self)->per_player_decks; }
    /** The pending draw as it stands, or None. */
    wg_status pending_(char **doc_out, wg_error *err) {
        return wg_gen_entry_to_json(doc_out, wg_session_pending($self), err);
    }
    /** draw(player): the entry drawn (G2, G3). */
    wg_status draw_(char **doc_out, int player, wg_error *err) {
        const wg_gen_entry *e = NULL;
        wg_status st = wg_session_draw(&e, $self, player, err);
        return st ? st : wg_gen_entry_to_json(doc_out, e, err);
    }
    /** reinforce(player, slot, level): reinforce the `*` slot of the pending draw (G7). */
    wg_status reinforce(int player, size_t slot, int level, wg_error *err);
    /** substitute(player, type, level=0): type by name, e.g. "elite" (G8). */
    wg_status substitute_(wg_error *err, int player, const char *type, int level = 0) {
        wg_gen_unit_type t;
        wg_status st = wg_gen_unit_type_parse(&t, type, err);
        return st ? st : wg_session_substitute($self, player, t, level, err);
    }
    /** endless_spell(player, slot, name): take an endless spell, the player's choice of
     *  name, for that endless-spell slot of the pending draw (G6). */
    wg_status take_endless_spell(int player, size_t slot, const char *name, wg_error *err);
    /** field(player, slot, unit): unit None is "a suitable unit", unchecked. */
    wg_status field(int player, size_t slot, const wg_gen_unit *optional, wg_error *err);
    /** commit(player): the pending draw's cost and units count for the player; a total
     *  at or above the limit finishes them (G10). */
    wg_status commit(int player, wg_error *err);
    /** out_of_units(player): the player has no more units to field and finishes (G10). */
    wg_status declare_out_of_units(int player, wg_error *err);
    /** run(reinforce=0): the rest of the session by the automatic policy. */
    wg_status run_(wg_error *err, int reinforce = 0) {
        wg_policy policy;
        wg_policy_init(&policy);
        policy.reinforce = reinforce;
        return wg_session_run($self, &policy, err);
    }
    /** The session as `wargen generate --json` prints it, as text (to_dict: as dicts). */
    WGB_JSON_METHODS(to_json, to_doc, wg_session_to_json)
    /** The session's wargen-log/1 log (G11), as text (log_dict: as dicts). */
    WGB_JSON_METHODS(log_json, log_doc, wg_session_log_to_json)
}
