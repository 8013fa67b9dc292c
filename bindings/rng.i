/* rng module: wargen.Rng (seeded dice) and wargen.Roll (a dice pool). */

/* rng.roll(count): count dice as a list / a sequence table, as is a pool's
 * dice (wg_roll_dice). count (arg2) sizes dice_out once converted. */
%typemap(in, numinputs=0) int *dice_out "$1 = NULL;"
%typemap(check) int *dice_out {
    if (arg2 >= 1 && arg2 <= WG_DICE_MAX && ($1 = malloc(arg2 * sizeof(int))) == NULL)
        SWIG_exception(SWIG_MemoryError, "out of memory");
}
%typemap(freearg) int *dice_out "free($1);"
#ifdef SWIGPYTHON
%{
/* The n dice at dice as a new list (NULL and a Python error on failure). */
static PyObject *wgb_py_dice(const int *dice, size_t n)
{
    PyObject *list = PyList_New((Py_ssize_t)n);
    for (size_t i = 0; list && i < n; i++)
        PyList_SET_ITEM(list, (Py_ssize_t)i, PyLong_FromLong(dice[i]));
    return list;
}
%}
%typemap(argout) int *dice_out {
    PyObject *list = result == WG_OK ? wgb_py_dice($1, arg2) : NULL;
    if (result == WG_OK && list == NULL)
        SWIG_fail;
    if (list)
        $result = SWIG_Python_AppendOutput($result, list);
}
%typemap(out) const int *dice
    "if (($result = wgb_py_dice($1, wg_roll_die_count(arg1))) == NULL) SWIG_fail;"
#endif
#ifdef SWIGLUA
%{
/* Push the n dice at dice as a sequence table. */
static void wgb_lua_dice(lua_State *L, const int *dice, size_t n)
{
    lua_createtable(L, (int)n, 0);
    for (size_t i = 0; i < n; i++) {
        lua_pushinteger(L, dice[i]);
        lua_rawseti(L, -2, (int)i + 1);
    }
}
%}
%typemap(argout) int *dice_out "if (result == WG_OK) { wgb_lua_dice(L, $1, arg2); SWIG_arg++; }"
%typemap(out) const int *dice "wgb_lua_dice(L, $1, wg_roll_die_count(arg1)); SWIG_arg++;"
#endif

/* Declared after the typemaps: SWIG applies to a class's methods the
 * typemaps in force where the class is declared. */
WG_OUT_HANDLE(wg_rng)
WG_OUT_CHILD(wg_roll)
%feature("docstring") wg_rng "Rng(seed): seeded dice, the same numbers as the C library and
the Lua module give for the same seed (seed 0 to 2**64 - 1).";
%feature("docstring") wg_roll "A pool of dice from Rng.pool(count), re-rolled with its Rng.";
WG_HANDLE(wg_rng, Rng)
WG_HANDLE(wg_roll, Roll)

%rename(count) wg_roll::die_count;
#ifdef SWIGPYTHON
%rename(_dice) wg_roll::dice;   /* the property dice */
#endif
%rename(die) wg_roll::die_at;
%rename(set_state) wg_rng::set_state_text;
%newobject wg_rng::state_;

%extend wg_rng {
    /** Rng(seed): a generator seeded with seed (0 to 2**64 - 1). */
    wg_rng(uint64_t seed, wg_error *nullerr) {
        wg_rng *rng = NULL;
        wg_rng_new(&rng, seed, nullerr);
        return rng;
    }
    /** An independent generator in the same state. */
    wg_status copy_(wg_rng **out, wg_error *err) { return wg_rng_copy(out, $self, err); }
    /** Restart the stream as if created with seed. */
    void seed(uint64_t seed);
    /** One D6, 1 to 6. */
    int d6();
    /** A D66 (rule G2): tens die then units die, 11 to 66. */
    int d66();
    /** The next raw 64-bit output. */
    uint64_t next();
    /** A uniform integer in [0, bound), unbiased. */
    uint64_t below(uint64_t bound);
    /** roll(count): count D6 (1 to DICE_MAX), in order, as a list. */
    wg_status roll_(size_t count, int *dice_out, wg_error *err) {
        return wg_rng_roll(dice_out, count, $self, err);
    }
    /** pool(count): count D6 as a pool that can be re-rolled; it keeps this generator alive. */
    wg_status pool_(wg_roll **out, size_t count, wg_error *err) {
        return wg_roll_new(out, $self, count, err);
    }
    /** state(): the state as 64 hexadecimal digits, to restore with set_state(). */
    char *state_() {
        char *text = malloc(WG_RNG_STATE_TEXT_SIZE);
        if (text)
            wg_rng_state_text(text, $self);
        return text;
    }
    /** set_state(state): continue the stream from a state returned by state(). */
    wg_status set_state_text(const char *state, wg_error *err);
#ifdef SWIGPYTHON
    %pythoncode %{
    __copy__ = copy

    def __reduce__(self):
        """Pickled as its state: the copy goes on with the same stream."""
        return (_rng_from_state, (self.state(),))

    def __repr__(self):
        return f"<wargen.Rng state={self.state()}>"
    %}
#endif
}
#ifdef SWIGPYTHON
%pythoncode %{
def _rng_from_state(state):
    """An Rng going on from state (Rng.state()): how a pickled Rng comes back."""
    rng = Rng(0)
    rng.set_state(state)
    return rng
%}
#endif

%extend wg_roll {
    /** The dice, in pool order. */
    const int *dice();
    /** Number of dice in the pool. */
    size_t die_count();
    /** The die at index (0-based in Python, 1-based in Lua); 0 when out of range. */
    int die_at(size_t index);
    /** Sum of the dice. */
    long sum();
    /** How many dice show target or more. */
    size_t count_at_least(int target);
    /** Whether the die at index has been re-rolled. */
    bool rerolled(size_t index);
    /** Re-roll the die at index; a die is never re-rolled twice. */
    wg_status reroll(size_t index, wg_error *err);
    /** Re-roll every die below target not re-rolled yet; returns how many. */
    size_t reroll_below(int target);
    /** to_json(seed, index): the pool as `wargen roll --json` prints it, for the
     *  seed its generator started from and its place in the stream (from 1). */
    wg_status to_json_(char **json_out, uint64_t seed, uint64_t index, wg_error *err) {
        return wg_roll_to_json(json_out, $self, seed, index, err);
    }
#ifdef SWIGPYTHON
    %pythoncode %{
    dice = property(_dice, doc="The dice as a list, in pool order.")

    rng = property(lambda self: self._parent, doc="The generator this pool re-rolls with.")
    __len__ = count

    def __getitem__(self, index):
        return self.dice[index]

    def __iter__(self):
        return iter(self.dice)

    def __repr__(self):
        return f"<wargen.Roll {self.dice}>"
    %}
#endif
}
