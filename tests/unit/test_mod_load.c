/* mod module, `wargen-models/1` documents (docs/FORMATS.md, rules M1-M5): the
 * example file read and printed, every bad input with its code, file,
 * line, column and JSON path, and allocation failures while loading and
 * evaluating. */
#include "test_mod_common.h"

/* ---- the document ----------------------------------------------------------------
 * data/models/example.json, one line per entry of LINES (line i + 1). A test
 * replaces one whole line and expects an error at a token of it. */
enum { L_FORMAT = 2, L_GENERAL = 4, L_GENERAL_MODS = 5, L_SPEARMAN = 6, L_RANGES = 7,
       L_MOD0 = 9, L_MOD1, L_MOD2, L_MOD3, L_MOD4, L_MOD5, L_COUNT = 17 };

static const char *const LINES[L_COUNT] = {
    "{",
    "  \"format\": \"wargen-models/1\",",
    "  \"models\": [",
    "    {\"id\": \"general\", \"characteristics\": {\"Dis\": 8},",
    "     \"modifiers\": [{\"stat\": \"Dis\", \"op\": \"add\", \"value\": 1, \"source\": "
    "\"banner\"}]},",
    "    {\"id\": \"spearman\", \"characteristics\": {\"Str\": 8, \"Dis\": 7, \"Ini\": 3, "
    "\"Att\": 7, \"Ld\": 7},",
    "     \"ranges\": {\"Att\": [0, 20]},",
    "     \"modifiers\": [",
    "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 3},",
    "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": -5},",
    "       {\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"general\"},",
    "       {\"stat\": \"Ini\", \"op\": \"add\", \"value\": -1, \"min\": 1},",
    "       {\"stat\": \"Att\", \"op\": \"mul\", \"num\": 1, \"den\": 2, \"round\": \"down\"},",
    "       {\"stat\": \"Ld\", \"op\": \"set\", \"value\": 3}",
    "     ]}",
    "  ]",
    "}",
};

/* The example with line `line` (1-based; 0 for none) replaced by text. */
static char *doc_with(int line, const char *text)
{
    size_t cap = 8192, len = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    for (int i = 0; i < L_COUNT; i++) {
        const char *l = i + 1 == line ? text : LINES[i];
        int n = snprintf(buf + len, cap - len, "%s\n", l);
        assert_true(n > 0 && (size_t)n < cap - len);
        len += (size_t)n;
    }
    return buf;
}

/* Column (1-based) of the nth (0-based) occurrence of token in text. */
static int col_of(const char *text, const char *token, int nth)
{
    const char *at = text;
    for (int i = 0; i <= nth; i++) {
        at = strstr(i ? at + 1 : at, token);
        if (at == NULL)
            fail_msg("\"%s\" not in \"%s\"", token, text);
    }
    return 1 + (int)(at - text);
}

static wg_models *load_text(const char *text, const char *name)
{
    wg_models *m = NULL;
    wg_error err;
    if (wg_models_load_string(&m, text, strlen(text), name, &err) != WG_OK)
        fail_msg("load: %s:%d:%d: %s: %s", err.file, err.line, err.column, err.path,
                 err.message);
    assert_non_null(m);
    return m;
}

/* Loading the example with line `line` replaced by text must fail with code
 * at the nth token of that line, at path, with exactly message. */
static void expect_doc_error(int line, const char *text, const char *token, int nth,
                             wg_status code, const char *path, const char *message)
{
    char *doc = doc_with(line, text);
    wg_models *m = (wg_models *)&m;
    wg_error err;
    wg_status st = wg_models_load_string(&m, doc, strlen(doc), "models.json", &err);
    if (st != code)
        fail_msg("status %s, want %s (%s:%d:%d: %s: %s)", wg_status_str(st),
                 wg_status_str(code), err.file, err.line, err.column, err.path, err.message);
    assert_null(m);
    expect_error(&err, code, "models.json", line, col_of(text, token, nth), path, message);
    if (strcmp(err.message, message) != 0)
        fail_msg("message \"%s\", want \"%s\"", err.message, message);
    free(doc);
}

/* ---- reading ------------------------------------------------------------------- */

/* docs/FORMATS.md: the example reads as written: models, characteristics with
 * their ranges, and modifiers in the order listed (M3's order of application). */
static void test_load_example(void **state)
{
    (void)state;
    char path[4096];
    source_path(path, sizeof path, "data/models/example.json");
    /* the file is the document the tests edit */
    char *file = read_text(path), *doc = doc_with(0, NULL);
    assert_string_equal(file, doc);
    free(doc);
    wg_models *m = NULL;
    wg_error err;
    assert_int_equal(wg_models_load_file(&m, path, &err), WG_OK);
    assert_int_equal(wg_models_model_count(m), 2);
    assert_string_equal(wg_models_model_at(m, 0), "general");
    assert_string_equal(wg_models_model_at(m, 1), "spearman");
    assert_int_equal(wg_models_stat_count(m, 0), 1);
    assert_int_equal(wg_models_stat_count(m, 1), 5);
    static const wg_stat STATS[] = {{"Str", 8, 0, 10}, {"Dis", 7, 0, 10}, {"Ini", 3, 0, 10},
                                    {"Att", 7, 0, 20}, {"Ld", 7, 0, 10}};
    for (size_t i = 0; i < 5; i++) {
        wg_stat s;
        assert_int_equal(wg_models_stat_at(&s, m, 1, i, &err), WG_OK);
        assert_string_equal(s.name, STATS[i].name);
        assert_int_equal(s.base, STATS[i].base);
        assert_int_equal(s.min, STATS[i].min);
        assert_int_equal(s.max, STATS[i].max);
    }
    wg_stat s;
    assert_int_equal(wg_models_stat_at(&s, m, 0, 0, &err), WG_OK);
    assert_string_equal(s.name, "Dis");
    assert_int_equal(s.base, 8);
    const wg_modifier gmods[] = {m_src(m_add("Dis", 1), "banner")};
    const size_t gids[] = {1};
    expect_mods(m, 0, gmods, gids, 1);
    const wg_modifier smods[] = {m_add("Str", 3), m_add("Str", -5),
                                 m_use("Dis", "general", NULL), m_min(m_add("Ini", -1), 1),
                                 m_mul("Att", 1, 2, WG_ROUNDING_DOWN), m_set("Ld", 3)};
    const size_t sids[] = {2, 3, 4, 5, 6, 7};
    expect_mods(m, 1, smods, sids, 6);
    /* the expected finals (M1-M4) */
    assert_int_equal(value_of(m, 0, "Dis"), 9);
    assert_int_equal(value_of(m, 1, "Str"), 5);
    assert_int_equal(value_of(m, 1, "Dis"), 9);
    assert_int_equal(value_of(m, 1, "Ini"), 2);
    assert_int_equal(value_of(m, 1, "Att"), 3);
    assert_int_equal(value_of(m, 1, "Ld"), 3);
    /* loading checked for cycles by evaluating everything once */
    assert_int_equal(wg_models_evaluations(m), 6);
    EXPECT_TRACE(m, 1, "Str", BASE(8), {WG_MOD_OP_ADD, 2, 0, 8, 11, 10, false, true},
                 {WG_MOD_OP_ADD, 3, 0, 10, 5, 5, false, false});
    EXPECT_TRACE(m, 1, "Dis", BASE(7), {WG_MOD_OP_USE, 4, 9, 7, 9, 9, false, false});
    EXPECT_TRACE(m, 1, "Ini", BASE(3), {WG_MOD_OP_ADD, 5, 0, 3, 2, 2, false, false});
    EXPECT_TRACE(m, 1, "Att", BASE(7), {WG_MOD_OP_MUL, 6, 0, 7, 3, 3, false, false});
    EXPECT_TRACE(m, 1, "Ld", BASE(7), {WG_MOD_OP_SET, 7, 0, 7, 3, 3, false, false});
    /* the same from a string */
    wg_models *m2 = load_text(file, NULL);
    assert_int_equal(value_of(m2, 1, "Str"), 5);
    wg_models_free(m2);
    /* a loaded set changes like any other */
    size_t sp = 99;
    assert_int_equal(wg_models_find_model(&sp, m, "spearman", NULL), WG_OK);
    assert_int_equal(sp, 1);
    assert_int_equal(wg_models_set_base(m, 0, "Dis", 5, NULL), WG_OK);
    assert_int_equal(value_of(m, 1, "Dis"), 6);
    put_mod(m, 1, m_add("Dis", 10));
    assert_int_equal(value_of(m, 1, "Dis"), 10);
    wg_models_free(m);
    free(file);
}

/* The set as its document reads back into an equal set, saved the same: bases
 * and ranges (M4), modifiers with their bounds and sources in the order
 * applied (M3), a `use` of a model defined later (M2); the values agree (M1). */
static void test_save_string(void **state)
{
    (void)state;
    char path[4096], *text = NULL, *again = NULL;
    source_path(path, sizeof path, "data/models/example.json");
    wg_models *m = NULL, *back = NULL;
    wg_error err;
    assert_int_equal(wg_models_load_file(&m, path, &err), WG_OK);
    assert_int_equal(wg_models_save(&text, m, &err), WG_OK);
    assert_string_equal(text,
        "{\"format\": \"wargen-models/1\", \"models\": [{\"id\": \"general\", "
        "\"characteristics\": {\"Dis\": 8}, \"ranges\": {}, \"modifiers\": [{\"stat\": \"Dis\", "
        "\"op\": \"add\", \"value\": 1, \"source\": \"banner\"}]}, {\"id\": \"spearman\", "
        "\"characteristics\": {\"Str\": 8, \"Dis\": 7, \"Ini\": 3, \"Att\": 7, \"Ld\": 7}, "
        "\"ranges\": {\"Att\": [0, 20]}, \"modifiers\": [{\"stat\": \"Str\", \"op\": \"add\", "
        "\"value\": 3}, {\"stat\": \"Str\", \"op\": \"add\", \"value\": -5}, {\"stat\": \"Dis\", "
        "\"op\": \"use\", \"model\": \"general\"}, {\"stat\": \"Ini\", \"op\": \"add\", "
        "\"value\": -1, \"min\": 1}, {\"stat\": \"Att\", \"op\": \"mul\", \"num\": 1, "
        "\"den\": 2, \"round\": \"down\"}, {\"stat\": \"Ld\", \"op\": \"set\", \"value\": 3}]}]}");
    wg_free(text);
    wg_models_free(m);
    /* built out of document order: b uses a's Str from a later model, changed */
    m = new_models();
    size_t b = put_model(m, "b"), a = put_model(m, "a");
    put_stat(m, b, "Str", 4);
    put_stat_range(m, a, "Str", 12, 0, 20);
    put_mod(m, a, m_src(m_max(m_add("Str", 3), 14), "rage"));
    put_mod(m, b, m_use("Str", "a", NULL));
    assert_int_equal(wg_models_set_base(m, a, "Str", 13, &err), WG_OK);
    assert_int_equal(wg_models_save(&text, m, &err), WG_OK);
    assert_int_equal(wg_models_load_string(&back, text, strlen(text), "<doc>", &err), WG_OK);
    assert_int_equal(wg_models_save(&again, back, &err), WG_OK);
    assert_string_equal(again, text);
    assert_int_equal(value_of(back, 1, "Str"), 14);              /* 13 + 3, max 14 (M3) */
    assert_int_equal(value_of(back, 0, "Str"), 10);              /* a's 14 in b's 0-10 (M4) */
    assert_int_equal(value_of(m, b, "Str"), 10);
    assert_int_equal(wg_models_save(NULL, m, &err), WG_EINVAL);
    assert_int_equal(wg_models_save(&text, NULL, &err), WG_EINVAL);
    wg_free(text);
    wg_free(again);
    wg_models_free(back);
    wg_models_free(m);
}

/* docs/FORMATS.md: `wargen modify --json` and the human output of the example. */
static void test_print_example(void **state)
{
    (void)state;
    char path[4096];
    source_path(path, sizeof path, "data/models/example.json");
    wg_models *m = NULL;
    wg_error err;
    assert_int_equal(wg_models_load_file(&m, path, &err), WG_OK);
    char *out = NULL;
    assert_int_equal(wg_models_to_json(&out, m, false, &err), WG_OK);
    expect_text(out, "{\"models\": [{\"id\": \"general\", \"characteristics\": {\"Dis\": 9}}, "
                     "{\"id\": \"spearman\", \"characteristics\": {\"Str\": 5, \"Dis\": 9, "
                     "\"Ini\": 2, \"Att\": 3, \"Ld\": 3}}]}");
    assert_int_equal(wg_models_to_text(&out, m, false, &err), WG_OK);
    expect_text(out, "general: Dis 9\n"
                     "spearman: Str 5, Dis 9, Ini 2, Att 3, Ld 3\n");
    /* M5: with every characteristic's trace */
    assert_int_equal(wg_models_to_text(&out, m, true, &err), WG_OK);
    expect_text(out, "general: Dis 9\n"
                     "  general.Dis = 9\n"
                     "    base 8\n"
                     "    add +1 [banner]: 8 -> 9\n"
                     "spearman: Str 5, Dis 9, Ini 2, Att 3, Ld 3\n"
                     "  spearman.Str = 5\n"
                     "    base 8\n"
                     "    add +3: 8 -> 11, clamped to 10\n"
                     "    add -5: 10 -> 5\n"
                     "  spearman.Dis = 9\n"
                     "    base 7\n"
                     "    use general.Dis (9): 7 -> 9\n"
                     "  spearman.Ini = 2\n"
                     "    base 3\n"
                     "    add -1 (min 1): 3 -> 2\n"
                     "  spearman.Att = 3\n"
                     "    base 7\n"
                     "    mul 1/2 down: 7 -> 3\n"
                     "  spearman.Ld = 3\n"
                     "    base 7\n"
                     "    set 3: 7 -> 3\n");
    assert_int_equal(wg_models_to_json(&out, m, true, &err), WG_OK);
    expect_text(out,
        "{\"models\": [{\"id\": \"general\", \"characteristics\": {\"Dis\": 9}, \"trace\": "
        "{\"Dis\": [{\"op\": \"base\", \"after\": 8}, {\"op\": \"add\", \"value\": 1, "
        "\"source\": \"banner\", \"before\": 8, \"after\": 9, \"clamped\": false}]}}, "
        "{\"id\": \"spearman\", \"characteristics\": {\"Str\": 5, \"Dis\": 9, \"Ini\": 2, "
        "\"Att\": 3, \"Ld\": 3}, \"trace\": {"
        "\"Str\": [{\"op\": \"base\", \"after\": 8}, {\"op\": \"add\", \"value\": 3, "
        "\"before\": 8, \"after\": 10, \"clamped\": true}, {\"op\": \"add\", \"value\": -5, "
        "\"before\": 10, \"after\": 5, \"clamped\": false}], "
        "\"Dis\": [{\"op\": \"base\", \"after\": 7}, {\"op\": \"use\", \"model\": \"general\", "
        "\"from\": \"Dis\", \"value\": 9, \"before\": 7, \"after\": 9, \"clamped\": false}], "
        "\"Ini\": [{\"op\": \"base\", \"after\": 3}, {\"op\": \"add\", \"value\": -1, "
        "\"min\": 1, \"before\": 3, \"after\": 2, \"clamped\": false, \"bounded\": false}], "
        "\"Att\": [{\"op\": \"base\", \"after\": 7}, {\"op\": \"mul\", \"num\": 1, \"den\": 2, "
        "\"round\": \"down\", \"before\": 7, \"after\": 3, \"clamped\": false}], "
        "\"Ld\": [{\"op\": \"base\", \"after\": 7}, {\"op\": \"set\", \"value\": 3, "
        "\"before\": 7, \"after\": 3, \"clamped\": false}]}}]}");
    /* the trace of one characteristic prints as its part of the document */
    wg_trace *t = explain(m, 1, "Str");
    assert_int_equal(wg_trace_to_json(&out, t, &err), WG_OK);
    expect_text(out, "[{\"op\": \"base\", \"after\": 8}, {\"op\": \"add\", \"value\": 3, "
                     "\"before\": 8, \"after\": 10, \"clamped\": true}, {\"op\": \"add\", "
                     "\"value\": -5, \"before\": 10, \"after\": 5, \"clamped\": false}]");
    assert_int_equal(wg_trace_to_text(&out, t, &err), WG_OK);
    expect_text(out, "spearman.Str = 5\n"
                     "  base 8\n"
                     "  add +3: 8 -> 11, clamped to 10\n"
                     "  add -5: 10 -> 5\n");
    wg_trace_free(t);
    /* printing evaluates nothing again */
    unsigned long long before = wg_models_evaluations(m);
    assert_int_equal(wg_models_to_json(&out, m, true, &err), WG_OK);
    wg_free(out);
    assert_int_equal(wg_models_evaluations(m), before);
    wg_models_free(m);
}

/* Every member of the format is read: `from`, `round` up by default, `max`,
 * negative ranges, a `use` of a model further down, labels, no modifiers. */
static void test_load_values(void **state)
{
    (void)state;
    static const char text[] =
        "{\"format\": \"wargen-models/1\", \"models\": [\n"
        " {\"id\": \"a\", \"characteristics\": {\"Dis\": 0, \"Neg\": -4},\n"
        "  \"ranges\": {\"Neg\": [-10, -1]},\n"
        "  \"modifiers\": [\n"
        "   {\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"b\", \"from\": \"Ld\", "
        "\"source\": \"the captain\"},\n"
        "   {\"stat\": \"Neg\", \"op\": \"mul\", \"num\": 1, \"den\": 2},\n"
        "   {\"stat\": \"Dis\", \"op\": \"add\", \"value\": 4, \"max\": 6},\n"
        "   {\"stat\": \"Dis\", \"op\": \"mul\", \"num\": 3, \"den\": 2, \"round\": \"up\", "
        "\"min\": 2}]},\n"
        " {\"id\": \"b\", \"characteristics\": {\"Ld\": 3}},\n"
        " {\"id\": \"c\", \"characteristics\": {}, \"modifiers\": []}\n"
        "]}\n";
    wg_models *m = load_text(text, "values.json");
    assert_int_equal(wg_models_model_count(m), 3);
    const wg_modifier want[] = {m_src(m_use("Dis", "b", "Ld"), "the captain"),
                                m_mul("Neg", 1, 2, WG_ROUNDING_UP), m_max(m_add("Dis", 4), 6),
                                m_min(m_mul("Dis", 3, 2, WG_ROUNDING_UP), 2)};
    const size_t ids[] = {1, 2, 3, 4};
    expect_mods(m, 0, want, ids, 4);
    assert_int_equal(wg_models_modifier_count(m, 1), 0);
    assert_int_equal(wg_models_stat_count(m, 2), 0);
    /* Neg: -4 x1/2 up = -2; Dis: use b.Ld 3, x3/2 up = 5 (4.5), +4 max 6 = 6 (9 held) */
    assert_int_equal(value_of(m, 0, "Neg"), -2);
    EXPECT_TRACE(m, 0, "Dis", BASE(0), {WG_MOD_OP_USE, 1, 3, 0, 3, 3, false, false},
                 {WG_MOD_OP_MUL, 4, 0, 3, 5, 5, false, false},
                 {WG_MOD_OP_ADD, 3, 0, 5, 9, 6, true, false});
    wg_stat s;
    assert_int_equal(wg_models_stat_at(&s, m, 0, 1, NULL), WG_OK);
    assert_int_equal(s.min, -10);
    assert_int_equal(s.max, -1);
    wg_models_free(m);
    /* no models at all */
    static const char empty[] = "{\"format\": \"wargen-models/1\", \"models\": []}";
    m = load_text(empty, NULL);
    assert_int_equal(wg_models_model_count(m), 0);
    wg_models_free(m);
}

/* ---- bad documents --------------------------------------------------------------- */

/* Unknown names: a model, a characteristic, `from`, a range's characteristic
 * (WG_ENOTFOUND at the member naming it). */
static void test_load_not_found(void **state)
{
    (void)state;
    expect_doc_error(L_MOD2, "       {\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"captain\"},",
                     "\"captain\"", 0, WG_ENOTFOUND, "models[1].modifiers[2].model",
                     "no model 'captain' to use (M2)");
    /* ids are case-sensitive */
    expect_doc_error(L_MOD2, "       {\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"General\"},",
                     "\"General\"", 0, WG_ENOTFOUND, "models[1].modifiers[2].model",
                     "no model 'General' to use (M2)");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Strength\", \"op\": \"add\", \"value\": 3},",
                     "\"Strength\"", 0, WG_ENOTFOUND, "models[1].modifiers[0].stat",
                     "model 'spearman' has no characteristic 'Strength'");
    expect_doc_error(L_GENERAL_MODS, "     \"modifiers\": [{\"stat\": \"Str\", \"op\": \"add\", "
                     "\"value\": 1}]},", "\"Str\"", 0, WG_ENOTFOUND,
                     "models[0].modifiers[0].stat", "model 'general' has no characteristic 'Str'");
    expect_doc_error(L_MOD2, "       {\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"general\", "
                     "\"from\": \"Courage\"},", "\"Courage\"", 0, WG_ENOTFOUND,
                     "models[1].modifiers[2].from",
                     "model 'general' has no characteristic 'Courage' to use (M2)");
    /* a use of the same characteristic, which the source does not have */
    expect_doc_error(L_MOD5, "       {\"stat\": \"Ld\", \"op\": \"use\", \"model\": \"general\"}",
                     "\"Ld\"", 0, WG_ENOTFOUND, "models[1].modifiers[5].stat",
                     "model 'general' has no characteristic 'Ld' to use (M2)");
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [0, 20], \"Wounds\": [0, 5]},",
                     "[0, 5]", 0, WG_ENOTFOUND, "models[1].ranges.Wounds",
                     "model 'spearman' has no characteristic 'Wounds' to give a range");
}

/* docs/FORMATS.md: the root may name its JSON Schema ("$schema", a string, for
 * editors); the library ignores it, refuses any other type, and refuses the
 * key anywhere else as unknown. */
static void test_load_schema_key(void **state)
{
    (void)state;
    char *doc = doc_with(L_FORMAT, "  \"$schema\": \"wargen-models-1.schema.json\", "
                                   "\"format\": \"wargen-models/1\",");
    wg_models *m = load_text(doc, "models.json");
    assert_int_equal(wg_models_model_count(m), 2);
    assert_string_equal(wg_models_model_at(m, 1), "spearman");
    assert_int_equal(wg_models_stat_count(m, 1), 5);
    wg_models_free(m);
    free(doc);
    expect_doc_error(L_FORMAT, "  \"format\": \"wargen-models/1\", \"$schema\": 7,", "7", 0,
                     WG_EFORMAT, "[\"$schema\"]", "must be a string, not an integer");
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [0, 20]}, \"$schema\": \"x\",",
                     "\"$schema\"", 0, WG_EFORMAT, "models[1][\"$schema\"]",
                     "unknown key \"$schema\"");
}

/* Values the format or the rules refuse, each at its member. */
static void test_load_bad_values(void **state)
{
    (void)state;
    /* unknown keys, at the key */
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 3, "
                     "\"sauce\": 1},", "\"sauce\"", 0, WG_EFORMAT, "models[1].modifiers[0].sauce",
                     "unknown key \"sauce\"");
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [0, 20]}, \"points\": 5,",
                     "\"points\"", 0, WG_EFORMAT, "models[1].points", "unknown key \"points\"");
    expect_doc_error(L_FORMAT, "  \"format\": \"wargen-models/1\", \"army\": 1,", "\"army\"", 0,
                     WG_EFORMAT, "army", "unknown key \"army\"");
    /* a member of another op */
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 3, "
                     "\"den\": 2},", "2}", 0, WG_EFORMAT, "models[1].modifiers[0].den",
                     "an add modifier takes no 'den'");
    expect_doc_error(L_MOD5, "       {\"stat\": \"Ld\", \"op\": \"set\", \"value\": 3, "
                     "\"model\": \"general\"}", "\"general\"", 0, WG_EFORMAT,
                     "models[1].modifiers[5].model", "a set modifier takes no 'model'");
    /* unknown ops; base is for traces only */
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"sub\", \"value\": 3},",
                     "\"sub\"", 0, WG_EFORMAT, "models[1].modifiers[0].op",
                     "unknown value \"sub\" (expected one of \"set\", \"use\", \"mul\", "
                     "\"add\")");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"base\", \"value\": 3},",
                     "\"base\"", 0, WG_EFORMAT, "models[1].modifiers[0].op",
                     "unknown value \"base\" (expected one of \"set\", \"use\", \"mul\", "
                     "\"add\")");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": 4, \"value\": 3},",
                     "4", 0, WG_EFORMAT, "models[1].modifiers[0].op",
                     "must be a string, not an integer");
    expect_doc_error(L_MOD4, "       {\"stat\": \"Att\", \"op\": \"mul\", \"num\": 1, \"den\": 2, "
                     "\"round\": \"sideways\"},", "\"sideways\"", 0, WG_EFORMAT,
                     "models[1].modifiers[4].round",
                     "unknown value \"sideways\" (expected one of \"up\", \"down\")");
    /* M1: a denominator of 0, a numerator below 0, ratios beyond 1000 */
    expect_doc_error(L_MOD4, "       {\"stat\": \"Att\", \"op\": \"mul\", \"num\": 1, \"den\": 0, "
                     "\"round\": \"down\"},", "0", 0, WG_EINVAL, "models[1].modifiers[4].den",
                     "mul: a denominator of 0");
    expect_doc_error(L_MOD4, "       {\"stat\": \"Att\", \"op\": \"mul\", \"num\": -1, \"den\": 2},",
                     "-1", 0, WG_EINVAL, "models[1].modifiers[4].num",
                     "mul: the numerator -1 is below 0");
    expect_doc_error(L_MOD4, "       {\"stat\": \"Att\", \"op\": \"mul\", \"num\": 1, "
                     "\"den\": 1001},", "1001", 0, WG_ERANGE, "models[1].modifiers[4].den",
                     "mul: the denominator 1001 is not 1 to 1000");
    /* M3: a bound on set or use; two bounds */
    expect_doc_error(L_MOD5, "       {\"stat\": \"Ld\", \"op\": \"set\", \"value\": 3, "
                     "\"min\": 1}", "1}", 0, WG_EFORMAT, "models[1].modifiers[5].min",
                     "a set modifier takes no bound (M3 bounds mul and add)");
    expect_doc_error(L_MOD2, "       {\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"general\", "
                     "\"max\": 9},", "9}", 0, WG_EFORMAT, "models[1].modifiers[2].max",
                     "a use modifier takes no bound (M3 bounds mul and add)");
    expect_doc_error(L_MOD3, "       {\"stat\": \"Ini\", \"op\": \"add\", \"value\": -1, "
                     "\"min\": 1, \"max\": 5},", "5", 0, WG_EFORMAT, "models[1].modifiers[3].max",
                     "a modifier has one bound, min or max (M3)");
    expect_doc_error(L_MOD3, "       {\"stat\": \"Ini\", \"op\": \"add\", \"value\": -1, "
                     "\"min\": 2000000},", "2000000", 0, WG_ERANGE,
                     "models[1].modifiers[3].min", "the bound 2000000 is beyond +-1000000");
    /* numbers beyond WG_MOD_VALUE_MAX; not integers */
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 1000001},",
                     "1000001", 0, WG_ERANGE, "models[1].modifiers[0].value",
                     "add: the value 1000001 is beyond +-1000000");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 1.5},",
                     "1.5", 0, WG_EFORMAT, "models[1].modifiers[0].value",
                     "must be an integer, not 1.5");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": \"3\"},",
                     "\"3\"", 0, WG_EFORMAT, "models[1].modifiers[0].value",
                     "must be an integer, not a string");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\"},", "{", 0,
                     WG_EFORMAT, "models[1].modifiers[0]", "missing required key \"value\"");
    expect_doc_error(L_MOD0, "       {\"op\": \"add\", \"value\": 3},", "{", 0, WG_EFORMAT,
                     "models[1].modifiers[0]", "missing required key \"stat\"");
    expect_doc_error(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 3, "
                     "\"source\": \"\"},", "\"\"", 0, WG_EINVAL, "models[1].modifiers[0].source",
                     "a source label must be 1 to 100 bytes");
    /* M4: ranges and bases */
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [20, 0]},", "[20", 0, WG_ERANGE,
                     "models[1].ranges.Att", "spearman.Att: the range's min 20 is above "
                     "its max 0 (M4)");
    /* an end beyond the limits: at that end, even when it is also above the max */
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [0, 2000000]},", "2000000", 0,
                     WG_ERANGE, "models[1].ranges.Att[1]", "spearman.Att: the range 0..2000000 "
                     "goes beyond -1000000..1000000 (M4)");
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [-1000001, 20]},", "-1000001", 0,
                     WG_ERANGE, "models[1].ranges.Att[0]", "spearman.Att: the range "
                     "-1000001..20 goes beyond -1000000..1000000 (M4)");
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [1000001, 20]},", "1000001", 0,
                     WG_ERANGE, "models[1].ranges.Att[0]", "spearman.Att: the range "
                     "1000001..20 goes beyond -1000000..1000000 (M4)");
    /* a range that leaves the base out: at the base */
    char *doc = doc_with(L_RANGES, "     \"ranges\": {\"Att\": [0, 5]},");
    wg_models *m = (wg_models *)&m;
    wg_error err;
    assert_int_equal(wg_models_load_string(&m, doc, strlen(doc), "models.json", &err), WG_ERANGE);
    assert_null(m);
    expect_error(&err, WG_ERANGE, "models.json", L_SPEARMAN,
                 col_of(LINES[L_SPEARMAN - 1], "7, \"Ld\"", 0), "models[1].characteristics.Att",
                 "spearman.Att: the base value 7 is outside its range 0..5 (M4)");
    free(doc);
    expect_doc_error(L_SPEARMAN, "    {\"id\": \"spearman\", \"characteristics\": {\"Str\": 11, "
                     "\"Dis\": 7, \"Ini\": 3, \"Att\": 7, \"Ld\": 7},", "11", 0, WG_ERANGE,
                     "models[1].characteristics.Str",
                     "spearman.Str: the base value 11 is outside its range 0..10 (M4)");
    expect_doc_error(L_RANGES, "     \"ranges\": {\"Att\": [0, 20, 30]},", "[0", 0, WG_EFORMAT,
                     "models[1].ranges.Att", "must have exactly 2 elements, not 3");
    expect_doc_error(L_RANGES, "     \"ranges\": [0, 20],", "[0", 0, WG_EFORMAT,
                     "models[1].ranges", "expected an object");
    /* models: a repeated id, a bad id */
    expect_doc_error(L_SPEARMAN, "    {\"id\": \"general\", \"characteristics\": {\"Str\": 8, "
                     "\"Dis\": 7, \"Ini\": 3, \"Att\": 7, \"Ld\": 7},", "\"general\"", 0,
                     WG_EINVAL, "models[1].id", "model 'general' is already in the set");
    expect_doc_error(L_SPEARMAN, "    {\"id\": \"\", \"characteristics\": {\"Str\": 8, "
                     "\"Dis\": 7, \"Ini\": 3, \"Att\": 7, \"Ld\": 7},", "\"\"", 0,
                     WG_EINVAL, "models[1].id", "a model id must be 1 to 100 bytes");
    /* the format */
    expect_doc_error(L_FORMAT, "  \"format\": \"wargen-models/2\",", "\"wargen", 0, WG_EFORMAT,
                     "format", "format \"wargen-models/2\" is not \"wargen-models/1\"");
    expect_doc_error(L_FORMAT, "  \"format\": \"wargen-roster/1\",", "\"wargen", 0, WG_EFORMAT,
                     "format", "format \"wargen-roster/1\" is not \"wargen-models/1\"");
}

/* M2: a cycle of uses is WG_ERULE located at a `use` on it, the message
 * naming it (docs/FORMATS.md: `spearman.Dis -> general.Dis -> spearman.Dis`). */
static void test_load_cycles(void **state)
{
    (void)state;
    /* general uses spearman, which uses general: the walk starts at the
       first model, so spearman's use closes the cycle */
    char *doc = doc_with(L_GENERAL_MODS, "     \"modifiers\": [{\"stat\": \"Dis\", \"op\": "
                         "\"use\", \"model\": \"spearman\"}]},");
    wg_models *m = (wg_models *)&m;
    wg_error err;
    assert_int_equal(wg_models_load_string(&m, doc, strlen(doc), "models.json", &err), WG_ERULE);
    assert_null(m);
    expect_error(&err, WG_ERULE, "models.json", L_MOD2, 8, "models[1].modifiers[2]",
                 "a cycle of used values (M2): spearman.Dis -> general.Dis -> spearman.Dis");
    assert_string_equal(err.message,
                        "a cycle of used values (M2): spearman.Dis -> general.Dis -> "
                        "spearman.Dis");
    free(doc);
    /* a use of itself */
    expect_doc_error(L_MOD2, "       {\"stat\": \"Dis\", \"op\": \"use\", \"model\": "
                     "\"spearman\"},", "{", 0, WG_ERULE, "models[1].modifiers[2]",
                     "a cycle of used values (M2): spearman.Dis -> spearman.Dis");
    /* a use of another characteristic of the same model is no cycle, nor
       are two models using each other's different characteristics */
    doc = doc_with(L_GENERAL_MODS, "     \"modifiers\": [{\"stat\": \"Dis\", \"op\": \"use\", "
                   "\"model\": \"spearman\", \"from\": \"Ld\"}]},");
    m = load_text(doc, NULL);
    assert_int_equal(value_of(m, 0, "Dis"), 3); /* spearman.Ld: set 3 */
    assert_int_equal(value_of(m, 1, "Dis"), 3);
    wg_models_free(m);
    free(doc);
    doc = doc_with(L_MOD5, "       {\"stat\": \"Ld\", \"op\": \"use\", \"model\": \"spearman\", "
                   "\"from\": \"Str\"}");
    m = load_text(doc, NULL);
    assert_int_equal(value_of(m, 1, "Ld"), 5);
    wg_models_free(m);
    free(doc);
}

/* A chain of n models in a document (about 100 bytes each): m0.Dis +1, each other model's Dis uses
 * the one before (so every value is 1); with cycle, m0 uses the last one. */
static char *chain_doc(size_t n, bool cycle)
{
    size_t cap = n * 128 + 256, len = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    len += (size_t)snprintf(buf, cap, "{\"format\": \"wargen-models/1\", \"models\": [\n");
    for (size_t i = 0; i < n; i++) {
        len += (size_t)snprintf(buf + len, cap - len, "{\"id\": \"m%zu\", \"characteristics\": "
                                "{\"Dis\": 0}, \"modifiers\": [", i);
        if (i > 0 || cycle)
            len += (size_t)snprintf(buf + len, cap - len,
                                    "{\"stat\": \"Dis\", \"op\": \"use\", \"model\": \"m%zu\"}",
                                    i > 0 ? i - 1 : n - 1);
        if (i == 0)
            len += (size_t)snprintf(buf + len, cap - len, "%s{\"stat\": \"Dis\", \"op\": \"add\", "
                                    "\"value\": 1}", cycle ? ", " : "");
        len += (size_t)snprintf(buf + len, cap - len, "]}%s\n", i + 1 < n ? "," : "");
    }
    len += (size_t)snprintf(buf + len, cap - len, "]}\n");
    assert_true(len < cap);
    return buf;
}

/* A document of 20,000 models reads in linear time; a cycle through all of
 * them is found without running out of stack and located. */
static void test_load_big(void **state)
{
    (void)state;
    enum { N = 20000 };
    harness_stack_checks(false);
    char *doc = chain_doc(N, false);
    wg_models *m = load_text(doc, "chain.json");
    assert_int_equal(wg_models_model_count(m), N);
    assert_int_equal(wg_models_evaluations(m), N); /* loading evaluated everything once */
    assert_int_equal(value_of(m, N - 1, "Dis"), 1);
    assert_int_equal(wg_models_set_base(m, 0, "Dis", 4, NULL), WG_OK);
    assert_int_equal(value_of(m, N - 1, "Dis"), 5);
    assert_int_equal(wg_models_evaluations(m), 2 * N);
    wg_models_free(m);
    free(doc);
    doc = chain_doc(N, true);
    m = (wg_models *)&m;
    wg_error err;
    assert_int_equal(wg_models_load_string(&m, doc, strlen(doc), "cycle.json", &err), WG_ERULE);
    assert_null(m);
    /* m0 uses m19999 and is reached first: m1, which uses it, closes the cycle */
    expect_error(&err, WG_ERULE, "cycle.json", 3, 59, "models[1].modifiers[0]",
                 "a cycle of used values (M2) of 20000 characteristics: m1.Dis -> m0.Dis -> "
                 "m19999.Dis -> m19998.Dis -> m19997.Dis -> m19996.Dis -> ... -> m6.Dis -> "
                 "m5.Dis -> m4.Dis -> m3.Dis -> m2.Dis -> m1.Dis");
    free(doc);
    harness_stack_checks(true);
}

/* docs/FORMATS.md: broken JSON is WG_EPARSE with jansson's position. */
static void test_load_broken(void **state)
{
    (void)state;
    char *doc = doc_with(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 3,},");
    wg_models *m = (wg_models *)&m;
    wg_error err;
    assert_int_equal(wg_models_load_string(&m, doc, strlen(doc), "models.json", &err), WG_EPARSE);
    assert_null(m);
    expect_error(&err, WG_EPARSE, "models.json", L_MOD0, 48, "", "string or '}' expected");
    free(doc);
    doc = doc_with(L_MOD0, "       {\"stat\": \"Str\", \"op\": \"add\", \"value\": 3, \"value\": 4},");
    assert_int_equal(wg_models_load_string(&m, doc, strlen(doc), "models.json", &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "models.json", L_MOD0, 55, "", "duplicate object key");
    free(doc);
    assert_int_equal(wg_models_load_string(&m, "{", 1, NULL, &err), WG_EPARSE);
    assert_null(m);
    assert_string_equal(err.file, "<string>");
    assert_int_equal(wg_models_load_string(&m, "[]", 2, NULL, &err), WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "<string>", 1, 1, "", "the document must be a JSON object");
    static const char no_models[] = "{\"format\": \"wargen-models/1\"}";
    assert_int_equal(wg_models_load_string(&m, no_models, strlen(no_models), "a", &err),
                     WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "a", 1, 1, "", "missing required key \"models\"");
    static const char no_format[] = "{\"models\": []}";
    assert_int_equal(wg_models_load_string(&m, no_format, strlen(no_format), "a", &err),
                     WG_EFORMAT);
    assert_int_equal(err.code, WG_EFORMAT);
    assert_null(m);
}

/* A modifier given as text is refused as an argument: the code, the member
 * at fault as the path, no file or line; the set is unchanged. */
static void expect_text_refused(wg_models *m, size_t model, const char *json, wg_status code,
                                const char *path, const char *message)
{
    size_t id = 77, count = wg_models_modifier_count(m, model);
    wg_error err;
    wg_status st = wg_models_add_modifier_string(&id, m, model, json, strlen(json), &err);
    if (st != code || strcmp(err.path, path) != 0 || strcmp(err.message, message) != 0
        || err.file[0] != '\0' || err.line != 0 || err.column != 0)
        fail_msg("%s: got %s at \"%s\" (%s:%d): \"%s\"; want %s at \"%s\": \"%s\"", json,
                 wg_status_str(st), err.path, err.file, err.line, err.message,
                 wg_status_str(code), path, message);
    assert_int_equal(id, 77);
    assert_int_equal(wg_models_modifier_count(m, model), count);
}

/* A model as text is read as a document's model is; a refusal is an
 * argument error naming the member, and leaves the set unchanged (M4). */
static void test_model_text(void **state)
{
    (void)state;
    wg_models *m = new_models();
    put_model(m, "general");
    static const struct {
        const char *json;
        wg_status code;
        const char *path, *message;
    } BAD[] = {
        {"{\"id\": \"general\", \"characteristics\": {}}", WG_EINVAL, "id",
         "model 'general' is already in the set"},
        {"{\"id\": \"g\", \"characteristics\": {\"X\": 1, \"Y\": 11}}", WG_ERANGE,
         "characteristics.Y", "g.Y: the base value 11 is outside its range 0..10 (M4)"},
        {"{\"id\": \"g\", \"characteristics\": {\"X\": 1}, \"ranges\": {\"Y\": [0, 5]}}",
         WG_ENOTFOUND, "ranges.Y", "model 'g' has no characteristic 'Y' to give a range"},
        {"{\"id\": \"g\", \"characteristics\": {\"X\": \"1\"}}", WG_EINVAL, "characteristics.X",
         NULL},
        {"{\"id\": \"g\", \"characteristics\": {}, \"modifiers\": []}", WG_EINVAL, "modifiers",
         "a model added alone has no modifiers (add them one by one)"},
        {"{\"id\": \"g\"", WG_EINVAL, "", NULL},
    };
    wg_error err;
    size_t at = 77;
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        const char *json = BAD[i].json;
        wg_status st = wg_models_add_model_string(&at, m, json, strlen(json), &err);
        if (st != BAD[i].code || strcmp(err.path, BAD[i].path) != 0 || err.line != 0
            || (BAD[i].message && strcmp(err.message, BAD[i].message) != 0))
            fail_msg("%s: got %s at \"%s\": \"%s\"", json, wg_status_str(st), err.path,
                     err.message);
        assert_int_equal(at, 77);
        assert_int_equal(wg_models_model_count(m), 1);
    }
    const char *giant = "{\"id\": \"giant\", \"characteristics\": {\"Str\": 12, \"Att\": 3}, "
                        "\"ranges\": {\"Str\": [0, 15]}}";
    assert_int_equal(wg_models_add_model_string(&at, m, giant, strlen(giant), &err), WG_OK);
    assert_int_equal(at, 1);
    wg_stat stat;
    assert_int_equal(wg_models_stat_at(&stat, m, 1, 0, &err), WG_OK);
    assert_string_equal(stat.name, "Str");
    assert_int_equal(stat.base, 12);
    assert_int_equal(stat.max, 15);
    assert_int_equal(value_of(m, 1, "Att"), 3);
    assert_int_equal(wg_models_add_model_string(NULL, NULL, giant, strlen(giant), &err),
                     WG_EINVAL);
    wg_models_free(m);
}

/* M1, M3: a modifier as text is read as a document's modifier is, with the
 * same checks of operands (wgi_mod_takes) and of the one bound. */
static void test_modifier_text(void **state)
{
    (void)state;
    wg_models *m = new_models();
    size_t g = put_model(m, "general"), s = put_model(m, "spearman");
    put_stat(m, g, "Dis", 9);
    put_stat(m, s, "Dis", 7);
    put_stat(m, s, "Str", 8);
    const char *add = "{\"stat\": \"Str\", \"op\": \"add\", \"value\": -2, \"min\": 7}";
    size_t id = 0;
    wg_error err;
    assert_int_equal(wg_models_add_modifier_string(&id, m, s, add, strlen(add), &err), WG_OK);
    wg_modifier want = m_min(m_add("Str", -2), 7);
    wg_models_modifier got;
    assert_int_equal(wg_models_modifier_at(&got, m, s, 0, NULL), WG_OK);
    expect_mod(&got.modifier, &want);
    assert_int_equal(got.id, id);
    assert_int_equal(value_of(m, s, "Str"), 7); /* 8 - 2 = 6, bounded at 7 (M3) */
    const char *use = "{\"stat\": \"Str\", \"op\": \"use\", \"model\": \"general\", "
                      "\"from\": \"Dis\"}";
    assert_int_equal(wg_models_change_modifier_string(m, id, use, strlen(use), &err), WG_OK);
    assert_int_equal(value_of(m, s, "Str"), 9); /* M2 */
    /* read back as the document's modifier object, with its id */
    static const char *const BACK[] = {
        "{\"id\": 2, \"stat\": \"Dis\", \"op\": \"mul\", \"num\": 3, \"den\": 2, "
        "\"round\": \"down\", \"max\": 8, \"source\": \"a \\\"banner\\\"\"}",
        "{\"id\": 3, \"stat\": \"Dis\", \"op\": \"use\", \"model\": \"general\"}",
    };
    for (size_t i = 0; i < 2; i++) {
        const char *text = strchr(BACK[i], ',') + 1; /* without the id */
        char *doc = NULL;
        size_t n = strlen(text);
        char *obj = malloc(n + 2);
        assert_non_null(obj);
        obj[0] = '{';
        memcpy(obj + 1, text, n + 1);
        assert_int_equal(wg_models_add_modifier_string(NULL, m, s, obj, n + 1, &err), WG_OK);
        free(obj);
        assert_int_equal(wg_models_modifier_to_json(&doc, m, s, i + 1, &err), WG_OK);
        assert_string_equal(doc, BACK[i]);
        wg_free(doc);
    }
    char *doc = NULL;
    assert_int_equal(wg_models_modifier_to_json(&doc, m, s, 3, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no modifier 3: there are 3");
    assert_int_equal(wg_models_modifier_to_json(&doc, m, 2, 0, &err), WG_ENOTFOUND);
    expect_arg_error(&err, WG_ENOTFOUND, "no model 2: the set has 2");
    assert_null(doc);
    assert_int_equal(wg_models_modifier_to_json(NULL, m, s, 0, &err), WG_EINVAL);
    assert_int_equal(wg_models_remove_modifier(m, 2, NULL), WG_OK);
    assert_int_equal(wg_models_remove_modifier(m, 3, NULL), WG_OK);
    expect_text_refused(m, s, "{\"stat\": \"Str\", \"op\": \"add\", \"value\": 1, \"den\": 2}",
                        WG_EINVAL, "den", "an add modifier takes no 'den'");
    expect_text_refused(m, s, "{\"stat\": \"Str\", \"op\": \"set\", \"value\": 1, \"max\": 2}",
                        WG_EINVAL, "max", "a set modifier takes no bound (M3 bounds mul and add)");
    expect_text_refused(m, s, "{\"stat\": \"Str\", \"op\": \"add\", \"value\": 1, \"min\": 1, "
                        "\"max\": 2}", WG_EINVAL, "max", "a modifier has one bound, min or max (M3)");
    expect_text_refused(m, s, "{\"stat\": \"Str\", \"op\": \"add\"}", WG_EINVAL, "",
                        "missing required key \"value\"");
    expect_text_refused(m, s, "{\"stat\": \"Str\", \"op\": \"mul\", \"num\": 1, \"den\": 0}",
                        WG_EINVAL, "den", "mul: a denominator of 0");
    expect_text_refused(m, s, "{\"stat\": \"Ld\", \"op\": \"add\", \"value\": 1}",
                        WG_ENOTFOUND, "stat", "model 'spearman' has no characteristic 'Ld'");
    const char *cut = "{\"stat\": \"Str\", \"op\": \"add\", \"value\": 1,";
    assert_int_equal(wg_models_add_modifier_string(&id, m, s, cut, strlen(cut), &err),
                     WG_EINVAL); /* not well-formed: an argument error too */
    assert_int_equal(err.line, 0);
    assert_int_equal(wg_models_add_modifier_string(&id, m, s, cut, strlen(cut), NULL),
                     WG_EINVAL); /* the same code without an error record */
    expect_text_refused(m, 5, "{\"stat\": \"Str\", \"op\": \"add\", \"value\": 1}",
                        WG_ENOTFOUND, "", "no model 5: the set has 2");
    assert_int_equal(wg_models_change_modifier_string(m, 99, use, strlen(use), &err),
                     WG_ENOTFOUND);
    assert_int_equal(wg_models_change_modifier_string(m, WG_NONE, use, strlen(use), &err),
                     WG_ENOTFOUND);
    assert_int_equal(wg_models_add_modifier_string(&id, NULL, 0, use, strlen(use), &err),
                     WG_EINVAL);
    assert_int_equal(value_of(m, s, "Str"), 9);
    wg_models_free(m);
}

/* Files: the error names the file; a missing file is WG_EIO; NULL arguments. */
static void test_load_files(void **state)
{
    (void)state;
    char path[4096];
    source_path(path, sizeof path, "data/models/no-such-models.json");
    wg_models *m = (wg_models *)&m;
    wg_error err;
    assert_int_equal(wg_models_load_file(&m, path, &err), WG_EIO);
    assert_null(m);
    assert_string_equal(err.file, path);
    assert_non_null(strstr(err.message, "cannot open"));
    assert_int_equal(wg_models_load_file(NULL, path, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_models_load_file: out is NULL");
    assert_int_equal(wg_models_load_file(&m, NULL, &err), WG_EINVAL);
    assert_null(m);
    assert_int_equal(wg_models_load_string(NULL, "{}", 2, NULL, &err), WG_EINVAL);
    expect_arg_error(&err, WG_EINVAL, "wg_models_load_string: out is NULL");
    m = (wg_models *)&m;
    assert_int_equal(wg_models_load_string(&m, NULL, 0, NULL, &err), WG_EINVAL);
    assert_null(m);
}

/* ---- allocation failures ------------------------------------------------------------ */

typedef struct load_ctx {
    const char *text, *path;
} load_ctx;

/* Load (from the string or the file), evaluate, explain and print; every
 * failure is WG_ENOMEM and leaks nothing. */
static wg_status load_and_use(const load_ctx *l, bool from_file)
{
    wg_models *m = NULL;
    wg_error err;
    wg_status st = from_file ? OOM_CALL(wg_models_load_file(&m, l->path, &err))
                             : OOM_CALL(wg_models_load_string(&m, l->text, strlen(l->text),
                                                              "a.json", &err));
    if (st != WG_OK)
        assert_null(m);
    if (st == WG_OK)
        st = wg_models_set_base(m, 0, "Dis", 2, &err);
    int v = -1;
    if (st == WG_OK)
        st = wg_models_value(&v, m, 1, "Dis", &err);
    if (st == WG_OK)
        assert_int_equal(v, 3);
    wg_trace *t = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_models_explain(&t, m, 1, "Str", &err));
    char *out = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_trace_to_text(&out, t, &err));
    wg_free(out);
    out = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_trace_to_json(&out, t, &err));
    wg_free(out);
    out = NULL;
    wg_trace_free(t);
    if (st == WG_OK)
        st = OOM_CALL(wg_models_to_json(&out, m, true, &err));
    wg_free(out);
    out = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_models_to_text(&out, m, true, &err));
    wg_free(out);
    if (st != WG_OK)
        assert_int_equal(err.code, WG_ENOMEM);
    wg_models_free(m);
    return st;
}

static wg_status op_load_string(void *ctx)
{
    return load_and_use(ctx, false);
}

static wg_status op_load_file(void *ctx)
{
    return load_and_use(ctx, true);
}

static wg_status op_load_chain(void *ctx)
{
    wg_models *m = NULL;
    const char *text = ctx;
    wg_status st = OOM_CALL(wg_models_load_string(&m, text, strlen(text), NULL, NULL));
    if (st == WG_OK)
        assert_int_equal(value_of(m, 49, "Dis"), 1);
    wg_models_free(m);
    return st;
}

static wg_status op_load_cycle(void *ctx)
{
    wg_models *m = NULL;
    const char *text = ctx;
    wg_error err;
    wg_status st = OOM_CALL(wg_models_load_string(&m, text, strlen(text), NULL, &err));
    assert_null(m);
    /* M2: the cycle is refused however memory runs; when there is no memory
       to name it, the message names one characteristic on it (the harness
       is told the failure was met) */
    if (st == WG_ERULE && strstr(err.message, " -> ") != NULL)
        return WG_OK;
    if (st == WG_ERULE) {
        assert_non_null(strstr(err.message, "a cycle of used values (M2) through m"));
        return WG_ENOMEM;
    }
    return st;
}

/* The set as a document, counted as no allocation of the op. */
static char *saved(const wg_models *m)
{
    harness_pause();
    char *text = NULL;
    assert_int_equal(wg_models_save(&text, m, NULL), WG_OK);
    harness_resume();
    return text;
}

/* A failed edit leaves the set as it was: WG_ENOMEM, the same document. */
static wg_status unchanged(wg_status st, const wg_error *err, const wg_models *m, char *was)
{
    if (st == WG_OK)
        return st;
    assert_int_equal(err->code, WG_ENOMEM);
    char *now = saved(m);
    assert_string_equal(now, was);
    wg_free(now);
    return st;
}

/* M1-M4: the text forms of the edits, a modifier's JSON and the saved
 * document, in turn on one set (test_modifier_text, test_model_text). */
static wg_status text_edits(wg_models *m, char **was)
{
    static const char GIANT[] = "{\"id\": \"giant\", \"characteristics\": {\"Str\": 10}}";
    static const char ADD[] = "{\"stat\": \"Str\", \"op\": \"add\", \"value\": -2}";
    static const char USE[] = "{\"stat\": \"Str\", \"op\": \"use\", \"model\": \"g\"}";
    wg_error err;
    size_t at = 77, id = 77;
    wg_status st = OOM_CALL(wg_models_add_model_string(&at, m, GIANT, strlen(GIANT), &err));
    if (unchanged(st, &err, m, *was) != WG_OK)
        return st;
    assert_int_equal(at, 2);
    wg_free(*was);
    *was = saved(m);
    st = OOM_CALL(wg_models_add_modifier_string(&id, m, 1, ADD, strlen(ADD), &err));
    if (unchanged(st, &err, m, *was) != WG_OK)
        return st;
    wg_free(*was);
    *was = saved(m);
    st = OOM_CALL(wg_models_change_modifier_string(m, id, USE, strlen(USE), &err));
    if (unchanged(st, &err, m, *was) != WG_OK)
        return st;
    wg_free(*was);
    *was = saved(m);
    char *out = (char *)&out;
    st = OOM_CALL(wg_models_modifier_to_json(&out, m, 1, 0, &err));
    if (st != WG_OK) {
        assert_null(out);
        return unchanged(st, &err, m, *was);
    }
    assert_int_equal(id, 1);
    assert_string_equal(out, "{\"id\": 1, \"stat\": \"Str\", \"op\": \"use\", "
                             "\"model\": \"g\"}");
    wg_free(out);
    out = (char *)&out;
    st = OOM_CALL(wg_models_save(&out, m, &err));
    if (st != WG_OK) {
        assert_null(out);
        return unchanged(st, &err, m, *was);
    }
    assert_string_equal(out, *was);
    wg_free(out);
    return st;
}

static wg_status op_text_edits(void *ctx)
{
    (void)ctx;
    harness_pause();
    wg_models *m = new_models();
    size_t g = put_model(m, "g"), sp = put_model(m, "sp");
    put_stat(m, g, "Str", 9);
    put_stat(m, sp, "Str", 8);
    harness_resume();
    char *was = saved(m);
    wg_status st = text_edits(m, &was);
    wg_free(was);
    wg_models_free(m);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    char path[4096];
    source_path(path, sizeof path, "data/models/example.json");
    char *text = read_text(path);
    load_ctx l = {text, path};
    size_t n_string = harness_fail_each_alloc(op_load_string, &l);
    size_t n_file = harness_fail_each_alloc(op_load_file, &l);
    char *chain = chain_doc(50, false), *cycle = chain_doc(20, true);
    size_t n_chain = harness_fail_each_alloc(op_load_chain, chain);
    size_t n_cycle = harness_fail_each_alloc(op_load_cycle, cycle);
    size_t n_edits = harness_fail_each_alloc(op_text_edits, NULL);
    print_message("allocations: the text edits, a modifier's JSON and the document %zu\n",
                  n_edits);
    assert_true(n_edits >= 5);
    print_message("allocations: load and use the example from a string %zu, from the file %zu; "
                  "load a chain of 50 %zu, a cycle of 20 %zu\n", n_string, n_file, n_chain,
                  n_cycle);
    assert_true(n_string >= 2 + 2 + 7);
    assert_true(n_file >= n_string);
    assert_true(n_chain >= 50);
    free(cycle);
    free(chain);
    free(text);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_load_example),
        cmocka_unit_test(test_print_example),
        cmocka_unit_test(test_save_string),
        cmocka_unit_test(test_load_values),
        cmocka_unit_test(test_load_not_found),
        cmocka_unit_test(test_load_schema_key),
        cmocka_unit_test(test_load_bad_values),
        cmocka_unit_test(test_load_cycles),
        cmocka_unit_test(test_load_big),
        cmocka_unit_test(test_load_broken),
        cmocka_unit_test(test_load_files),
        cmocka_unit_test(test_modifier_text),
        cmocka_unit_test(test_model_text),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("mod_load", tests, harness_setup, harness_teardown);
}
