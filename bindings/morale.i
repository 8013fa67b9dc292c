/* morale module: battalions and morale (rules B1-B12). SWIG reads wargen/morale.h;
 * wg_battle_X becomes _battle_X and method X of wargen.Battle, a class the layers
 * complete (WGB_LAYERED: bindings/python/wargen/morale.py and bindings/lua/layer/
 * morale.lua add keyword arguments / tables, bases, points and lists). Result
 * structs are records (wargen.i): named tuples in Python, tables in Lua. Enums cross
 * as names; a missing index (WG_NONE) is None / nil. Indexes count from 0 in Python,
 * 1 in Lua. */

/* ---- generic: candidate for wargen.i ----------------------------------- */

/* WGB_ENUM_NAMED(TYPE): an enum argument takes its name (TYPE_parse: an
 * unknown one is the library's WG_EINVAL) or its number; one read back (a
 * field) is its name (TYPE_name), None / nil past the last.
 * int [ANY] fields: a tuple / a table. */
%include "morale.swg"  /* the language's half: bindings/<language>/morale.swg */

/* ---- typemaps ------------------------------------------------------------ */

WGB_ENUM_NAMED(wg_morale_result)
WGB_ENUM_NAMED(wg_character_kind)
WGB_ENUM_NAMED(wg_check_cause)
WGB_ENUM_NAMED(wg_stop)

/* Indexes that may be missing (WG_NONE) read as None / nil; others as the
 * `size_t index` typemap takes them back (from 1 in Lua). A base read back
 * in Python is a copy, which outlives the state it came from. */
%typemap(in, numinputs=0) size_t *cargo_out (size_t temp = WG_NONE) "$1 = &temp;"
/* A queued check (wg_battle_pending_at) as the scripts have always read it:
 * its battalion and its cause's name, [battalion, cause] in Python and two
 * results in Lua. */
%typemap(in, numinputs=0) wg_pending_check *out (wg_pending_check temp) "$1 = &temp;"

/* A check's retreat: filled only when the result is a retreat (morale.h),
 * so None / nil when the call left it untouched. */
%typemap(in, numinputs=0) wg_retreat *retreat (wg_retreat temp) {
    memset(&temp, 0, sizeof temp);
    temp.stop = WG_STOP_COUNT;
    $1 = &temp;
}
/* Its argout, and that of the counts by failures (a list / a sequence table
 * of four), are the language's half's. */
%typemap(in, numinputs=0) unsigned long long counts[4] (unsigned long long temp[4] = {0}) "$1 = temp;"

/* Arguments a script may leave out. */
%typemap(default) int modifier "$1 = 0;"
%typemap(default) unsigned long long checks "$1 = 1000;"
%typemap(default) int extra "$1 = 0;"
%typemap(default) bool hospital "$1 = true;"

/* Terrain's points and shooting dice go in as C arrays the layers fill. */
%include <carrays.i>
%array_class(double, _Doubles);
%array_class(int, _Ints);

/* ---- the header ------------------------------------------------------------ */

%{
WGB_ENUM_NAMER(wg_morale_result)
WGB_ENUM_NAMER(wg_stop)
WGB_ENUM_NAMER(wg_character_kind)
WGB_RECORD(wgb_morale_check_record,
    WGB_FIELD(wg_morale_check, opponent, WGB_INT), WGB_INTS_FIELD(wg_morale_check, dice),
    WGB_FIELD(wg_morale_check, modifier, WGB_INT), WGB_FIELD(wg_morale_check, failures, WGB_INT),
    WGB_ENUM_FIELD(wg_morale_check, result, wg_morale_result));
WGB_RECORD(wgb_morale_odds_record,
    WGB_FIELD(wg_morale_odds, modifier, WGB_INT), WGB_INTS_FIELD(wg_morale_odds, failures));
WGB_RECORD(wgb_damage_record,
    WGB_FIELD(wg_damage, killed, WGB_INT), WGB_FIELD(wg_damage, wounded, WGB_INT),
    WGB_FIELD(wg_damage, wounded_killed, WGB_INT), WGB_FIELD(wg_damage, check, WGB_BOOL));
WGB_RECORD(wgb_retreat_record,
    WGB_FIELD(wg_retreat, distance, WGB_DOUBLE), WGB_FIELD(wg_retreat, dx, WGB_DOUBLE),
    WGB_FIELD(wg_retreat, dy, WGB_DOUBLE), WGB_ENUM_FIELD(wg_retreat, stop, wg_stop),
    WGB_FIELD(wg_retreat, other, WGB_INDEX), WGB_FIELD(wg_retreat, from, WGB_INDEX),
    WGB_FIELD(wg_retreat, combat_modifier, WGB_INT));
WGB_RECORD(wgb_base_record,
    WGB_FIELD(wg_base, x, WGB_DOUBLE), WGB_FIELD(wg_base, y, WGB_DOUBLE),
    WGB_FIELD(wg_base, width, WGB_DOUBLE), WGB_FIELD(wg_base, depth, WGB_DOUBLE),
    WGB_FIELD(wg_base, facing, WGB_DOUBLE));
WGB_RECORD(wgb_battalion_state_record,
    WGB_FIELD(wg_battalion_state, name, WGB_STR), WGB_FIELD(wg_battalion_state, army, WGB_INT),
    WGB_FIELD(wg_battalion_state, start, WGB_INT),
    WGB_FIELD(wg_battalion_state, warriors, WGB_INT),
    WGB_FIELD(wg_battalion_state, killed, WGB_INT),
    WGB_FIELD(wg_battalion_state, wounded, WGB_INT),
    WGB_FIELD(wg_battalion_state, wounded_ranks, WGB_INT),
    WGB_FIELD(wg_battalion_state, combat_rank_penalty, WGB_INT),
    WGB_FIELD(wg_battalion_state, speed, WGB_INT),
    WGB_FIELD(wg_battalion_state, half_lost, WGB_BOOL),
    WGB_FIELD(wg_battalion_state, fled, WGB_BOOL),
    WGB_FIELD(wg_battalion_state, boat, WGB_INDEX),
    WGB_NESTED_FIELD(wg_battalion_state, base, wgb_base_record));
WGB_RECORD(wgb_character_state_record,
    WGB_FIELD(wg_character_state, name, WGB_STR),
    WGB_ENUM_FIELD(wg_character_state, kind, wg_character_kind),
    WGB_FIELD(wg_character_state, battalion, WGB_INDEX),
    WGB_FIELD(wg_character_state, alive, WGB_BOOL));
%}
WGB_RECORD_OUT(wg_morale_check *out, wgb_morale_check_record)
WGB_RECORD_OUT(wg_morale_odds *out, wgb_morale_odds_record)
WGB_RECORD_OUT(wg_damage *out, wgb_damage_record)
WGB_RECORD_OUT(wg_retreat *out, wgb_retreat_record)
WGB_RECORD_OUT(wg_character_state *out, wgb_character_state_record)
WGB_RECORD_OUT(wg_battalion_state *out, wgb_battalion_state_record)
%apply char **doc_out { char **out };
%apply int *int_out { int *out, int *total };
%apply bool *bool_out { bool *out };
%apply size_t *index_out { size_t *index, size_t *character, size_t *boat };
%apply size_t *cargo_out { size_t *out };
WG_OUT_ENUM(wg_morale_result)
WG_OUT_ENUM(wg_character_kind)
WG_OUT_ENUM(wg_check_cause)
WG_OUT_ENUM(wg_stop)
WG_HANDLE(wg_battle, WGB_LAYERED(Battle))
%extend wg_battle {
    /** Battle(): an empty battle at turn 0, the preparation before the game. */
    wg_battle(wg_error *nullerr) {
        wg_battle *b = NULL;
        wg_battle_new(&b, nullerr);
        return b;
    }
}
%ignore wg_battle_new;
%ignore wg_battle_free;
%ignore wg_battalion_spec;         /* the spec and the base go in through the glue below */
%ignore wg_battle_add_battalion;
%ignore wg_battle_rally;
%ignore wg_morale_columns;         /* a batch's columns: wgb_morale_checks below */
%ignore wg_morale_check_roll_batch;
%rename(_Odds) wg_morale_odds;
%rename(WGB_LAYERED(Base)) wg_base;
%rename(WGB_LAYERED(Damage)) wg_damage;
%rename(WGB_LAYERED(Retreat)) wg_retreat;
%rename(WGB_LAYERED(Character)) wg_character_state;
%rename(WGB_LAYERED(BattalionState)) wg_battalion_state;
%rename(morale_check) wg_morale_check_roll;
%rename(morale_judge) wg_morale_check_judge;
%ignore wg_morale_simulate;        /* polled for Ctrl-C: wgb_morale_simulate below */
%ignore wg_morale_simulate_polled;
%ignore WG_MORALE_SIMULATE_PART;
%ignore wg_poll_fn;
%rename(morale_simulate) wgb_morale_simulate;
%rename(_battle_battalion) wg_battle_battalion_at;
%rename(_battle_character) wg_battle_character_at;
WGB_INDEXED(wg_battle_order_count,
            WGB_BELOW(arg2, "battalion", wg_battle_battalion_count(arg1)))
WGB_INDEXED(wg_battle_order_at,
            WGB_BELOW(arg2, "battalion", wg_battle_battalion_count(arg1))
            && WGB_BELOW(arg3, "index", wg_battle_order_count(arg1, arg2)))
%rename(_battle_check) wg_battle_check_roll;
/* The scripts keep their names (attach, give_order, set_shooting_orders)
 * for wg_battle_add_character, _add_order and _judge_shooting_orders. */
%rename(_battle_attach) wg_battle_add_character;
%rename(_battle_give_order) wg_battle_add_order;
%rename(_battle_set_shooting_orders) wg_battle_judge_shooting_orders;
%ignore wg_pending_check;          /* read as [battalion, cause]: the typemap above */
/* ... and their constants: the enums' 0.x names (MORALE_STEADY, CAUSE_HALF_LOST,
 * CHARACTER_GENERAL), whose C names now carry the type (WG_MORALE_RESULT_STEADY). */
%rename(MORALE_STEADY) WG_MORALE_RESULT_STEADY;
%rename(MORALE_WAVERED) WG_MORALE_RESULT_WAVERED;
%rename(MORALE_RETREAT) WG_MORALE_RESULT_RETREAT;
%rename(MORALE_FLED) WG_MORALE_RESULT_FLED;
%rename(CHARACTER_GENERAL) WG_CHARACTER_KIND_GENERAL;
%rename(CHARACTER_HERO) WG_CHARACTER_KIND_HERO;
%rename(CHARACTER_STANDARD_BEARER) WG_CHARACTER_KIND_STANDARD_BEARER;
%rename(CAUSE_HALF_LOST) WG_CHECK_CAUSE_HALF_LOST;
%rename(CAUSE_LEADER_KILLED) WG_CHECK_CAUSE_LEADER_KILLED;
%rename(CAUSE_ATTACHED_KILLED) WG_CHECK_CAUSE_ATTACHED_KILLED;
%rename("%(regex:/^wg_(battle|morale|character_kind|check_cause|stop)_(.*)$/_\\1_\\2/)s",
        %$isfunction) "";
%rename("%(strip:[WG_])s", %$isconstant) "";  /* WG_ORDER_LOAD is ORDER_LOAD */
%immutable;
%include "wargen/morale.h"
%mutable;

/* Glue: a spec and a placement as numbers (the layers take keyword arguments
 * or a table, and a base), the odds as `wargen morale --odds --json`. */
%rename("%(regex:/^wgb_(.*)$/_\\1/)s") "";
%inline %{
static wg_status wgb_battle_add_battalion(size_t *index_out, wg_battle *battle,
                                          const char *name, int army, int warriors, int speed,
                                          int ranks, bool shooter, bool giant, double x,
                                          double y, double width, double depth, double facing,
                                          wg_error *err)
{
    wg_battalion_spec s = {name, army, warriors, speed, ranks, shooter, giant,
                           {x, y, width, depth, facing}};
    return wg_battle_add_battalion(index_out, battle, &s, err);
}

static wg_status wgb_battle_rally(wg_battle *battle, size_t battalion, double x, double y,
                                  double width, double depth, double facing, wg_error *err)
{
    wg_base b = {x, y, width, depth, facing};
    return wg_battle_rally(battle, battalion, &b, err);
}

%}

/* wgb_host *host: the interpreter, for a long call to let it see a Ctrl-C:
 * wgb_poll(host) between two parts, nonzero to stop (the language's half),
 * asked by the library (wg_morale_simulate_polled) through wgb_morale_poll. */
%{
static int wgb_morale_poll(void *host)
{
    return wgb_poll(host) ? WG_EINVAL : 0; /* a Ctrl-C raised: wg_py_raise keeps it */
}
%}

WGB_LIMITS(unsigned long long checks, 0, WG_MORALE_SIMULATE_MAX)
WGB_LIMITS(size_t count, 0, WG_MORALE_BATCH_MAX)
%inline %{
/** Roll ``checks`` checks (0 to MORALE_SIMULATE_MAX, 2^40) with ``rng`` and
 * count them by failures: [steady, wavered, retreat, fled] (B2-B4), the same
 * dice as that many morale_check calls. Ctrl-C stops a long one
 * (KeyboardInterrupt; ``rng`` is left where it stopped). */
static wg_status wgb_morale_simulate(unsigned long long counts[4], wg_rng *rng, int modifier,
                                     unsigned long long checks, wgb_host *host, wg_error *err)
{
    return wg_morale_simulate_polled(counts, rng, modifier, checks, wgb_morale_poll, host, err);
}

/* morale_checks: count checks (B2-B4) as columns, one per field of a check
 * (the result as its number, an index of MORALE_RESULTS). */
static wg_status wgb_morale_checks(wgb_columns *columns_out, wg_rng *rng, size_t count,
                                   int modifier, wg_error *err)
{
    static const char *const names[6] = {"opponent", "die1", "die2", "die3", "failures",
                                         "result"};
    columns_out->n = count;
    for (int k = 0; k < 6; k++)
        wgb_column(columns_out, names[k], 'b');
    wg_status st = count <= WG_MORALE_BATCH_MAX ? wgb_columns_alloc(columns_out, err) : WG_OK;
    wg_morale_columns c = {
        wgb_column_data(columns_out, 0),
        {wgb_column_data(columns_out, 1), wgb_column_data(columns_out, 2),
         wgb_column_data(columns_out, 3)},
        wgb_column_data(columns_out, 4), wgb_column_data(columns_out, 5)};
    return st ? st : wg_morale_check_roll_batch(&c, count, rng, modifier, err);
}

static wg_status wgb_morale_odds_doc(char **doc_out, int modifier, wg_error *err)
{
    wg_morale_odds odds;
    wg_status st = wg_morale_odds_compute(&odds, modifier, err);
    return st == WG_OK ? wg_morale_odds_to_json(doc_out, &odds, err) : st;
}
%}
%clear unsigned long long checks;
%clear size_t count;
