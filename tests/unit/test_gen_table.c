/* gen module, tables (G2, G4, G12): the default table, reading, checking and
 * writing `wargen-table/1` documents with exact error locations. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>

#include "harness.h"
#include "test_common.h"

/* ---- documents ----------------------------------------------------------- */

/* One replaced line of a generated table document: entries[index] becomes
 * text (NULL drops it; index 36 appends text as a 37th entry). */
typedef struct edit {
    int index;
    const char *text;
} edit;

static int d66(int index)
{
    return (index / 6 + 1) * 10 + index % 6 + 1;
}

/* A table document laid out one entry per line:
 *   line 1  {
 *   line 2    "format": "wargen-table/1",
 *   line 3    "name": "Test table",
 *   line 4    "entries": [
 *   line 5+i      entries[i], at column 5
 *   then        ]
 *   and         }
 * head replaces lines 2-3 when not NULL (it is written as is, with its own
 * newlines and indentation). */
static char *doc_with(const char *head, const edit *edits, size_t n_edits)
{
    size_t cap = 16384, len = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    len += (size_t)snprintf(buf + len, cap - len, "{\n%s\n  \"entries\": [\n",
                            head ? head
                                 : "  \"format\": \"wargen-table/1\",\n  \"name\": \"Test table\",");
    bool first = true;
    for (int i = 0; i <= 36; i++) {
        const char *text = NULL;
        char line[256];
        bool edited = false;
        for (size_t k = 0; k < n_edits; k++) {
            if (edits[k].index == i) {
                text = edits[k].text;
                edited = true;
            }
        }
        if (!edited && i < 36) {
            snprintf(line, sizeof line,
                     "{\"roll\": %d, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                     "\"regular\", \"reinforceable\": true}]}", d66(i));
            text = line;
        }
        if (text == NULL)
            continue;
        len += (size_t)snprintf(buf + len, cap - len, "%s    %s", first ? "" : ",\n", text);
        first = false;
    }
    len += (size_t)snprintf(buf + len, cap - len, "\n  ]\n}\n");
    assert_true(len < cap);
    return buf;
}

/* Column (1-based) of the first token in an entry line written at column 5. */
static int col_in(const char *entry, const char *token)
{
    const char *at = strstr(entry, token);
    if (at == NULL)
        fail_msg("\"%s\" not in \"%s\"", token, entry);
    return 5 + (int)(at - entry);
}

/* Loading text must fail with exactly this error, and check must report it
 * (as its first problem). */
static void expect_load_error(const char *text, wg_status code, int line, int column,
                              const char *path, const char *message_part)
{
    wg_table *t = (wg_table *)&t;
    wg_error err;
    assert_int_equal(wg_table_load_string(&t, text, strlen(text), "t.json", &err), code);
    assert_null(t);
    expect_error(&err, code, "t.json", line, column, path, message_part);
    wg_problems *list = NULL;
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), "t.json", &err), WG_OK);
    assert_true(wg_problems_count(list) >= 1);
    expect_error(wg_problems_at(list, 0), code, "t.json", line, column, path, message_part);
    wg_problems_free(list);
}

/* One edited entry must fail to load at line 5 + index, at token's column. */
static void expect_entry_error(int index, const char *entry, const char *token,
                               const char *path, const char *message_part)
{
    edit e = {index, entry};
    char *text = doc_with(NULL, &e, 1);
    expect_load_error(text, WG_EFORMAT, 5 + index, col_in(entry, token), path, message_part);
    free(text);
}

static wg_table *load_ok(const char *text)
{
    wg_table *t = NULL;
    wg_error err;
    wg_status st = wg_table_load_string(&t, text, strlen(text), NULL, &err);
    if (st != WG_OK)
        fail_msg("load: %s:%d:%d: %s: %s", err.file, err.line, err.column, err.path,
                 err.message);
    return t;
}

static bool same_entries(const wg_table *a, const wg_table *b)
{
    for (size_t i = 0; i < WG_TABLE_ENTRIES; i++) {
        const wg_gen_entry *x = wg_table_entry_at(a, i), *y = wg_table_entry_at(b, i);
        if (x->roll != y->roll || x->cost != y->cost || x->units != y->units ||
            x->slot_count != y->slot_count)
            return false;
        for (size_t k = 0; k < x->slot_count; k++) {
            const wg_slot *p = &x->slots[k], *q = &y->slots[k];
            if (p->endless_spell != q->endless_spell || p->count != q->count ||
                p->reinforceable != q->reinforceable ||
                (!p->endless_spell && p->type != q->type))
                return false;
        }
    }
    return true;
}

/* ---- the default table (G2, G12) -------------------------------------------- */

/* G2, G12: the default table has its name and 36 entries in D66 order. */
static void test_default_table(void **state)
{
    (void)state;
    wg_table *t = NULL;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    assert_non_null(t);
    assert_string_equal(wg_table_name(t), "Default table"); /* G12 */
    assert_int_equal(wg_table_entry_count(t), WG_TABLE_ENTRIES); /* G2 */
    int sum = 0, units = 0;
    for (size_t i = 0; i < wg_table_entry_count(t); i++) {
        const wg_gen_entry *e = wg_table_entry_at(t, i);
        assert_non_null(e);
        assert_int_equal(e->roll, d66((int)i)); /* G2: D66 order */
        assert_ptr_equal(wg_table_entry_by_roll(t, e->roll), e);
        assert_true(e->slot_count >= 1 && e->slot_count <= WG_ENTRY_MAX_SLOTS); /* G4 */
        assert_true(e->cost >= 0);
        int listed = 0;
        for (size_t k = 0; k < e->slot_count; k++)
            listed += e->slots[k].endless_spell ? 0 : e->slots[k].count;
        assert_int_equal(e->units, listed);
        sum += e->cost;
        units += e->units;
    }
    /* G12: the shipped design (data/tables/default.json): 109 AP and 56 units */
    assert_int_equal(sum, 109);
    assert_int_equal(units, 56);
    /* G2: a few entries spelled out */
    const wg_gen_entry *e = wg_table_entry_by_roll(t, 11);
    assert_int_equal(e->cost, 2);
    assert_int_equal(e->slot_count, 1);
    assert_int_equal(e->slots[0].count, 1);
    assert_int_equal(e->slots[0].type, WG_GEN_UNIT_TYPE_REGULAR);
    assert_true(e->slots[0].reinforceable);
    e = wg_table_entry_by_roll(t, 36);
    assert_int_equal(e->cost, 4);
    assert_int_equal(e->slot_count, 2);
    assert_int_equal(e->slots[0].type, WG_GEN_UNIT_TYPE_GIGANTIC);
    assert_true(e->slots[1].endless_spell);
    assert_int_equal(e->slots[1].count, 0);
    assert_int_equal(e->units, 1);
    e = wg_table_entry_by_roll(t, 51);
    assert_int_equal(e->cost, 1);
    assert_int_equal(e->units, 0);
    assert_true(e->slots[0].endless_spell);
    e = wg_table_entry_by_roll(t, 61);
    assert_int_equal(e->units, 3);
    assert_int_equal(e->slots[1].count, 2);
    assert_int_equal(e->slots[1].type, WG_GEN_UNIT_TYPE_HORDE);
    /* G2: values that are not D66 have no entry */
    static const int not_d66[] = {0, 10, 17, 20, 27, 60, 67, 70, 100, -11};
    for (size_t i = 0; i < sizeof not_d66 / sizeof not_d66[0]; i++) {
        wg_error err;
        char want[16];
        assert_null(wg_table_entry_by_roll(t, not_d66[i]));
        assert_int_equal(wg_d66_check(not_d66[i], &err), WG_EINVAL); /* G2 */
        snprintf(want, sizeof want, "roll %d:", not_d66[i]);
        assert_non_null(strstr(err.message, want));
        assert_int_equal(wg_d66_check(not_d66[i], NULL), WG_EINVAL);
    }
    for (size_t i = 0; i < WG_TABLE_ENTRIES; i++)
        assert_int_equal(wg_d66_check(d66((int)i), NULL), WG_OK); /* G2 */
    assert_null(wg_table_entry_at(t, 36));
    assert_null(wg_table_entry_at(t, WG_NONE));
    const char *digest = wg_table_digest(t);
    assert_int_equal(strlen(digest), 16);
    assert_int_equal(strspn(digest, "0123456789abcdef"), 16);
    wg_table_free(t);
    wg_table_free(NULL);
}

/* A NULL table never crashes a reader: the pointer readers say NULL and the
 * count 0 (DESIGN "Lists"). */
static void test_null_table(void **state)
{
    (void)state;
    assert_null(wg_table_name(NULL));
    assert_null(wg_table_digest(NULL));
    assert_int_equal(wg_table_entry_count(NULL), 0);
    assert_null(wg_table_entry_at(NULL, 0));
    assert_null(wg_table_entry_by_roll(NULL, 11));
    char *json = NULL;
    assert_int_equal(wg_table_to_json(&json, NULL, NULL), WG_EINVAL);
    assert_null(json);
}

/* G12: wg_table_new_default() is data/tables/default.json, entry for entry. */
static void test_default_equals_file(void **state)
{
    (void)state;
    char path[4096];
    source_path(path, sizeof path, "data/tables/default.json");
    wg_table *def = NULL, *file = NULL;
    wg_error err;
    assert_int_equal(wg_table_new_default(&def, &err), WG_OK);
    assert_int_equal(wg_table_load_file(&file, path, &err), WG_OK);
    assert_string_equal(wg_table_name(def), wg_table_name(file));
    assert_string_equal(wg_table_digest(def), wg_table_digest(file));
    assert_true(same_entries(def, file));
    char *a = NULL, *b = NULL;
    assert_int_equal(wg_table_to_json(&a, def, &err), WG_OK);
    assert_int_equal(wg_table_to_json(&b, file, &err), WG_OK);
    assert_string_equal(a, b);
    wg_free(a);
    wg_free(b);
    /* and from the same text in memory */
    char *text = read_text(path);
    wg_table *mem = load_ok(text);
    assert_string_equal(wg_table_digest(mem), wg_table_digest(def));
    assert_true(same_entries(mem, def));
    free(text);
    wg_table_free(mem);
    /* a file check finds nothing */
    wg_problems *list = (wg_problems *)&list;
    assert_int_equal(wg_table_check_file(&list, path, &err), WG_OK);
    assert_non_null(list);
    assert_int_equal(wg_problems_count(list), 0);
    wg_problems_free(list);
    wg_table_free(def);
    wg_table_free(file);
}

/* G2, G4: to_json writes a document that loads back to the identical table,
 * whose entry lines are the digest's canonical JSON. */
/* G2, G4: one entry as the table document lists it, and no entry as null. */
static void test_entry_to_json(void **state)
{
    (void)state;
    wg_table *t = NULL;
    char *json = NULL;
    wg_error err;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    assert_int_equal(wg_gen_entry_to_json(&json, wg_table_entry_by_roll(t, 36), &err), WG_OK);
    assert_string_equal(json, "{\"roll\": 36, \"cost\": 4, \"slots\": [{\"count\": 1, "
                              "\"type\": \"gigantic\", \"reinforceable\": false}, "
                              "{\"endless_spell\": true}]}");
    wg_free(json);
    json = NULL;
    assert_int_equal(wg_gen_entry_to_json(&json, NULL, &err), WG_OK);
    assert_string_equal(json, "null");
    wg_free(json);
    assert_int_equal(wg_gen_entry_to_json(NULL, wg_table_entry_at(t, 0), &err), WG_EINVAL);
    wg_table_free(t);
}

static void test_to_json_round_trip(void **state)
{
    (void)state;
    wg_table *t = NULL;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    char *json = NULL;
    assert_int_equal(wg_table_to_json(&json, t, NULL), WG_OK);
    assert_true(strncmp(json, "{\n  \"format\": \"wargen-table/1\",\n  \"name\": \"Default table\","
                              "\n  \"entries\": [\n", 69) == 0);
    assert_non_null(strstr(json, "    {\"roll\": 36, \"cost\": 4, \"slots\": [{\"count\": 1, "
                                 "\"type\": \"gigantic\", \"reinforceable\": false}, "
                                 "{\"endless_spell\": true}]},\n"));
    wg_table *back = load_ok(json);
    assert_string_equal(wg_table_name(back), "Default table");
    assert_string_equal(wg_table_digest(back), wg_table_digest(t));
    assert_true(same_entries(back, t));
    char *again = NULL;
    assert_int_equal(wg_table_to_json(&again, back, NULL), WG_OK);
    assert_string_equal(again, json);

    /* the digest: FNV-1a 64 over the 36 entry lines, each with "\n" */
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    const char *p = strstr(json, "\"entries\": [\n") + 13;
    for (int i = 0; i < WG_TABLE_ENTRIES; i++) {
        const char *end = strchr(p, '\n');
        assert_non_null(end);
        assert_true(strncmp(p, "    {", 5) == 0);
        size_t n = (size_t)(end - p) - 4 - (i < WG_TABLE_ENTRIES - 1); /* indent, comma */
        for (size_t k = 0; k < n; k++)
            h = (h ^ (unsigned char)p[4 + k]) * UINT64_C(0x100000001b3);
        h = (h ^ (unsigned char)'\n') * UINT64_C(0x100000001b3);
        p = end + 1;
    }
    char want[17];
    snprintf(want, sizeof want, "%016llx", (unsigned long long)h);
    assert_string_equal(wg_table_digest(t), want);
    wg_free(json);
    wg_free(again);
    wg_table_free(back);

    /* G11: the digest is of the entries only: a renamed table keeps it; a
     * changed cost changes it */
    char *renamed = doc_with("  \"format\": \"wargen-table/1\",\n  \"name\": \"Other name\",",
                             NULL, 0);
    char *plain = doc_with(NULL, NULL, 0);
    edit e = {7, "{\"roll\": 22, \"cost\": 3, \"slots\": [{\"count\": 1, \"type\": \"regular\", "
                 "\"reinforceable\": true}]}"};
    char *costly = doc_with(NULL, &e, 1);
    wg_table *a = load_ok(renamed), *b = load_ok(plain), *c = load_ok(costly);
    assert_string_equal(wg_table_name(a), "Other name");
    assert_string_equal(wg_table_digest(a), wg_table_digest(b));
    assert_string_not_equal(wg_table_digest(b), wg_table_digest(c));
    assert_int_equal(wg_table_entry_by_roll(c, 22)->cost, 3);
    /* reinforceable left out is false, and written out as false */
    edit f = {0, "{\"roll\": 11, \"cost\": 0, \"slots\": [{\"type\": \"champion\", \"count\": 3}]}"};
    char *implicit = doc_with(NULL, &f, 1);
    wg_table *d = load_ok(implicit);
    assert_false(wg_table_entry_by_roll(d, 11)->slots[0].reinforceable);
    assert_int_equal(wg_table_entry_by_roll(d, 11)->units, 3);
    assert_int_equal(wg_table_entry_by_roll(d, 11)->cost, 0);
    char *dj = NULL;
    assert_int_equal(wg_table_to_json(&dj, d, NULL), WG_OK);
    assert_non_null(strstr(dj, "{\"roll\": 11, \"cost\": 0, \"slots\": [{\"count\": 3, \"type\": "
                               "\"champion\", \"reinforceable\": false}]}"));
    wg_free(dj);
    free(renamed);
    free(plain);
    free(costly);
    free(implicit);
    wg_table_free(a);
    wg_table_free(b);
    wg_table_free(c);
    wg_table_free(d);
    wg_table_free(t);
}

/* G2: the entries may come in any order; they are kept in D66 order, and a
 * name with quotes and non-ASCII characters survives the round trip. */
static void test_any_order_and_names(void **state)
{
    (void)state;
    char entries[36][160];
    edit edits[36];
    for (int i = 0; i < 36; i++) {
        int roll = d66(35 - i);
        snprintf(entries[i], sizeof entries[i],
                 "{\"roll\": %d, \"cost\": %d, \"slots\": [{\"count\": %d, \"type\": \"horde\"}]}",
                 roll, roll % 7, 1 + roll % 3);
        edits[i] = (edit){i, entries[i]};
    }
    char *text = doc_with("  \"format\": \"wargen-table/1\",\n  \"name\": \"Tabl\\u00e9 \\\"2\\\"\",",
                          edits, 36);
    wg_table *t = load_ok(text);
    assert_string_equal(wg_table_name(t), "Tabl\xc3\xa9 \"2\"");
    for (size_t i = 0; i < 36; i++) {
        const wg_gen_entry *e = wg_table_entry_at(t, i);
        assert_int_equal(e->roll, d66((int)i)); /* G2 */
        assert_int_equal(e->cost, e->roll % 7);
        assert_int_equal(e->units, 1 + e->roll % 3);
    }
    char *json = NULL;
    assert_int_equal(wg_table_to_json(&json, t, NULL), WG_OK);
    assert_non_null(strstr(json, "\"name\": \"Tabl\xc3\xa9 \\\"2\\\"\""));
    wg_table *back = load_ok(json);
    assert_string_equal(wg_table_name(back), wg_table_name(t));
    assert_true(same_entries(back, t));
    wg_free(json);
    wg_table_free(back);
    wg_table_free(t);
    free(text);
}

/* ---- bad tables: the first problem, exactly located -------------------------- */

/* G2: exactly 36 entries. */
static void test_wrong_number_of_entries(void **state)
{
    (void)state;
    edit drop = {35, NULL};
    char *text = doc_with(NULL, &drop, 1);
    expect_load_error(text, WG_EFORMAT, 4, 14, "entries",
                      "must have exactly 36 entries, one per D66 value (G2), not 35");
    free(text);
    edit extra = {36, "{\"roll\": 66, \"cost\": 1, \"slots\": [{\"endless_spell\": true}]}"};
    text = doc_with(NULL, &extra, 1);
    expect_load_error(text, WG_EFORMAT, 4, 14, "entries", "not 37");
    free(text);
    expect_load_error("{\"format\": \"wargen-table/1\", \"name\": \"x\", \"entries\": []}",
                      WG_EFORMAT, 1, 54, "entries", "not 0");
}

/* G2: every D66 value once, each with both digits 1-6. */
static void test_bad_rolls(void **state)
{
    (void)state;
    /* a repeated value is reported where it repeats */
    expect_entry_error(20, "{\"roll\": 11, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}]}", "11", "entries[20].roll",
                       "roll 11 repeats entries[0] (G2)");
    expect_entry_error(1, "{\"roll\": 11, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "11", "entries[1].roll", "roll 11 repeats entries[0]");
    /* outside 11-66 */
    expect_entry_error(0, "{\"roll\": 10, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "10", "entries[0].roll", "must be at least 11, not 10");
    expect_entry_error(35, "{\"roll\": 67, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}]}", "67", "entries[35].roll", "must be at most 66, not 67");
    expect_entry_error(3, "{\"roll\": -14, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "-14", "entries[3].roll", "must be at least 11");
    expect_entry_error(3, "{\"roll\": 0, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "0", "entries[3].roll", "must be at least 11");
    /* a digit outside 1-6 */
    expect_entry_error(5, "{\"roll\": 17, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "17", "entries[5].roll",
                       "17 is not a D66 value: both digits must be 1 to 6 (G2)");
    expect_entry_error(30, "{\"cost\": 2, \"roll\": 60, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}]}", "60", "entries[30].roll", "60 is not a D66 value");
    expect_entry_error(12, "{\"roll\": 20, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}]}", "20", "entries[12].roll", "20 is not a D66 value");
    expect_entry_error(12, "{\"roll\": 39, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}]}", "39", "entries[12].roll", "39 is not a D66 value");
    expect_entry_error(35, "{\"roll\": 70, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}]}", "70", "entries[35].roll", "must be at most 66, not 70");
    /* a roll that is not an integer */
    expect_entry_error(4, "{\"roll\": \"15\", \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "\"15\"", "entries[4].roll",
                       "must be an integer, not a string");
    expect_entry_error(4, "{\"roll\": 15.5, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "15.5", "entries[4].roll",
                       "must be an integer, not 15.5");
    /* a missing roll: at the entry */
    expect_entry_error(4, "{\"cost\": 2, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]}",
                       "{", "entries[4]", "missing required key \"roll\"");
}

/* G4, G5: slots name a known type, a count of at least 1. */
static void test_bad_slots(void **state)
{
    (void)state;
    expect_entry_error(8, "{\"roll\": 23, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"hero\"}]}", "\"hero\"", "entries[8].slots[0].type",
                       "unknown value \"hero\" (expected one of \"horde\", \"regular\", \"elite\", "
                       "\"guard\", \"siege-breaker\", \"gigantic\", \"champion\", \"conqueror\")");
    expect_entry_error(8, "{\"roll\": 23, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}, {\"count\": 1, \"type\": \"Horde\"}]}", "\"Horde\"",
                       "entries[8].slots[1].type", "unknown value \"Horde\"");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2, \"slots\": [{\"count\": 0, \"type\": "
                          "\"horde\"}]}", "0, \"type", "entries[9].slots[0].count",
                       "must be at least 1, not 0");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2, \"slots\": [{\"type\": \"horde\", \"count\": "
                          "-2}]}", "-2", "entries[9].slots[0].count", "must be at least 1, not -2");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2, \"slots\": [{\"type\": \"horde\"}]}",
                       "{\"type", "entries[9].slots[0]", "missing required key \"count\"");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2, \"slots\": [{\"count\": 2}]}", "{\"count",
                       "entries[9].slots[0]", "missing required key \"type\"");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2, \"slots\": []}", "[]", "entries[9].slots",
                       "must have at least 1 element, not 0");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2, \"slots\": [{\"endless_spell\": true}, "
                          "{\"endless_spell\": true}, {\"endless_spell\": true}, "
                          "{\"endless_spell\": true}, {\"endless_spell\": true}, "
                          "{\"endless_spell\": true}, {\"endless_spell\": true}, "
                          "{\"endless_spell\": true}, {\"endless_spell\": true}]}",
                       "[", "entries[9].slots", "must have at most 8 elements, not 9");
    expect_entry_error(9, "{\"roll\": 24, \"cost\": 2}", "{", "entries[9]",
                       "missing required key \"slots\"");
}

/* G4: costs are 0 or more. */
static void test_bad_costs(void **state)
{
    (void)state;
    expect_entry_error(2, "{\"roll\": 13, \"cost\": -1, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "-1", "entries[2].cost", "must be at least 0, not -1");
    expect_entry_error(2, "{\"roll\": 13, \"cost\": \"2\", \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "\"2\"", "entries[2].cost",
                       "must be an integer, not a string");
    expect_entry_error(2, "{\"roll\": 13, \"cost\": null, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\"}]}", "null", "entries[2].cost", "must be an integer, not null");
    expect_entry_error(2, "{\"roll\": 13, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]}", "{",
                       "entries[2]", "missing required key \"cost\"");
}

/* G2, G4 (docs/FORMATS.md): unknown keys are errors at the table, entry and slot
 * level, located at the key. */
static void test_unknown_keys(void **state)
{
    (void)state;
    char *text = doc_with("  \"format\": \"wargen-table/1\",\n  \"name\": \"Test table\",\n"
                          "  \"author\": \"me\",", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 4, 3, "author", "unknown key \"author\"");
    free(text);
    expect_entry_error(12, "{\"roll\": 31, \"note\": \"x\", \"cost\": 2, \"slots\": [{\"count\": 1, "
                           "\"type\": \"horde\"}]}", "\"note\"", "entries[12].note",
                       "unknown key \"note\"");
    expect_entry_error(20, "{\"roll\": 43, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\", \"colour\": \"red\"}]}", "\"colour\"",
                       "entries[20].slots[0].colour", "unknown key \"colour\"");
    expect_entry_error(20, "{\"roll\": 43, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\", \"level\": 1}]}", "\"level\"",
                       "entries[20].slots[0].level", "unknown key \"level\"");
    expect_entry_error(20, "{\"roll\": 43, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\", \"a b\": 1}]}", "\"a b\"",
                       "entries[20].slots[0][\"a b\"]", "unknown key \"a b\"");
}

/* G2, G4 (docs/FORMATS.md): wrong JSON types, located at the value. */
static void test_wrong_types(void **state)
{
    (void)state;
    expect_entry_error(7, "{\"roll\": 22, \"cost\": 2, \"slots\": [{\"count\": true, \"type\": "
                          "\"horde\"}]}", "true", "entries[7].slots[0].count",
                       "must be an integer, not a boolean");
    expect_entry_error(7, "{\"roll\": 22, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": 3}]}",
                       "3}", "entries[7].slots[0].type", "must be a string, not an integer");
    expect_entry_error(7, "{\"roll\": 22, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
                          "\"horde\", \"reinforceable\": \"yes\"}]}", "\"yes\"",
                       "entries[7].slots[0].reinforceable",
                       "must be true or false, not a string");
    expect_entry_error(7, "{\"roll\": 22, \"cost\": 2, \"slots\": [\"horde\"]}", "\"horde\"",
                       "entries[7].slots[0]", "must be an object, not a string");
    expect_entry_error(7, "{\"roll\": 22, \"cost\": 2, \"slots\": {\"count\": 1}}", "{\"count",
                       "entries[7].slots", "must be an array, not an object");
    expect_entry_error(7, "[22, 2]", "[", "entries[7]", "must be an object, not an array");
    expect_entry_error(7, "{\"roll\": 22, \"cost\": 2, \"slots\": [{\"endless_spell\": 1}]}", "1}",
                       "entries[7].slots[0].endless_spell", "must be true or false, not an integer");
    /* the entries themselves */
    expect_load_error("{\"format\": \"wargen-table/1\", \"name\": \"x\", \"entries\": {}}",
                      WG_EFORMAT, 1, 54, "entries", "must be an array of 36 entries");
    expect_load_error("{\"format\": \"wargen-table/1\", \"name\": \"x\"}", WG_EFORMAT, 1, 1, "",
                      "missing required key \"entries\"");
    /* the name */
    char *text = doc_with("  \"format\": \"wargen-table/1\",\n  \"name\": 5,", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 3, 11, "name", "must be a string, not an integer");
    free(text);
    text = doc_with("  \"format\": \"wargen-table/1\",\n  \"name\": \"\",", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 3, 11, "name", "must be 1 to 200 characters");
    free(text);
    /* the document */
    expect_load_error("[]", WG_EFORMAT, 1, 1, "", "must be a JSON object");
    expect_load_error("\n  [\"table\"]", WG_EFORMAT, 2, 3, "", "must be a JSON object");
}

/* G6: an endless-spell slot is {"endless_spell": true} and nothing else. */
static void test_bad_endless_spell_slots(void **state)
{
    (void)state;
    expect_entry_error(30, "{\"roll\": 61, \"cost\": 1, \"slots\": [{\"endless_spell\": false}]}",
                       "false", "entries[30].slots[0].endless_spell",
                       "must be true, or left out for a unit slot");
    expect_entry_error(30, "{\"roll\": 61, \"cost\": 1, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\", \"endless_spell\": false}]}", "false",
                       "entries[30].slots[0].endless_spell", "must be true");
    expect_entry_error(30, "{\"roll\": 61, \"cost\": 1, \"slots\": [{\"count\": 1, \"type\": "
                           "\"horde\"}, {\"endless_spell\": true, \"count\": 1}]}",
                       "{\"endless_spell", "entries[30].slots[1]",
                       "an endless-spell slot has no count, type or reinforceable");
    expect_entry_error(30, "{\"roll\": 61, \"cost\": 1, \"slots\": [{\"endless_spell\": true, "
                           "\"reinforceable\": false}]}", "{\"endless_spell",
                       "entries[30].slots[0]", "an endless-spell slot has no count");
}

/* G2 (docs/FORMATS.md): the format string and the name are required. */
static void test_format_and_name(void **state)
{
    (void)state;
    char *text = doc_with("  \"format\": \"wargen-table/2\",\n  \"name\": \"Test table\",", NULL,
                          0);
    expect_load_error(text, WG_EFORMAT, 2, 13, "format",
                      "format \"wargen-table/2\" is not \"wargen-table/1\"");
    free(text);
    text = doc_with("  \"format\": \"wargen-log/1\",\n  \"name\": \"Test table\",", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 2, 13, "format", "is not \"wargen-table/1\"");
    free(text);
    text = doc_with("  \"format\": 1,\n  \"name\": \"Test table\",", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 2, 13, "format", "must be a string, not an integer");
    free(text);
    text = doc_with("  \"name\": \"Test table\",", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 1, 1, "", "missing required key \"format\"");
    free(text);
    text = doc_with("  \"format\": \"wargen-table/1\",", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 1, 1, "", "missing required key \"name\"");
    free(text);
}

/* G2 (docs/FORMATS.md): broken JSON is WG_EPARSE with jansson's position. */
static void test_broken_json(void **state)
{
    (void)state;
    /* a missing comma between two members of entries[3] (line 8) */
    edit e = {3, "{\"roll\": 14, \"cost\": 3 \"slots\": []}"};
    char *text = doc_with(NULL, &e, 1);
    wg_table *t = NULL;
    wg_error err;
    assert_int_equal(wg_table_load_string(&t, text, strlen(text), "t.json", &err), WG_EPARSE);
    assert_null(t);
    expect_error(&err, WG_EPARSE, "t.json", 8, 34, "", "'}' expected near '\"slots\"'");
    free(text);
    /* a duplicate key */
    edit dup = {0, "{\"roll\": 11, \"roll\": 12, \"cost\": 3, \"slots\": []}"};
    text = doc_with(NULL, &dup, 1);
    assert_int_equal(wg_table_load_string(&t, text, strlen(text), "t.json", &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "t.json", 5, 23, "", "duplicate object key");
    free(text);
    /* trailing garbage, a truncated document, nothing at all */
    static const char trailing[] = "{\"format\": \"wargen-table/1\"} {}";
    assert_int_equal(wg_table_load_string(&t, trailing, strlen(trailing), NULL, &err), WG_EPARSE);
    expect_error(&err, WG_EPARSE, "<string>", 1, 30, "", "end of file expected");
    static const char truncated[] = "{\"format\": \"wargen-table/1\", \"entries\": [";
    assert_int_equal(wg_table_load_string(&t, truncated, strlen(truncated), NULL, &err),
                     WG_EPARSE);
    assert_int_equal(err.line, 1);
    assert_int_equal(wg_table_load_string(&t, "", 0, NULL, &err), WG_EPARSE);
    assert_int_equal(err.line, 1);
    assert_int_equal(err.column, 1);
    /* need not be NUL-terminated: only size bytes are read */
    assert_int_equal(wg_table_load_string(&t, "{}garbage", 2, "x", &err), WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "x", 1, 1, "", "missing required key \"format\"");
    /* arguments */
    assert_int_equal(wg_table_load_string(NULL, "{}", 2, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_table_load_string(&t, NULL, 0, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_table_load_file(NULL, "x", &err), WG_EINVAL);
    assert_int_equal(wg_table_load_file(&t, NULL, &err), WG_EINVAL);
    assert_int_equal(wg_table_to_json(NULL, t, &err), WG_EINVAL);
    /* a file that is not there */
    assert_int_equal(wg_table_load_file(&t, "/nonexistent/table.json", &err), WG_EIO);
    assert_null(t);
    assert_string_equal(err.file, "/nonexistent/table.json");
    wg_problems *list = (wg_problems *)&list;
    assert_int_equal(wg_table_check_file(&list, "/nonexistent/table.json", &err), WG_EIO);
    assert_null(list);
    assert_int_equal(wg_table_check_string(NULL, "{}", 2, NULL, &err), WG_EINVAL);
}

/* ---- checking: every problem ------------------------------------------------ */

typedef struct want_problem {
    wg_status code;
    int line, column;
    const char *path;
    const char *message_part;
} want_problem;

static void expect_problems(const wg_problems *list, const char *file, const want_problem *want,
                            size_t n)
{
    if (wg_problems_count(list) != n) {
        for (size_t i = 0; i < wg_problems_count(list); i++) {
            const wg_error *e = wg_problems_at(list, i);
            print_message("problem %zu: %d:%d: [%s] %s\n", i, e->line, e->column, e->path,
                          e->message);
        }
        fail_msg("%zu problems, want %zu", wg_problems_count(list), n);
    }
    for (size_t i = 0; i < n; i++)
        expect_error(wg_problems_at(list, i), want[i].code, file, want[i].line, want[i].column,
                     want[i].path, want[i].message_part);
    assert_null(wg_problems_at(list, n));
}

static const char SEVERAL_HEAD[] = "  \"format\": \"wargen-table/0\",\n  \"name\": \"\",\n"
                                   "  \"author\": \"me\",";
/* With SEVERAL_HEAD, entries[i] is on line 6 + i. */
static const edit SEVERAL[] = {
    {2, "{\"roll\": 13, \"cost\": -1, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]}"},
    {5, "{\"roll\": 17, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]}"},
    {8, "{\"roll\": 23, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": \"hero\"}]}"},
    {10, "{\"roll\": 11, \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]}"},
    {12, "{\"roll\": 31, \"note\": \"x\", \"cost\": 2, \"slots\": [{\"count\": 1, \"type\": "
         "\"horde\"}]}"},
    {20, "{\"roll\": 43, \"cost\": 2, \"slots\": [{\"count\": 0, \"type\": \"horde\"}, "
         "{\"count\": 1, \"type\": \"horde\", \"colour\": \"red\"}]}"},
    {30, "{\"roll\": 61, \"cost\": 1, \"slots\": [{\"endless_spell\": false}]}"},
};

static const want_problem SEVERAL_WANT[] = {
    {WG_EFORMAT, 4, 3, "author", "unknown key \"author\""},
    {WG_EFORMAT, 2, 13, "format", "format \"wargen-table/0\" is not \"wargen-table/1\""},
    {WG_EFORMAT, 3, 11, "name", "must be 1 to 200 characters"},
    {WG_EFORMAT, 8, 26, "entries[2].cost", "must be at least 0, not -1"},
    {WG_EFORMAT, 11, 14, "entries[5].roll", "17 is not a D66 value"},
    {WG_EFORMAT, 14, 60, "entries[8].slots[0].type", "unknown value \"hero\""},
    {WG_EFORMAT, 16, 14, "entries[10].roll", "roll 11 repeats entries[0] (G2)"},
    {WG_EFORMAT, 18, 18, "entries[12].note", "unknown key \"note\""},
    {WG_EFORMAT, 26, 49, "entries[20].slots[0].count", "must be at least 1, not 0"},
    {WG_EFORMAT, 26, 100, "entries[20].slots[1].colour", "unknown key \"colour\""},
    {WG_EFORMAT, 36, 57, "entries[30].slots[0].endless_spell", "must be true"},
    {WG_EFORMAT, 5, 14, "entries", "no entry for roll 16: a table has one entry for each D66"},
    {WG_EFORMAT, 5, 14, "entries", "no entry for roll 25"},
};

/* G2, G4: a check reports every problem of the document, in order found. */
static void test_check_reports_every_problem(void **state)
{
    (void)state;
    char *text = doc_with(SEVERAL_HEAD, SEVERAL, sizeof SEVERAL / sizeof SEVERAL[0]);
    wg_problems *list = NULL;
    wg_error err;
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), "several.json", &err),
                     WG_OK);
    expect_problems(list, "several.json", SEVERAL_WANT,
                    sizeof SEVERAL_WANT / sizeof SEVERAL_WANT[0]);
    wg_problems_free(list);
    /* loading stops at the first */
    wg_table *t = NULL;
    assert_int_equal(wg_table_load_string(&t, text, strlen(text), "several.json", &err),
                     WG_EFORMAT);
    expect_error(&err, WG_EFORMAT, "several.json", 4, 3, "author", "unknown key");
    free(text);

    /* the same document as a file */
    char path[4096];
    source_path(path, sizeof path, "tests/data/tables/several-problems.json");
    assert_int_equal(wg_table_check_file(&list, path, &err), WG_OK);
    expect_problems(list, path, SEVERAL_WANT, sizeof SEVERAL_WANT / sizeof SEVERAL_WANT[0]);
    wg_problems_free(list);
    assert_int_equal(wg_table_load_file(&t, path, &err), WG_EFORMAT);
    assert_null(t);
    expect_error(&err, WG_EFORMAT, path, 4, 3, "author", "unknown key");
}

/* docs/FORMATS.md: the root may name its JSON Schema ("$schema", a string, for
 * editors): the same table as without it; another type is a problem of its
 * own, told with the others (G2, G4); elsewhere the key is unknown. */
static void test_schema_key(void **state)
{
    (void)state;
    char *plain = doc_with(NULL, NULL, 0);
    char *named = doc_with("  \"$schema\": \"wargen-table-1.schema.json\",\n"
                           "  \"format\": \"wargen-table/1\",\n  \"name\": \"Test table\",",
                           NULL, 0);
    wg_table *a = load_ok(plain), *b = load_ok(named);
    assert_true(same_entries(a, b));
    assert_string_equal(wg_table_digest(a), wg_table_digest(b));
    wg_table_free(a);
    wg_table_free(b);
    wg_problems *list = NULL;
    assert_int_equal(wg_table_check_string(&list, named, strlen(named), "t.json", NULL), WG_OK);
    assert_int_equal(wg_problems_count(list), 0);
    wg_problems_free(list);
    free(named);
    free(plain);
    char *text = doc_with("  \"$schema\": 5, \"author\": \"me\",\n"
                          "  \"format\": \"wargen-table/1\",\n  \"name\": \"\",", NULL, 0);
    static const want_problem want[] = {
        {WG_EFORMAT, 2, 17, "author", "unknown key \"author\""},
        {WG_EFORMAT, 2, 14, "[\"$schema\"]", "must be a string, not an integer"},
        {WG_EFORMAT, 4, 11, "name", "must be 1 to 200 characters"},
    };
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), "t.json", NULL), WG_OK);
    expect_problems(list, "t.json", want, sizeof want / sizeof want[0]);
    wg_problems_free(list);
    free(text);
    text = doc_with("  \"format\": \"wargen-table/1\",\n  \"name\": \"Test table\", "
                    "\"$schema\": [],", NULL, 0);
    expect_load_error(text, WG_EFORMAT, 3, 36, "[\"$schema\"]", "must be a string, not an array");
    free(text);
    expect_entry_error(12, "{\"roll\": 31, \"$schema\": \"x\", \"cost\": 2, \"slots\": "
                           "[{\"count\": 1, \"type\": \"horde\"}]}", "\"$schema\"",
                       "entries[12][\"$schema\"]", "unknown key \"$schema\"");
}

/* G2: missing and repeated values, and a wrong count, all reported. */
static void test_check_coverage(void **state)
{
    (void)state;
    /* 35 entries, one of them a repeat: the count, the repeat, two gaps */
    edit edits[] = {{35, NULL},
                    {4, "{\"roll\": 14, \"cost\": 1, \"slots\": [{\"count\": 1, \"type\": "
                        "\"guard\"}]}"}};
    char *text = doc_with(NULL, edits, 2);
    wg_problems *list = NULL;
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), NULL, NULL), WG_OK);
    const want_problem want[] = {
        {WG_EFORMAT, 4, 14, "entries", "must have exactly 36 entries"},
        {WG_EFORMAT, 9, 14, "entries[4].roll", "roll 14 repeats entries[3]"},
        {WG_EFORMAT, 4, 14, "entries", "no entry for roll 15"},
        {WG_EFORMAT, 4, 14, "entries", "no entry for roll 66"},
    };
    expect_problems(list, "<string>", want, 4);
    wg_problems_free(list);
    free(text);
}

/* G4: several problems in one entry and in one slot are each reported, and
 * an entry with a bad key keeps its roll (no false gap). */
static void test_check_every_problem_of_one_entry(void **state)
{
    (void)state;
    static const char e0[] = "{\"roll\": 11, \"x\": 1, \"cost\": -2, \"y\": 2, \"slots\": "
                             "[{\"count\": 0, \"type\": \"hero\", \"z\": 3, \"reinforceable\": "
                             "1}]}";
    static const char e1[] = "{\"roll\": 12, \"cost\": 1, \"slots\": [{\"endless_spell\": true, "
                             "\"count\": 2, \"w\": 1}]}";
    edit edits[] = {{0, e0}, {1, e1}};
    char *text = doc_with(NULL, edits, 2);
    wg_problems *list = NULL;
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), NULL, NULL), WG_OK);
    const want_problem want[] = {
        {WG_EFORMAT, 5, col_in(e0, "\"x\""), "entries[0].x", "unknown key \"x\""},
        {WG_EFORMAT, 5, col_in(e0, "\"y\""), "entries[0].y", "unknown key \"y\""},
        {WG_EFORMAT, 5, col_in(e0, "-2"), "entries[0].cost", "must be at least 0, not -2"},
        {WG_EFORMAT, 5, col_in(e0, "\"z\""), "entries[0].slots[0].z", "unknown key \"z\""},
        {WG_EFORMAT, 5, col_in(e0, "0, \"type"), "entries[0].slots[0].count", "at least 1"},
        {WG_EFORMAT, 5, col_in(e0, "\"hero\""), "entries[0].slots[0].type", "unknown value"},
        {WG_EFORMAT, 5, col_in(e0, "1}"), "entries[0].slots[0].reinforceable",
         "must be true or false, not an integer"},
        {WG_EFORMAT, 6, col_in(e1, "\"w\""), "entries[1].slots[0].w", "unknown key \"w\""},
        {WG_EFORMAT, 6, col_in(e1, "{\"endless"), "entries[1].slots[0]",
         "an endless-spell slot has no count"},
    };
    expect_problems(list, "<string>", want, sizeof want / sizeof want[0]);
    wg_problems_free(list);
    free(text);
}

/* G2: a good table has no problems; broken JSON is exactly one. */
static void test_check_good_and_broken(void **state)
{
    (void)state;
    char *text = doc_with(NULL, NULL, 0);
    wg_problems *list = NULL;
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), NULL, NULL), WG_OK);
    assert_non_null(list);
    assert_int_equal(wg_problems_count(list), 0);
    assert_null(wg_problems_at(list, 0));
    wg_problems_free(list);
    text[strlen(text) - 3] = ','; /* "]\n}\n" becomes "],}\n": broken */
    list = NULL;
    assert_int_equal(wg_table_check_string(&list, text, strlen(text), "b.json", NULL), WG_OK);
    assert_int_equal(wg_problems_count(list), 1);
    const wg_error *e = wg_problems_at(list, 0);
    assert_int_equal(e->code, WG_EPARSE);
    assert_string_equal(e->file, "b.json");
    assert_int_equal(e->line, 41);
    assert_int_equal(e->column, 5);
    assert_string_equal(e->path, "");
    wg_problems_free(list);
    free(text);
    /* not an object: one problem */
    assert_int_equal(wg_table_check_string(&list, "[1]", 3, NULL, NULL), WG_OK);
    assert_int_equal(wg_problems_count(list), 1);
    assert_int_equal(wg_problems_at(list, 0)->code, WG_EFORMAT);
    wg_problems_free(list);
}

/* ---- allocation failures ----------------------------------------------------- */

typedef struct text_ctx {
    const char *text;
    const char *path;
} text_ctx;

/* G10: a table whose every entry costs 0 AP could never bring a player to
 * a limit: refused by the loader and listed by the check, at "entries";
 * one entry above 0 is enough. */
static void test_g10_zero_cost_table(void **state)
{
    (void)state;
    char lines[36][128];
    edit edits[36];
    for (int i = 0; i < 36; i++) {
        snprintf(lines[i], sizeof lines[i], "{\"roll\": %d, \"cost\": %d, \"slots\": "
                 "[{\"count\": 1, \"type\": \"horde\"}]}", d66(i), 0);
        edits[i] = (edit){i, lines[i]};
    }
    char *text = doc_with(NULL, edits, 36);
    wg_table *t = NULL;
    wg_problems *problems = NULL;
    wg_error err;
    assert_int_equal(wg_table_load_string(&t, text, strlen(text), "zero", &err), WG_EFORMAT);
    assert_null(t);
    assert_string_equal(err.path, "entries");
    assert_string_equal(err.message,
                        "every entry costs 0 AP: no player could ever reach a limit (G10)");
    assert_int_equal(wg_table_check_string(&problems, text, strlen(text), "zero", &err), WG_OK);
    assert_int_equal(wg_problems_count(problems), 1);
    assert_string_equal(wg_problems_at(problems, 0)->path, "entries");
    wg_problems_free(problems);
    free(text);
    edits[0] = (edit){0, "{\"roll\": 11, \"cost\": 1, \"slots\": [{\"count\": 1, "
                         "\"type\": \"horde\"}]}"};
    text = doc_with(NULL, edits, 36);
    assert_int_equal(wg_table_load_string(&t, text, strlen(text), "one", &err), WG_OK);
    wg_table_free(t);
    free(text);
}

static wg_status op_load(void *ctx)
{
    const text_ctx *c = ctx;
    wg_table *t = (wg_table *)&t;
    wg_error err;
    wg_status st = OOM_CALL(wg_table_load_string(&t, c->text, strlen(c->text), "a.json", &err));
    if (st != WG_OK) {
        assert_null(t);
        assert_int_equal(err.code, st);
    }
    wg_table_free(t);
    return st;
}

static wg_status op_load_file(void *ctx)
{
    const text_ctx *c = ctx;
    wg_table *t = NULL;
    wg_status st = OOM_CALL(wg_table_load_file(&t, c->path, NULL));
    wg_table_free(t);
    return st;
}

static wg_status op_default(void *ctx)
{
    (void)ctx;
    wg_table *t = NULL;
    wg_status st = OOM_CALL(wg_table_new_default(&t, NULL));
    wg_table_free(t);
    return st;
}

static wg_status op_check(void *ctx)
{
    const text_ctx *c = ctx;
    wg_problems *list = (wg_problems *)&list;
    wg_error err;
    wg_status st = OOM_CALL(wg_table_check_string(&list, c->text, strlen(c->text), "a.json", &err));
    if (st != WG_OK) {
        assert_null(list);
        assert_int_equal(err.code, WG_ENOMEM);
    } else {
        /* a complete list whenever the check ran */
        assert_int_equal(wg_problems_count(list), sizeof SEVERAL_WANT / sizeof SEVERAL_WANT[0]);
    }
    wg_problems_free(list);
    return st;
}

static wg_status op_check_file(void *ctx)
{
    const text_ctx *c = ctx;
    wg_problems *list = NULL;
    wg_status st = OOM_CALL(wg_table_check_file(&list, c->path, NULL));
    if (st == WG_OK)
        assert_int_equal(wg_problems_count(list), 0);
    wg_problems_free(list);
    return st;
}

static wg_status op_to_json(void *ctx)
{
    const wg_table *t = ctx;
    char *out = (char *)&out;
    wg_error err;
    wg_status st = OOM_CALL(wg_table_to_json(&out, t, &err));
    if (st != WG_OK) {
        assert_null(out);
        assert_int_equal(err.code, WG_ENOMEM);
    }
    wg_free(st == WG_OK ? out : NULL);
    return st;
}

/* G2, G4: an entry as the document lists it, or WG_ENOMEM and no text. */
static wg_status op_entry_to_json(void *ctx)
{
    const wg_table *t = ctx;
    char *out = (char *)&out;
    wg_error err;
    wg_status st = OOM_CALL(wg_gen_entry_to_json(&out, wg_table_entry_by_roll(t, 36), &err));
    if (st != WG_OK) {
        assert_null(out);
        assert_int_equal(err.code, WG_ENOMEM);
        return st;
    }
    assert_string_equal(out, "{\"roll\": 36, \"cost\": 4, \"slots\": [{\"count\": 1, "
                             "\"type\": \"gigantic\", \"reinforceable\": false}, "
                             "{\"endless_spell\": true}]}");
    wg_free(out);
    return st;
}

/* G2, G4: every allocation failure is WG_ENOMEM and leaks nothing. */
static void test_alloc_failures(void **state)
{
    (void)state;
    char path[4096];
    char *good = doc_with(NULL, NULL, 0);
    char *bad = doc_with(SEVERAL_HEAD, SEVERAL, sizeof SEVERAL / sizeof SEVERAL[0]);
    text_ctx c = {good, source_path(path, sizeof path, "data/tables/default.json")};
    text_ctx b = {bad, NULL};
    wg_table *t = load_ok(good);
    /* the text's copy, its name, the table, the table's name, the digest's text */
    size_t n_load = harness_fail_each_alloc(op_load, &c);
    size_t n_file = harness_fail_each_alloc(op_load_file, &c);
    size_t n_default = harness_fail_each_alloc(op_default, NULL);
    size_t n_check_file = harness_fail_each_alloc(op_check_file, &c);
    /* and the list of problems, which grows */
    size_t n_check = harness_fail_each_alloc(op_check, &b);
    size_t n_json = harness_fail_each_alloc(op_to_json, t);
    wg_table *dflt = NULL;
    assert_int_equal(wg_table_new_default(&dflt, NULL), WG_OK);
    assert_true(harness_fail_each_alloc(op_entry_to_json, dflt) >= 1);
    wg_table_free(dflt);
    print_message("allocations: load %zu, file %zu, default %zu, check file %zu, check %zu, "
                  "to_json %zu\n", n_load, n_file, n_default, n_check_file, n_check, n_json);
    assert_true(n_load >= 5);
    assert_true(n_file >= 5);
    assert_true(n_default >= 5);
    assert_true(n_check_file >= 5);
    assert_true(n_check >= 5);
    assert_true(n_json >= 1);
    wg_table_free(t);
    free(good);
    free(bad);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_table),
        cmocka_unit_test(test_null_table),
        cmocka_unit_test(test_default_equals_file),
        cmocka_unit_test(test_entry_to_json),
        cmocka_unit_test(test_to_json_round_trip),
        cmocka_unit_test(test_any_order_and_names),
        cmocka_unit_test(test_wrong_number_of_entries),
        cmocka_unit_test(test_bad_rolls),
        cmocka_unit_test(test_bad_slots),
        cmocka_unit_test(test_bad_costs),
        cmocka_unit_test(test_unknown_keys),
        cmocka_unit_test(test_schema_key),
        cmocka_unit_test(test_wrong_types),
        cmocka_unit_test(test_bad_endless_spell_slots),
        cmocka_unit_test(test_format_and_name),
        cmocka_unit_test(test_broken_json),
        cmocka_unit_test(test_check_reports_every_problem),
        cmocka_unit_test(test_check_coverage),
        cmocka_unit_test(test_check_every_problem_of_one_entry),
        cmocka_unit_test(test_check_good_and_broken),
        cmocka_unit_test(test_g10_zero_cost_table),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("gen_table", tests, harness_setup, harness_teardown);
}
