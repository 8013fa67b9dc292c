/* morale module: battalions and morale (rules B1-B12).
 *
 * SWIG declares the C API: checks and odds as module functions (names
 * starting with `_`), the battle as the handle wargen._Battle. The layers
 * in bindings/python/wargen/morale.py and in the %luacode at the end add
 * only what each language expects (keyword arguments, dataclasses,
 * Fractions, Lua tables, Lua's indexes from 1 in messages).
 *
 * Results are the C structs: in Python read-only proxies whose attributes
 * are the C fields, in Lua tables of the same fields. Names (a result, a
 * kind, a cause, a stop) come from the C name and parse functions.
 * Battalions, characters and boats are indexes, 0-based in Python and
 * 1-based in Lua (the `size_t index` typemap of wargen.i); a missing one
 * (WG_NONE) is None / nil. Armies are 0 and 1 in every language.
 *
 * Uses the typemaps of wargen.i (int *int_out, char **doc_out) and roster.i
 * (size_t *index_out).
 */

/* TYPE *retreat_out: a struct_out (wargen.i) of its own name, since the
 * retreat is a second result beside the check. */
%typemap(in, numinputs=0) SWIGTYPE *retreat_out ($*1_ltype temp) {
    memset(&temp, 0, sizeof temp);
    $1 = &temp;
}
#ifdef SWIGPYTHON
WGB_PY_STRUCT_OUT(retreat_out, NULL)
#endif
#ifdef SWIGLUA
%typemap(argout) SWIGTYPE *retreat_out {
    if (result == WG_OK) {
        wgb_lua_push_$*1_ltype(L, $1);
        SWIG_arg++;
    }
}
#endif

%{
static wg_battle *wgb_battle_new(wg_error *err)
{
    wg_battle *b = NULL;
    wg_battle_new(&b, err);
    return b;
}

/* The odds for modifier as the library's JSON (wargen morale --odds --json). */
static wg_status wgb_morale_odds_doc(char **doc_out, int modifier, wg_error *err)
{
    wg_morale_odds odds;
    wg_status st = wg_morale_odds_compute(&odds, modifier, err);
    return st == WG_OK ? wg_morale_odds_to_json(doc_out, &odds, err) : st;
}

static wg_status wgb_morale_check_judge(wg_morale_check *out, int opponent, int die1, int die2,
                                        int die3, int modifier, wg_error *err)
{
    const int dice[3] = {die1, die2, die3};
    return wg_morale_check_judge(out, opponent, dice, modifier, err);
}
%}

/* The battalion a boat carries: None / nil for WG_NONE (it carries nothing). */
%typemap(in, numinputs=0) size_t *cargo_out (size_t temp = WG_NONE) {
    $1 = &temp;
}
%typemap(in, numinputs=0) unsigned long long *counts_out (unsigned long long temp[4]) {
    temp[0] = temp[1] = temp[2] = temp[3] = 0;
    $1 = temp;
}

/* Terrain's points and shooting dice go in as C arrays the layers fill. */
%include <carrays.i>
%array_class(double, _Doubles);
%array_class(int, _Ints);

#ifdef SWIGPYTHON
/* The result structs, read-only: their attributes are the C fields. */
%typemap(out) int dice[3] "$result = Py_BuildValue(\"(iii)\", $1[0], $1[1], $1[2]);";
%typemap(out) int failures[4] "$result = Py_BuildValue(\"[iiii]\", $1[0], $1[1], $1[2], $1[3]);";
%immutable;
typedef struct wg_morale_check {
    int opponent, dice[3], modifier, failures, result;
} wg_morale_check;
typedef struct wg_morale_odds {
    int modifier, failures[4];
} wg_morale_odds;
typedef struct wg_retreat {
    double distance, dx, dy;
    int stop;
    size_t other, from;
    int combat_modifier;
} wg_retreat;
typedef struct wg_damage {
    int killed, wounded, wounded_killed;
    bool check;
} wg_damage;
typedef struct wg_character_state {
    const char *name;
    int kind;
    size_t battalion;
    bool alive;
} wg_character_state;
typedef struct wg_base {
    double x, y, width, depth, facing;
} wg_base;
typedef struct wg_battalion_state {
    const char *name;
    int army, start, warriors, killed, wounded, wounded_ranks, combat_rank_penalty, speed;
    bool half_lost, fled;
    size_t boat;
    wg_base base;
} wg_battalion_state;
%mutable;

%typemap(argout) size_t *cargo_out {
    if (result == WG_OK) {
        PyObject *c = *$1 == WG_NONE ? (Py_INCREF(Py_None), Py_None) : PyLong_FromSize_t(*$1);
        if (c == NULL)
            SWIG_fail;
        $result = SWIG_Python_AppendOutput($result, c);
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
#endif

#ifdef SWIGLUA
%{
/* A string field; "?" for a NULL name. */
static void wgb_lua_str(lua_State *L, const char *value)
{
    lua_pushstring(L, value ? value : "?");
}

/* An index from 1; nothing (nil) for WG_NONE. */
static void wgb_lua_index(lua_State *L, const char *key, size_t i)
{
    if (i != WG_NONE)
        WGB_LUA_SET(lua_pushinteger, key, (lua_Integer)i + 1);
}

/* n ints as a sequence table from 1. */
static void wgb_lua_ints(lua_State *L, const int *v, int n)
{
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_pushinteger(L, v[i]);
        lua_rawseti(L, -2, i + 1);
    }
}

static void wgb_lua_push_wg_morale_check(lua_State *L, const wg_morale_check *c)
{
    lua_createtable(L, 0, 5);
    WGB_LUA_SET(lua_pushinteger, "opponent", c->opponent);
    wgb_lua_ints(L, c->dice, 3);
    lua_setfield(L, -2, "dice");
    WGB_LUA_SET(lua_pushinteger, "modifier", c->modifier);
    WGB_LUA_SET(lua_pushinteger, "failures", c->failures);
    WGB_LUA_SET(wgb_lua_str, "result", wg_morale_result_name(c->result));
}

static void wgb_lua_push_wg_retreat(lua_State *L, const wg_retreat *r)
{
    lua_createtable(L, 0, 7);
    WGB_LUA_SET(lua_pushnumber, "distance", r->distance);
    WGB_LUA_SET(lua_pushnumber, "dx", r->dx);
    WGB_LUA_SET(lua_pushnumber, "dy", r->dy);
    WGB_LUA_SET(wgb_lua_str, "stop", wg_stop_name(r->stop));
    wgb_lua_index(L, "other", r->other);
    wgb_lua_index(L, "from", r->from);
    WGB_LUA_SET(lua_pushinteger, "combat_modifier", r->combat_modifier);
}

static void wgb_lua_push_wg_damage(lua_State *L, const wg_damage *d)
{
    lua_createtable(L, 0, 4);
    WGB_LUA_SET(lua_pushinteger, "killed", d->killed);
    WGB_LUA_SET(lua_pushinteger, "wounded", d->wounded);
    WGB_LUA_SET(lua_pushinteger, "wounded_killed", d->wounded_killed);
    WGB_LUA_SET(lua_pushboolean, "check", d->check);
}

static void wgb_lua_push_wg_character_state(lua_State *L, const wg_character_state *c)
{
    lua_createtable(L, 0, 4);
    WGB_LUA_SET(wgb_lua_str, "name", c->name);
    WGB_LUA_SET(wgb_lua_str, "kind", wg_character_kind_name(c->kind));
    wgb_lua_index(L, "battalion", c->battalion);
    WGB_LUA_SET(lua_pushboolean, "alive", c->alive);
}

static void wgb_lua_push_wg_battalion_state(lua_State *L, const wg_battalion_state *s)
{
    lua_createtable(L, 0, 13);
    WGB_LUA_SET(wgb_lua_str, "name", s->name);
    WGB_LUA_SET(lua_pushinteger, "army", s->army);
    WGB_LUA_SET(lua_pushinteger, "start", s->start);
    WGB_LUA_SET(lua_pushinteger, "warriors", s->warriors);
    WGB_LUA_SET(lua_pushinteger, "killed", s->killed);
    WGB_LUA_SET(lua_pushinteger, "wounded", s->wounded);
    WGB_LUA_SET(lua_pushinteger, "wounded_ranks", s->wounded_ranks);
    WGB_LUA_SET(lua_pushinteger, "combat_rank_penalty", s->combat_rank_penalty);
    WGB_LUA_SET(lua_pushinteger, "speed", s->speed);
    WGB_LUA_SET(lua_pushboolean, "half_lost", s->half_lost);
    WGB_LUA_SET(lua_pushboolean, "fled", s->fled);
    wgb_lua_index(L, "boat", s->boat);
    lua_createtable(L, 0, 5);
    WGB_LUA_SET(lua_pushnumber, "x", s->base.x);
    WGB_LUA_SET(lua_pushnumber, "y", s->base.y);
    WGB_LUA_SET(lua_pushnumber, "width", s->base.width);
    WGB_LUA_SET(lua_pushnumber, "depth", s->base.depth);
    WGB_LUA_SET(lua_pushnumber, "facing", s->base.facing);
    lua_setfield(L, -2, "base");
}

%}
%typemap(argout) size_t *cargo_out {
    if (result == WG_OK) {
        if (*$1 == WG_NONE)
            lua_pushnil(L);
        else
            lua_pushinteger(L, (lua_Integer)*$1 + 1);
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

/* Names by number; None / nil past the last. */
%rename(_morale_result_name) wg_morale_result_name;
const char *wg_morale_result_name(int result);
%rename(_character_kind_name) wg_character_kind_name;
const char *wg_character_kind_name(int kind);
%rename(_check_cause_name) wg_check_cause_name;
const char *wg_check_cause_name(int cause);
%rename(_stop_name) wg_stop_name;
const char *wg_stop_name(int stop);
/* The parsers, for a script that has a name and wants the C value. */
WG_OUT_ENUM(wg_morale_result)
WG_OUT_ENUM(wg_character_kind)
WG_OUT_ENUM(wg_check_cause)
WG_OUT_ENUM(wg_stop)
%rename(_morale_result_parse) wg_morale_result_parse;
wg_status wg_morale_result_parse(wg_morale_result *out, const char *name, wg_error *err);
%rename(_character_kind_parse) wg_character_kind_parse;
wg_status wg_character_kind_parse(wg_character_kind *out, const char *name, wg_error *err);
%rename(_check_cause_parse) wg_check_cause_parse;
wg_status wg_check_cause_parse(wg_check_cause *out, const char *name, wg_error *err);
%rename(_stop_parse) wg_stop_parse;
wg_status wg_stop_parse(wg_stop *out, const char *name, wg_error *err);

#ifdef SWIGPYTHON
%rename(_morale_odds) wg_morale_odds_compute;
wg_status wg_morale_odds_compute(wg_morale_odds *struct_out, int modifier, wg_error *err);
#endif
%rename(_morale_check_roll) wg_morale_check_roll;
wg_status wg_morale_check_roll(wg_morale_check *struct_out, wg_rng *rng, int modifier,
                               wg_error *err);
/* _morale_check_judge(opponent, die1, die2, die3, modifier): dice from the table. */
%rename(_morale_check_judge) wgb_morale_check_judge;
wg_status wgb_morale_check_judge(wg_morale_check *struct_out, int opponent, int die1, int die2,
                                 int die3, int modifier, wg_error *err);
%rename(_morale_simulate) wg_morale_simulate;
wg_status wg_morale_simulate(unsigned long long *counts_out, wg_rng *rng, int modifier,
                             unsigned long long checks, wg_error *err);
/* The library's JSON of a check, as the language's values. */
%rename(_morale_check_to_dict) wg_morale_check_to_json;
wg_status wg_morale_check_to_json(char **doc_out, const wg_morale_check *check,
                                  wg_error *err);
%rename(_morale_odds_doc) wgb_morale_odds_doc;
wg_status wgb_morale_odds_doc(char **doc_out, int modifier, wg_error *err);

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
%rename(command_points) wg_battle::command_points_of;
%rename(shooting_orders) wg_battle::shooting_orders_of;
%rename(hospital) wg_battle::hospital_of;
%extend wg_battle {
    size_t battalion_count();
    size_t character_count();
    size_t boat_count();
    size_t terrain_count();
    size_t pending_count();
    int turn();
    void next_turn();
    /** add_battalion(name, army, warriors, speed, ranks, shooter, giant, x, y, width,
     *  depth, facing): the new battalion's index. */
    wg_status add_battalion_spec(size_t *index_out, const char *name, int army, int warriors,
                                 int speed, int ranks, bool shooter, bool giant, double x,
                                 double y, double width, double depth, double facing,
                                 wg_error *err) {
        wg_battalion_spec s = {name, army, warriors, speed, ranks, shooter, giant,
                               {x, y, width, depth, facing}};
        return wg_battle_add_battalion(index_out, $self, &s, err);
    }
    /** add_terrain(xy, count): a convex polygon, the points flat: x0, y0, x1, y1, ... */
    wg_status add_terrain(const double *xy, size_t count, wg_error *err);
    /** attach(battalion, kind, name): the character's index; kind by name. */
    wg_status attach_character(size_t *index_out, size_t battalion, const char *kind,
                               const char *name, wg_error *err) {
        wg_character_kind k;
        wg_status st = wg_character_kind_parse(&k, kind, err);
        return st == WG_OK ? wg_battle_attach(index_out, $self, battalion, k, name, err) : st;
    }
    wg_status character_of(wg_character_state *borrowed_out, size_t index, wg_error *err) {
        return wg_battle_character_at(borrowed_out, $self, index, err);
    }
    wg_status morale_modifier_of(int *int_out, size_t battalion, wg_error *err) {
        return wg_battle_morale_modifier(int_out, $self, battalion, err);
    }
    wg_status damage_by(wg_damage *struct_out, size_t battalion, int damage, wg_error *err) {
        return wg_battle_damage(struct_out, $self, battalion, damage, err);
    }
    wg_status attack_wounded_by(wg_damage *struct_out, size_t battalion, int damage,
                                wg_error *err) {
        return wg_battle_attack_wounded(struct_out, $self, battalion, damage, err);
    }
    wg_status kill_character(size_t character, wg_error *err);
    /** pending_at(index): the battalion and the cause by number. */
    wg_status pending_of(size_t *index_out, int *int_out, size_t index, wg_error *err) {
        wg_check_cause cause = WG_CAUSE_HALF_LOST;
        wg_status st = wg_battle_pending_at(index_out, &cause, $self, index, err);
        *int_out = (int)cause;
        return st;
    }
    /** check_roll(battalion, rng, extra): the check, and the retreat (its fields
     *  meaningful only when the result is "retreat"). */
    wg_status check_roll_on(wg_morale_check *struct_out, wg_retreat *retreat_out,
                            size_t battalion, wg_rng *rng, int extra, wg_error *err) {
        return wg_battle_check_roll(struct_out, retreat_out, $self, battalion, rng, extra, err);
    }
    /** check_judge(battalion, opponent, die1, die2, die3, extra): the same with table dice. */
    wg_status check_judge_on(wg_morale_check *struct_out, wg_retreat *retreat_out,
                             size_t battalion, int opponent, int die1, int die2, int die3,
                             int extra, wg_error *err) {
        const int dice[3] = {die1, die2, die3};
        return wg_battle_check_judge(struct_out, retreat_out, $self, battalion, opponent, dice,
                                     extra, err);
    }
    wg_status retreat_from(wg_retreat *struct_out, size_t battalion, wg_error *err) {
        return wg_battle_retreat(struct_out, $self, battalion, err);
    }
    wg_status command_points_of(int *int_out, int army, wg_error *err) {
        return wg_battle_command_points(int_out, $self, army, err);
    }
    wg_status set_command_points(int army, int points, wg_error *err);
    /** rally(battalion, x, y, width, depth, facing) (B6). */
    wg_status rally_at(size_t battalion, double x, double y, double width, double depth,
                       double facing, wg_error *err) {
        wg_base b = {x, y, width, depth, facing};
        return wg_battle_rally($self, battalion, &b, err);
    }
    wg_status give_order(size_t battalion, const char *order, wg_error *err);
    /** order_count(battalion): how many orders it holds (WG_EINVAL for no battalion). */
    wg_status order_count_of(int *int_out, size_t battalion, wg_error *err) {
        wg_battalion_state st;
        wg_status status = wg_battle_battalion_at(&st, $self, battalion, err);
        if (status == WG_OK)
            *int_out = (int)wg_battle_order_count($self, battalion);
        return status;
    }
    /** order_at(battalion, index): the order's text, or None / nil. */
    const char *order_at(size_t battalion, size_t index);
    wg_status roll_shooting(int *int_out, int army, wg_rng *rng, wg_error *err) {
        return wg_battle_roll_shooting_orders(int_out, $self, army, rng, err);
    }
    wg_status set_shooting(int *int_out, int army, const int *dice, size_t dice_count,
                           wg_error *err) {
        return wg_battle_set_shooting_orders(int_out, $self, army, dice, dice_count, err);
    }
    wg_status shooting_orders_of(int *int_out, int army, wg_error *err) {
        return wg_battle_shooting_orders(int_out, $self, army, err);
    }
    wg_status speed_of(int *int_out, size_t battalion, wg_error *err) {
        return wg_battle_speed(int_out, $self, battalion, err);
    }
    wg_status ladder_speed_of(int *int_out, size_t battalion, wg_error *err) {
        return wg_battle_ladder_speed(int_out, $self, battalion, err);
    }
    wg_status add_boat_of(size_t *index_out, int capacity, int speed, wg_error *err) {
        return wg_battle_add_boat(index_out, $self, capacity, speed, err);
    }
    wg_status load(size_t boat, size_t battalion, wg_error *err);
    wg_status unload(size_t boat, wg_error *err);
    /** boat_cargo(boat): the battalion aboard, or NONE (None / nil in the layers). */
    wg_status cargo(size_t *cargo_out, size_t boat, wg_error *err) {
        return wg_battle_boat_cargo(cargo_out, $self, boat, err);
    }
    wg_status battalion_of(wg_battalion_state *borrowed_out, size_t battalion,
                           wg_error *err) {
        return wg_battle_battalion_at(borrowed_out, $self, battalion, err);
    }
    wg_status hospital_of(bool *bool_out, int army, wg_error *err) {
        return wg_battle_hospital(bool_out, $self, army, err);
    }
    wg_status set_hospital(int army, bool hospital, wg_error *err);
}


/* ---- the Lua layer ------------------------------------------------------ */

#ifdef SWIGLUA
%luacode %{
-- The morale module in Lua style (rules B1-B12): wargen.morale_odds,
-- wargen.morale_check, wargen.morale_judge, wargen.morale_simulate and
-- wargen.Battle. Failures return nil, message, code; programming errors
-- (wrong types, fractions, unknown keys) raise. Battalions, characters and
-- boats count from 1, in arguments, messages and everything read back;
-- armies are 0 and 1, as in C and Python. The rules are checked in C only.
do
local floor, unpack = math.floor, unpack or table.unpack

local function num(v)
    return string.format("%.0f", v)
end

-- The index v of a noun ("battalion", ...) from 1 to count; nil, message,
-- EINVAL out of range, in the caller's numbering (C's messages count from 0).
local function index(v, noun, count, what)
    if type(v) ~= "number" or v ~= floor(v) then
        error(what .. ": the " .. noun .. ": expected an index (a whole number from 1), got "
              .. tostring(v), 4)
    end
    if v < 1 or v > count then
        return nil, what .. ": no " .. noun .. " " .. num(v) .. " (the battle has " .. count
                    .. ")", wargen.EINVAL
    end
    return v
end

local BASE_KEYS = { x = 1, y = 2, width = 3, depth = 4, facing = 5 }

-- A base {x=, y=, width=, depth=, facing=} (facing 0 by default) or
-- {x, y, width, depth[, facing]}: its five numbers.
local function base(b, what)
    checked_type(b, "table", what, 4)
    for k in pairs(b) do
        if BASE_KEYS[k] == nil and not (type(k) == "number" and k >= 1 and k <= 5) then
            error(what .. ": unknown key " .. tostring(k), 3)
        end
    end
    local v = {}
    for k, i in pairs(BASE_KEYS) do
        local x = b[k]
        if x == nil then x = b[i] end
        if x == nil and k == "facing" then x = 0 end
        v[i] = checked_type(x, "number", what .. ": " .. k, 4)
    end
    return v
end

-- values as a C array of a carrays class (never empty, so never NULL).
local function array(class, values)
    local a = class(math.max(#values, 1))
    for i, v in ipairs(values) do a[i - 1] = v end
    return a
end

-- Append v (a checked value, or nil with the message and code of why not).
local function add(out, v, msg, code)
    out[#out + 1] = v
    return v ~= nil, msg, code
end

-- The kinds of arguments of the Battle methods: each checks the value v and
-- appends what C takes to out; false, message, code for a value C cannot
-- take. b, c, t: a battalion, character, boat; i: a whole number; e: one
-- that is 0 by default; s: a string; r: an Rng; h: a boolean, true by
-- default; d: three dice {a, b, c}; B: a base; l: whole numbers {...} and
-- p: points {{x, y}, ...} (or {x=, y=}), each as a C array and its count.
local ARG = {
    b = function(out, v, what, h)
        return add(out, index(v, "battalion", h:battalion_count(), what))
    end,
    c = function(out, v, what, h)
        return add(out, index(v, "character", h:character_count(), what))
    end,
    t = function(out, v, what, h) return add(out, index(v, "boat", h:boat_count(), what)) end,
    i = function(out, v, what) return add(out, checked_int(v, what, 4)) end,
    e = function(out, v, what) return add(out, checked_int(v or 0, what, 4)) end,
    s = function(out, v, what) return add(out, checked_type(v, "string", what, 4)) end,
    r = function(out, v, what)
        return add(out, checked_type(v, "userdata", what .. ": the Rng", 4))
    end,
    h = function(out, v) return add(out, v == nil or not not v) end,
    d = function(out, v, what)
        checked_type(v, "table", what, 4)
        if #v ~= 3 then
            return false, what .. ": the player rolls three dice (B2), not " .. #v, wargen.EINVAL
        end
        for i = 1, 3 do
            local ok, msg, code = add(out, checked_int(v[i], what, 4))
            if not ok then return false, msg, code end
        end
        return true
    end,
    B = function(out, v, what)
        for _, x in ipairs(base(v, what)) do out[#out + 1] = x end
        return true
    end,
    l = function(out, v, what)
        local list = {}
        for _, x in ipairs(checked_type(v, "table", what, 4)) do
            local ok, msg, code = add(list, checked_int(x, what, 4))
            if not ok then return false, msg, code end
        end
        add(out, array(wargen._Ints, list))
        return add(out, #list)
    end,
    p = function(out, v, what)
        local xy = {}
        for i, p in ipairs(checked_type(v, "table", what, 4)) do
            checked_type(p, "table", what .. ": point " .. i, 4)
            xy[2 * i - 1] = checked_type(p.x or p[1], "number", what .. ": point " .. i .. " x", 4)
            xy[2 * i] = checked_type(p.y or p[2], "number", what .. ": point " .. i .. " y", 4)
        end
        add(out, array(wargen._Doubles, xy))
        return add(out, #xy / 2)
    end,
}

local Battle = {}
Battle.__index = Battle

local function is_battle(b, what)
    if getmetatable(b) ~= Battle then
        error(what .. ": expected a wargen.Battle (call methods as b:" .. what .. "(...))", 3)
    end
    return b._h
end

-- The arguments args of what, checked by kinds (see ARG) against the
-- battle handle h: what C takes, as a list; or nil, message, code.
local function checked(kinds, args, what, h)
    local out = {}
    for k = 1, #kinds do
        local ok, msg, code = ARG[kinds:sub(k, k)](out, args[k], what, h)
        if not ok then return nil, msg, code end
    end
    return out
end

local function same(...) return ... end

-- Battle[name](self, ...): its arguments checked by kinds, then the
-- handle's method c_name (name by default), its results through post.
local function method(name, kinds, c_name, post)
    Battle[name] = function(self, ...)
        local h = is_battle(self, name)
        local out, msg, code = checked(kinds, { ... }, name, h)
        if out == nil then return nil, msg, code end
        return (post or same)(h[c_name or name](h, unpack(out, 1, #out)))
    end
end

-- A check's retreat means something only when the result is a retreat.
local function check_result(c, r, ...)
    if c == nil then return nil, r, ... end
    return c, c.result == "retreat" and r or nil
end

local function list(count, at)
    local l = {}
    for k = 1, count do l[k] = at(k) end
    return l
end

wargen.MORALE_RESULTS = enum_names(wargen._morale_result_name)
wargen.CHARACTER_KINDS = enum_names(wargen._character_kind_name)
wargen.CHECK_CAUSES = enum_names(wargen._check_cause_name)
wargen.STOPS = enum_names(wargen._stop_name)
wargen.WOUNDED_ORDERS = { wargen.ORDER_RECOVERY, wargen.ORDER_TO_THE_DOCTOR, wargen.ORDER_MERCY }

---- checks and odds (B2-B5) --------------------------------------------------

-- Module functions with checked arguments (kinds as ARG's).
local function fn(name, kinds, f)
    wargen[name] = function(...)
        local out, msg, code = checked(kinds, { ... }, name)
        if out == nil then return nil, msg, code end
        return f(unpack(out, 1, #out))
    end
end

-- wargen.morale_odds(modifier): the exact odds (B5) as the library's
-- document (`wargen morale --odds --json`): {modifier = m, denominator =
-- 1296, failures = {n0, n1, n2, n3}}, the numbers of the outcomes with 0,
-- 1, 2, 3 failures; {441, 315, 315, 225} for 0 (the default).
fn("morale_odds", "e", wargen._morale_odds_doc)
-- wargen.morale_check(rng, modifier): a check rolled with rng, the same as
-- C and Python for the same seed: {opponent, dice = {a, b, c}, modifier,
-- failures, result} (B2-B4).
fn("morale_check", "re", wargen._morale_check_roll)
-- wargen.morale_judge(opponent, {a, b, c}, modifier): dice rolled on the table.
fn("morale_judge", "ide", wargen._morale_check_judge)

-- wargen.morale_simulate(rng, modifier, checks): roll checks checks and
-- count them by failures: {n0, n1, n2, n3}.
function wargen.morale_simulate(rng, modifier, checks)
    local m, msg, code = checked_int(modifier or 0, "morale_simulate: modifier", 4)
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

-- Battle.new() (or wargen.Battle()): an empty battle at turn 0, the
-- preparation before the game.
function Battle.new()
    local h, msg, code = wargen._battle_new()
    if h == nil then return nil, msg, code end
    return setmetatable({ _h = h }, Battle)
end
setmetatable(Battle, { __call = function() return Battle.new() end })

local BATTALION_KEYS = { name = "s", army = "i", warriors = "i", speed = "i", ranks = "i",
                         shooter = "h", giant = "h", base = "B" }
local BATTALION_ORDER = { "name", "army", "warriors", "speed", "ranks", "shooter", "giant",
                          "base" }

-- b:add_battalion{name=, army=, warriors=, speed=, ranks=, shooter=, giant=,
-- base={x=, y=, width=, depth=, facing=}}: ranks 1 by default (B10),
-- shooter (B7) and giant (B8) false. Returns its index (from 1), or nil,
-- message, code.
function Battle:add_battalion(spec)
    local h = is_battle(self, "add_battalion")
    checked_type(spec, "table", "add_battalion", 4)
    for k in pairs(spec) do
        if not BATTALION_KEYS[k] then error("add_battalion: unknown key " .. tostring(k), 2) end
    end
    local out, defaults = {}, { ranks = 1, shooter = false, giant = false }
    for _, k in ipairs(BATTALION_ORDER) do
        local v = spec[k]
        if v == nil then v = defaults[k] end
        local ok, msg, code = ARG[BATTALION_KEYS[k]](out, v, "add_battalion: " .. k)
        if not ok then return nil, msg, code end
    end
    return h:add_battalion(unpack(out, 1, #out))
end

method("battalion_count", "")
method("battalion", "b")
method("add_terrain", "p")
method("terrain_count", "")
method("turn", "")
method("character_count", "")
method("attach", "bss")
method("character", "c")
method("morale_modifier", "b")
method("damage", "bi")
method("attack_wounded", "bi")
method("kill_character", "c")
method("pending_count", "")
method("check", "bre", "check_roll", check_result)
method("check_judge", "bide", "check_judge", check_result)
method("retreat", "b")
method("command_points", "i")
method("set_command_points", "ii")
method("rally", "bB")
method("give_order", "bs")
method("roll_shooting_orders", "ir")
method("set_shooting_orders", "il")
method("shooting_orders", "i")
method("speed", "b")
method("ladder_speed", "b")
method("add_boat", "ii")
method("load", "tb")
method("unload", "t")
method("boat_cargo", "t")
method("hospital", "i")
method("set_hospital", "ih")

-- b:next_turn(): start the next turn; returns its number.
function Battle:next_turn()
    local h = is_battle(self, "next_turn")
    h:next_turn()
    return h:turn()
end

-- b:battalions(), b:characters(): every one's state, in the order added.
function Battle:battalions()
    local h = is_battle(self, "battalions")
    return list(h:battalion_count(), function(k) return h:battalion(k) end)
end
function Battle:characters()
    local h = is_battle(self, "characters")
    return list(h:character_count(), function(k) return h:character(k) end)
end

-- b:pending(): the queued checks in order: {{battalion =, cause =}, ...}.
function Battle:pending()
    local h = is_battle(self, "pending")
    return list(h:pending_count(), function(k)
        local b, cause = h:pending_at(k)
        return { battalion = b, cause = wargen._check_cause_name(cause) }
    end)
end

-- b:orders(battalion): its orders, in the order given.
function Battle:orders(i)
    local h = is_battle(self, "orders")
    local n, msg, code = Battle.order_count(self, i)
    if n == nil then return nil, msg, code end
    return list(n, function(k) return h:order_at(i, k) end)
end
method("order_count", "b")

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
