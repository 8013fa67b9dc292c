/* mod module, building and changing model sets (M1-M4; mod.h): models,
 * characteristics and modifiers added in code with every argument check,
 * read back field by field, changed and removed. */
#include "test_mod_common.h"

/* An error about an argument: the code, no location, and the message when
 * one is given. */
static void expect_refusal(const wg_error *err, wg_status code, const char *message)
{
    if (message != NULL) {
        expect_arg_error(err, code, message);
        return;
    }
    if (err->code != code || err->line != 0 || err->file[0] != '\0' || err->path[0] != '\0' ||
        err->message[0] == '\0')
        fail_msg("got %s: \"%s\"; want %s", wg_status_str(err->code), err->message,
                 wg_status_str(code));
}

/* ---- ops ------------------------------------------------------------------------- */

/* M1: the ops' names, and "base" only in traces. */
static void test_op_names(void **state)
{
    (void)state;
    assert_string_equal(wg_mod_op_name(WG_MOD_OP_BASE), "base");
    assert_string_equal(wg_mod_op_name(WG_MOD_OP_SET), "set");
    assert_string_equal(wg_mod_op_name(WG_MOD_OP_USE), "use");
    assert_string_equal(wg_mod_op_name(WG_MOD_OP_MUL), "mul");
    assert_string_equal(wg_mod_op_name(WG_MOD_OP_ADD), "add");
    assert_null(wg_mod_op_name(WG_MOD_OP_COUNT));
    assert_null(wg_mod_op_name((wg_mod_op)-1));
    static const struct {
        const char *name;
        wg_mod_op op;
    } OPS[] = {{"set", WG_MOD_OP_SET}, {"use", WG_MOD_OP_USE}, {"mul", WG_MOD_OP_MUL},
               {"add", WG_MOD_OP_ADD}};
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        wg_mod_op op = WG_MOD_OP_BASE;
        wg_error err;
        assert_int_equal(wg_mod_op_parse(&op, OPS[i].name, &err), WG_OK);
        assert_int_equal(op, OPS[i].op);
    }
    static const char *const BAD[] = {"base", "Add", "", "sub", "add ", "multiply"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        wg_mod_op op = (wg_mod_op)77;
        wg_error err;
        assert_int_equal(wg_mod_op_parse(&op, BAD[i], &err), WG_EINVAL);
        assert_int_equal(op, 77);
        char want[100];
        snprintf(want, sizeof want, "unknown modifier op \"%s\" (expected set, use, mul or add)",
                 BAD[i]);
        expect_refusal(&err, WG_EINVAL, want);
    }
    wg_mod_op op = (wg_mod_op)77;
    wg_error err;
    assert_int_equal(wg_mod_op_parse(&op, NULL, &err), WG_EINVAL);
    assert_int_equal(op, 77);
    expect_refusal(&err, WG_EINVAL, "unknown modifier op \"\" (expected set, use, mul or add)");
    assert_int_equal(wg_mod_op_parse(NULL, "add", &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "wg_mod_op_parse: out is NULL");
    assert_int_equal(wg_mod_op_parse(&op, "nothing", NULL), WG_EINVAL);
}

/* ---- models and characteristics ---------------------------------------------------- */


/* M3, M1: the bound and rounding names are those of wargen-models/1 ("min",
 * "max", "round": "down"), each table ending at its COUNT. */
static void test_bound_and_rounding_names(void **state)
{
    (void)state;
    wg_error err;
    static const char *const BOUNDS[] = {"none", "min", "max"};
    static const char *const ROUNDS[] = {"up", "down"};
    assert_int_equal(WG_BOUND_COUNT, 3);
    assert_int_equal(WG_ROUNDING_COUNT, 2);
    for (int i = 0; i < WG_BOUND_COUNT; i++) {
        wg_bound b = (wg_bound)77;
        assert_string_equal(wg_bound_name((wg_bound)i), BOUNDS[i]);
        assert_int_equal(wg_bound_parse(&b, BOUNDS[i], &err), WG_OK);
        assert_int_equal(b, i);
    }
    for (int i = 0; i < WG_ROUNDING_COUNT; i++) {
        wg_rounding r = (wg_rounding)77;
        assert_string_equal(wg_rounding_name((wg_rounding)i), ROUNDS[i]);
        assert_int_equal(wg_rounding_parse(&r, ROUNDS[i], &err), WG_OK);
        assert_int_equal(r, i);
    }
    assert_null(wg_bound_name(WG_BOUND_COUNT));
    assert_null(wg_bound_name((wg_bound)-1));
    assert_null(wg_rounding_name(WG_ROUNDING_COUNT));
    assert_null(wg_rounding_name((wg_rounding)-1));
    wg_bound b = (wg_bound)77;
    assert_int_equal(wg_bound_parse(&b, "minimum", &err), WG_EINVAL);
    assert_int_equal(b, 77);
    expect_refusal(&err, WG_EINVAL, "unknown bound \"minimum\" (expected none, min or max)");
    wg_rounding r = (wg_rounding)77;
    assert_int_equal(wg_rounding_parse(&r, "sideways", &err), WG_EINVAL);
    assert_int_equal(r, 77);
    expect_refusal(&err, WG_EINVAL, "unknown rounding \"sideways\" (expected up or down)");
    assert_int_equal(wg_rounding_parse(&r, NULL, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "unknown rounding \"\" (expected up or down)");
    assert_int_equal(wg_bound_parse(NULL, "min", &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "wg_bound_parse: out is NULL");
    assert_int_equal(wg_rounding_parse(NULL, "up", &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "wg_rounding_parse: out is NULL");
}
/* Models: indexes in the order added, unique ids of 1 to 100 bytes, copied. */
static void test_add_model(void **state)
{
    (void)state;
    wg_models *m = new_models();
    assert_int_equal(wg_models_model_count(m), 0);
    assert_int_equal(wg_models_evaluations(m), 0);
    char id[] = "general";
    size_t at = 99;
    wg_error err;
    assert_int_equal(wg_models_add_model(&at, m, id, &err), WG_OK);
    assert_int_equal(at, 0);
    strcpy(id, "XXXXXXX"); /* copied */
    assert_int_equal(wg_models_add_model(NULL, m, "spearman", NULL), WG_OK);
    char id100[WG_MOD_NAME_MAX + 2];
    memset(id100, 'i', WG_MOD_NAME_MAX);
    id100[WG_MOD_NAME_MAX] = '\0';
    assert_int_equal(wg_models_add_model(&at, m, id100, NULL), WG_OK);
    assert_int_equal(at, 2);
    assert_int_equal(wg_models_add_model(&at, m, "General", NULL), WG_OK); /* case-sensitive */
    assert_int_equal(at, 3);
    assert_int_equal(wg_models_model_count(m), 4);
    assert_string_equal(wg_models_model_at(m, 0), "general");
    assert_string_equal(wg_models_model_at(m, 1), "spearman");
    assert_string_equal(wg_models_model_at(m, 2), id100);
    assert_string_equal(wg_models_model_at(m, 3), "General");
    assert_null(wg_models_model_at(m, 4));
    assert_null(wg_models_model_at(m, (size_t)-1));
    assert_null(wg_models_model_at(NULL, 0));
    size_t found = 99;
    assert_int_equal(wg_models_find_model(&found, m, "spearman", &err), WG_OK);
    assert_int_equal(found, 1);
    assert_int_equal(wg_models_find_model(&found, m, "General", NULL), WG_OK);
    assert_int_equal(found, 3);
    found = 99;
    assert_int_equal(wg_models_find_model(&found, m, "nobody", &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no model 'nobody'");
    assert_int_equal(found, 99);
    assert_int_equal(wg_models_find_model(&found, m, "GENERAL", &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no model 'GENERAL'");
    assert_int_equal(wg_models_find_model(&found, m, "", &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no model ''");
    assert_int_equal(found, 99);
    assert_int_equal(wg_models_find_model(&found, m, NULL, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "wg_models_find_model: id is NULL");
    assert_int_equal(wg_models_find_model(NULL, m, "general", &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "wg_models_find_model: index is NULL");
    assert_int_equal(wg_models_find_model(&found, NULL, "general", &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "wg_models_find_model: models is NULL");
    assert_int_equal(found, 99);

    /* refused: repeated, empty, too long, NULL; nothing changes */
    id100[WG_MOD_NAME_MAX] = 'i';
    id100[WG_MOD_NAME_MAX + 1] = '\0';
    static const char *const LENGTH = "a model id must be 1 to 100 bytes";
    const struct {
        const char *id, *message;
    } bad[] = {{"general", "model 'general' is already in the set"},
               {"spearman", "model 'spearman' is already in the set"},
               {"", LENGTH}, {id100, LENGTH}, {NULL, LENGTH}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        at = 77;
        assert_int_equal(wg_models_add_model(&at, m, bad[i].id, &err), WG_EINVAL);
        expect_refusal(&err, WG_EINVAL, bad[i].message);
        assert_int_equal(at, 77);
        assert_int_equal(wg_models_model_count(m), 4);
    }
    assert_int_equal(wg_models_add_model(&at, NULL, "x", &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(wg_models_model_count(NULL), 0);
    wg_models_free(m);
    wg_models_free(NULL);
    assert_int_equal(wg_models_new(NULL, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "out is NULL");
}

static void expect_stat(const wg_models *m, size_t model, size_t index, const char *name,
                        int base, int min, int max)
{
    wg_stat s = {NULL, -1, -1, -1};
    wg_error err;
    if (wg_models_stat_at(&s, m, model, index, &err) != WG_OK)
        fail_msg("stat_at(%zu, %zu): %s", model, index, err.message);
    assert_string_equal(s.name, name);
    assert_int_equal(s.base, base);
    assert_int_equal(s.min, min);
    assert_int_equal(s.max, max);
}

static void expect_stat_refused(wg_models *m, size_t model, const char *stat, int base, int min,
                                int max, wg_status code, const char *message)
{
    size_t before = wg_models_stat_count(m, model);
    wg_error err;
    wg_status st = wg_models_add_stat(m, model, stat, base, min, max, &err);
    if (st != code)
        fail_msg("add stat %s = %d (%d..%d): %s (%s), want %s", stat ? stat : "(null)", base, min,
                 max, wg_status_str(st), err.message, wg_status_str(code));
    expect_refusal(&err, code, message);
    assert_int_equal(wg_models_stat_count(m, model), before);
}

/* M4: characteristics with the default range 0..10 or their own; the base in
 * its range; names unique per model. */
static void test_add_stat(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t a = put_model(m, "a"), b = put_model(m, "b");
    char name[] = "Str";
    wg_error err;
    assert_int_equal(wg_models_add_stat(m, a, name, 8, WG_STAT_MIN, WG_STAT_MAX, &err), WG_OK);
    strcpy(name, "XXX"); /* copied */
    put_stat(m, a, "Dis", 0);
    put_stat(m, a, "Ini", 10);
    put_stat_range(m, a, "Att", 20, 0, 20);        /* a custom range (M4's decision) */
    put_stat_range(m, a, "Neg", -5, -10, -1);      /* a range of negatives only */
    put_stat_range(m, a, "One", 3, 3, 3);          /* a range of one value */
    put_stat_range(m, a, "Big", -WG_MOD_VALUE_MAX, -WG_MOD_VALUE_MAX, WG_MOD_VALUE_MAX);
    put_stat(m, b, "Str", 4);                      /* the same name on another model */
    char name100[WG_MOD_NAME_MAX + 2];
    memset(name100, 'n', WG_MOD_NAME_MAX);
    name100[WG_MOD_NAME_MAX] = '\0';
    put_stat(m, b, name100, 1);
    assert_int_equal(wg_models_stat_count(m, a), 7);
    assert_int_equal(wg_models_stat_count(m, b), 2);
    assert_int_equal(wg_models_stat_count(m, 2), 0);
    assert_int_equal(wg_models_stat_count(NULL, 0), 0);
    expect_stat(m, a, 0, "Str", 8, 0, 10);
    expect_stat(m, a, 1, "Dis", 0, 0, 10);
    expect_stat(m, a, 2, "Ini", 10, 0, 10);
    expect_stat(m, a, 3, "Att", 20, 0, 20);
    expect_stat(m, a, 4, "Neg", -5, -10, -1);
    expect_stat(m, a, 5, "One", 3, 3, 3);
    expect_stat(m, a, 6, "Big", -WG_MOD_VALUE_MAX, -WG_MOD_VALUE_MAX, WG_MOD_VALUE_MAX);
    expect_stat(m, b, 0, "Str", 4, 0, 10);
    expect_stat(m, b, 1, name100, 1, 0, 10);
    /* the values are the bases before any modifier */
    assert_int_equal(value_of(m, a, "Str"), 8);
    assert_int_equal(value_of(m, a, "Neg"), -5);

    /* stat_at past the end (of the characteristics or of the models):
     * WG_ENOTFOUND; a NULL argument: WG_EINVAL; out unchanged (field by field) */
    wg_stat s = {"unchanged", 1, 2, 3};
    assert_int_equal(wg_models_stat_at(&s, m, a, 7, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no characteristic 7: there are 7");
    assert_int_equal(wg_models_stat_at(&s, m, 2, 0, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no model 2: the set has 2");
    assert_int_equal(wg_models_stat_at(&s, m, WG_NONE, 0, NULL), WG_ENOTFOUND);
    assert_int_equal(wg_models_stat_at(&s, NULL, 0, 0, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(wg_models_stat_at(NULL, m, a, 0, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "out is NULL");
    assert_string_equal(s.name, "unchanged");
    assert_int_equal(s.base, 1);
    assert_int_equal(s.min, 2);
    assert_int_equal(s.max, 3);

    /* WG_ENOTFOUND: no such model */
    expect_stat_refused(m, 2, "Str", 1, 0, 10, WG_ENOTFOUND, "no model 2: the set has 2");
    expect_stat_refused(m, WG_NONE, "Str", 1, 0, 10, WG_ENOTFOUND,
                        "no model 18446744073709551615: the set has 2");
    /* WG_EINVAL: bad or repeated names */
    static const char *const NAME = "a characteristic name must be 1 to 100 bytes";
    expect_stat_refused(m, a, "Str", 1, 0, 10, WG_EINVAL,
                        "model 'a' already has characteristic 'Str'");
    expect_stat_refused(m, a, "Att", 1, 0, 10, WG_EINVAL,
                        "model 'a' already has characteristic 'Att'");
    expect_stat_refused(m, a, "", 1, 0, 10, WG_EINVAL, NAME);
    expect_stat_refused(m, a, NULL, 1, 0, 10, WG_EINVAL, NAME);
    name100[WG_MOD_NAME_MAX] = 'n';
    name100[WG_MOD_NAME_MAX + 1] = '\0';
    expect_stat_refused(m, a, name100, 1, 0, 10, WG_EINVAL, NAME);
    /* WG_ERANGE: min above max, the base outside the range, numbers beyond the limit */
    expect_stat_refused(m, a, "Ld", 5, 10, 0, WG_ERANGE, "a.Ld: the range's min 10 is above "
                        "its max 0 (M4)");
    expect_stat_refused(m, a, "Ld", 5, 6, 5, WG_ERANGE, "a.Ld: the range's min 6 is above "
                        "its max 5 (M4)");
    expect_stat_refused(m, a, "Ld", 11, 0, 10, WG_ERANGE,
                        "a.Ld: the base value 11 is outside its range 0..10 (M4)");
    expect_stat_refused(m, a, "Ld", -1, 0, 10, WG_ERANGE,
                        "a.Ld: the base value -1 is outside its range 0..10 (M4)");
    expect_stat_refused(m, a, "Ld", 21, 0, 20, WG_ERANGE,
                        "a.Ld: the base value 21 is outside its range 0..20 (M4)");
    expect_stat_refused(m, a, "Ld", 0, -10, -1, WG_ERANGE,
                        "a.Ld: the base value 0 is outside its range -10..-1 (M4)");
    expect_stat_refused(m, a, "Ld", 0, -WG_MOD_VALUE_MAX - 1, 0, WG_ERANGE, "a.Ld: the range "
                        "-1000001..0 goes beyond -1000000..1000000 (M4)");
    expect_stat_refused(m, a, "Ld", 0, 0, WG_MOD_VALUE_MAX + 1, WG_ERANGE, "a.Ld: the range "
                        "0..1000001 goes beyond -1000000..1000000 (M4)");
    expect_stat_refused(m, a, "Ld", 0, INT_MIN, INT_MAX, WG_ERANGE, "a.Ld: the range "
                        "-2147483648..2147483647 goes beyond -1000000..1000000 (M4)");
    expect_stat_refused(m, a, "Ld", INT_MAX, 0, INT_MAX, WG_ERANGE, "a.Ld: the range "
                        "0..2147483647 goes beyond -1000000..1000000 (M4)");
    assert_int_equal(wg_models_add_stat(NULL, 0, "Ld", 1, 0, 10, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(wg_models_stat_count(m, a), 7);
    assert_int_equal(wg_models_stat_count(m, b), 2);
    /* refusals left the set usable */
    put_stat(m, a, "Ld", 7);
    expect_stat(m, a, 7, "Ld", 7, 0, 10);
    wg_models_free(m);
}

/* ---- modifiers ----------------------------------------------------------------------- */

/* A set for the modifier tests: general (Dis 8, Ld 9), spearman (Str 8, Dis 7,
 * Att 7 in 0..20, Neg -5 in -10..10). */
static wg_models *two_models(size_t *general, size_t *spearman)
{
    wg_models *m = new_models();
    *general = put_model(m, "general");
    *spearman = put_model(m, "spearman");
    put_stat(m, *general, "Dis", 8);
    put_stat(m, *general, "Ld", 9);
    put_stat(m, *spearman, "Str", 8);
    put_stat(m, *spearman, "Dis", 7);
    put_stat_range(m, *spearman, "Att", 7, 0, 20);
    put_stat_range(m, *spearman, "Neg", -5, -10, 10);
    return m;
}

/* M1, M3: modifiers of every op are kept in the order added, read back field
 * by field with their ids; ids are distinct and the strings are copied. */
static void test_add_modifier(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    char stat[] = "Str", label[] = "banner", model[] = "general", from[] = "Ld";
    wg_modifier want[8];
    size_t ids[8];
    want[0] = m_src((wg_modifier){.stat = stat, .op = WG_MOD_OP_ADD, .value = 3}, label);
    want[1] = m_add("Str", -5);
    want[2] = m_use("Dis", model, NULL);
    want[3] = m_use("Dis", model, from);
    want[4] = m_set("Att", 3);
    want[5] = m_mul("Att", 1, 2, WG_ROUNDING_DOWN);
    want[6] = m_min(m_add("Str", -1), 1);
    want[7] = m_max(m_mul("Att", 3, 2, WG_ROUNDING_UP), 12);
    wg_error err;
    for (size_t i = 0; i < 8; i++) {
        ids[i] = (size_t)-1;
        assert_int_equal(wg_models_add_modifier(&ids[i], m, s, &want[i], &err), WG_OK);
    }
    /* copied: the caller's strings may change */
    strcpy(stat, "XXX");
    strcpy(label, "XXXXXX");
    strcpy(model, "XXXXXXX");
    strcpy(from, "XX");
    want[0].stat = "Str";
    want[0].source = "banner";
    want[2].model = want[3].model = "general";
    want[3].from = "Ld";
    for (size_t i = 0; i < 8; i++)
        for (size_t k = 0; k < i; k++)
            assert_int_not_equal(ids[i], ids[k]);
    /* the base step of a trace has id 0, so no modifier has it */
    for (size_t i = 0; i < 8; i++)
        assert_int_not_equal(ids[i], 0);
    expect_mods(m, s, want, ids, 8);
    assert_int_equal(wg_models_modifier_count(m, g), 0);
    /* on the other model, its ids go on (ids belong to the set) */
    size_t gid = put_mod(m, g, m_add("Dis", 1));
    for (size_t i = 0; i < 8; i++)
        assert_int_not_equal(gid, ids[i]);
    assert_int_equal(wg_models_modifier_count(m, g), 1);
    /* the id may be left out */
    assert_int_equal(wg_models_add_modifier(NULL, m, g, &want[1], NULL), WG_ENOTFOUND);
    wg_modifier ld = m_add("Ld", -1);
    assert_int_equal(wg_models_add_modifier(NULL, m, g, &ld, NULL), WG_OK);
    assert_int_equal(wg_models_modifier_count(m, g), 2);

    /* modifier_at past the end (of the model's modifiers or of the models):
     * WG_ENOTFOUND; a NULL argument: WG_EINVAL; out unchanged either way */
    wg_models_modifier out = {m_add("unchanged", 42), 77};
    assert_int_equal(wg_models_modifier_at(&out, m, s, 8, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no modifier 8: there are 8");
    assert_int_equal(wg_models_modifier_at(&out, m, 2, 0, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no model 2: the set has 2");
    assert_int_equal(wg_models_modifier_at(&out, m, g, 2, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no modifier 2: there are 2");
    assert_int_equal(wg_models_modifier_at(&out, NULL, 0, 0, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(wg_models_modifier_at(NULL, m, s, 0, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "out is NULL");
    assert_int_equal(out.id, 77);
    wg_modifier unchanged = m_add("unchanged", 42);
    expect_mod(&out.modifier, &unchanged);
    /* the modifier and its id */
    assert_int_equal(wg_models_modifier_at(&out, m, s, 1, &err), WG_OK);
    expect_mod(&out.modifier, &want[1]);
    assert_int_equal(out.id, ids[1]);
    assert_int_equal(wg_models_modifier_count(m, 2), 0);
    assert_int_equal(wg_models_modifier_count(NULL, 0), 0);
    wg_models_free(m);
}

static void expect_mod_refused(wg_models *m, size_t model, wg_modifier mod, wg_status code,
                               const char *message);

/* M1, M3: a field the op does not take is refused, by add and change alike,
 * naming it; only a limit without a bound is ignored (mod.h). */
static void test_unused_fields(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    size_t id = put_mod(m, s, m_add("Str", 1));
    wg_modifier add = m_add("Str", -2), set = m_set("Dis", 4);
    wg_modifier mul = m_mul("Att", 2, 1, WG_ROUNDING_UP), use = m_use("Dis", "general", NULL);
    static const struct {
        char op;    /* which modifier above: a(dd), s(et), m(ul), u(se) */
        char field; /* v(alue), m(odel), f(rom), n(um), d(en), r(ound) */
        const char *message;
    } CASES[] = {
        {'a', 'm', "an add modifier takes no 'model'"},
        {'a', 'f', "an add modifier takes no 'from'"},
        {'a', 'n', "an add modifier takes no 'num'"},
        {'a', 'd', "an add modifier takes no 'den'"},
        {'a', 'r', "an add modifier takes no 'round'"},
        {'s', 'm', "a set modifier takes no 'model'"},
        {'s', 'n', "a set modifier takes no 'num'"},
        {'s', 'r', "a set modifier takes no 'round'"},
        {'m', 'v', "a mul modifier takes no 'value'"},
        {'m', 'm', "a mul modifier takes no 'model'"},
        {'m', 'f', "a mul modifier takes no 'from'"},
        {'u', 'v', "a use modifier takes no 'value'"},
        {'u', 'n', "a use modifier takes no 'num'"},
        {'u', 'd', "a use modifier takes no 'den'"},
        {'u', 'r', "a use modifier takes no 'round'"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        wg_modifier mod = CASES[i].op == 'a' ? add : CASES[i].op == 's' ? set
                        : CASES[i].op == 'm' ? mul : use;
        switch (CASES[i].field) {
        case 'v': mod.value = -3; break;
        case 'm': mod.model = "general"; break;
        case 'f': mod.from = "Ld"; break;
        case 'n': mod.num = 2; break;
        case 'd': mod.den = 1; break;
        default: mod.round = WG_ROUNDING_DOWN; break;
        }
        expect_mod_refused(m, s, mod, WG_EINVAL, CASES[i].message);
        wg_error err;
        assert_int_equal(wg_models_change_modifier(m, id, &mod, &err), WG_EINVAL);
        expect_refusal(&err, WG_EINVAL, CASES[i].message);
    }
    /* a rounding that is not one is not taken by add either */
    add.round = (wg_rounding)9;
    expect_mod_refused(m, s, add, WG_EINVAL, "an add modifier takes no 'round'");
    /* nothing changed: modifier id is still add +1 */
    assert_int_equal(value_of(m, s, "Str"), 9);
    /* a limit without a bound acts on nothing and is not kept */
    wg_modifier limited = m_add("Str", -2);
    limited.limit = 77;
    put_mod(m, s, limited);
    wg_models_modifier got;
    assert_int_equal(wg_models_modifier_at(&got, m, s, 1, NULL), WG_OK);
    assert_int_equal(got.modifier.limit, 0);
    assert_int_equal(value_of(m, s, "Str"), 7);
    wg_models_free(m);
}

/* Adding the modifier mod to model must fail with code; nothing changes. */
static void expect_mod_refused(wg_models *m, size_t model, wg_modifier mod, wg_status code,
                               const char *message)
{
    size_t count = model < wg_models_model_count(m) ? wg_models_modifier_count(m, model) : 0;
    size_t id = 77;
    wg_error err;
    wg_status st = wg_models_add_modifier(&id, m, model, &mod, &err);
    if (st != code) {
        print_mod("modifier", &mod);
        fail_msg("status %s (%s), want %s", wg_status_str(st), err.message,
                 wg_status_str(code));
    }
    expect_refusal(&err, code, message);
    assert_int_equal(id, 77);
    if (model < wg_models_model_count(m))
        assert_int_equal(wg_models_modifier_count(m, model), count);
}

/* Every refusal of wg_models_add_modifier(); nothing changes, values stay. */
static void test_add_modifier_refused(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    size_t first = put_mod(m, s, m_add("Str", 1));
    assert_int_equal(value_of(m, s, "Str"), 9);
    unsigned long long evaluations = wg_models_evaluations(m);

    /* WG_ENOTFOUND: no such model */
    expect_mod_refused(m, 2, m_add("Str", 1), WG_ENOTFOUND, "no model 2: the set has 2");
    expect_mod_refused(m, WG_NONE, m_add("Str", 1), WG_ENOTFOUND,
                       "no model 18446744073709551615: the set has 2");
    /* WG_EINVAL: op WG_MOD_OP_BASE or out of the enum */
    wg_modifier bad = m_add("Str", 1);
    bad.op = WG_MOD_OP_BASE;
    expect_mod_refused(m, s, bad, WG_EINVAL, "op 0 is not set, use, mul or add");
    bad.op = (wg_mod_op)5;
    expect_mod_refused(m, s, bad, WG_EINVAL, "op 5 is not set, use, mul or add");
    bad.op = (wg_mod_op)-1;
    expect_mod_refused(m, s, bad, WG_EINVAL, "op -1 is not set, use, mul or add");
    /* WG_EINVAL: a bound on set or use (M3 bounds are for mul and add) */
    expect_mod_refused(m, s, m_min(m_set("Str", 3), 1), WG_EINVAL, "a set modifier takes no bound (M3 bounds mul and add)");
    expect_mod_refused(m, s, m_max(m_set("Str", 3), 5), WG_EINVAL, "a set modifier takes no bound (M3 bounds mul and add)");
    expect_mod_refused(m, s, m_min(m_use("Dis", "general", NULL), 1), WG_EINVAL, "a use modifier takes no bound (M3 bounds mul and add)");
    expect_mod_refused(m, s, m_max(m_use("Dis", "general", "Ld"), 9), WG_EINVAL, "a use modifier takes no bound (M3 bounds mul and add)");
    /* WG_EINVAL: a denominator of 0, a numerator below 0 */
    expect_mod_refused(m, s, m_mul("Att", 1, 0, WG_ROUNDING_UP), WG_EINVAL, "mul: a denominator of 0");
    expect_mod_refused(m, s, m_mul("Att", -1, 2, WG_ROUNDING_UP), WG_EINVAL, "mul: the numerator -1 is below 0");
    expect_mod_refused(m, s, m_mul("Att", INT_MIN, 2, WG_ROUNDING_UP), WG_EINVAL, "mul: the numerator -2147483648 is below 0");
    /* WG_EINVAL: bad labels (empty, longer than WG_MOD_NAME_MAX) */
    char label101[WG_MOD_NAME_MAX + 2];
    memset(label101, 'l', WG_MOD_NAME_MAX + 1);
    label101[WG_MOD_NAME_MAX + 1] = '\0';
    expect_mod_refused(m, s, m_src(m_add("Str", 1), ""), WG_EINVAL, "a source label must be 1 to 100 bytes");
    expect_mod_refused(m, s, m_src(m_add("Str", 1), label101), WG_EINVAL, "a source label must be 1 to 100 bytes");
    label101[WG_MOD_NAME_MAX] = '\0'; /* 100 bytes: fine */
    size_t long_label = put_mod(m, s, m_src(m_add("Dis", 0), label101));
    /* WG_ENOTFOUND: no such characteristic; for use, no such model or characteristic */
    expect_mod_refused(m, s, m_add("Ld", 1), WG_ENOTFOUND, "model 'spearman' has no characteristic 'Ld'");
    expect_mod_refused(m, s, m_add("str", 1), WG_ENOTFOUND, "model 'spearman' has no characteristic 'str'");
    expect_mod_refused(m, s, m_add(NULL, 1), WG_ENOTFOUND, "model 'spearman' has no characteristic '(null)'");
    expect_mod_refused(m, g, m_add("Str", 1), WG_ENOTFOUND, "model 'general' has no characteristic 'Str'");
    expect_mod_refused(m, s, m_use("Dis", "captain", NULL), WG_ENOTFOUND, "no model 'captain' to use (M2)");
    expect_mod_refused(m, s, m_use("Dis", NULL, NULL), WG_EINVAL, "a use modifier needs the model used (M2)");
    expect_mod_refused(m, s, m_use("Str", "general", NULL), WG_ENOTFOUND, "model 'general' has no characteristic 'Str' to use (M2)");
    expect_mod_refused(m, s, m_use("Dis", "general", "Att"), WG_ENOTFOUND, "model 'general' has no characteristic 'Att' to use (M2)");
    expect_mod_refused(m, s, m_use("Ld", "general", NULL), WG_ENOTFOUND, "model 'spearman' has no characteristic 'Ld'");
    /* WG_ERANGE: numbers beyond WG_MOD_VALUE_MAX and WG_MOD_RATIO_MAX */
    expect_mod_refused(m, s, m_add("Str", WG_MOD_VALUE_MAX + 1), WG_ERANGE, "add: the value 1000001 is beyond +-1000000");
    expect_mod_refused(m, s, m_add("Str", -WG_MOD_VALUE_MAX - 1), WG_ERANGE, "add: the value -1000001 is beyond +-1000000");
    expect_mod_refused(m, s, m_add("Str", INT_MIN), WG_ERANGE, "add: the value -2147483648 is beyond +-1000000");
    expect_mod_refused(m, s, m_set("Str", WG_MOD_VALUE_MAX + 1), WG_ERANGE, "set: the value 1000001 is beyond +-1000000");
    expect_mod_refused(m, s, m_set("Str", INT_MAX), WG_ERANGE, "set: the value 2147483647 is beyond +-1000000");
    expect_mod_refused(m, s, m_mul("Att", WG_MOD_RATIO_MAX + 1, 1, WG_ROUNDING_UP), WG_ERANGE,
                       "mul: the numerator 1001 is above 1000");
    expect_mod_refused(m, s, m_mul("Att", 1, WG_MOD_RATIO_MAX + 1, WG_ROUNDING_UP), WG_ERANGE,
                       "mul: the denominator 1001 is not 1 to 1000");
    expect_mod_refused(m, s, m_mul("Att", INT_MAX, 1, WG_ROUNDING_UP), WG_ERANGE, "mul: the numerator 2147483647 is above 1000");
    expect_mod_refused(m, s, m_min(m_add("Str", -1), WG_MOD_VALUE_MAX + 1), WG_ERANGE, "the bound 1000001 is beyond +-1000000");
    expect_mod_refused(m, s, m_max(m_add("Str", 1), -WG_MOD_VALUE_MAX - 1), WG_ERANGE, "the bound -1000001 is beyond +-1000000");
    expect_mod_refused(m, s, m_max(m_mul("Att", 2, 1, WG_ROUNDING_UP), INT_MIN), WG_ERANGE, "the bound -2147483648 is beyond +-1000000");
    /* NULL arguments */
    wg_error err;
    size_t id = 77;
    assert_int_equal(wg_models_add_modifier(&id, m, s, NULL, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "modifier is NULL");
    wg_modifier ok = m_add("Str", 1);
    assert_int_equal(wg_models_add_modifier(&id, NULL, s, &ok, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(id, 77);

    /* the limits themselves are accepted */
    put_mod(m, s, m_add("Neg", WG_MOD_VALUE_MAX));
    put_mod(m, s, m_add("Neg", -WG_MOD_VALUE_MAX));
    put_mod(m, s, m_set("Neg", -WG_MOD_VALUE_MAX));
    put_mod(m, s, m_mul("Att", WG_MOD_RATIO_MAX, WG_MOD_RATIO_MAX, WG_ROUNDING_UP));
    put_mod(m, s, m_mul("Att", 0, 1, WG_ROUNDING_UP));
    put_mod(m, s, m_min(m_add("Neg", 1), -WG_MOD_VALUE_MAX));
    put_mod(m, s, m_max(m_add("Neg", 1), WG_MOD_VALUE_MAX));
    put_mod(m, s, m_use("Neg", "spearman", "Dis")); /* its own model, another characteristic */

    /* nothing changed: the value read back needs no new evaluation */
    assert_int_equal(value_of(m, s, "Str"), 9);
    assert_int_equal(wg_models_evaluations(m), evaluations);
    wg_models_modifier got;
    assert_int_equal(wg_models_modifier_at(&got, m, s, 0, NULL), WG_OK);
    wg_modifier want = m_add("Str", 1);
    expect_mod(&got.modifier, &want);
    assert_int_equal(got.id, first);
    assert_int_equal(wg_models_modifier_count(m, s), 2 + 8);
    assert_int_equal(wg_models_modifier_at(&got, m, s, 1, NULL), WG_OK);
    assert_int_equal(got.id, long_label);
    assert_string_equal(got.modifier.source, label101);
    wg_models_free(m);
}

/* ---- changing ---------------------------------------------------------------------- */

/* set_base: the new base in the range; refusals leave the value. */
static void test_set_base(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    put_mod(m, s, m_add("Str", 3));
    assert_int_equal(value_of(m, s, "Str"), 10);
    wg_error err;
    assert_int_equal(wg_models_set_base(m, s, "Str", 2, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Str"), 5);
    expect_stat(m, s, 0, "Str", 2, 0, 10);
    assert_int_equal(wg_models_set_base(m, s, "Att", 20, &err), WG_OK);
    assert_int_equal(wg_models_set_base(m, s, "Neg", -10, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Neg"), -10);
    assert_int_equal(wg_models_set_base(m, s, "Att", 0, &err), WG_OK);
    expect_stat(m, s, 2, "Att", 0, 0, 20);

    unsigned long long evaluations = wg_models_evaluations(m);
    assert_int_equal(wg_models_set_base(m, s, "Str", 11, &err), WG_ERANGE);
    expect_refusal(&err, WG_ERANGE, "spearman.Str: the base value 11 is outside its range 0..10 (M4)");
    assert_int_equal(wg_models_set_base(m, s, "Str", -1, &err), WG_ERANGE);
    assert_int_equal(wg_models_set_base(m, s, "Att", 21, &err), WG_ERANGE);
    assert_int_equal(wg_models_set_base(m, s, "Neg", -11, &err), WG_ERANGE);
    assert_int_equal(wg_models_set_base(m, s, "Str", INT_MIN, &err), WG_ERANGE);
    assert_int_equal(wg_models_set_base(m, s, "Ld", 1, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "model 'spearman' has no characteristic 'Ld'");
    assert_int_equal(wg_models_set_base(m, s, NULL, 1, &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_set_base(m, 2, "Str", 1, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, "no model 2: the set has 2");
    assert_int_equal(wg_models_set_base(NULL, 0, "Str", 1, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(value_of(m, s, "Str"), 5);
    assert_int_equal(wg_models_evaluations(m), evaluations);
    expect_stat(m, s, 0, "Str", 2, 0, 10);
    wg_models_free(m);
}

/* Remove: ids stay with their modifiers; a removed id is gone for good and
 * never reused. */
static void test_remove_modifier(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    wg_modifier w[4] = {m_add("Str", -5), m_add("Str", 3), m_set("Dis", 4), m_add("Str", 1)};
    size_t ids[4];
    for (int i = 0; i < 4; i++)
        ids[i] = put_mod(m, s, w[i]);
    assert_int_equal(value_of(m, s, "Str"), 7); /* 8 -5 +3 +1 */
    wg_error err;
    assert_int_equal(wg_models_remove_modifier(m, ids[1], &err), WG_OK);
    const wg_modifier w1[] = {w[0], w[2], w[3]};
    const size_t i1[] = {ids[0], ids[2], ids[3]};
    expect_mods(m, s, w1, i1, 3);
    assert_int_equal(value_of(m, s, "Str"), 4);
    /* removed again, changed: WG_ENOTFOUND */
    char gone[64];
    snprintf(gone, sizeof gone, "no modifier %zu", ids[1]);
    assert_int_equal(wg_models_remove_modifier(m, ids[1], &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, gone);
    wg_modifier again = m_add("Str", 2);
    assert_int_equal(wg_models_change_modifier(m, ids[1], &again, &err), WG_ENOTFOUND);
    expect_refusal(&err, WG_ENOTFOUND, gone);
    /* ids never given out */
    size_t top = 0;
    for (int i = 0; i < 4; i++)
        top = ids[i] > top ? ids[i] : top;
    assert_int_equal(wg_models_remove_modifier(m, top + 1000, &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_remove_modifier(m, (size_t)-1, &err), WG_ENOTFOUND);
    assert_int_equal(wg_models_remove_modifier(m, 0, &err), WG_ENOTFOUND); /* the base step's */
    assert_int_equal(wg_models_remove_modifier(NULL, ids[0], &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    expect_mods(m, s, w1, i1, 3);
    /* a new modifier has a new id */
    size_t fresh = put_mod(m, s, m_add("Str", 2));
    for (int i = 0; i < 4; i++)
        assert_int_not_equal(fresh, ids[i]);
    /* removing the first and the last */
    assert_int_equal(wg_models_remove_modifier(m, ids[0], NULL), WG_OK);
    assert_int_equal(wg_models_remove_modifier(m, fresh, NULL), WG_OK);
    const wg_modifier w2[] = {w[2], w[3]};
    const size_t i2[] = {ids[2], ids[3]};
    expect_mods(m, s, w2, i2, 2);
    assert_int_equal(value_of(m, s, "Str"), 9);
    assert_int_equal(value_of(m, s, "Dis"), 4);
    assert_int_equal(wg_models_remove_modifier(m, ids[2], NULL), WG_OK);
    assert_int_equal(wg_models_remove_modifier(m, ids[3], NULL), WG_OK);
    assert_int_equal(wg_models_modifier_count(m, s), 0);
    assert_int_equal(value_of(m, s, "Str"), 8);
    assert_int_equal(value_of(m, s, "Dis"), 7);
    /* many, removed in a scattered order */
    size_t many[200];
    for (int i = 0; i < 200; i++)
        many[i] = put_mod(m, g, m_add("Ld", i % 2 ? 1 : -1));
    for (int i = 0; i < 200; i += 3)
        assert_int_equal(wg_models_remove_modifier(m, many[i], NULL), WG_OK);
    assert_int_equal(wg_models_modifier_count(m, g), 200 - 67);
    size_t k = 0;
    for (int i = 0; i < 200; i++) {
        if (i % 3 == 0)
            continue;
        wg_models_modifier got;
        assert_int_equal(wg_models_modifier_at(&got, m, g, k++, NULL), WG_OK);
        assert_int_equal(got.id, many[i]);
        assert_int_equal(got.modifier.value, i % 2 ? 1 : -1);
    }
    wg_models_free(m);
}

/* M3: a changed modifier keeps its place in the order of application; it may
 * change characteristic or op. */
static void test_change_modifier(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    /* Str 8: A -5, B +3: 8 -> 3 -> 6 */
    size_t a = put_mod(m, s, m_add("Str", -5)), b = put_mod(m, s, m_add("Str", 3));
    assert_int_equal(value_of(m, s, "Str"), 6);
    /* A becomes -4 and stays first: 8 -> 4 -> 7 (moved last it would give
       8 -> 11, clamped to 10 -> 6) */
    wg_modifier na = m_add("Str", -4);
    wg_error err;
    assert_int_equal(wg_models_change_modifier(m, a, &na, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Str"), 7);
    wg_modifier w[] = {na, m_add("Str", 3)};
    size_t ids[] = {a, b};
    expect_mods(m, s, w, ids, 2);
    EXPECT_TRACE(m, s, "Str", BASE(8), {WG_MOD_OP_ADD, a, 0, 8, 4, 4, false, false},
                 {WG_MOD_OP_ADD, b, 0, 4, 7, 7, false, false});

    /* a modifier of Str becomes one of Dis, keeping its place among the
       model's modifiers: Dis 7, C +3, D -5 added after A */
    size_t c = put_mod(m, s, m_add("Dis", 3)), d = put_mod(m, s, m_add("Dis", -5));
    assert_int_equal(value_of(m, s, "Dis"), 5); /* 7 -> 10 -> 5 */
    wg_modifier to_dis = m_add("Dis", -4);
    assert_int_equal(wg_models_change_modifier(m, a, &to_dis, &err), WG_OK);
    /* Dis: A -4, C +3, D -5: 7 -> 3 -> 6 -> 1 (A moved last: 7 -> 10 -> 5 -> 1;
       so also check the trace's order) */
    assert_int_equal(value_of(m, s, "Dis"), 1);
    EXPECT_TRACE(m, s, "Dis", BASE(7), {WG_MOD_OP_ADD, a, 0, 7, 3, 3, false, false},
                 {WG_MOD_OP_ADD, c, 0, 3, 6, 6, false, false},
                 {WG_MOD_OP_ADD, d, 0, 6, 1, 1, false, false});
    assert_int_equal(value_of(m, s, "Str"), 10); /* 8 + 3 = 11, clamped */
    wg_modifier w2[] = {to_dis, m_add("Str", 3), m_add("Dis", 3), m_add("Dis", -5)};
    size_t ids2[] = {a, b, c, d};
    expect_mods(m, s, w2, ids2, 4);

    /* A changes op: add -> mul x2 (group 2, before the additions whatever
       its place, M1): 7 x2 = 14 -> 10, +3 -> 10 (13), -5 -> 5 */
    wg_modifier to_mul = m_mul("Dis", 2, 1, WG_ROUNDING_UP);
    assert_int_equal(wg_models_change_modifier(m, a, &to_mul, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Dis"), 5);
    /* and to a use of general.Ld (group 1) */
    wg_modifier to_use = m_use("Dis", "general", "Ld");
    assert_int_equal(wg_models_change_modifier(m, a, &to_use, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Dis"), 5); /* 9 -> 10 (12) -> 5 */
    assert_int_equal(wg_models_set_base(m, g, "Ld", 3, NULL), WG_OK);
    assert_int_equal(value_of(m, s, "Dis"), 1); /* 3 -> 6 -> 1 */
    /* back to a set: general.Ld no longer matters */
    wg_modifier to_set = m_set("Dis", 6);
    assert_int_equal(wg_models_change_modifier(m, a, &to_set, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Dis"), 4);
    assert_int_equal(wg_models_set_base(m, g, "Ld", 9, NULL), WG_OK);
    unsigned long long before = wg_models_evaluations(m);
    assert_int_equal(value_of(m, s, "Dis"), 4);
    assert_int_equal(wg_models_evaluations(m), before);
    /* a change may move a modifier to a characteristic the model did not
       use so far; the stat left behind is recomputed too */
    wg_modifier to_att = m_mul("Att", 1, 2, WG_ROUNDING_DOWN);
    assert_int_equal(wg_models_change_modifier(m, a, &to_att, &err), WG_OK);
    assert_int_equal(value_of(m, s, "Att"), 3);
    assert_int_equal(value_of(m, s, "Dis"), 5); /* 7 -> 10 -> 5 */
    assert_int_equal(wg_models_change_modifier(NULL, a, &to_att, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "models is NULL");
    assert_int_equal(wg_models_change_modifier(m, a, NULL, &err), WG_EINVAL);
    expect_refusal(&err, WG_EINVAL, "modifier is NULL");
    wg_models_free(m);
}

/* Changing modifier id to mod must fail with code and change nothing: not
 * the values (no new evaluation), not the modifiers read back. */
static void expect_change_refused(wg_models *m, size_t model, size_t id, wg_modifier mod,
                                  wg_status code, const char *message)
{
    size_t n = wg_models_modifier_count(m, model);
    wg_modifier before[8];
    size_t ids[8];
    assert_true(n <= 8);
    for (size_t i = 0; i < n; i++) {
        wg_models_modifier got;
        assert_int_equal(wg_models_modifier_at(&got, m, model, i, NULL), WG_OK);
        before[i] = got.modifier;
        ids[i] = got.id;
    }
    size_t stats = wg_models_stat_count(m, model);
    int values[8];
    assert_true(stats <= 8);
    for (size_t i = 0; i < stats; i++) {
        wg_stat st;
        assert_int_equal(wg_models_stat_at(&st, m, model, i, NULL), WG_OK);
        values[i] = value_of(m, model, st.name);
    }
    unsigned long long evaluations = wg_models_evaluations(m);
    wg_error err;
    wg_status st = wg_models_change_modifier(m, id, &mod, &err);
    if (st != code) {
        print_mod("change to", &mod);
        fail_msg("status %s (%s), want %s", wg_status_str(st), err.message,
                 wg_status_str(code));
    }
    expect_refusal(&err, code, message);
    expect_mods(m, model, before, ids, n);
    for (size_t i = 0; i < stats; i++) {
        wg_stat s;
        assert_int_equal(wg_models_stat_at(&s, m, model, i, NULL), WG_OK);
        assert_int_equal(value_of(m, model, s.name), values[i]);
    }
    assert_int_equal(wg_models_evaluations(m), evaluations);
}

/* A change that fails leaves everything as it was. */
static void test_change_refused(void **state)
{
    (void)state;
    size_t g, s;
    wg_models *m = two_models(&g, &s);
    size_t a = put_mod(m, s, m_src(m_add("Str", -5), "fear"));
    put_mod(m, s, m_use("Dis", "general", NULL));
    size_t c = put_mod(m, s, m_max(m_mul("Att", 3, 2, WG_ROUNDING_DOWN), 12));
    wg_modifier bad = m_add("Str", 1);
    bad.op = WG_MOD_OP_BASE;
    expect_change_refused(m, s, a, bad, WG_EINVAL, "op 0 is not set, use, mul or add");
    bad.op = (wg_mod_op)9;
    expect_change_refused(m, s, a, bad, WG_EINVAL, "op 9 is not set, use, mul or add");
    expect_change_refused(m, s, a, m_min(m_set("Str", 1), 1), WG_EINVAL,
                          "a set modifier takes no bound (M3 bounds mul and add)");
    expect_change_refused(m, s, a, m_max(m_use("Str", "general", "Dis"), 1), WG_EINVAL,
                          "a use modifier takes no bound (M3 bounds mul and add)");
    expect_change_refused(m, s, c, m_mul("Att", 1, 0, WG_ROUNDING_DOWN), WG_EINVAL,
                          "mul: a denominator of 0");
    expect_change_refused(m, s, c, m_mul("Att", -2, 1, WG_ROUNDING_DOWN), WG_EINVAL,
                          "mul: the numerator -2 is below 0");
    wg_modifier odd = m_mul("Att", 1, 2, WG_ROUNDING_DOWN);
    odd.round = (wg_rounding)2;
    expect_change_refused(m, s, c, odd, WG_EINVAL, "mul: rounding 2 is neither up nor down");
    odd = m_add("Str", 1);
    odd.bound = (wg_bound)3;
    expect_change_refused(m, s, a, odd, WG_EINVAL, "bound 3 is neither min nor max");
    expect_change_refused(m, s, a, m_src(m_add("Str", 1), ""), WG_EINVAL,
                          "a source label must be 1 to 100 bytes");
    expect_change_refused(m, s, a, m_add("Ld", 1), WG_ENOTFOUND,
                          "model 'spearman' has no characteristic 'Ld'");
    expect_change_refused(m, s, a, m_use("Str", "nobody", NULL), WG_ENOTFOUND,
                          "no model 'nobody' to use (M2)");
    expect_change_refused(m, s, a, m_use("Str", "general", "Str"), WG_ENOTFOUND,
                          "model 'general' has no characteristic 'Str' to use (M2)");
    expect_change_refused(m, s, a, m_add("Str", WG_MOD_VALUE_MAX + 1), WG_ERANGE,
                          "add: the value 1000001 is beyond +-1000000");
    expect_change_refused(m, s, c, m_mul("Att", 1, WG_MOD_RATIO_MAX + 1, WG_ROUNDING_UP),
                          WG_ERANGE, "mul: the denominator 1001 is not 1 to 1000");
    expect_change_refused(m, s, c, m_mul("Att", 1, -1, WG_ROUNDING_UP), WG_ERANGE,
                          "mul: the denominator -1 is not 1 to 1000");
    expect_change_refused(m, s, c, m_max(m_mul("Att", 1, 2, WG_ROUNDING_UP), WG_MOD_VALUE_MAX + 1),
                          WG_ERANGE, "the bound 1000001 is beyond +-1000000");
    char gone[64];
    snprintf(gone, sizeof gone, "no modifier %zu", a + c + 100);
    expect_change_refused(m, s, a + c + 100, m_add("Str", 1), WG_ENOTFOUND, gone);
    /* a change into a cycle is accepted (evaluation refuses it) */
    wg_modifier self = m_use("Dis", "spearman", NULL);
    assert_int_equal(wg_models_change_modifier(m, a, &self, NULL), WG_OK);
    int v = -1;
    assert_int_equal(wg_models_value(&v, m, s, "Dis", NULL), WG_ERULE);
    assert_int_equal(value_of(m, s, "Str"), 8);
    wg_models_free(m);
}

/* ---- allocation failures ------------------------------------------------------------- */

/* Build a set in code, change it and evaluate it; every failure is
 * WG_ENOMEM, leaves the set as it was (the next call works) and leaks
 * nothing. */
static wg_status op_build(void *ctx)
{
    (void)ctx;
    wg_models *m = NULL;
    wg_error err;
    wg_status st = OOM_CALL(wg_models_new(&m, &err));
    char id[16];
    for (int i = 0; st == WG_OK && i < 40; i++) {
        snprintf(id, sizeof id, "m%d", i);
        size_t before = wg_models_model_count(m);
        st = OOM_CALL(wg_models_add_model(NULL, m, id, &err));
        if (st != WG_OK) {
            assert_int_equal(wg_models_model_count(m), before);
            break;
        }
        static const char *const STATS[] = {"Str", "Dis", "Ini", "Att", "Ld"};
        for (int k = 0; st == WG_OK && k < 5; k++) {
            st = OOM_CALL(wg_models_add_stat(m, (size_t)i, STATS[k], k + 1, 0, 10, &err));
            if (st != WG_OK)
                assert_int_equal(wg_models_stat_count(m, (size_t)i), (size_t)k);
        }
        for (int k = 0; st == WG_OK && k < 6; k++) {
            wg_modifier mod = k == 0 && i > 0 ? m_use("Dis", "m0", NULL)
                              : k % 3 == 0    ? m_src(m_add("Str", 1), "banner")
                              : k % 3 == 1    ? m_min(m_add("Ini", -1), 1)
                                              : m_mul("Att", 3, 2, WG_ROUNDING_UP);
            size_t n = wg_models_modifier_count(m, (size_t)i);
            st = OOM_CALL(wg_models_add_modifier(NULL, m, (size_t)i, &mod, &err));
            if (st != WG_OK)
                assert_int_equal(wg_models_modifier_count(m, (size_t)i), n);
        }
    }
    if (st == WG_OK) {
        wg_modifier changed = m_src(m_add("Dis", 2), "a longer label than before");
        wg_models_modifier was, now;
        assert_int_equal(wg_models_modifier_at(&was, m, 0, 0, NULL), WG_OK);
        st = OOM_CALL(wg_models_change_modifier(m, was.id, &changed, &err));
        /* a failure leaves the modifier as it was */
        assert_int_equal(wg_models_modifier_at(&now, m, 0, 0, NULL), WG_OK);
        expect_mod(&now.modifier, st == WG_OK ? &changed : &was.modifier);
    }
    if (st == WG_OK) {
        int v = -1;
        st = wg_models_value(&v, m, 39, "Dis", &err);
        if (st == WG_ENOMEM) { /* the set is as it was: the next try works */
            assert_int_equal(v, -1);
            assert_int_equal(wg_models_value(&v, m, 39, "Dis", NULL), WG_OK);
            assert_int_equal(v, 4);
            st = WG_ENOMEM;
        } else if (st == WG_OK) {
            assert_int_equal(v, 4); /* m0.Dis 2 + 2 */
        }
    }
    if (st == WG_OK) {
        st = wg_models_evaluate(m, &err);
        if (st == WG_ENOMEM) {
            assert_int_equal(wg_models_evaluate(m, NULL), WG_OK);
            assert_int_equal(value_of(m, 20, "Att"), 9); /* 4 x3/2 x3/2 */
        }
    }
    if (st != WG_OK) {
        assert_int_equal(err.code, WG_ENOMEM);
        assert_string_equal(err.message, "out of memory");
    }
    wg_models_free(m);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    size_t n = harness_fail_each_alloc(op_build, NULL);
    print_message("allocations: build %zu\n", n);
    assert_true(n >= 1 + 40);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_op_names),
        cmocka_unit_test(test_bound_and_rounding_names),
        cmocka_unit_test(test_add_model),
        cmocka_unit_test(test_add_stat),
        cmocka_unit_test(test_add_modifier),
        cmocka_unit_test(test_unused_fields),
        cmocka_unit_test(test_add_modifier_refused),
        cmocka_unit_test(test_set_base),
        cmocka_unit_test(test_remove_modifier),
        cmocka_unit_test(test_change_modifier),
        cmocka_unit_test(test_change_refused),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("mod_build", tests, harness_setup, harness_teardown);
}
