/* roster module, the shipped data (R1-R14): every roster of data/rosters
 * validates against data/catalogs/example-kingdom.json exactly as
 * data/rosters/README.md says (its tables of violations and totals, and the
 * per-unit points of its script output are read from the README itself),
 * with the library's messages; and one catalogue serves several threads. */
#include <dirent.h>
#include <pthread.h>

#include "test_roster_common.h"

#define MAX_ROSTERS 64
#define MAX_UNITS 64
#define MAX_VIOLATIONS 8

typedef struct expected_violation {
    char code[32], rule[8];
    size_t units[16], n_units;
} expected_violation;

typedef struct expected {
    char file[64];              /* "valid-standard.json" */
    int points;
    char size[16];
    expected_violation v[MAX_VIOLATIONS];
    size_t n_v;
    bool has_totals;
    long category[WG_CATEGORY_COUNT], characters, total;
    size_t n_units;             /* from the script output, 0 if absent */
    long unit_points[MAX_UNITS];
    char unit_category[MAX_UNITS][16];
    char unit_entry[MAX_UNITS][64];
} expected;

static expected readme[MAX_ROSTERS];
static size_t n_want;

static expected *find(const char *file)
{
    for (size_t i = 0; i < n_want; i++)
        if (strcmp(readme[i].file, file) == 0)
            return &readme[i];
    return NULL;
}

/* "`code` (R6) [4, 5], `code` (R6) []" or "none (valid)". */
static void parse_violations(expected *e, const char *s)
{
    if (strncmp(s, "none (valid)", 12) == 0)
        return;
    while ((s = strchr(s, '`')) != NULL) {
        assert_true(e->n_v < MAX_VIOLATIONS);
        expected_violation *v = &e->v[e->n_v++];
        const char *end = strchr(s + 1, '`');
        assert_non_null(end);
        snprintf(v->code, sizeof v->code, "%.*s", (int)(end - s - 1), s + 1);
        if (sscanf(end + 1, " (%7[^)]) [", v->rule) != 1)
            fail_msg("README: no rule after `%s`", v->code);
        const char *p = strchr(end, '[');
        assert_non_null(p);
        for (p++; *p != ']';) {
            char *next;
            unsigned long u = strtoul(p, &next, 10);
            if (next == p)
                fail_msg("README: bad units for `%s`: %s", v->code, p);
            v->units[v->n_units++] = u;
            p = next;
            while (*p == ',' || *p == ' ')
                p++;
        }
        s = p;
    }
}

/* The README's tables and script output. */
static void read_readme(void)
{
    char path[4096];
    char *text = read_text(source_path(path, sizeof path, "data/rosters/README.md"));
    n_want = 0;
    expected *unit_block = NULL;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char name[64];
        int points;
        char size[16];
        if (sscanf(line, "| `%63[^`]` | %d (%15[^)]) |", name, &points, size) == 3 &&
            strstr(name, ".json")) {
            /* | `file.json` | limit (size) | violations | */
            assert_true(n_want < MAX_ROSTERS);
            expected *e = &readme[n_want++];
            memset(e, 0, sizeof *e);
            snprintf(e->file, sizeof e->file, "%s", name);
            e->points = points;
            snprintf(e->size, sizeof e->size, "%s", size);
            const char *third = strstr(line + 2, "| ");
            third = strstr(third + 2, "| ");
            parse_violations(e, third + 2);
            continue;
        }
        long p[6], total;
        int limit;
        if (sscanf(line, "| `%63[^`]` | %ld (%*[^)]) | %ld (%*[^)]) | %ld (%*[^)]) | %ld (%*[^)]) "
                   "| %ld (%*[^)]) | %ld (%*[^)]) | %ld / %d |", name, &p[0], &p[1], &p[2],
                   &p[3], &p[4], &p[5], &total, &limit) == 9) {
            /* | `file` | lords (%) | heroes | core | special | rare | characters |
               total / limit | */
            strcat(name, ".json");
            expected *e = find(name);
            if (e == NULL)
                fail_msg("README totals for %s, which the table of results does not list", name);
            for (int c = 0; c < WG_CATEGORY_COUNT; c++)
                e->category[c] = p[c];
            e->characters = p[5];
            e->total = total;
            e->has_totals = true;
            assert_int_equal(limit, e->points);
            continue;
        }
        /* script output: "file.json: limit N (size), catalog ..." then unit rows */
        if (sscanf(line, "%63[^:]: limit %d", name, &points) == 2 && strstr(name, ".json")) {
            unit_block = find(name);
            if (unit_block == NULL)
                fail_msg("README script output for unlisted %s", name);
            continue;
        }
        if (unit_block) {
            size_t index;
            char entry[64], category[16], exact[16];
            int models;
            long pts;
            if (sscanf(line, " %zu %63s %15s %d %15s %ld", &index, entry, category, &models, exact,
                       &pts) == 6) {
                assert_int_equal(index, unit_block->n_units);
                assert_true(index < MAX_UNITS);
                char *star = strchr(category, '*'); /* a moved unit */
                if (star)
                    *star = '\0';
                snprintf(unit_block->unit_category[index], 16, "%s", category);
                snprintf(unit_block->unit_entry[index], 64, "%s", entry);
                unit_block->unit_points[index] = pts;
                unit_block->n_units++;
            } else if (strstr(line, "categories:")) {
                unit_block = NULL;
            }
        }
    }
    free(text);
}

/* The library's messages for the shipped rosters (violation i of each file). */
static const struct {
    const char *file;
    const char *message[MAX_VIOLATIONS];
} MESSAGES[] = {
    {"invalid-characters-maximum.json",
     {"Lords and Heroes together are 1001 of 2000 points (50.05%); at most 1000 (50%) allowed"}},
    {"invalid-core-minimum.json",
     {"Core is 499 of 2000 points (24.95%); at least 500 (25%) required"}},
    {"invalid-duplicates.json",
     {"5 units of Levy Spearmen in core; at most 4 allowed in a standard army"}},
    {"invalid-general-not-allowed.json",
     {"Hedge Magister is marked as the General but cannot be the General"}},
    {"invalid-heroes-maximum.json",
     {"Heroes are 1027 of 2000 points (51.35%); at most 1000 (50%) allowed",
      "Lords and Heroes together are 1027 of 2000 points (51.35%); at most 1000 (50%) allowed"}},
    {"invalid-invalid-move.json",
     {"War Wagon is taken as rare, which its entry does not allow (it is special)"}},
    {"invalid-lords-maximum.json",
     {"Lords are 701 of 2000 points (35.05%); at most 700 (35%) allowed"}},
    {"invalid-max-choice.json",
     {"3 units of Royal Falconers, a 0-2 choice; at most 2 allowed in a standard army"}},
    {"invalid-model-count.json", {"Levy Spearmen has 41 models; 10 to 40 allowed"}},
    {"invalid-multiple-generals.json",
     {"2 units are marked as the General; exactly one must be"}},
    {"invalid-no-general.json",
     {"No unit is marked as the General; exactly one character must be"}},
    {"invalid-one-per-army.json", {"Banner of the White Lily is taken 2 times; once allowed"}},
    {"invalid-over-limit.json", {"The army costs 2001 points, over the limit of 2000"}},
    {"invalid-rare-maximum.json",
     {"Rare is 501 of 2000 points (25.05%); at most 500 (25%) allowed"}},
    {"invalid-too-few-units.json",
     {"3 units that are not characters (war machines counting as one); at least 4 required"}},
    {"invalid-under-limit.json",
     {"The army costs 1979 points, more than 20 below the limit of 2000 (at least 1980 required)"}},
    {"invalid-unique.json", {"The Old Guard of Varnhal is taken 2 times; once allowed"}},
};

static wg_catalog *example_catalog(void)
{
    char path[4096];
    wg_catalog *c = NULL;
    wg_error err;
    if (wg_catalog_load_file(&c, source_path(path, sizeof path,
                                             "data/catalogs/example-kingdom.json"), &err) != WG_OK)
        fail_msg("%s:%d:%d: %s: %s", err.file, err.line, err.column, err.path, err.message);
    return c;
}

static wg_report *validate_file(const wg_catalog *c, const char *file, wg_roster **roster)
{
    char rel[256], path[4096];
    snprintf(rel, sizeof rel, "data/rosters/%s", file);
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_load_file(&r, c, source_path(path, sizeof path, rel), &err) != WG_OK)
        fail_msg("%s:%d:%d: %s: %s", err.file, err.line, err.column, err.path, err.message);
    wg_report *rep = validate(r);
    *roster = r;
    return rep;
}

/* R1-R14: each shipped roster gives exactly what the README lists. */
static void test_shipped_rosters(void **state)
{
    (void)state;
    read_readme();
    assert_true(n_want >= 20);
    wg_catalog *c = example_catalog();
    char dir_path[4096];
    DIR *dir = opendir(source_path(dir_path, sizeof dir_path, "data/rosters"));
    assert_non_null(dir);
    size_t seen = 0;
    struct dirent *d;
    while ((d = readdir(dir)) != NULL) {
        size_t len = strlen(d->d_name);
        if (len < 5 || strcmp(d->d_name + len - 5, ".json") != 0)
            continue;
        const expected *e = find(d->d_name);
        if (e == NULL) {
            fail_msg("data/rosters/%s is not in data/rosters/README.md", d->d_name);
            return;
        }
        seen++;
        wg_roster *r;
        wg_report *rep = validate_file(c, d->d_name, &r);
        print_message("%s: total %ld, %zu violation(s)\n", e->file, wg_report_total(rep),
                      wg_report_violation_count(rep));
        /* the limit and its size (R12, R13) */
        assert_int_equal(wg_report_points(rep), e->points);
        assert_string_equal(wg_roster_format_name(wg_report_format(rep)), e->size);
        /* the violations: codes, rules and units, in order (R14) */
        if (wg_report_violation_count(rep) != e->n_v) {
            print_report(rep);
            fail_msg("%s: %zu violations, README lists %zu", e->file,
                     wg_report_violation_count(rep), e->n_v);
        }
        assert_int_equal(wg_report_valid(rep), e->n_v == 0);
        assert_int_equal(e->n_v == 0, strncmp(e->file, "valid-", 6) == 0);
        const char *const *messages = NULL;
        for (size_t m = 0; m < sizeof MESSAGES / sizeof MESSAGES[0]; m++)
            if (strcmp(MESSAGES[m].file, e->file) == 0)
                messages = MESSAGES[m].message;
        assert_true(e->n_v == 0 || messages != NULL);
        for (size_t i = 0; i < e->n_v; i++) {
            const wg_violation *v = wg_report_violation_at(rep, i);
            if (strcmp(v->code, e->v[i].code) != 0 || strcmp(v->rule, e->v[i].rule) != 0 ||
                v->unit_count != e->v[i].n_units ||
                (v->unit_count &&
                 memcmp(v->units, e->v[i].units, v->unit_count * sizeof(size_t)) != 0)) {
                print_report(rep);
                fail_msg("%s: violation %zu is not `%s` (%s) with %zu units", e->file, i,
                         e->v[i].code, e->v[i].rule, e->v[i].n_units);
            }
            assert_string_equal(v->message, messages[i]);
            /* R14: one violation's object is the one the report's document holds */
            char *one = NULL, *all = NULL;
            assert_int_equal(wg_violation_to_json(&one, v, NULL), WG_OK);
            assert_int_equal(wg_report_to_json(&all, rep, NULL), WG_OK);
            assert_true(strncmp(one, "{\"code\": \"", 10) == 0 && strstr(all, one) != NULL);
            wg_free(one);
            wg_free(all);
            /* the file is named after the code it breaks */
            assert_non_null(strstr(e->file, e->v[0].code));
        }
        char *none = NULL;
        assert_int_equal(wg_violation_to_json(&none, wg_report_violation_at(rep, e->n_v), NULL),
                         WG_OK);
        assert_string_equal(none, "null");
        wg_free(none);
        assert_int_equal(wg_violation_to_json(NULL, NULL, NULL), WG_EINVAL);
        /* the totals per category (R3, R7) */
        assert_true(e->has_totals);
        for (int k = 0; k < WG_CATEGORY_COUNT; k++)
            if (wg_report_category_points(rep, (wg_category)k) != e->category[k])
                fail_msg("%s: %s %ld, README %ld", e->file, wg_category_name((wg_category)k),
                         wg_report_category_points(rep, (wg_category)k), e->category[k]);
        assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_LORDS) +
                         wg_report_category_points(rep, WG_CATEGORY_HEROES), e->characters);
        assert_int_equal(wg_report_total(rep), e->total);
        /* every unit's points and category, from the README's script output (R3, R4, R7) */
        assert_int_equal(e->n_units, wg_roster_unit_count(r));
        for (size_t i = 0; i < e->n_units; i++) {
            if (priced(rep, i).points != e->unit_points[i] ||
                strcmp(wg_category_name(priced(rep, i).category),
                       e->unit_category[i]) != 0)
                fail_msg("%s: unit %zu (%s) %ld points in %s; README %ld in %s", e->file, i,
                         e->unit_entry[i], priced(rep, i).points,
                         wg_category_name(priced(rep, i).category), e->unit_points[i],
                         e->unit_category[i]);
            assert_string_equal(c->units[r->units[i].entry].e.id, e->unit_entry[i]);
        }
        /* and the JSON document says the same */
        char *text = NULL;
        assert_int_equal(wg_report_to_json(&text, rep, NULL), WG_OK);
        json_error_t je;
        json_t *doc = json_loads(text, JSON_REJECT_DUPLICATES, &je);
        assert_non_null(doc);
        assert_int_equal(json_is_true(json_object_get(doc, "valid")), e->n_v == 0);
        assert_int_equal(json_integer_value(json_object_get(doc, "total")), e->total);
        assert_string_equal(json_string_value(json_object_get(doc, "size")), e->size);
        const json_t *cats = json_object_get(doc, "categories");
        assert_int_equal(json_integer_value(json_object_get(json_object_get(cats, "characters"),
                                                            "points")), e->characters);
        const json_t *units = json_object_get(doc, "units");
        assert_int_equal(json_array_size(units), e->n_units);
        for (size_t i = 0; i < e->n_units; i++)
            assert_string_equal(json_string_value(json_object_get(json_array_get(units, i),
                                                                  "entry")), e->unit_entry[i]);
        const json_t *vs = json_object_get(doc, "violations");
        assert_int_equal(json_array_size(vs), e->n_v);
        for (size_t i = 0; i < e->n_v; i++)
            assert_string_equal(json_string_value(json_object_get(json_array_get(vs, i),
                                                                   "code")), e->v[i].code);
        json_decref(doc);
        wg_free(text);
        wg_report_free(rep);
        wg_roster_free(r);
    }
    closedir(dir);
    /* and every roster the README lists is there */
    assert_int_equal(seen, n_want);
    wg_catalog_free(c);
}

/* The README's claims about rounding hold (R3): the rosters that sit on a
 * boundary because of a half point. */
static void test_rounding_claims(void **state)
{
    (void)state;
    wg_catalog *c = example_catalog();
    wg_roster *r;
    wg_report *rep = validate_file(c, "valid-standard.json", &r);
    assert_int_equal(priced(rep, 5).points, 240);  /* Halberd Guard 239.5 */
    assert_int_equal(priced(rep, 3).points, 53);   /* Lantern Friar 52.5 */
    assert_int_equal(priced(rep, 0).points, 289);  /* Biting Blade at A (50) */
    assert_int_equal(wg_report_category_points(rep, WG_CATEGORY_CORE), 500); /* exactly 25% */
    wg_report_free(rep);
    wg_roster_free(r);
    rep = validate_file(c, "invalid-characters-maximum.json", &r);
    assert_int_equal(priced(rep, 5).points, 103);  /* Captain 102.5 */
    wg_report_free(rep);
    wg_roster_free(r);
    rep = validate_file(c, "valid-grand.json", &r);
    assert_int_equal(priced(rep, 4).points, 132);  /* Headsman's Edge at B (32.5) */
    wg_report_free(rep);
    wg_roster_free(r);
    wg_catalog_free(c);
}

/* ---- threads ------------------------------------------------------------------------------- */

typedef struct worker {
    const wg_catalog *catalog;
    const char *text;
    long total;
    size_t violations;
    int failures;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    for (int i = 0; i < 50; i++) {
        wg_roster *r = NULL;
        wg_report *rep = NULL;
        if (wg_roster_load_string(&r, w->catalog, w->text, strlen(w->text), NULL, NULL) != WG_OK ||
            wg_roster_validate(&rep, r, NULL) != WG_OK || wg_report_total(rep) != w->total ||
            wg_report_violation_count(rep) != w->violations)
            w->failures++;
        wg_report_free(rep);
        wg_roster_free(r);
    }
    return NULL;
}

/* wargen/roster.h: one catalogue may serve rosters validated in several threads. */
static void test_threads(void **state)
{
    (void)state;
    wg_catalog *c = example_catalog();
    static const char *const FILES[] = {"valid-grand.json", "invalid-heroes-maximum.json",
                                        "valid-warband.json", "invalid-duplicates.json"};
    char *texts[4];
    worker w[4];
    pthread_t t[4];
    for (int i = 0; i < 4; i++) {
        char rel[256], path[4096];
        snprintf(rel, sizeof rel, "data/rosters/%s", FILES[i]);
        texts[i] = read_text(source_path(path, sizeof path, rel));
        wg_roster *r;
        wg_report *rep = validate_file(c, FILES[i], &r);
        w[i] = (worker){c, texts[i], wg_report_total(rep), wg_report_violation_count(rep), 0};
        wg_report_free(rep);
        wg_roster_free(r);
    }
    for (int i = 0; i < 4; i++)
        assert_int_equal(pthread_create(&t[i], NULL, work, &w[i]), 0);
    for (int i = 0; i < 4; i++) {
        assert_int_equal(pthread_join(t[i], NULL), 0);
        assert_int_equal(w[i].failures, 0);
        free(texts[i]);
    }
    wg_catalog_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_rosters),
        cmocka_unit_test(test_rounding_claims),
        cmocka_unit_test(test_threads),
    };
    /* no counting allocator here: the threads share the process allocator */
    return cmocka_run_group_tests_name("roster_data", tests, NULL, NULL);
}
