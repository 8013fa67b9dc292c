/* morale module: battalions and morale (rules B1-B12).
 *
 * SWIG exposes thin private pieces: the handle wargen._Battle and a few
 * module functions whose names start with `_`. The public API is built on
 * them in the language itself: bindings/python/wargen/morale.py
 * (morale_odds, morale_check, morale_judge, morale_simulate, MoraleCheck,
 * Battle, ...) and the %luacode at the end of this file (wargen.morale_odds,
 * wargen.morale_check, wargen.Battle, ...).
 *
 * Names cross by name: a check's result ("steady", "wavered", "retreat",
 * "fled"), a character's kind ("general", "hero", "standard-bearer"), a
 * queued check's cause ("half-lost", ...) and a retreat's stop ("none",
 * "terrain", "friend", "enemy"). Battalions, characters, boats and terrain
 * are indexes: 0-based in Python, 1-based in Lua (the `size_t index`
 * typemap of wargen.i, applied here to `size_t battalion`, `character` and
 * `boat`), in the arguments and in everything read back (a state's boat, a
 * retreat's other and from, a character's battalion). Armies are 0 and 1
 * in every language, as in the C library. Nothing read back needs the
 * battle kept alive: checks, states and retreats are plain data.
 *
 * Uses the typemaps of gen.i (int *int_out) and roster.i (size_t *index_out).
 */

%{
#include <limits.h>
#include <stdio.h>

static wg_battle *wgb_battle_new(wg_error *err)
{
    wg_battle *b = NULL;
    wg_battle_new(&b, err);
    return b;
}

static wg_status wgb_morale_check_judge(wg_morale_check *out, int opponent, int die1, int die2,
                                        int die3, int modifier, wg_error *err)
{
    const int dice[3] = {die1, die2, die3};
    return wg_morale_check_judge(out, opponent, dice, modifier, err);
}

/* WG_EINVAL unless the battle has the battalion (with the library's message). */
static wg_status wgb_battalion_exists(const wg_battle *b, size_t battalion, wg_error *err)
{
    wg_battalion_state st;
    return wg_battle_battalion_at(&st, b, battalion, err);
}
%}

/* ---- typemaps (before the classes they apply to) ----------------------- */

%typemap(in, numinputs=0) wg_morale_check *check_out (wg_morale_check temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
/* A retreat is filled only by a check whose result is "retreat" (and by
 * retreat()): a distance below 0 marks it untouched, read back as None / nil. */
%typemap(in, numinputs=0) wg_retreat *retreat_out (wg_retreat temp) {
    memset(&temp, 0, sizeof temp);
    temp.distance = -1;
    $1 = &temp;
}
%typemap(in, numinputs=0) wg_morale_odds *odds_out (wg_morale_odds temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
%typemap(in, numinputs=0) unsigned long long *counts_out (unsigned long long temp[4]) {
    temp[0] = temp[1] = temp[2] = temp[3] = 0;
    $1 = temp;
}
%typemap(in, numinputs=0) wg_damage *damage_out (wg_damage temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
%typemap(in, numinputs=0) wg_character_state *character_out (wg_character_state temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
%typemap(in, numinputs=0) wg_battalion_state *state_out (wg_battalion_state temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
/* The battalion a boat carries: None / nil when it carries nothing. */
%typemap(in, numinputs=0) size_t *cargo_out (size_t temp = WG_NONE) {
    $1 = &temp;
}
%typemap(freearg) (const double *xy, size_t count), (const int *dice, size_t dice_count) {
    free($1);
}

#ifdef SWIGPYTHON
%{
/* An index, or None for WG_NONE (a retreat's other and from, a boat). */
static PyObject *wgb_py_index(size_t i)
{
    if (i == WG_NONE)
        Py_RETURN_NONE;
    return PyLong_FromSize_t(i);
}

static PyObject *wgb_py_check(const wg_morale_check *c)
{
    const char *name = wg_morale_result_name(c->result);
    return Py_BuildValue("{s:i,s:[iii],s:i,s:i,s:s}", "opponent", c->opponent, "dice",
                         c->dice[0], c->dice[1], c->dice[2], "modifier", c->modifier,
                         "failures", c->failures, "result", name ? name : "?");
}

static PyObject *wgb_py_retreat(const wg_retreat *r)
{
    const char *stop = wg_stop_name(r->stop);
    return Py_BuildValue("{s:d,s:d,s:d,s:s,s:N,s:N,s:i}", "distance", r->distance, "dx", r->dx,
                         "dy", r->dy, "stop", stop ? stop : "?", "other", wgb_py_index(r->other),
                         "from", wgb_py_index(r->from), "combat_modifier", r->combat_modifier);
}

static PyObject *wgb_py_state(const wg_battalion_state *s)
{
    return Py_BuildValue("{s:s,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:O,s:O,s:N,"
                         "s:{s:d,s:d,s:d,s:d,s:d}}",
                         "name", s->name, "army", s->army, "start", s->start, "warriors",
                         s->warriors, "killed", s->killed, "wounded", s->wounded,
                         "wounded_ranks", s->wounded_ranks, "combat_rank_penalty",
                         s->combat_rank_penalty, "speed", s->speed, "half_lost",
                         s->half_lost ? Py_True : Py_False, "fled",
                         s->fled ? Py_True : Py_False, "boat", wgb_py_index(s->boat),
                         "base", "x", s->base.x, "y", s->base.y, "width", s->base.width,
                         "depth", s->base.depth, "facing", s->base.facing);
}

/* A sequence of numbers as a C array (malloc'ed; at least one element). */
static int wgb_py_numbers(PyObject *obj, const char *what, int as_int, void **out, size_t *n)
{
    PyObject *seq = PySequence_Fast(obj, what);
    if (seq == NULL)
        return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(seq);
    void *a = malloc((len ? (size_t)len : 1) * (as_int ? sizeof(int) : sizeof(double)));
    if (a == NULL) {
        Py_DECREF(seq);
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i);
        if (as_int) {
            long v = PyLong_AsLong(item);
            if (v == -1 && PyErr_Occurred())
                goto fail;
            if (v < INT_MIN || v > INT_MAX) {
                PyErr_Format(PyExc_OverflowError, "%s: %ld is out of range", what, v);
                goto fail;
            }
            ((int *)a)[i] = (int)v;
        } else {
            double v = PyFloat_AsDouble(item);
            if (v == -1 && PyErr_Occurred())
                goto fail;
            ((double *)a)[i] = v;
        }
    }
    Py_DECREF(seq);
    *out = a;
    *n = (size_t)len;
    return 0;
fail:
    Py_DECREF(seq);
    free(a);
    return -1;
}
%}
/* Terrain as a flat sequence x0, y0, x1, y1, ... (the layer flattens pairs). */
%typemap(in) (const double *xy, size_t count) {
    void *a = NULL;
    size_t n = 0;
    if (wgb_py_numbers($input, "terrain: expected a sequence of numbers", 0, &a, &n) < 0)
        SWIG_fail;
    $1 = ($1_ltype)a;
    $2 = n / 2;
}
%typemap(in) (const int *dice, size_t dice_count) {
    void *a = NULL;
    size_t n = 0;
    if (wgb_py_numbers($input, "dice: expected a sequence of ints", 1, &a, &n) < 0)
        SWIG_fail;
    $1 = ($1_ltype)a;
    $2 = n;
}
%typemap(argout) wg_morale_check *check_out {
    if (result == WG_OK) {
        PyObject *c = wgb_py_check($1);
        if (c == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, c);
    }
}
%typemap(argout) wg_retreat *retreat_out {
    if (result == WG_OK) {
        PyObject *r;
        if ($1->distance >= 0) {
            r = wgb_py_retreat($1);
            if (r == NULL)
                SWIG_fail;
        } else {
            Py_INCREF(Py_None);
            r = Py_None;
        }
        $result = SWIG_Python_AppendOutput($result, r);
    }
}
%typemap(argout) wg_morale_odds *odds_out {
    if (result == WG_OK) {
        PyObject *o = Py_BuildValue("[iiii]", $1->failures[0], $1->failures[1],
                                    $1->failures[2], $1->failures[3]);
        if (o == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, o);
    }
}
%typemap(argout) unsigned long long *counts_out {
    if (result == WG_OK) {
        PyObject *o = Py_BuildValue("[KKKK]", $1[0], $1[1], $1[2], $1[3]);
        if (o == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, o);
    }
}
%typemap(argout) wg_damage *damage_out {
    if (result == WG_OK) {
        PyObject *d = Py_BuildValue("{s:i,s:i,s:i,s:O}", "killed", $1->killed, "wounded",
                                    $1->wounded, "wounded_killed", $1->wounded_killed, "check",
                                    $1->check ? Py_True : Py_False);
        if (d == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, d);
    }
}
%typemap(argout) wg_character_state *character_out {
    if (result == WG_OK) {
        const char *kind = wg_character_kind_name($1->kind);
        PyObject *c = Py_BuildValue("{s:s,s:s,s:n,s:O}", "name", $1->name, "kind",
                                    kind ? kind : "?", "battalion", (Py_ssize_t)$1->battalion,
                                    "alive", $1->alive ? Py_True : Py_False);
        if (c == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, c);
    }
}
%typemap(argout) wg_battalion_state *state_out {
    if (result == WG_OK) {
        PyObject *s = wgb_py_state($1);
        if (s == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, s);
    }
}
%typemap(argout) size_t *cargo_out {
    if (result == WG_OK) {
        PyObject *c = wgb_py_index(*$1);
        if (c == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, c);
    }
}
#endif

#ifdef SWIGLUA
%{
static void wgb_lua_int(lua_State *L, const char *key, lua_Integer value)
{
    lua_pushinteger(L, value);
    lua_setfield(L, -2, key);
}

static void wgb_lua_num(lua_State *L, const char *key, double value)
{
    lua_pushnumber(L, value);
    lua_setfield(L, -2, key);
}

static void wgb_lua_bool(lua_State *L, const char *key, bool value)
{
    lua_pushboolean(L, value);
    lua_setfield(L, -2, key);
}

static void wgb_lua_str(lua_State *L, const char *key, const char *value)
{
    lua_pushstring(L, value ? value : "?");
    lua_setfield(L, -2, key);
}

/* An index from 1; nothing (nil) for WG_NONE. */
static void wgb_lua_index(lua_State *L, const char *key, size_t i)
{
    if (i != WG_NONE)
        wgb_lua_int(L, key, (lua_Integer)i + 1);
}

static void wgb_lua_push_check(lua_State *L, const wg_morale_check *c)
{
    lua_createtable(L, 0, 5);
    wgb_lua_int(L, "opponent", c->opponent);
    lua_createtable(L, 3, 0);
    for (int i = 0; i < 3; i++) {
        lua_pushinteger(L, c->dice[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "dice");
    wgb_lua_int(L, "modifier", c->modifier);
    wgb_lua_int(L, "failures", c->failures);
    wgb_lua_str(L, "result", wg_morale_result_name(c->result));
}

static void wgb_lua_push_retreat(lua_State *L, const wg_retreat *r)
{
    lua_createtable(L, 0, 7);
    wgb_lua_num(L, "distance", r->distance);
    wgb_lua_num(L, "dx", r->dx);
    wgb_lua_num(L, "dy", r->dy);
    wgb_lua_str(L, "stop", wg_stop_name(r->stop));
    wgb_lua_index(L, "other", r->other);
    wgb_lua_index(L, "from", r->from);
    wgb_lua_int(L, "combat_modifier", r->combat_modifier);
}

static void wgb_lua_push_state(lua_State *L, const wg_battalion_state *s)
{
    lua_createtable(L, 0, 13);
    wgb_lua_str(L, "name", s->name);
    wgb_lua_int(L, "army", s->army);
    wgb_lua_int(L, "start", s->start);
    wgb_lua_int(L, "warriors", s->warriors);
    wgb_lua_int(L, "killed", s->killed);
    wgb_lua_int(L, "wounded", s->wounded);
    wgb_lua_int(L, "wounded_ranks", s->wounded_ranks);
    wgb_lua_int(L, "combat_rank_penalty", s->combat_rank_penalty);
    wgb_lua_int(L, "speed", s->speed);
    wgb_lua_bool(L, "half_lost", s->half_lost);
    wgb_lua_bool(L, "fled", s->fled);
    wgb_lua_index(L, "boat", s->boat);
    lua_createtable(L, 0, 5);
    wgb_lua_num(L, "x", s->base.x);
    wgb_lua_num(L, "y", s->base.y);
    wgb_lua_num(L, "width", s->base.width);
    wgb_lua_num(L, "depth", s->base.depth);
    wgb_lua_num(L, "facing", s->base.facing);
    lua_setfield(L, -2, "base");
}

/* A sequence table of numbers as a C array (malloc'ed; at least one
 * element); the layer has checked the elements. */
static void *wgb_lua_numbers(lua_State *L, int index, int as_int, size_t *n)
{
#if LUA_VERSION_NUM >= 502
    size_t len = lua_rawlen(L, index);
#else
    size_t len = lua_objlen(L, index);
#endif
    void *a = malloc((len ? len : 1) * (as_int ? sizeof(int) : sizeof(double)));
    if (a == NULL)
        return NULL;
    for (size_t i = 0; i < len; i++) {
        lua_rawgeti(L, index, (int)i + 1);
        if (as_int)
            ((int *)a)[i] = (int)lua_tointeger(L, -1);
        else
            ((double *)a)[i] = lua_tonumber(L, -1);
        lua_pop(L, 1);
    }
    *n = len;
    return a;
}
%}
%typemap(in, checkfn="lua_istable") (const double *xy, size_t count) {
    size_t n = 0;
    $1 = ($1_ltype)wgb_lua_numbers(L, $input, 0, &n);
    if ($1 == NULL)
        SWIG_exception(SWIG_MemoryError, "out of memory");
    $2 = n / 2;
}
%typemap(in, checkfn="lua_istable") (const int *dice, size_t dice_count) {
    size_t n = 0;
    $1 = ($1_ltype)wgb_lua_numbers(L, $input, 1, &n);
    if ($1 == NULL)
        SWIG_exception(SWIG_MemoryError, "out of memory");
    $2 = n;
}
%typemap(argout) wg_morale_check *check_out {
    if (result == WG_OK) {
        wgb_lua_push_check(L, $1);
        SWIG_arg++;
    }
}
%typemap(argout) wg_retreat *retreat_out {
    if (result == WG_OK) {
        if ($1->distance >= 0)
            wgb_lua_push_retreat(L, $1);
        else
            lua_pushnil(L);
        SWIG_arg++;
    }
}
%typemap(argout) wg_morale_odds *odds_out {
    if (result == WG_OK) {
        lua_createtable(L, 4, 2);
        for (int k = 0; k < 4; k++) {
            lua_pushinteger(L, $1->failures[k]);
            lua_rawseti(L, -2, k + 1);
        }
        wgb_lua_int(L, "modifier", $1->modifier);
        wgb_lua_int(L, "denominator", WG_MORALE_DENOMINATOR);
        SWIG_arg++;
    }
}
%typemap(argout) unsigned long long *counts_out {
    if (result == WG_OK) {
        lua_createtable(L, 4, 0);
        for (int k = 0; k < 4; k++) {
            lua_pushinteger(L, (lua_Integer)$1[k]);
            lua_rawseti(L, -2, k + 1);
        }
        SWIG_arg++;
    }
}
%typemap(argout) wg_damage *damage_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 4);
        wgb_lua_int(L, "killed", $1->killed);
        wgb_lua_int(L, "wounded", $1->wounded);
        wgb_lua_int(L, "wounded_killed", $1->wounded_killed);
        wgb_lua_bool(L, "check", $1->check);
        SWIG_arg++;
    }
}
%typemap(argout) wg_character_state *character_out {
    if (result == WG_OK) {
        lua_createtable(L, 0, 4);
        wgb_lua_str(L, "name", $1->name);
        wgb_lua_str(L, "kind", wg_character_kind_name($1->kind));
        wgb_lua_int(L, "battalion", (lua_Integer)$1->battalion + 1);
        wgb_lua_bool(L, "alive", $1->alive);
        SWIG_arg++;
    }
}
%typemap(argout) wg_battalion_state *state_out {
    if (result == WG_OK) {
        wgb_lua_push_state(L, $1);
        SWIG_arg++;
    }
}
%typemap(argout) size_t *cargo_out {
    if (result == WG_OK) {
        if (*$1 == WG_NONE)
            lua_pushnil(L);
        else
            lua_pushinteger(L, (lua_Integer)*$1 + 1);
        SWIG_arg++;
    }
}
/* Battalions, characters and boats are indexes: 1-based in Lua. */
%apply size_t index { size_t battalion, size_t character, size_t boat };
#endif

/* ---- constants and module functions ------------------------------------ */

%constant int MORALE_DENOMINATOR = WG_MORALE_DENOMINATOR;
%constant double GEOM_EPSILON = WG_GEOM_EPSILON;
%constant int BATTALION_MAX = WG_BATTALION_MAX;
%constant int WOUNDED_DICE_MODIFIER = WG_WOUNDED_DICE_MODIFIER;
%constant const char *ORDER_SHOOTING_ATTACK = WG_ORDER_SHOOTING_ATTACK;
%constant const char *ORDER_RECOVERY = WG_ORDER_RECOVERY;
%constant const char *ORDER_TO_THE_DOCTOR = WG_ORDER_TO_THE_DOCTOR;
%constant const char *ORDER_MERCY = WG_ORDER_MERCY;
%constant const char *ORDER_LOAD = WG_ORDER_LOAD;
%constant const char *ORDER_UNLOAD = WG_ORDER_UNLOAD;

/* Names by number; None / nil for an unknown one. */
%rename(_morale_result_name) wg_morale_result_name;
const char *wg_morale_result_name(int result);
%rename(_character_kind_name) wg_character_kind_name;
const char *wg_character_kind_name(int kind);
%rename(_check_cause_name) wg_check_cause_name;
const char *wg_check_cause_name(int cause);
%rename(_stop_name) wg_stop_name;
const char *wg_stop_name(int stop);

/* _morale_odds(modifier): the four numerators over MORALE_DENOMINATOR (B5). */
%rename(_morale_odds) wg_morale_odds_compute;
wg_status wg_morale_odds_compute(wg_morale_odds *odds_out, int modifier, wg_error *err);
/* _morale_check_roll(rng, modifier): one check drawn with rng (B2-B4). */
%rename(_morale_check_roll) wg_morale_check_roll;
wg_status wg_morale_check_roll(wg_morale_check *check_out, wg_rng *rng, int modifier,
                               wg_error *err);
/* _morale_check_judge(opponent, die1, die2, die3, modifier): dice from the table. */
%rename(_morale_check_judge) wgb_morale_check_judge;
wg_status wgb_morale_check_judge(wg_morale_check *check_out, int opponent, int die1, int die2,
                                 int die3, int modifier, wg_error *err);
/* _morale_simulate(rng, modifier, checks): the counts of 0-3 failures. */
%rename(_morale_simulate) wg_morale_simulate;
wg_status wg_morale_simulate(unsigned long long *counts_out, wg_rng *rng, int modifier,
                             unsigned long long checks, wg_error *err);

/* ---- the battle handle ------------------------------------------------- */

WG_HANDLE(wg_battle, _Battle)

%newobject wgb_battle_new;
%rename(_battle_new) wgb_battle_new;
wg_battle *wgb_battle_new(wg_error *nullerr);

%rename(add_battalion) wg_battle::add_battalion_spec;
%rename(attach) wg_battle::attach_character;
%rename(character) wg_battle::character_of;
%rename(morale_modifier) wg_battle::morale_modifier_of;
%rename(damage) wg_battle::damage_by;
%rename(attack_wounded) wg_battle::attack_wounded_by;
%rename(pending_at) wg_battle::pending_of;
%rename(check_roll) wg_battle::check_roll_on;
%rename(check_judge) wg_battle::check_judge_on;
%rename(retreat) wg_battle::retreat_from;
%rename(rally) wg_battle::rally_at;
%rename(order_count) wg_battle::order_count_of;
%rename(roll_shooting_orders) wg_battle::roll_shooting;
%rename(set_shooting_orders) wg_battle::set_shooting;
%rename(speed) wg_battle::speed_of;
%rename(ladder_speed) wg_battle::ladder_speed_of;
%rename(add_boat) wg_battle::add_boat_of;
%rename(boat_cargo) wg_battle::cargo;
%rename(battalion) wg_battle::battalion_of;
%extend wg_battle {
    /** Number of battalions and of characters. */
    size_t battalion_count();
    size_t character_count();
    /** The turn: 0 before the game, then 1, 2, ... */
    int turn();
    /** Start the next turn. */
    void next_turn();
    /** add_battalion(name, army, warriors, speed, ranks, shooter, giant, x, y, width,
     *  depth, facing): the new battalion's index. */
    wg_status add_battalion_spec(size_t *index_out, const char *name, int army, int warriors,
                                 int speed, int ranks, bool shooter, bool giant, double x,
                                 double y, double width, double depth, double facing,
                                 wg_error *err) {
        wg_battalion_spec s;
        s.name = name;
        s.army = army;
        s.warriors = warriors;
        s.speed = speed;
        s.ranks = ranks;
        s.shooter = shooter;
        s.giant = giant;
        s.base.x = x;
        s.base.y = y;
        s.base.width = width;
        s.base.depth = depth;
        s.base.facing = facing;
        return wg_battle_add_battalion(index_out, $self, &s, err);
    }
    /** add_terrain(xy): a convex polygon, the points flat: x0, y0, x1, y1, ... */
    wg_status add_terrain(const double *xy, size_t count, wg_error *err);
    /** attach(battalion, kind, name): the character's index; kind by name. */
    wg_status attach_character(size_t *index_out, size_t battalion, const char *kind,
                               const char *name, wg_error *err) {
        wg_character_kind k;
        wg_status st = wg_character_kind_parse(&k, kind, err);
        return st == WG_OK ? wg_battle_attach(index_out, $self, battalion, k, name, err) : st;
    }
    /** character(index): {name, kind, battalion, alive}. */
    wg_status character_of(wg_character_state *character_out, size_t index, wg_error *err) {
        return wg_battle_character_at(character_out, $self, index, err);
    }
    /** morale_modifier(battalion): +1 while a standard bearer lives (B4). */
    wg_status morale_modifier_of(int *int_out, size_t battalion, wg_error *err) {
        return wg_battle_morale_modifier(int_out, $self, battalion, err);
    }
    /** damage(battalion, damage): {killed, wounded, wounded_killed, check}. */
    wg_status damage_by(wg_damage *damage_out, size_t battalion, int damage, wg_error *err) {
        return wg_battle_damage(damage_out, $self, battalion, damage, err);
    }
    /** attack_wounded(battalion, damage): the same, for an attack on the wounded (B10). */
    wg_status attack_wounded_by(wg_damage *damage_out, size_t battalion, int damage,
                                wg_error *err) {
        return wg_battle_attack_wounded(damage_out, $self, battalion, damage, err);
    }
    /** kill_character(character). */
    wg_status kill_character(size_t character, wg_error *err);
    /** Number of queued checks. */
    size_t pending_count();
    /** pending_at(index): the battalion and the cause by number. */
    wg_status pending_of(size_t *index_out, int *int_out, size_t index, wg_error *err) {
        wg_check_cause cause = WG_CAUSE_HALF_LOST;
        wg_status st = wg_battle_pending_at(index_out, &cause, $self, index, err);
        *int_out = (int)cause;
        return st;
    }
    /** check_roll(battalion, rng, extra): the check, and the retreat (None / nil
     *  unless the result is "retreat"). */
    wg_status check_roll_on(wg_morale_check *check_out, wg_retreat *retreat_out,
                            size_t battalion, wg_rng *rng, int extra, wg_error *err) {
        return wg_battle_check_roll(check_out, retreat_out, $self, battalion, rng, extra, err);
    }
    /** check_judge(battalion, opponent, die1, die2, die3, extra): the same with table dice. */
    wg_status check_judge_on(wg_morale_check *check_out, wg_retreat *retreat_out,
                             size_t battalion, int opponent, int die1, int die2, int die3,
                             int extra, wg_error *err) {
        const int dice[3] = {die1, die2, die3};
        return wg_battle_check_judge(check_out, retreat_out, $self, battalion, opponent, dice,
                                     extra, err);
    }
    /** retreat(battalion): move it back (B12); the movement. */
    wg_status retreat_from(wg_retreat *retreat_out, size_t battalion, wg_error *err) {
        return wg_battle_retreat(retreat_out, $self, battalion, err);
    }
    /** Command points of an army's General (0 for another army). */
    int command_points(int army);
    wg_status set_command_points(int army, int points, wg_error *err);
    /** rally(battalion, x, y, width, depth, facing) (B6). */
    wg_status rally_at(size_t battalion, double x, double y, double width, double depth,
                       double facing, wg_error *err) {
        wg_base b;
        b.x = x;
        b.y = y;
        b.width = width;
        b.depth = depth;
        b.facing = facing;
        return wg_battle_rally($self, battalion, &b, err);
    }
    /** give_order(battalion, order). */
    wg_status give_order(size_t battalion, const char *order, wg_error *err);
    /** order_count(battalion): how many orders it holds. */
    wg_status order_count_of(int *int_out, size_t battalion, wg_error *err) {
        wg_status st = wgb_battalion_exists($self, battalion, err);
        if (st == WG_OK)
            *int_out = (int)wg_battle_order_count($self, battalion);
        return st;
    }
    /** order_at(battalion, index): the order's text, or None / nil. */
    const char *order_at(size_t battalion, size_t index);
    /** roll_shooting_orders(army, rng): the total (B7). */
    wg_status roll_shooting(int *int_out, int army, wg_rng *rng, wg_error *err) {
        return wg_battle_roll_shooting_orders(int_out, $self, army, rng, err);
    }
    /** set_shooting_orders(army, dice): the total (B7). */
    wg_status set_shooting(int *int_out, int army, const int *dice, size_t dice_count,
                           wg_error *err) {
        return wg_battle_set_shooting_orders(int_out, $self, army, dice, dice_count, err);
    }
    /** Shooting orders the army has left. */
    int shooting_orders(int army);
    /** speed(battalion): its speed now (B9, B10). */
    wg_status speed_of(int *int_out, size_t battalion, wg_error *err) {
        return wg_battle_speed(int_out, $self, battalion, err);
    }
    /** ladder_speed(battalion): half its speed, rounded down (B8). */
    wg_status ladder_speed_of(int *int_out, size_t battalion, wg_error *err) {
        return wg_battle_ladder_speed(int_out, $self, battalion, err);
    }
    /** add_boat(capacity, speed): the boat's index (B9). */
    wg_status add_boat_of(size_t *index_out, int capacity, int speed, wg_error *err) {
        return wg_battle_add_boat(index_out, $self, capacity, speed, err);
    }
    /** load(boat, battalion), unload(boat) (B9). */
    wg_status load(size_t boat, size_t battalion, wg_error *err);
    wg_status unload(size_t boat, wg_error *err);
    /** boat_cargo(boat): the battalion aboard, or None / nil. */
    wg_status cargo(size_t *cargo_out, size_t boat, wg_error *err) {
        return wg_battle_boat_cargo(cargo_out, $self, boat, err);
    }
    /** Number of boats and of pieces of terrain. */
    size_t boat_count();
    size_t terrain_count();
    /** battalion(battalion): every field of the battalion's state. */
    wg_status battalion_of(wg_battalion_state *state_out, size_t battalion, wg_error *err) {
        return wg_battle_battalion_at(state_out, $self, battalion, err);
    }
    /** Field hospitals (B10). */
    bool hospital(int army);
    wg_status set_hospital(int army, bool hospital, wg_error *err);
}


/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- The morale module in Lua style (rules B1-B12): wargen.morale_odds,
-- wargen.morale_check, wargen.morale_judge, wargen.morale_simulate and
-- wargen.Battle. Failures return nil, message, code; programming errors
-- (wrong types, fractions, unknown keys) raise. Battalions, characters,
-- boats and terrain count from 1, in arguments and in everything read back;
-- armies are 0 and 1, as in C and Python.
do
local floor = math.floor

local INT_MIN, INT_MAX = -2 ^ 31, 2 ^ 31 - 1

local function num(v)
    return string.format("%.0f", v)
end

-- A whole number (raises otherwise); nil, message, ERANGE beyond C's int.
local function int(v, what)
    if type(v) ~= "number" or v ~= floor(v) then
        error(what .. ": expected a whole number, got " .. tostring(v), 3)
    end
    if v < INT_MIN or v > INT_MAX then
        return nil, what .. " " .. num(v) .. " is out of range", wargen.ERANGE
    end
    return v
end

local function number(v, what)
    if type(v) ~= "number" then
        error(what .. ": expected a number, got " .. type(v), 3)
    end
    return v
end

local function str(v, what)
    if type(v) ~= "string" then
        error(what .. ": expected a string, got " .. type(v), 3)
    end
    return v
end

-- The index v of a noun ("battalion", ...) from 1 to count, for the method
-- what (raises for a non-number or a fraction); nil, message, EINVAL out
-- of range, numbered from 1 as the caller numbers.
local function index(v, noun, count, what)
    if type(v) ~= "number" or v ~= floor(v) then
        error(what .. ": the " .. noun .. ": expected an index (a whole number from 1), got "
              .. tostring(v), 3)
    end
    if v < 1 or v > count then
        return nil, what .. ": no " .. noun .. " " .. num(v) .. " (the battle has " .. count
                    .. ")", wargen.EINVAL
    end
    return v
end

-- Armies are 0 and 1 (for the getters, which C answers with 0 otherwise).
local function army(v, what)
    local a, msg, code = int(v, what)
    if a == nil then return nil, msg, code end
    if a ~= 0 and a ~= 1 then
        return nil, what .. ": no army " .. num(a) .. " (0 or 1)", wargen.EINVAL
    end
    return a
end

-- Three dice as a sequence {a, b, c} of whole numbers (the library checks 1-6).
local function dice3(dice, what)
    if type(dice) ~= "table" then
        error(what .. ": expected the three dice as a table {a, b, c}, got " .. type(dice), 3)
    end
    if #dice ~= 3 then
        return nil, what .. ": the player rolls three dice (B2), not " .. #dice, wargen.EINVAL
    end
    for i = 1, 3 do
        if type(dice[i]) ~= "number" or dice[i] ~= floor(dice[i]) then
            error(what .. ": expected whole numbers, got " .. tostring(dice[i]), 3)
        end
        if dice[i] < INT_MIN or dice[i] > INT_MAX then
            return nil, what .. ": die " .. num(dice[i]) .. " is out of range", wargen.ERANGE
        end
    end
    return dice
end

local BASE_KEYS = { x = 1, y = 2, width = 3, depth = 4, facing = 5 }

-- A base {x=, y=, width=, depth=, facing=} (facing 0 by default) or
-- {x, y, width, depth[, facing]}: x, y, width, depth, facing.
local function base(b, what)
    if type(b) ~= "table" then
        error(what .. ": expected a table {x=, y=, width=, depth=, facing=}, got " .. type(b), 3)
    end
    local v = {}
    for k in pairs(b) do
        if BASE_KEYS[k] == nil and not (type(k) == "number" and k >= 1 and k <= 5) then
            error(what .. ": unknown key " .. tostring(k), 3)
        end
    end
    for k, i in pairs(BASE_KEYS) do
        local x = b[k]
        if x == nil then x = b[i] end
        if x == nil and k == "facing" then x = 0 end
        if type(x) ~= "number" then
            error(what .. ": " .. k .. " must be a number, got " .. type(x), 3)
        end
        v[i] = x
    end
    return v[1], v[2], v[3], v[4], v[5]
end

-- An enum's names in order, from its C name function (nil past the last).
local function names(name_of)
    local list = {}
    while name_of(#list) do list[#list + 1] = name_of(#list) end
    return list
end
wargen.MORALE_RESULTS = names(wargen._morale_result_name)
wargen.CHARACTER_KINDS = names(wargen._character_kind_name)
wargen.CHECK_CAUSES = names(wargen._check_cause_name)
wargen.STOPS = names(wargen._stop_name)
wargen.WOUNDED_ORDERS = { wargen.ORDER_RECOVERY, wargen.ORDER_TO_THE_DOCTOR, wargen.ORDER_MERCY }

---- checks and odds (B2-B5) --------------------------------------------------

-- wargen.morale_odds(modifier): the exact odds (B5) as the numbers of the
-- 1,296 outcomes with 0, 1, 2, 3 failures: {n0, n1, n2, n3, modifier = m,
-- denominator = 1296}; {441, 315, 315, 225, ...} for 0 (the default).
function wargen.morale_odds(modifier)
    local m, msg, code = int(modifier or 0, "morale_odds: modifier")
    if m == nil then return nil, msg, code end
    return wargen._morale_odds(m)
end

-- wargen.morale_check(rng, modifier): a check rolled with rng (a
-- wargen.Rng), the same as C and Python for the same seed: {opponent,
-- dice = {a, b, c}, modifier, failures, result}, result "steady",
-- "wavered", "retreat" or "fled" (B2-B4): one line of `wargen morale --roll
-- --json`, decoded.
function wargen.morale_check(rng, modifier)
    local m, msg, code = int(modifier or 0, "morale_check: modifier")
    if m == nil then return nil, msg, code end
    return wargen._morale_check_roll(rng, m)
end

-- wargen.morale_judge(opponent, {a, b, c}, modifier): the same for dice
-- rolled on the table (each 1 to 6).
function wargen.morale_judge(opponent, dice, modifier)
    local o, msg, code = int(opponent, "morale_judge: opponent")
    if o == nil then return nil, msg, code end
    local d
    d, msg, code = dice3(dice, "morale_judge: dice")
    if d == nil then return nil, msg, code end
    local m
    m, msg, code = int(modifier or 0, "morale_judge: modifier")
    if m == nil then return nil, msg, code end
    return wargen._morale_check_judge(o, d[1], d[2], d[3], m)
end

-- wargen.morale_simulate(rng, modifier, checks): roll checks checks and
-- count them by failures: {n0, n1, n2, n3}.
function wargen.morale_simulate(rng, modifier, checks)
    local m, msg, code = int(modifier or 0, "morale_simulate: modifier")
    if m == nil then return nil, msg, code end
    if type(checks) ~= "number" or checks ~= floor(checks) then
        error("morale_simulate: checks: expected a whole number, got " .. tostring(checks), 2)
    end
    if checks < 0 or checks >= 2 ^ 63 then
        return nil, "morale_simulate: checks " .. num(checks) .. " is out of range",
               wargen.EINVAL
    end
    return wargen._morale_simulate(rng, m, checks)
end

---- battles ------------------------------------------------------------------

local Battle = {}
Battle.__index = Battle

local function is_battle(b, what)
    if getmetatable(b) ~= Battle then
        error(what .. ": expected a wargen.Battle (call methods as b:" .. what .. "(...))", 3)
    end
    return b._h
end

-- The battalion index v of battle h, checked (see index).
local function battalion(h, v, what)
    return index(v, "battalion", h:battalion_count(), what)
end

-- Battle.new() (or wargen.Battle()): an empty battle at turn 0, the
-- preparation before the game.
function Battle.new()
    local h, msg, code = wargen._battle_new()
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h }, Battle)
end
setmetatable(Battle, { __call = function() return Battle.new() end })

local BATTALION_KEYS = { name = true, army = true, warriors = true, speed = true,
                         ranks = true, shooter = true, giant = true, base = true }

-- b:add_battalion{name=, army=, warriors=, speed=, ranks=, shooter=, giant=,
-- base={x=, y=, width=, depth=, facing=}}: a battalion of army 0 or 1 on
-- the table; ranks 1 by default (B10), shooter (B7) and giant (B8) false;
-- base's facing 0 by default, in degrees counter-clockwise from +x (the
-- front, width long, faces it). Returns its index (from 1), or nil,
-- message, code.
function Battle:add_battalion(spec)
    local h = is_battle(self, "add_battalion")
    if type(spec) ~= "table" then
        error("add_battalion: expected a table {name=, army=, ...}, got " .. type(spec), 2)
    end
    for k in pairs(spec) do
        if not BATTALION_KEYS[k] then error("add_battalion: unknown key " .. tostring(k), 2) end
    end
    local name = str(spec.name, "add_battalion: name")
    local x, y, width, depth, facing = base(spec.base, "add_battalion: base")
    local n = {}
    for _, k in ipairs({ "army", "warriors", "speed", "ranks" }) do
        local v, msg, code = int(spec[k] == nil and k == "ranks" and 1 or spec[k],
                                 "add_battalion: " .. k)
        if v == nil then return nil, msg, code end
        n[k] = v
    end
    return h:add_battalion(name, n.army, n.warriors, n.speed, n.ranks, not not spec.shooter,
                           not not spec.giant, x, y, width, depth, facing)
end

-- b:battalion_count(): the number of battalions.
function Battle:battalion_count() return is_battle(self, "battalion_count"):battalion_count() end

-- b:battalion(i): its state: {name, army, start, warriors, killed, wounded,
-- wounded_ranks, combat_rank_penalty, speed, half_lost, fled, boat (nil
-- when not aboard), base = {x, y, width, depth, facing}}.
function Battle:battalion(i)
    local h = is_battle(self, "battalion")
    local b, msg, code = battalion(h, i, "battalion")
    if b == nil then return nil, msg, code end
    return h:battalion(b)
end

-- b:battalions(): every battalion's state, in the order added.
function Battle:battalions()
    local h, list = is_battle(self, "battalions"), {}
    for i = 1, h:battalion_count() do list[i] = h:battalion(i) end
    return list
end

-- b:add_terrain{{x, y}, {x, y}, {x, y}, ...}: impassable terrain, a convex
-- polygon ({x=, y=} points too). true, or nil, message, code.
function Battle:add_terrain(points)
    local h = is_battle(self, "add_terrain")
    if type(points) ~= "table" then
        error("add_terrain: expected a table of points {x, y}, got " .. type(points), 2)
    end
    local xy = {}
    for i, p in ipairs(points) do
        if type(p) ~= "table" then
            error("add_terrain: point " .. i .. " is not a table {x, y}", 2)
        end
        xy[2 * i - 1] = number(p.x or p[1], "add_terrain: point " .. i .. " x")
        xy[2 * i] = number(p.y or p[2], "add_terrain: point " .. i .. " y")
    end
    return h:add_terrain(xy)
end

-- b:turn(): 0 before the game, then 1, 2, ...; b:next_turn() starts the
-- next one and returns its number.
function Battle:turn() return is_battle(self, "turn"):turn() end
function Battle:next_turn()
    local h = is_battle(self, "next_turn")
    h:next_turn()
    return h:turn()
end

---- characters (B1, B4, B6)

-- b:attach(battalion, kind, name): a character of kind "general", "hero"
-- or "standard-bearer"; returns its index (from 1), or nil, message, code
-- (ERULE for a second General in one army).
function Battle:attach(i, kind, name)
    local h = is_battle(self, "attach")
    str(kind, "attach: kind")
    str(name, "attach: name")
    local b, msg, code = battalion(h, i, "attach")
    if b == nil then return nil, msg, code end
    return h:attach(b, kind, name)
end

function Battle:character_count() return is_battle(self, "character_count"):character_count() end

-- b:character(c): {name, kind, battalion, alive}.
function Battle:character(c)
    local h = is_battle(self, "character")
    local k, msg, code = index(c, "character", h:character_count(), "character")
    if k == nil then return nil, msg, code end
    return h:character(k)
end

function Battle:characters()
    local h, list = is_battle(self, "characters"), {}
    for i = 1, h:character_count() do list[i] = h:character(i) end
    return list
end

-- b:morale_modifier(battalion): +1 while a standard bearer lives (B4).
function Battle:morale_modifier(i)
    local h = is_battle(self, "morale_modifier")
    local b, msg, code = battalion(h, i, "morale_modifier")
    if b == nil then return nil, msg, code end
    return h:morale_modifier(b)
end

---- events (B1, B10, B11)

local function damage_call(self, what, i, damage)
    local h = is_battle(self, what)
    local b, msg, code = battalion(h, i, what)
    if b == nil then return nil, msg, code end
    local d
    d, msg, code = int(damage, what .. ": damage")
    if d == nil then return nil, msg, code end
    return h[what](h, b, d)
end

-- b:damage(battalion, damage): {killed, wounded, wounded_killed, check}:
-- check is true when the killed warriors first reach half the start (B1a,
-- B11) and a check is queued; with a field hospital, half kills and the
-- rest wounds (B10).
function Battle:damage(i, damage) return damage_call(self, "damage", i, damage) end

-- b:attack_wounded(battalion, damage): an attack on the wounded (B10):
-- {killed = 0, wounded = 0, wounded_killed, check = false}.
function Battle:attack_wounded(i, damage) return damage_call(self, "attack_wounded", i, damage) end

-- b:kill_character(c): a General or Hero queues a check for every
-- battalion of its army (B1b), any character one for its own (B1c).
function Battle:kill_character(c)
    local h = is_battle(self, "kill_character")
    local k, msg, code = index(c, "character", h:character_count(), "kill_character")
    if k == nil then return nil, msg, code end
    return h:kill_character(k)
end

-- b:pending(): the queued checks, in order: {{battalion =, cause =}, ...},
-- cause "half-lost", "leader-killed" or "attached-killed".
function Battle:pending()
    local h, list = is_battle(self, "pending"), {}
    for k = 1, h:pending_count() do
        local b, cause = h:pending_at(k)
        list[k] = { battalion = b, cause = wargen._check_cause_name(cause) }
    end
    return list
end
function Battle:pending_count() return is_battle(self, "pending_count"):pending_count() end

---- checks and results (B3, B6, B12)

-- b:check(battalion, rng, extra): take a check rolled with rng (the
-- battalion's morale modifier plus extra) and apply its result (B3).
-- Returns the check and, for a retreat, the retreat {distance, dx, dy,
-- stop, other, from, combat_modifier} (nil otherwise); or nil, message,
-- code. other and from are nil when nothing stopped it / no enemy was on
-- the table.
function Battle:check(i, rng, extra)
    local h = is_battle(self, "check")
    local b, msg, code = battalion(h, i, "check")
    if b == nil then return nil, msg, code end
    local e
    e, msg, code = int(extra or 0, "check: extra")
    if e == nil then return nil, msg, code end
    return h:check_roll(b, rng, e)
end

-- b:check_judge(battalion, opponent, {a, b, c}, extra): the same with dice
-- rolled on the table.
function Battle:check_judge(i, opponent, dice, extra)
    local h = is_battle(self, "check_judge")
    local b, msg, code = battalion(h, i, "check_judge")
    if b == nil then return nil, msg, code end
    local o, d, e
    o, msg, code = int(opponent, "check_judge: opponent")
    if o == nil then return nil, msg, code end
    d, msg, code = dice3(dice, "check_judge: dice")
    if d == nil then return nil, msg, code end
    e, msg, code = int(extra or 0, "check_judge: extra")
    if e == nil then return nil, msg, code end
    return h:check_judge(b, o, d[1], d[2], d[3], e)
end

-- b:retreat(battalion): move it back (B12) without a check: the retreat.
function Battle:retreat(i)
    local h = is_battle(self, "retreat")
    local b, msg, code = battalion(h, i, "retreat")
    if b == nil then return nil, msg, code end
    return h:retreat(b)
end

-- b:command_points(army), b:set_command_points(army, points) (B6).
function Battle:command_points(a)
    local h = is_battle(self, "command_points")
    local v, msg, code = army(a, "command_points")
    if v == nil then return nil, msg, code end
    return h:command_points(v)
end
function Battle:set_command_points(a, points)
    local h = is_battle(self, "set_command_points")
    local v, msg, code = int(a, "set_command_points: army")
    if v == nil then return nil, msg, code end
    local p
    p, msg, code = int(points, "set_command_points: points")
    if p == nil then return nil, msg, code end
    return h:set_command_points(v, p)
end

-- b:rally(battalion, base): set a fled battalion up again (B6) at base (as
-- add_battalion takes it), for 2 command points. true, or nil, message, code.
function Battle:rally(i, placement)
    local h = is_battle(self, "rally")
    local x, y, width, depth, facing = base(placement, "rally: base")
    local b, msg, code = battalion(h, i, "rally")
    if b == nil then return nil, msg, code end
    return h:rally(b, x, y, width, depth, facing)
end

---- orders (B3, B7, B10)

-- b:give_order(battalion, order): true, or nil, message, code
-- (wargen.ORDER_SHOOTING_ATTACK spends a shooting order, B7).
function Battle:give_order(i, order)
    local h = is_battle(self, "give_order")
    str(order, "give_order: order")
    local b, msg, code = battalion(h, i, "give_order")
    if b == nil then return nil, msg, code end
    return h:give_order(b, order)
end

-- b:orders(battalion): its orders, in the order given.
function Battle:orders(i)
    local h = is_battle(self, "orders")
    local b, msg, code = battalion(h, i, "orders")
    if b == nil then return nil, msg, code end
    local list = {}
    for k = 1, h:order_count(b) do list[k] = h:order_at(b, k) end
    return list
end

-- b:roll_shooting_orders(army, rng), b:set_shooting_orders(army, {dice}):
-- the army's shooting orders before the game (B7), one D6 per Shooter
-- battalion; returns the total. b:shooting_orders(army): those left.
function Battle:roll_shooting_orders(a, rng)
    local h = is_battle(self, "roll_shooting_orders")
    local v, msg, code = int(a, "roll_shooting_orders: army")
    if v == nil then return nil, msg, code end
    return h:roll_shooting_orders(v, rng)
end
function Battle:set_shooting_orders(a, dice)
    local h = is_battle(self, "set_shooting_orders")
    if type(dice) ~= "table" then
        error("set_shooting_orders: expected the dice as a table, got " .. type(dice), 2)
    end
    local v, msg, code = int(a, "set_shooting_orders: army")
    if v == nil then return nil, msg, code end
    local d = {}
    for k, x in ipairs(dice) do
        d[k], msg, code = int(x, "set_shooting_orders: die " .. k)
        if d[k] == nil then return nil, msg, code end
    end
    return h:set_shooting_orders(v, d)
end
function Battle:shooting_orders(a)
    local h = is_battle(self, "shooting_orders")
    local v, msg, code = army(a, "shooting_orders")
    if v == nil then return nil, msg, code end
    return h:shooting_orders(v)
end

---- speed, ladders, boats, hospitals (B8, B9, B10)

-- b:speed(battalion): its speed now (B9, B10); b:ladder_speed(battalion):
-- half of it, rounded down (B8; ERULE for Giants).
function Battle:speed(i)
    local h = is_battle(self, "speed")
    local b, msg, code = battalion(h, i, "speed")
    if b == nil then return nil, msg, code end
    return h:speed(b)
end
function Battle:ladder_speed(i)
    local h = is_battle(self, "ladder_speed")
    local b, msg, code = battalion(h, i, "ladder_speed")
    if b == nil then return nil, msg, code end
    return h:ladder_speed(b)
end

-- b:add_boat(capacity, speed): a boat (B9); returns its index (from 1).
function Battle:add_boat(capacity, speed)
    local h = is_battle(self, "add_boat")
    local c, msg, code = int(capacity, "add_boat: capacity")
    if c == nil then return nil, msg, code end
    local s
    s, msg, code = int(speed, "add_boat: speed")
    if s == nil then return nil, msg, code end
    return h:add_boat(c, s)
end

local function boat(self, v, what)
    return index(v, "boat", self._h:boat_count(), what)
end

-- b:load(boat, battalion), b:unload(boat): the move orders "load" and
-- "unload" (B9). true, or nil, message, code (ERULE over capacity).
function Battle:load(t, i)
    local h = is_battle(self, "load")
    local k, msg, code = boat(self, t, "load")
    if k == nil then return nil, msg, code end
    local b
    b, msg, code = battalion(h, i, "load")
    if b == nil then return nil, msg, code end
    return h:load(k, b)
end
function Battle:unload(t)
    local h = is_battle(self, "unload")
    local k, msg, code = boat(self, t, "unload")
    if k == nil then return nil, msg, code end
    return h:unload(k)
end

-- b:boat_cargo(boat): the battalion it carries, or nil when it carries
-- nothing (nil, message, code for no such boat).
function Battle:boat_cargo(t)
    local h = is_battle(self, "boat_cargo")
    local k, msg, code = boat(self, t, "boat_cargo")
    if k == nil then return nil, msg, code end
    return h:boat_cargo(k)
end

-- b:hospital(army), b:set_hospital(army, bool): field hospitals (B10),
-- placed before the game.
function Battle:hospital(a)
    local h = is_battle(self, "hospital")
    local v, msg, code = army(a, "hospital")
    if v == nil then return nil, msg, code end
    return h:hospital(v)
end
function Battle:set_hospital(a, hospital)
    local h = is_battle(self, "set_hospital")
    local v, msg, code = int(a, "set_hospital: army")
    if v == nil then return nil, msg, code end
    return h:set_hospital(v, hospital == nil or not not hospital)
end

function Battle:__tostring()
    local h = rawget(self, "_h")
    if h == nil then return "wargen.Battle" end
    return "wargen.Battle(turn " .. h:turn() .. ", " .. h:battalion_count() .. " battalions, "
           .. h:pending_count() .. " checks queued)"
end

wargen.Battle = Battle
end
%}
#endif
