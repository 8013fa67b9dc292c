/* mod module, traces kept as `wargen-trace/1` documents (wg_trace_save,
 * wg_trace_load_string; docs/FORMATS.md, rules M1-M5): every step of every
 * characteristic of a set read back equal, and every document whose steps
 * the rules (M1-M4) do not give, or that is malformed, refused with its
 * code, line, column and JSON path. */
#include "test_mod_common.h"

/* A set with every op, bound and flag: the example of docs/FORMATS.md and
 * more (a mul with a label and a max bound, a use of the same model). */
static wg_models *every_kind(void)
{
    wg_models *m = new_models();
    size_t general = put_model(m, "general"), spearman = put_model(m, "spearman");
    put_stat(m, general, "Dis", 8);
    put_mod(m, general, m_src(m_add("Dis", 1), "banner"));
    put_stat(m, spearman, "Str", 8);
    put_stat(m, spearman, "Dis", 7);
    put_stat(m, spearman, "Ini", 3);
    put_stat_range(m, spearman, "Att", 7, 0, 20);
    put_stat(m, spearman, "Ld", 7);
    put_stat(m, spearman, "Res", 4);
    put_mod(m, spearman, m_add("Str", 3));
    put_mod(m, spearman, m_add("Str", -5));
    put_mod(m, spearman, m_use("Dis", "general", NULL));
    put_mod(m, spearman, m_min(m_add("Ini", -1), 1));
    put_mod(m, spearman, m_add("Ini", -4));
    put_mod(m, spearman, m_mul("Att", 1, 2, WG_ROUNDING_DOWN));
    put_mod(m, spearman, m_src(m_max(m_mul("Att", 3, 1, WG_ROUNDING_UP), 8), "frenzy"));
    put_mod(m, spearman, m_set("Ld", 3));
    put_mod(m, spearman, m_add("Res", 2));
    put_mod(m, spearman, m_use("Res", "spearman", "Ld"));
    return m;
}

static wg_trace *load_ok(const char *text)
{
    wg_trace *t = NULL;
    wg_error err;
    if (wg_trace_load_string(&t, text, strlen(text), "trace.json", &err) != WG_OK)
        fail_msg("load: %s:%d:%d: [%s] %s\n%s", err.file, err.line, err.column, err.path,
                 err.message, text);
    assert_non_null(t);
    return t;
}

static char *saved(const wg_trace *t)
{
    char *out = NULL;
    wg_error err;
    if (wg_trace_save(&out, t, &err) != WG_OK)
        fail_msg("save: %s", err.message);
    return out;
}

/* a and b equal in every member of every step, strings compared by value */
static void expect_same_trace(const wg_trace *a, const wg_trace *b)
{
    assert_string_equal(wg_trace_model(a), wg_trace_model(b));
    assert_string_equal(wg_trace_stat(a), wg_trace_stat(b));
    assert_int_equal(wg_trace_value(a), wg_trace_value(b));
    assert_int_equal(wg_trace_step_count(a), wg_trace_step_count(b));
    for (size_t i = 0; i < wg_trace_step_count(a); i++) {
        const wg_step *x = wg_trace_step_at(a, i), *y = wg_trace_step_at(b, i);
        expect_mod(&x->modifier, &y->modifier);
        /* mod_eq skips the members an op does not take: they must be zero too */
        assert_true(x->modifier.value == y->modifier.value && x->modifier.num == y->modifier.num
                    && x->modifier.den == y->modifier.den
                    && x->modifier.limit == y->modifier.limit);
        assert_true(str_eq(x->modifier.model, y->modifier.model)
                    && str_eq(x->modifier.from, y->modifier.from));
        assert_int_equal(x->id, y->id);
        assert_int_equal(x->used, y->used);
        assert_int_equal(x->before, y->before);
        assert_int_equal(x->raw, y->raw);
        assert_int_equal(x->after, y->after);
        assert_int_equal(x->bounded, y->bounded);
        assert_int_equal(x->clamped, y->clamped);
    }
}

/* M5: every trace of the set, saved and loaded, is the trace explained, and
 * prints the same text, the same steps and the same document. */
static void test_round_trip(void **state)
{
    (void)state;
    wg_models *m = every_kind();
    size_t checked = 0;
    for (size_t model = 0; model < wg_models_model_count(m); model++) {
        for (size_t k = 0; k < wg_models_stat_count(m, model); k++) {
            wg_stat st;
            assert_int_equal(wg_models_stat_at(&st, m, model, k, NULL), WG_OK);
            wg_trace *t = explain(m, model, st.name);
            char *doc = saved(t);
            wg_trace *back = load_ok(doc);
            expect_same_trace(t, back);
            char *a = NULL, *b = NULL;
            assert_int_equal(wg_trace_to_text(&a, t, NULL), WG_OK);
            assert_int_equal(wg_trace_to_text(&b, back, NULL), WG_OK);
            expect_text(b, a);
            wg_free(a);
            assert_int_equal(wg_trace_to_json(&a, t, NULL), WG_OK);
            assert_int_equal(wg_trace_to_json(&b, back, NULL), WG_OK);
            expect_text(b, a);
            wg_free(a);
            expect_text(saved(back), doc);
            wg_free(doc);
            wg_trace_free(back);
            wg_trace_free(t);
            checked++;
        }
    }
    assert_int_equal(checked, 7);
    wg_models_free(m);
}

/* The document itself: the steps of --explain with the ids, under the
 * model, the characteristic and the value (M4's clamp, M3's bound shown). */
static void test_save_text(void **state)
{
    (void)state;
    wg_models *m = every_kind();
    wg_trace *t = explain(m, 1, "Att");
    expect_text(saved(t),
                "{\"format\": \"wargen-trace/1\", \"model\": \"spearman\", \"stat\": \"Att\", "
                "\"value\": 8, \"steps\": [{\"op\": \"base\", \"after\": 7}, "
                "{\"id\": 7, \"op\": \"mul\", \"num\": 1, \"den\": 2, \"round\": \"down\", "
                "\"before\": 7, \"after\": 3, \"clamped\": false}, "
                "{\"id\": 8, \"op\": \"mul\", \"num\": 3, \"den\": 1, \"round\": \"up\", "
                "\"max\": 8, \"source\": \"frenzy\", \"before\": 3, \"after\": 8, "
                "\"clamped\": false, \"bounded\": true}]}");
    wg_trace_free(t);
    t = explain(m, 1, "Dis");
    expect_text(saved(t),
                "{\"format\": \"wargen-trace/1\", \"model\": \"spearman\", \"stat\": \"Dis\", "
                "\"value\": 9, \"steps\": [{\"op\": \"base\", \"after\": 7}, "
                "{\"id\": 4, \"op\": \"use\", \"model\": \"general\", \"from\": \"Dis\", "
                "\"value\": 9, \"before\": 7, \"after\": 9, \"clamped\": false}]}");
    wg_trace_free(t);
    wg_models_free(m);
    assert_int_equal(wg_trace_save(NULL, NULL, NULL), WG_EINVAL);
}

/* ---- refusals -------------------------------------------------------------------- */

/* Str of the spearman: 8, +3 clamped to 10 (M4), -5. One line per step. */
static const char DOC[] =
    "{\"format\": \"wargen-trace/1\", \"model\": \"spearman\", \"stat\": \"Str\", \"value\": 5,\n"
    " \"steps\": [{\"op\": \"base\", \"after\": 8},\n"
    "  {\"id\": 1, \"op\": \"add\", \"value\": 3, \"before\": 8, \"after\": 10, "
    "\"clamped\": true},\n"
    "  {\"id\": 2, \"op\": \"add\", \"value\": -5, \"before\": 10, \"after\": 5, "
    "\"clamped\": false}]}\n";

/* DOC with the nth occurrence of from replaced by to (static buffer). */
static const char *edit(const char *doc, const char *from, int nth, const char *to)
{
    /* two buffers, so that an edit of an edit reads one and writes the other */
    static char bufs[2][4096];
    static int turn;
    char *buf = bufs[turn ^= 1];
    const char *at = doc;
    for (int i = 0; i <= nth; i++) {
        at = strstr(i ? at + 1 : at, from);
        if (at == NULL)
            fail_msg("\"%s\" not in the document", from);
    }
    int n = snprintf(buf, sizeof bufs[0], "%.*s%s%s", (int)(at - doc), doc, to, at + strlen(from));
    assert_true(n > 0 && (size_t)n < sizeof bufs[0]);
    return buf;
}

/* Loading text fails with code at the nth occurrence of token (its line and
 * column), at path, the message containing message; out is set to NULL. */
static void expect_refused(const char *text, wg_status code, const char *token, int nth,
                           const char *path, const char *message)
{
    wg_trace *t = (wg_trace *)&t;
    wg_error err;
    const char *at = text;
    for (int i = 0; i <= nth; i++) {
        at = strstr(i ? at + 1 : at, token);
        if (at == NULL)
            fail_msg("\"%s\" not in \"%s\"", token, text);
    }
    int line = 1, column = 1;
    for (const char *c = text; c < at; c++) {
        column = *c == '\n' ? 1 : column + 1;
        line += *c == '\n';
    }
    wg_status st = wg_trace_load_string(&t, text, strlen(text), "trace.json", &err);
    assert_null(t);
    if (st != code)
        fail_msg("%s: %s:%d:%d: [%s] %s\n%s", wg_status_str(st), err.file, err.line, err.column,
                 err.path, err.message, text);
    expect_error(&err, code, "trace.json", line, column, path, message);
}

/* A step whose numbers, flags or place differ from what the rules give is
 * refused at the member that differs (M1, M3, M4), and so is a value the
 * steps do not give: the loader replays the steps, it does not trust them. */
static void test_refuses_what_the_rules_do_not_give(void **state)
{
    (void)state;
    wg_trace_free(load_ok(DOC));
    expect_refused(edit(DOC, "\"value\": 5", 0, "\"value\": 6"), WG_ERULE, "6", 0, "value",
                   "the steps give 5 (M1-M4)");
    /* M4: the range is [8, 11] now, so +3 is not clamped */
    expect_refused(edit(DOC, "\"after\": 10", 0, "\"after\": 11"), WG_ERULE, "true", 0,
                   "steps[1].clamped", "the rules give false here (M4)");
    expect_refused(edit(DOC, "\"before\": 10", 0, "\"before\": 9"), WG_ERULE, "9", 0,
                   "steps[2].before", "the rules give 10 here (M1-M4)");
    expect_refused(edit(DOC, "\"value\": 3, \"before\": 8, \"after\": 10, \"clamped\": true", 0,
                        "\"value\": 1, \"before\": 8, \"after\": 10, \"clamped\": true"),
                   WG_ERULE, "10", 0, "steps[1].after", "the rules give 9 here (M1-M4)");
    expect_refused(edit(DOC, "\"clamped\": true", 0, "\"clamped\": false"), WG_ERULE, "false", 0,
                   "steps[1].clamped", "the rules give true here (M4)");
    /* M1: a set goes before the adds; M3: an unbounded add before a bounded one */
    const char *set_last = edit(DOC, "\"clamped\": false}]}", 0,
                                "\"clamped\": false},\n  {\"id\": 3, \"op\": \"set\", "
                                "\"value\": 5, \"before\": 5, \"after\": 5, \"clamped\": "
                                "false}]}");
    expect_refused(set_last, WG_ERULE, "{\"id\": 3", 0, "steps[3]",
                   "not where the rules apply it");
    const char *bounded_first = edit(DOC, "\"value\": 3,", 0, "\"value\": 3, \"max\": 20,");
    bounded_first = edit(bounded_first, "\"clamped\": true", 0,
                         "\"clamped\": true, \"bounded\": false");
    expect_refused(bounded_first, WG_ERULE, "{\"id\": 2", 0, "steps[2]",
                   "unbounded before bounded");
    /* M3: the bound holds the value, the document says it did not */
    const char *held = edit(DOC, "\"value\": -5,", 0, "\"value\": -5, \"min\": 7,");
    held = edit(held, "\"clamped\": false}", 0, "\"clamped\": false, \"bounded\": false}");
    expect_refused(held, WG_ERULE, "5, \"clamped\"", 0, "steps[2].after", "the rules give 7 here");
    expect_refused(edit(DOC, "\"id\": 2", 0, "\"id\": 1"), WG_EFORMAT, "1", 3, "steps[2].id",
                   "modifier 1 has two steps");
}

/* M2: a `use` step takes the value it says it used, the same for every step
 * using one characteristic, and never its own characteristic. */
static void test_use_steps(void **state)
{
    (void)state;
    static const char USE[] =
        "{\"format\": \"wargen-trace/1\", \"model\": \"a\", \"stat\": \"Dis\", \"value\": 6,\n"
        " \"steps\": [{\"op\": \"base\", \"after\": 7},\n"
        "  {\"id\": 4, \"op\": \"use\", \"model\": \"b\", \"from\": \"Ld\", \"value\": 9, "
        "\"before\": 7, \"after\": 9, \"clamped\": false},\n"
        "  {\"id\": 5, \"op\": \"use\", \"model\": \"a\", \"from\": \"Ld\", \"value\": 6, "
        "\"before\": 9, \"after\": 6, \"clamped\": false}]}\n";
    wg_trace *t = load_ok(USE);
    const wg_step *s = wg_trace_step_at(t, 1);
    assert_string_equal(s->modifier.model, "b");
    assert_string_equal(s->modifier.from, "Ld");
    assert_string_equal(s->modifier.stat, "Dis");
    assert_int_equal(s->used, 9);
    assert_int_equal(s->raw, 9);
    assert_int_equal(s->id, 4);
    assert_int_equal(wg_trace_step_at(t, 2)->used, 6);
    wg_trace_free(t);
    expect_refused(edit(USE, "\"model\": \"a\", \"from\": \"Ld\"", 0,
                        "\"model\": \"b\", \"from\": \"Ld\""), WG_ERULE, "6, \"before\"", 0,
                   "steps[2].value", "b.Ld is used as 9 by an earlier step (M2)");
    expect_refused(edit(USE, "\"model\": \"a\", \"from\": \"Ld\"", 0,
                        "\"model\": \"a\", \"from\": \"Dis\""), WG_ERULE, "\"Dis\"", 1,
                   "steps[2].from", "a.Dis uses itself (M2)");
    /* a use step without "from" uses the same characteristic: here itself */
    expect_refused(edit(USE, ", \"from\": \"Ld\", \"value\": 6", 0, ", \"value\": 6"), WG_ERULE,
                   "{\"id\": 5", 0, "steps[2]", "a.Dis uses itself (M2)");
    expect_refused(edit(USE, "\"value\": 9,", 0, "\"value\": 2000000,"), WG_EFORMAT, "2000000",
                   0, "steps[1].value", "must be at most 1000000");
}

/* Malformed documents and wrong types: refused where they are wrong. */
static void test_malformed(void **state)
{
    (void)state;
    wg_trace *t = (wg_trace *)&t;
    wg_error err;
    expect_refused("{\"format\": ", WG_EPARSE, " ", 0, "", "");
    /* wg_trace_to_json's array names neither the model, the characteristic nor the ids */
    expect_refused("[{\"op\": \"base\", \"after\": 8}]", WG_EFORMAT, "[", 0, "",
                   "the document must be a JSON object");
    expect_refused(edit(DOC, "wargen-trace/1", 0, "wargen-models/1"), WG_EFORMAT,
                   "\"wargen-models/1\"", 0, "format", "");
    expect_refused(edit(DOC, "\"model\": \"spearman\", ", 0, ""), WG_EFORMAT, "{", 0, "",
                   "model");
    expect_refused(edit(DOC, "\"value\": 5", 0, "\"value\": \"5\""), WG_EFORMAT, "\"5\"", 0,
                   "value", "");
    expect_refused(edit(DOC, "\"clamped\": true", 0, "\"clamped\": 1"), WG_EFORMAT, "1}", 0,
                   "steps[1].clamped", "");
    expect_refused(edit(DOC, "\"id\": 1", 0, "\"id\": -1"), WG_EFORMAT, "-1", 0, "steps[1].id",
                   "must be at least 0");
    expect_refused(edit(DOC, "\"id\": 1, ", 0, ""), WG_EFORMAT, "{\"op\": \"add\"", 0,
                   "steps[1]", "id");
    expect_refused(edit(DOC, "\"before\": 8, ", 0, "\"before\": 8, \"raw\": 11, "), WG_EFORMAT,
                   "\"raw\"", 0, "steps[1].raw", "");
    expect_refused(edit(DOC, "\"op\": \"base\"", 0, "\"op\": \"add\""), WG_EFORMAT,
                   "\"add\"", 0, "steps[0].op", "");
    expect_refused(edit(DOC, "\"op\": \"add\", \"value\": 3", 0, "\"op\": \"base\", \"value\": 3"),
                   WG_EFORMAT, "\"base\"", 1, "steps[1].op", "");
    expect_refused(edit(DOC, "\"value\": 3, ", 0, "\"value\": 3, \"num\": 2, "), WG_EFORMAT,
                   "2, \"before\"", 0, "steps[1].num", "an add modifier takes no 'num'");
    expect_refused(edit(DOC, "\"op\": \"add\", \"value\": 3", 0,
                        "\"op\": \"mul\", \"num\": 1, \"den\": 1, \"round\": \"up\", \"value\": 3"),
                   WG_EFORMAT, "3, \"before\"", 0, "steps[1].value",
                   "a mul modifier takes no 'value'");
    /* refused by the checks any added modifier gets (a mul is a fraction, M1), at the
     * member they name; valgrind saw the name read before it was set */
    expect_refused(edit(DOC, "\"value\": 3, ", 0, "\"value\": 3, \"source\": \"\", "),
                   WG_EINVAL, "\"\"", 0, "steps[1].source", "a source label");
    expect_refused(edit(DOC, "\"op\": \"add\", \"value\": 3", 0,
                        "\"op\": \"mul\", \"num\": 1, \"den\": 0, \"round\": \"up\""),
                   WG_EINVAL, "0, \"round\"", 0, "steps[1].den", "a denominator of 0");
    expect_refused(edit(DOC, "\"clamped\": true", 0, "\"clamped\": true, \"bounded\": true"),
                   WG_EFORMAT, "true", 1, "steps[1].bounded", "without a bound");
    expect_refused(edit(DOC, "\"value\": 3,", 0, "\"value\": 3, \"min\": 1,"), WG_EFORMAT,
                   "{\"id\": 1", 0, "steps[1]", "bounded");
    expect_refused(edit(DOC, "[{\"op\": \"base\", \"after\": 8},\n", 0, "[\n"), WG_EFORMAT,
                   "\"add\"", 0, "steps[0].op", "");
    expect_refused("{\"format\": \"wargen-trace/1\", \"model\": \"m\", \"stat\": \"S\", "
                   "\"value\": 1, \"steps\": []}", WG_EFORMAT, "[]", 0, "steps", "");
    expect_refused("{\"format\": \"wargen-trace/1\", \"model\": \"m\", \"stat\": \"S\", "
                   "\"value\": 1, \"steps\": [5]}", WG_EFORMAT, "5", 0, "steps[0]", "object");
    expect_refused(edit(DOC, "{\"id\": 2", 0, "7, {\"id\": 2"), WG_EFORMAT, "7,", 0, "steps[2]",
                   "object");
    expect_refused(edit(DOC, "\"stat\": \"Str\"", 0, "\"stat\": \"\""), WG_EINVAL, "\"\"", 0,
                   "stat", "");
    expect_refused(edit(DOC, "\"after\": 8", 0, "\"after\": 8.5"), WG_EFORMAT, "8.5", 0,
                   "steps[0].after", "");
    assert_int_equal(wg_trace_load_string(NULL, DOC, strlen(DOC), NULL, &err), WG_EINVAL);
    assert_int_equal(wg_trace_load_string(&t, NULL, 0, NULL, &err), WG_EINVAL);
    assert_null(t);
}

/* The file form reads the same document, and names the file in errors. */
static void test_load_file(void **state)
{
    (void)state;
    char path[4096];
    wg_trace *t = NULL;
    wg_error err;
    source_path(path, sizeof path, "fuzz/corpus/trace/example-spearman-Str.json");
    assert_int_equal(wg_trace_load_file(&t, path, &err), WG_OK);
    wg_trace *same = load_ok(DOC);
    assert_string_equal(wg_trace_model(t), "spearman");
    assert_int_equal(wg_trace_value(t), 5);
    assert_int_equal(wg_trace_step_count(t), 3);
    assert_int_equal(wg_trace_step_at(t, 2)->raw, 5);
    assert_int_equal(wg_trace_step_at(t, 1)->raw, 11);
    wg_trace_free(same);
    wg_trace_free(t);
    t = (wg_trace *)&t;
    source_path(path, sizeof path, "fuzz/corpus/trace/out-of-order.json");
    assert_int_equal(wg_trace_load_file(&t, path, &err), WG_ERULE);
    assert_null(t);
    assert_string_equal(err.file, path);
    assert_string_equal(err.path, "steps[2]");
    source_path(path, sizeof path, "fuzz/corpus/trace/no-such-file.json");
    assert_int_equal(wg_trace_load_file(&t, path, &err), WG_EIO);
    assert_int_equal(wg_trace_load_file(&t, NULL, &err), WG_EINVAL);
}

/* ---- allocation failures ----------------------------------------------------------- */

static wg_status op_save_load(void *ctx)
{
    wg_trace *t = ctx, *back = NULL;
    char *doc = NULL;
    wg_status st = OOM_CALL(wg_trace_save(&doc, t, NULL));
    char path[4096];
    source_path(path, sizeof path, "fuzz/corpus/trace/example-spearman-Str.json");
    if (st == WG_OK)
        st = OOM_CALL(wg_trace_load_file(&back, path, NULL));
    wg_trace_free(back);
    back = NULL;
    if (st == WG_OK)
        st = OOM_CALL(wg_trace_load_string(&back, doc, strlen(doc), NULL, NULL));
    if (st == WG_OK) {
        harness_pause();
        expect_same_trace(t, back);
        harness_resume();
    } else {
        assert_null(back);
    }
    wg_trace_free(back);
    wg_free(doc);
    return st;
}

static void test_alloc_failures(void **state)
{
    (void)state;
    wg_models *m = every_kind();
    wg_trace *t = explain(m, 1, "Res");
    size_t n = harness_fail_each_alloc(op_save_load, t);
    print_message("allocations: save and load a trace of a use %zu\n", n);
    assert_true(n >= 4);
    wg_trace_free(t);
    wg_models_free(m);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_save_text),
        cmocka_unit_test(test_refuses_what_the_rules_do_not_give),
        cmocka_unit_test(test_use_steps),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_load_file),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("mod_trace", tests, harness_setup, harness_teardown);
}
