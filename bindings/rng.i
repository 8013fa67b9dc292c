/* rng module: wargen.Rng (seeded dice) and wargen.Roll (a dice pool). */

/* generic: candidate for wargen.i */
/* wgb_columns *columns_out: a batch's results as columns (Rng.dice,
 * armies(count=N), morale_checks). A wrapper names each column and its C
 * type ('i' int, 'b' int8_t, '?' bool: the codes of Python's struct
 * module), has the language's half allocate them (wgb_columns_alloc), and
 * the library function writes the columns there, once. Python gets a dict
 * of NumPy arrays, or of array.array columns without NumPy; Lua a table of
 * sequences (1-based) by column name. The wrapper frees what it allocated.
 *
 * The argument it takes is out: nil/None for new columns, or the columns an
 * earlier call of the same count returned, written again in place (fresh
 * memory costs a page fault per 4 KiB when first written, more than the
 * batch itself on some machines). The language's half checks them before
 * anything is drawn. */
%{
#define WGB_COLUMNS_MAX 8
typedef struct wgb_columns {
    int count;                         /* columns declared */
    size_t n;                          /* items in each column */
    const char *name[WGB_COLUMNS_MAX];
    char type[WGB_COLUMNS_MAX];
    void *data[WGB_COLUMNS_MAX];       /* NULL until allocated */
    void *owner;                       /* what the language's half allocated them in */
    void *reuse;                       /* out: the language's columns to write again */
} wgb_columns;

static size_t wgb_type_size(char type)
{
    return type == 'i' ? sizeof(int) : type == '?' ? sizeof(bool) : sizeof(int8_t);
}

/* Declare a column of c->n items after the others (at most WGB_COLUMNS_MAX). */
static void wgb_column(wgb_columns *c, const char *name, char type)
{
    c->name[c->count] = name;
    c->type[c->count++] = type;
}

/* Column k's memory (NULL before wgb_columns_alloc, or after it failed). */
static void *wgb_column_data(const wgb_columns *c, int k)
{
    return c->data[k];
}

static const char *wgb_type_text(char type)
{
    return type == 'i' ? "int32" : type == '?' ? "bool" : "int8";
}

/* Refuse column k of out (WG_EINVAL): what it holds (a printf format and
 * its arguments), against what it must. */
static wg_status wgb_columns_refuse(wg_error *err, const wgb_columns *c, int k,
                                    const char *format, ...)
{
    char found[96];
    va_list ap;
    va_start(ap, format);
    vsnprintf(found, sizeof found, format, ap);
    va_end(ap);
    wg_error_clear(err);
    err->code = WG_EINVAL;
    snprintf(err->message, sizeof err->message,
             "out[\"%s\"] %s: it must hold %zu %s items, as the column of an earlier call "
             "of that count does", c->name[k], found, c->n, wgb_type_text(c->type[k]));
    return WG_EINVAL;
}

/* The language's half: allocate every declared column (c->data, c->owner),
 * or take c->reuse's (wgb_columns_refuse for one unfit); WG_OK, WG_EINVAL,
 * or WG_ENOMEM when out of memory. */
static wg_status wgb_columns_make(wgb_columns *c, wg_error *err);

/* Allocate the declared columns: WG_OK, WG_EINVAL for out, or WG_ENOMEM. A
 * wrapper calls it only for a count within the library's maximum, and
 * otherwise leaves the columns NULL for the library to refuse the count. */
static wg_status wgb_columns_alloc(wgb_columns *c, wg_error *err)
{
    wg_status st = wgb_columns_make(c, err);
    if (st == WG_ENOMEM) {
        wg_error_clear(err);
        err->code = WG_ENOMEM;
        snprintf(err->message, sizeof err->message, "out of memory for %d columns of %zu items",
                 c->count, c->n);
    }
    return st;
}
%}
%include "rng.swg"  /* the language's half: bindings/<language>/rng.swg */

/* rng.roll(count): count dice as a list / a sequence table, as is a pool's
 * dice (wg_roll_dice). count (arg2) sizes dice_out once converted. */
%typemap(in, numinputs=0) int *dice_out "$1 = NULL;"
%typemap(check) int *dice_out {
    if (arg2 >= 1 && arg2 <= WG_DICE_MAX && ($1 = malloc(arg2 * sizeof(int))) == NULL)
        SWIG_exception(SWIG_MemoryError, "out of memory");
}
%typemap(freearg) int *dice_out "free($1);"

/* Declared after the typemaps: SWIG applies to a class's methods the
 * typemaps in force where the class is declared. */
WG_OUT_HANDLE(wg_rng)
WG_OUT_CHILD(wg_roll)
WGB_LIMITS(size_t count, 1, WG_DICE_MAX)  /* roll, dice, pool (to the %clear below) */
WG_HANDLE(wg_rng, WGB_LAYERED(Rng))
WG_HANDLE(wg_roll, WGB_LAYERED(Roll))

%rename(count) wg_roll::die_count;
%rename(_dice) wg_rng::dice_;   /* dice(count): the column as an array (Python) or a table */
%rename(set_state) wg_rng::set_state_text;
%newobject wg_rng::state_;

/* Rng.stream(seed, stream), in the layers. */
%rename(_rng_new_stream) wg_rng_new_stream;
WGB_LIMITS(uint64_t stream, 0, WG_RNG_STREAM_MAX)
wg_status wg_rng_new_stream(wg_rng **out, uint64_t seed, uint64_t stream, wg_error *err);
%clear uint64_t stream;
%rename(seed) wg_rng::reseed;

%extend wg_rng {
    /** Rng(seed): a generator seeded with seed (0 to 2**64 - 1). */
    wg_rng(uint64_t seed, wg_error *nullerr) {
        wg_rng *rng = NULL;
        wg_rng_new(&rng, seed, nullerr);
        return rng;
    }
    /** An independent generator in the same state. */
    wg_status copy_(wg_rng **out, wg_error *err) { return wg_rng_copy(out, $self, err); }
    /** seed(seed): restart the stream as if created with seed. */
    void reseed(uint64_t seed);
    /** Advance by 2^128 draws: the next stream (Rng.stream). */
    void jump();
    /** Advance by 2^192 draws. */
    void long_jump();
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
    /** dice(count): count D6 (1 to DICE_MAX), in order, as one array (see
     *  wargen._util._columns): the batch form of roll(). */
    wg_status dice_(size_t count, wgb_columns *columns_out, wg_error *err) {
        columns_out->n = count;
        wgb_column(columns_out, "dice", 'i');
        wg_status st = count <= WG_DICE_MAX ? wgb_columns_alloc(columns_out, err) : WG_OK;
        return st ? st : wg_rng_roll(wgb_column_data(columns_out, 0), count, $self, err);
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
}
%clear size_t count;

/* die(index) and rerolled(index) read the two fields of wg_roll_die_at's
 * struct. */
WGB_INDEXED(wg_roll::die_, WGB_BELOW(arg3, "index", wg_roll_die_count(arg1)))
WGB_INDEXED(wg_roll::rerolled_, WGB_BELOW(arg3, "index", wg_roll_die_count(arg1)))
%extend wg_roll {
    /** The dice, in pool order. */
    const int *dice();
    /** Number of dice in the pool. */
    size_t die_count();
    /** The die at index (from 0), 1 to 6. */
    wg_status die_(int *int_out, size_t index, wg_error *err) {
        wg_die d;
        wg_status st = wg_roll_die_at(&d, $self, index, err);
        if (st == WG_OK)
            *int_out = d.value;
        return st;
    }
    /** Sum of the dice. */
    long sum();
    /** How many dice show target or more. */
    size_t count_at_least(int target);
    /** Whether the die at index has been re-rolled. */
    wg_status rerolled_(bool *bool_out, size_t index, wg_error *err) {
        wg_die d;
        wg_status st = wg_roll_die_at(&d, $self, index, err);
        if (st == WG_OK)
            *bool_out = d.rerolled;
        return st;
    }
    /** Re-roll the die at index; a die is never re-rolled twice. */
    wg_status reroll(size_t index, wg_error *err);
    /** Re-roll every die below target not re-rolled yet; returns how many. */
    size_t reroll_below(int target);
    /** to_json(seed, index): the pool as `wargen roll --json` prints it, for the
     *  seed its generator started from and its place in the stream (from 1). */
    wg_status to_json_(char **json_out, uint64_t seed, uint64_t index, wg_error *err) {
        return wg_roll_to_json(json_out, $self, seed, index, err);
    }
}

