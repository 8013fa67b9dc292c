/* morale module: battalions and morale (rules B1-B12). SWIG reads wargen/morale.h;
 * wg_battle_X becomes _battle_X and method X of wargen.Battle (its %pythoncode and
 * bindings/lua/layer/morale.lua add keyword arguments / tables, bases, points and lists). Result
 * structs are read-only classes in Python, tables in Lua. Enums cross as names; a
 * missing index (WG_NONE) is None / nil. Indexes count from 0 in Python, 1 in Lua. */

/* ---- generic: candidate for wargen.i ----------------------------------- */

/* WGB_ENUM_NAMED(TYPE): an enum argument takes its name (TYPE_parse: an
 * unknown one is the library's WG_EINVAL) or its number; one read back (a
 * field) is its name (TYPE_name), None / nil past the last.
 * int [ANY] fields: a tuple / a table. */
#ifdef SWIGPYTHON
%define WGB_ENUM_NAMED(TYPE)
%typemap(in) TYPE {
    long long v = 0;
    wg_error e;
    wg_error_clear(&e);
    if (PyUnicode_Check($input)) {
        const char *name = wgb_py_str($input, "$1_name", "a str");
        if (name == NULL)
            SWIG_fail;
        if (TYPE##_parse(&$1, name, &e) != WG_OK) {
            wg_py_raise(&e);
            SWIG_fail;
        }
    } else if (wgb_py_ll(&v, $input, "$1_name", INT_MIN, INT_MAX, WGB_PY_INT_RANGE) < 0) {
        SWIG_fail;
    } else {
        $1 = (TYPE)v;
    }
}
%typemap(out) TYPE { $result = SWIG_FromCharPtr(TYPE##_name($1)); }
%enddef
%typemap(out) int [ANY] {
    $result = PyTuple_New($1_dim0);
    for (Py_ssize_t i = 0; $result && i < $1_dim0; i++)
        PyTuple_SET_ITEM($result, i, PyLong_FromLong($1[i]));
}
#endif
%include "morale.swg"  /* Lua's half: bindings/lua/morale.swg */

/* ---- typemaps ------------------------------------------------------------ */

WGB_ENUM_NAMED(wg_morale_result)
WGB_ENUM_NAMED(wg_character_kind)
WGB_ENUM_NAMED(wg_check_cause)
WGB_ENUM_NAMED(wg_stop)

/* Indexes that may be missing (WG_NONE) read as None / nil; others as the
 * `size_t index` typemap takes them back (from 1 in Lua). A base read back
 * in Python is a copy, which outlives the state it came from. */
#ifdef SWIGPYTHON
%{
#define wgb_py_index(i) ((i) == WG_NONE ? SWIG_Py_Void() : PyLong_FromSize_t(i))
%}
%typemap(out) size_t other, size_t from, size_t boat, size_t battalion "$result = wgb_py_index($1);"
%typemap(argout) size_t *cargo_out
    "if (result == WG_OK) $result = SWIG_Python_AppendOutput($result, wgb_py_index(*$1));"
%typemap(out) wg_base *base {
    if (($result = wgb_py_struct($1, sizeof *$1, $1_descriptor, NULL)) == NULL)
        SWIG_fail;
}
#endif
%typemap(in, numinputs=0) size_t *cargo_out (size_t temp = WG_NONE) "$1 = &temp;"
/* A queued check (wg_battle_pending_at) as the scripts have always read it:
 * its battalion and its cause's name, [battalion, cause] in Python and two
 * results in Lua. */
%typemap(in, numinputs=0) wg_pending_check *out (wg_pending_check temp) "$1 = &temp;"
#ifdef SWIGPYTHON
%typemap(argout) wg_pending_check *out {
    if (result == WG_OK) {
        $result = SWIG_Python_AppendOutput($result, wgb_py_index($1->battalion));
        $result = SWIG_Python_AppendOutput($result,
                                           SWIG_FromCharPtr(wg_check_cause_name($1->cause)));
    }
}
#endif

/* A check's retreat: filled only when the result is a retreat (morale.h),
 * so None / nil when the call left it untouched. */
%typemap(in, numinputs=0) wg_retreat *retreat (wg_retreat temp) {
    memset(&temp, 0, sizeof temp);
    temp.stop = WG_STOP_COUNT;
    $1 = &temp;
}
%typemap(argout) wg_retreat *retreat {
    if (result == WG_OK) {
#ifdef SWIGPYTHON
        PyObject *o = $1->stop == WG_STOP_COUNT ? SWIG_Py_Void()
                                                : wgb_py_struct($1, sizeof *$1, $1_descriptor, NULL);
        if (o == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, o);
#else
        if ($1->stop == WG_STOP_COUNT)
            lua_pushnil(L);
        else
            wgb_lua_push_record(L, $1, &wgb_retreat_record);
        SWIG_arg++;
#endif
    }
}

/* The player's three dice: a sequence (Python) or a table (Lua) of three. */
#ifdef SWIGPYTHON
%typemap(in) const int dice[3] (int temp[3]) {
    PyObject *seq = PyUnicode_Check($input) ? NULL : PySequence_Fast($input, "");
    if (seq == NULL || PySequence_Fast_GET_SIZE(seq) != 3) {
        PyErr_Clear();
        wgb_py_type_error($input, "dice", "a sequence of three ints");
    }
    for (int i = 0; seq && !PyErr_Occurred() && i < 3; i++)
        wgb_py_int(&temp[i], PySequence_Fast_GET_ITEM(seq, i), "dice");
    Py_XDECREF(seq);
    if (PyErr_Occurred())
        SWIG_fail;
    $1 = temp;
}
#endif

/* Counts by failures: a list / a sequence table of four. */
%typemap(in, numinputs=0) unsigned long long counts[4] (unsigned long long temp[4] = {0}) "$1 = temp;"
%typemap(argout) unsigned long long counts[4] {
    if (result == WG_OK) {
#ifdef SWIGPYTHON
        $result = SWIG_Python_AppendOutput(
            $result, Py_BuildValue("[KKKK]", $1[0], $1[1], $1[2], $1[3]));
#else
        lua_createtable(L, 4, 0);
        for (int k = 0; k < 4; k++) {
            lua_pushinteger(L, (lua_Integer)$1[k]);
            lua_rawseti(L, -2, k + 1);
        }
        SWIG_arg++;
#endif
    }
}

/* Arguments a script may leave out. */
%typemap(default) int modifier "$1 = 0;"
%typemap(default) unsigned long long checks "$1 = 1000;"
%typemap(default) int extra "$1 = 0;"
%typemap(default) bool hospital "$1 = true;"

/* Terrain's points and shooting dice go in as C arrays the layers fill. */
%include <carrays.i>
%array_class(double, _Doubles);
%array_class(int, _Ints);

/* ---- Python docstrings ------------------------------------------------------ */

/* The header's Doxygen is the C manual: its @param / @return speak of
 * out-parameters, NULL and status codes, which a Python caller never sees
 * (the typemaps above make them results, None and exceptions), and SWIG
 * -doxygen cannot drop those commands. So every public function whose C text
 * does not fit gets its docstring here, in Python terms: the call as Python
 * takes it, what it returns and what it raises. %feature("docstring") wins
 * over -doxygen; Lua has no docstrings and ignores these. Arguments of the
 * wrong type (ArgumentTypeError) and numbers outside what the library takes
 * (RangeError) are said once, in Battle's docstring. */
%feature("docstring") wg_morale_check_roll "morale_check(rng, modifier=0) -> MoraleCheck

Roll a morale check (B2-B4) with ``rng``: the opponent's D6 and the
player's three, one uniform draw among the 1,296 equally likely outcomes
(one generator step, as for D66, G2). ``modifier`` (B4) is added to each of
the player's dice: from +6 up nothing fails, from -6 down everything does.";
%feature("docstring") wg_morale_check_judge "morale_judge(opponent, dice, modifier=0) -> MoraleCheck

Judge a check from dice rolled on the table (B2, B3): the opponent's D6 and
the player's three (a sequence of three ints), ``modifier`` added to each of
the player's. Raises InvalidArgumentError for a die outside 1 to 6.";

/* wargen.Battle's methods (the _battle_X functions) */
%feature("docstring") wg_battle_add_boat "add_boat(capacity, speed) -> int

Add a boat of ``capacity`` models and ``speed`` (agreed before the game,
B9); returns its index. Raises InvalidArgumentError (capacity below 1, speed
below 0).";
%feature("docstring") wg_battle_add_character "attach(battalion, kind, name) -> int

Attach a character of ``kind`` (a name of CHARACTER_KINDS) called ``name``
to a battalion; returns the character's index. Raises NotFoundError (no
such battalion), InvalidArgumentError (a bad kind or name), StateError (the
battalion has fled), RuleError (a second General in one army, even after the first one's
death; a character that would take a boat over its capacity, B9).";
%feature("docstring") wg_battle_attack_wounded "attack_wounded(battalion, damage) -> Damage

An enemy attacks the battalion's wounded, who fight as a separate battalion
with WOUNDED_DICE_MODIFIER dice: each point of damage kills one wounded
(B10); no check is queued (B11). Returns what happened. Raises
NotFoundError (no such battalion), InvalidArgumentError (damage below 0),
StateError (no wounded, or the battalion has fled).";
%feature("docstring") wg_battle_battalion_at "battalion(battalion) -> BattalionState

The battalion's state now. Raises NotFoundError (no such battalion).";
%feature("docstring") wg_battle_boat_cargo "boat_cargo(boat) -> int | None

The index of the battalion ``boat`` carries, None when it is empty. Raises
NotFoundError (no such boat).";
%feature("docstring") wg_battle_battalion_count "battalion_count() -> int: the number of
battalions added (also len(battle)).";
%feature("docstring") wg_battle_boat_count "boat_count() -> int: the number of boats added.";
%feature("docstring") wg_battle_character_count "character_count() -> int

The number of characters attached, living or dead (see character()).";
%feature("docstring") wg_battle_check_roll "check(battalion, rng, extra=0) -> [check, retreat]

Take a check for ``battalion`` (the first one queued for it, if any, leaves
the queue), rolled with ``rng`` and morale_modifier() plus ``extra``, and
apply its result (B3): wavered cancels the battalion's orders; retreat
cancels them and moves it back as retreat() does (with no enemy on the
table it stays: distance 0, from_ None); fled cancels them and removes it
from the table (and from a boat, with its queued checks), rallying possible
from the next turn (B6). Returns the check and, for a retreat, its
movement, else None. Raises NotFoundError (no such battalion), StateError
(the battalion has fled).";
%feature("docstring") wg_battle_check_judge "check_judge(battalion, opponent, dice,
extra=0) -> [check, retreat]

check() with dice rolled on the table, as morale_judge() takes them; raises
as check() does, and InvalidArgumentError for a die outside 1 to 6.";
%feature("docstring") wg_battle_command_points "command_points(army) -> int

The command points of the General of ``army`` (B6). Raises
InvalidArgumentError (no such army).";
%feature("docstring") wg_battle_set_command_points "set_command_points(army, points)

Set the command points of the General of ``army`` (B6). Raises
InvalidArgumentError (no such army, points below 0).";
%feature("docstring") wg_battle_damage "damage(battalion, damage) -> Damage

The battalion takes ``damage``. Without a field hospital in its army each
point kills a healthy warrior; with one (B10) half of it (rounded down)
kills and the rest wounds, and damage of at least twice the healthy warriors
sets half aside to kill wounded, those of this attack too. Damage beyond the
warriors is lost. A check is queued when the killed (never the wounded, B11)
first reach half the starting warriors (B1(a)). Returns what happened.
Raises NotFoundError (no such battalion), InvalidArgumentError (damage below
0), StateError (the battalion has fled).";
%feature("docstring") wg_battle_add_order "give_order(battalion, order)

Give ``battalion`` an order (a str of 1 to 100 bytes). ORDER_SHOOTING_ATTACK
spends one of its army's shooting orders (B7); WOUNDED_ORDERS need wounded
(B10); ORDER_LOAD and ORDER_UNLOAD are given by load() and unload(). Raises
NotFoundError (no such battalion), InvalidArgumentError (a bad order text,
load or unload), StateError (it has fled), RuleError (no shooting order left, B7; no
wounded, B10).";
%feature("docstring") wg_battle_hospital "hospital(army) -> bool

Whether ``army`` has a field hospital (B10). Raises InvalidArgumentError (no
such army).";
%feature("docstring") wg_battle_set_hospital "set_hospital(army, hospital=True)

Place (or, with ``hospital`` False, remove) the field hospital of ``army``
(B10); only before the game. Raises InvalidArgumentError (no such army),
StateError (after turn 0).";
%feature("docstring") wg_battle_kill_character "kill_character(character)

A character dies: a General or a Hero queues a check for every battalion of
its army on the table (B1(b)), any character one for the battalion it was
attached to (B1(c)), one per battalion in all. Raises NotFoundError (no
such character), StateError (already dead).";
%feature("docstring") wg_battle_speed "speed(battalion) -> int

The speed of ``battalion`` now: its boat's speed while aboard (B9), else its
own less 1 for every two ranks of wounded (B10), never below 0. Raises
NotFoundError (no such battalion).";
%feature("docstring") wg_battle_ladder_speed "ladder_speed(battalion) -> int

Its speed on a ladder: half of speed(), rounded down (B8). Raises
NotFoundError (no such battalion), RuleError (a Giant, who cannot use
ladders).";
%feature("docstring") wg_battle_load "load(boat, battalion)

Load ``battalion`` onto ``boat``, giving it the order ORDER_LOAD (B9): its
models (healthy and wounded warriors, living attached characters) must fit
the capacity; aboard, it moves at the boat's speed. Raises NotFoundError
(no such boat or battalion), StateError (the boat is
carrying, the battalion is aboard or has fled), RuleError (over capacity).";
%feature("docstring") wg_battle_unload "unload(boat)

Unload the battalion ``boat`` carries, giving it the order ORDER_UNLOAD
(B9). Raises NotFoundError (no such boat), StateError (the boat is
empty).";
%feature("docstring") wg_battle_morale_modifier "morale_modifier(battalion) -> int

The morale modifier of ``battalion``: +1 while a standard bearer attached to
it lives (B4; a second one adds nothing). Raises NotFoundError (no such
battalion).";
%feature("docstring") wg_battle_order_count "order_count(battalion) -> int

The number of orders ``battalion`` holds (see orders()).";
%feature("docstring") wg_battle_pending_count "pending_count() -> int: the number of checks
queued and not yet taken (see pending).";
%feature("docstring") wg_battle_pending_at "pending_at(index) -> [battalion, cause]

The ``index``-th queued check: its battalion and its cause (a name of
CHECK_CAUSES). Raises NotFoundError (no such queued check).";
%feature("docstring") wg_battle_retreat "retreat(battalion) -> Retreat

Move ``battalion`` back as a retreat does (B12), without a check: keeping
its formation and facing, straight away from the nearest enemy base, by its
speed(), stopping at the first impassable terrain, friendly or enemy base
its base would cross (an enemy one means close combat at -2). Returns the
movement. Raises NotFoundError (no such battalion), StateError (it has
fled, or no enemy battalion is on the table).";
%feature("docstring") wg_battle_roll_shooting_orders "roll_shooting_orders(army, rng) -> int

Roll the shooting orders of ``army`` with ``rng`` while preparing for the
game (B7): one D6 per Shooter battalion of the army, in the order added;
returns their sum, the shooting attacks the army may order. Raises
InvalidArgumentError (no such army), StateError (after turn 0, or rolled
already).";
%feature("docstring") wg_battle_shooting_orders "shooting_orders(army) -> int

The shooting orders ``army`` has left (0 before they are rolled, B7).
Raises InvalidArgumentError (no such army).";

/* Fields whose C text names a C constant or function */
%feature("docstring") wg_battalion_state::speed "its speed now, as Battle.speed() gives it";
%feature("docstring") wg_battalion_state::boat "the boat it is aboard, or None";
%feature("docstring") wg_retreat::other "the battalion touched (friend or enemy), the
terrain's index, or None when nothing stopped it";
%feature("docstring") wg_retreat::from "the nearest enemy battalion it moved away from; None
when no enemy was on the table (a check's retreat)";

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
WGB_RECORD_OUT(wg_morale_odds *out, wgb_morale_odds_record)
WGB_RECORD_OUT(wg_damage *out, wgb_damage_record)
WGB_RECORD_OUT(wg_retreat *out, wgb_retreat_record)
#ifdef SWIGPYTHON
/* Python's wargen.MoraleCheck is a struct sequence (a named tuple made in C):
 * checks come by the million in simulations, and one costs a tuple, not a
 * proxy. Its fields are wg_morale_check's, the result by name. Going back
 * into the library (to_dict), it is judged again from its dice, so a tuple
 * made by hand cannot carry failures its dice contradict. */
%{
static PyTypeObject *wgb_check_type;   /* made at import, below */
static PyObject *wgb_result_names;     /* a tuple: wg_morale_result_name() by result */
static PyStructSequence_Field wgb_check_fields[] = {
    {"opponent", NULL}, {"dice", NULL}, {"modifier", NULL}, {"failures", NULL},
    {"result", NULL}, {NULL, NULL}};
static PyStructSequence_Desc wgb_check_desc = {"wargen.MoraleCheck",
    "One morale check (B2-B4): the opponent's D6, the player's three D6 as\n"
    "rolled, the modifier added to each, the failures and the result's name.",
    wgb_check_fields, 5};

static int wgb_py_check_init(PyObject *module_dict)
{
    wgb_check_type = PyStructSequence_NewType(&wgb_check_desc);
    wgb_result_names = PyTuple_New(WG_MORALE_RESULT_COUNT);
    if (wgb_check_type == NULL || wgb_result_names == NULL)
        return -1;
    for (int i = 0; i < WG_MORALE_RESULT_COUNT; i++)
        PyTuple_SET_ITEM(wgb_result_names, i, PyUnicode_FromString(wg_morale_result_name(i)));
    return PyDict_SetItemString(module_dict, "MoraleCheck", (PyObject *)wgb_check_type);
}

static PyObject *wgb_py_check(const wg_morale_check *c)
{
    PyObject *o = PyStructSequence_New(wgb_check_type);
    PyObject *dice = PyTuple_New(3);
    if (o == NULL || dice == NULL) {
        Py_XDECREF(o);
        Py_XDECREF(dice);
        return NULL;
    }
    for (int i = 0; i < 3; i++)
        PyTuple_SET_ITEM(dice, i, PyLong_FromLong(c->dice[i]));
    PyObject *name = PyTuple_GET_ITEM(wgb_result_names, c->result);
    Py_INCREF(name);
    PyStructSequence_SetItem(o, 0, PyLong_FromLong(c->opponent));
    PyStructSequence_SetItem(o, 1, dice);
    PyStructSequence_SetItem(o, 2, PyLong_FromLong(c->modifier));
    PyStructSequence_SetItem(o, 3, PyLong_FromLong(c->failures));
    PyStructSequence_SetItem(o, 4, name);
    return o;
}

/* A MoraleCheck's dice judged again into *out; -1 with a Python error if
 * it is not one or its numbers are not dice. */
static int wgb_py_check_read(wg_morale_check *out, PyObject *o)
{
    int opponent, modifier, d[3];
    wg_error e;
    PyObject *dice = PyObject_TypeCheck(o, wgb_check_type) ? PyStructSequence_GetItem(o, 1) : NULL;
    if (dice == NULL || !PyTuple_Check(dice) || PyTuple_GET_SIZE(dice) != 3) {
        wgb_py_type_error(o, "check", "a wargen.MoraleCheck");
        return -1;
    }
    if (wgb_py_int(&opponent, PyStructSequence_GetItem(o, 0), "opponent") < 0 ||
        wgb_py_int(&modifier, PyStructSequence_GetItem(o, 2), "modifier") < 0)
        return -1;
    for (int i = 0; i < 3; i++)
        if (wgb_py_int(&d[i], PyTuple_GET_ITEM(dice, i), "dice") < 0)
            return -1;
    wg_error_clear(&e);
    if (wg_morale_check_judge(out, opponent, d, modifier, &e) != WG_OK) {
        wg_py_raise(&e);
        return -1;
    }
    return 0;
}
%}
%init %{
    if (wgb_py_check_init(d) < 0)
        return NULL;
%}
%typemap(in, numinputs=0) wg_morale_check *out (wg_morale_check temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
WGB_OUT(wg_morale_check *out, wgb_py_check($1), )
%typemap(in) const wg_morale_check *check (wg_morale_check temp) {
    if (wgb_py_check_read(&temp, $input) < 0)
        SWIG_fail;
    $1 = &temp;
}
%pythoncode %{
MoraleCheck = _core.MoraleCheck
%}
#endif
WGB_RECORD_BORROWED(wg_character_state *out, wgb_character_state_record)
WGB_RECORD_BORROWED(wg_battalion_state *out, wgb_battalion_state_record)
%apply char **doc_out { char **out };
%apply int *int_out { int *out, int *total };
%apply bool *bool_out { bool *out };
%apply size_t *index_out { size_t *index, size_t *character, size_t *boat };
%apply size_t *cargo_out { size_t *out };
WG_OUT_ENUM(wg_morale_result)
WG_OUT_ENUM(wg_character_kind)
WG_OUT_ENUM(wg_check_cause)
WG_OUT_ENUM(wg_stop)
%feature("docstring") wg_battle "Battle(): battalions, characters and their morale (B1-B12).

Battalions, characters and boats are numbered from 0 in the order added.
Every method raises ArgumentTypeError for an argument of the wrong type,
RangeError for a number outside what the library takes, and
OutOfMemoryError when memory runs out.";
WG_HANDLE(wg_battle, Battle)
%extend wg_battle {
    /** Battle(): an empty battle at turn 0, the preparation before the game. */
    wg_battle(wg_error *nullerr) {
        wg_battle *b = NULL;
        wg_battle_new(&b, nullerr);
        return b;
    }
#ifdef SWIGPYTHON
    %pythoncode %{
    def add_battalion(self, name, army, warriors, speed, ranks=1, shooter=False, giant=False,
                      base=None):
        """Add a battalion at ``base`` (x, y, width, depth[, facing]); its index."""
        return _battle_add_battalion(self, name, army, warriors, speed, ranks, shooter, giant,
                                     *_base(base))
    def rally(self, battalion, base):
        """Rally a battalion that fled, placing it at ``base`` (x, y, width, depth[, facing])
        (B6)."""
        return _battle_rally(self, battalion, *_base(base))

    def add_terrain(self, points):
        """Add impassable terrain: a convex polygon of (x, y) points (B12)."""
        if isinstance(points, (str, bytes)) or not hasattr(points, "__iter__"):
            raise _type_error("points", _POINTS, type(points).__name__)
        xy = [c for p in points for c in _numbers(p, "points", _POINTS, sizes=(2,))]
        _battle_add_terrain(self, _array(_Doubles, xy), len(xy) // 2)

    def set_shooting_orders(self, army, dice):
        """Roll the shooting orders with dice from the table, one per Shooter (B7); their number."""
        dice = _numbers(dice, "dice", "a sequence of ints", int)
        return _battle_set_shooting_orders(self, army, _array(_Ints, dice), len(dice))
    def next_turn(self):
        """Start the next turn; returns its number."""
        _battle_next_turn(self)
        return self.turn
    def orders(self, battalion):
        """The battalion's orders, in the order given."""
        self.battalion(battalion)   # NotFoundError for no such battalion
        return [self.order_at(battalion, i) for i in range(self.order_count(battalion))]

    turn = property(lambda self: _battle_turn(self),
                    doc="The turn: 0 before the game, then 1, 2, ...")
    terrain_count = property(lambda self: _battle_terrain_count(self),
                             doc="The number of pieces of terrain added.")
    battalions = property(lambda self: [self.battalion(i) for i in range(len(self))],
                          doc="Every battalion's state, in the order added.")
    characters = property(lambda self: [self.character(i) for i in range(self.character_count())],
                          doc="Every character's state, in the order attached.")
    pending = property(lambda self: [tuple(self.pending_at(i))
                                     for i in range(self.pending_count())],
                       doc="The queued checks in order: [(battalion, cause)].")
    def __len__(self): return _battle_battalion_count(self)
    def __bool__(self): return True
    def __repr__(self):
        return (f"<wargen.Battle turn {self.turn}, {len(self)} battalions, "
                f"{self.pending_count()} checks queued>")
    %}
#endif
}
#ifdef SWIGPYTHON
%pythoncode %{
from ._util import _numbers
from .errors import ArgumentTypeError, _type_error
_POINTS = "a sequence of (x, y) points"

def _base(b):
    """A base's five numbers: (x, y, width, depth[, facing]) or a dict of those keys."""
    keys = ("x", "y", "width", "depth", "facing")
    if isinstance(b, dict):
        if set(b) - set(keys):
            raise ArgumentTypeError(f"base: unknown key(s) {sorted(set(b) - set(keys))}")
        b = [b.get(k) for k in keys[:4]] + [b.get("facing", 0.0)]
    return (*_numbers(b, "base", "(x, y, width, depth[, facing])", sizes=(4, 5)), 0.0)[:5]

def _array(cls, values):
    """values as a C array of a carrays class (never empty, so never NULL)."""
    a = cls(max(len(values), 1))
    for i, v in enumerate(values):
        a[i] = v
    return a
%}
#endif
%ignore wg_battle_new;
%ignore wg_battle_free;
%ignore wg_battalion_spec;         /* the spec and the base go in through the glue below */
%ignore wg_battle_add_battalion;
%ignore wg_battle_rally;
%ignore wg_morale_columns;         /* a batch's columns: wgb_morale_checks below */
%ignore wg_morale_check_roll_batch;
#ifdef SWIGPYTHON
%ignore wg_morale_check;           /* the struct sequence above */
#endif
%rename(_Odds) wg_morale_odds;
%rename(Base) wg_base;
%rename(Damage) wg_damage;
%rename(Retreat) wg_retreat;
%rename(Character) wg_character_state;
%rename(BattalionState) wg_battalion_state;
%rename(morale_check) wg_morale_check_roll;
%rename(morale_judge) wg_morale_check_judge;
%ignore wg_morale_simulate;        /* in chunks: wgb_morale_simulate below */
%rename(morale_simulate) wgb_morale_simulate;
%rename(_battle_battalion) wg_battle_battalion_at;
%rename(_battle_character) wg_battle_character_at;
%feature("docstring") wg_battle_character_at "character(index): the character at index
(name, kind, battalion, alive).";
%feature("docstring") wg_battle_order_at "order_at(battalion, index): the battalion's order
at index.";
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
%feature("kwargs") wg_morale_check_roll;       /* Python: morale_check(rng, modifier=1) */
%feature("kwargs") wg_morale_check_judge;
%feature("kwargs") wgb_morale_simulate;
%feature("kwargs") wg_battle_check_roll;
%feature("kwargs") wg_battle_check_judge;
%feature("kwargs") wgb_morale_checks;
%immutable;
%include "wargen/morale.h"
%mutable;

/* Glue: a spec and a placement as numbers (the layers take keyword arguments
 * or a table, and a base), the odds as `wargen morale --odds --json`. */
%rename("%(regex:/^wgb_(.*)$/_\\1/)s") "";
%feature("docstring") wgb_morale_odds_doc "morale_odds_dict(modifier): what ``wargen morale
--odds --json`` prints for ``modifier``, as a dict (B5).";
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

/* wgb_host *host: the interpreter, for a long call to let it see a Ctrl-C
 * (wgb_poll). Given by the wrapper, not by the script. */
#ifdef SWIGPYTHON
%{ typedef void wgb_host; %}
%typemap(in, numinputs=0) wgb_host *host "$1 = NULL;"
#endif
%{
/* Between two chunks of a long call: Python runs its signal handlers (a
 * Ctrl-C raises KeyboardInterrupt); Lua runs an empty Lua function, and so
 * any hook set meanwhile, as lua and luajit set one on Ctrl-C (it raises
 * "interrupted!" through the call). Nonzero: stop. */
static int wgb_poll(wgb_host *host)
{
#ifdef SWIGPYTHON
    (void)host;
    return PyErr_CheckSignals() < 0;
#else
    if (luaL_loadbuffer(host, "return", 6, "=wargen") == 0)
        lua_call(host, 0, 0);
    else
        lua_pop(host, 1);  /* out of memory: no poll this time */
    return 0;
#endif
}
%}

%inline %{
/* By chunks of 2^22 checks (about 10 ms): between them the interpreter
 * sees a Ctrl-C (wgb_poll; wg_py_raise keeps the exception one raised). */
/** Roll ``checks`` checks (0 to MORALE_SIMULATE_MAX, 2^40) with ``rng`` and
 * count them by failures: [steady, wavered, retreat, fled] (B2-B4), the same
 * dice as that many morale_check calls. Ctrl-C stops a long one
 * (KeyboardInterrupt; ``rng`` is left where it stopped). */
static wg_status wgb_morale_simulate(unsigned long long counts[4], wg_rng *rng, int modifier,
                                     unsigned long long checks, wgb_host *host, wg_error *err)
{
    const unsigned long long chunk = 1ull << 22;
    unsigned long long part[4];
    /* no check yet: the library refuses what it would refuse (nothing drawn) */
    wg_status st = wg_morale_simulate(counts, rng, modifier,
                                      checks > WG_MORALE_SIMULATE_MAX ? checks : 0, err);
    while (st == WG_OK && checks > 0) {
        unsigned long long n = checks < chunk ? checks : chunk;
        st = wg_morale_simulate(part, rng, modifier, n, err);
        for (int k = 0; st == WG_OK && k < 4; k++)
            counts[k] += part[k];
        checks -= n;
        if (st == WG_OK && checks > 0 && wgb_poll(host))
            st = WG_EINVAL;
    }
    return st;
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

/* ---- the Lua layer ------------------------------------------------------- */

