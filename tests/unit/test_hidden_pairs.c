/* Non-interference as a property (docs/RULES.md, the H decisions): two
 * rosters that differ only in what H keeps hidden (H1: where a secret unit
 * hides; H2/H3: which hidden items a unit carries, those of one mundane
 * type, runes, items without a type; H4: the hidden parts of units the
 * player labelled, clashing labels included) give the same open artifacts,
 * byte for byte: the open view's text, its units through the getters, the
 * label clashes and their JSON. Pairs whose open parts differ must give
 * different ones, so the property can fail. The pairs come from
 * tests/pairs (pairs.h), the generator the cli, python and lua suites use
 * too, over the code-built hidden-book and the catalogues with hidden items
 * of the source tree (tests/pairs/meson.build lists them). */
#include <stdarg.h>

#include "test_hidden_common.h"
#include "pairs.h"

/* Pairs per run, over every catalogue: divided by WARGEN_TEST_OOM_STRIDE,
 * which the valgrind setup sets for the slow tests (tests/meson.build). */
#define PAIRS 1200
#define SEED 2027

/* The catalogues: hidden-book (test_hidden_common.h), then the files of
 * WARGEN_HIDDEN_PAIRS_BOOKS (':'-separated, tests/pairs/meson.build). */
#define MAX_BOOKS 16

static size_t pair_count(void)
{
    const char *s = getenv("WARGEN_TEST_OOM_STRIDE");
    long stride = s ? strtol(s, NULL, 10) : 1;
    return stride > 1 ? PAIRS / (size_t)stride : PAIRS;
}

/* The catalogues into c; their number. */
static size_t books(wg_catalog **c)
{
    const char *list = getenv("WARGEN_HIDDEN_PAIRS_BOOKS");
    if (list == NULL)
        fail_msg("WARGEN_HIDDEN_PAIRS_BOOKS is not set (meson test sets it)");
    size_t n = 0;
    c[n++] = hb_catalog();
    while (*list && n < MAX_BOOKS) {
        size_t len = strcspn(list, ":");
        char path[1024];
        snprintf(path, sizeof path, "%.*s", (int)len, list);
        wg_error err;
        if (wg_catalog_load_file(&c[n++], path, &err) != WG_OK)
            fail_msg("%s: %s", path, err.message);
        list += len + (list[len] == ':');
    }
    assert_true(n > 2);
    return n;
}

/* ---- a growing text ------------------------------------------------------- */

typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void add(text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    assert_true(n >= 0);
    if (t->len + (size_t)n + 1 > t->cap) {
        t->cap = 2 * (t->len + (size_t)n + 1);
        t->s = realloc(t->s, t->cap);
        assert_non_null(t->s);
    }
    va_start(ap, fmt);
    vsnprintf(t->s + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

/* The document *json a call has just written (its status st), freed. */
static void add_json(text *t, wg_status st, char **json)
{
    assert_int_equal(st, WG_OK);
    assert_non_null(*json);
    add(t, "%s\n", *json);
    wg_free(*json);
    *json = NULL;
}

/* ---- what the opponent is shown of a view ------------------------------------ */

/* Every open artifact of v, one text: the open document, each unit through
 * the getters (never twin, assigned, hides_in, hidden items: the owner's),
 * validity, the clashes (H4) and their document. */
static void open_artifacts(text *t, const wg_view *v)
{
    char *json = NULL;
    add_json(t, wg_view_to_json(&json, v, WG_VIEW_KIND_OPEN, NULL), &json);
    for (size_t i = 0; i < wg_view_unit_count(v); i++) {
        wg_view_unit u;
        assert_int_equal(wg_view_unit_at(&u, v, i, NULL), WG_OK);
        add(t, "unit %zu label %s entry %s name %s category %s models %d general %d options",
            u.unit, u.label ? u.label : "(none)", u.entry, u.name, wg_category_name(u.category),
            u.models, u.general);
        for (size_t k = 0; k < u.option_count; k++)
            add(t, " [%s]", wg_view_option_at(v, i, k));
        add(t, " equipment");
        for (size_t k = 0; k < u.equipment_count; k++)
            add(t, " [%s]", wg_view_equipment_at(v, i, k));
        assert_null(wg_view_equipment_at(v, i, u.equipment_count));
        add(t, "\n");
    }
    add(t, "valid %d violations %zu\n", wg_view_valid(v), wg_view_violation_count(v));
    for (size_t k = 0; k < wg_view_violation_count(v); k++) {
        const wg_violation *x = wg_view_violation_at(v, k);
        add(t, "%s %s units", x->code, x->rule);
        for (size_t j = 0; j < x->unit_count; j++)
            add(t, " %zu", x->units[j]);
        add(t, ": %s\n", x->message);
    }
    add_json(t, wg_view_violations_to_json(&json, v, NULL), &json);
}

/* ---- what a player is shown of a game (H2 in a game) --------------------------- */

static size_t s_no_game; /* pairs whose rosters a game refuses */

static void on_event(const wg_game_event *e, void *data)
{
    add(data, "event %s turn %d unit %zu other %zu effect %s count %d\n",
        wg_game_event_kind_name(e->kind), e->turn, e->unit, e->other,
        e->effect ? e->effect : "-", e->count);
}

/* Player 1's view of a game of mine (player 1) against theirs (player 2),
 * played by the pair's script: after each action its status, the state
 * and the score as player 1 sees them; the events; the log at the end. */
static bool game_view(text *t, const wg_roster *mine, const wg_roster *theirs, const hp_pair *p)
{
    wg_game *g = NULL;
    wg_error err;
    wg_status st = hp_game_new(&g, mine, theirs, &err);
    if (st != WG_OK) { /* edge.json's 64-byte entry id makes too long a unit id
                          (WG_EINVAL), validate-catalog's Bastion too high a cost
                          (WG_ERANGE): open facts, so both rosters of a pair alike */
        assert_true(st == WG_EINVAL || st == WG_ERANGE);
        add(t, "no game: %s\n", err.message);
        return false;
    }
    wg_game_set_event_fn(g, on_event, t);
    char *json = NULL;
    for (size_t k = 0; k < p->n_actions; k++) {
        wg_status st = hp_play(g, &p->actions[k]);
        add(t, "%s: %d %s\n", HP_ACT_NAMES[p->actions[k].act], st,
            wg_game_reason_name(wg_game_refusal(g)));
        add_json(t, wg_game_view_to_json(&json, g, 1, NULL), &json);
        wg_score_view sv;
        assert_int_equal(wg_game_view_score(&sv, g, 1, NULL), WG_OK);
        add(t, "score %lld/%lld %d %lld/%lld %d %ld %ld result %d %d\n",
            (long long)sv.score.battle_points[0].num, (long long)sv.score.battle_points[0].den,
            sv.battle_points_shown[0], (long long)sv.score.battle_points[1].num,
            (long long)sv.score.battle_points[1].den, sv.battle_points_shown[1],
            sv.score.objectives[0], sv.score.objectives[1], sv.result_shown, sv.winner);
    }
    add_json(t, wg_game_view_log_to_json(&json, g, 1, NULL), &json);
    wg_game_free(g);
    return true;
}

/* What the generator made, for the statistics at the end. */
typedef struct seen {
    size_t kinds[16], same, different, clashes, assigned;
} seen;

static void count_kind(seen *s, const char *kind)
{
    size_t k = 0;
    while (HP_KINDS[k] && strcmp(HP_KINDS[k], kind) != 0)
        k++;
    assert_non_null(HP_KINDS[k]);
    s->kinds[k]++;
}

static wg_roster *load(const wg_catalog *c, const char *doc, const char *what)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_load_string(&r, c, doc, strlen(doc), what, &err) != WG_OK)
        fail_msg("%s: %s at %s\n%s", what, err.message, err.path, doc);
    return r;
}

/* The first line where x and y differ, for the message. */
static const char *first_difference(const char *x, const char *y)
{
    const char *line = x;
    for (; *x && *x == *y; x++, y++)
        if (*x == '\n')
            line = x + 1;
    return line;
}

/* x and y, what the two rosters of pair p show as what: equal when only
 * the hidden parts differ; different when differ says they must be. */
static void compare(const char *what, text *x, text *y, const hp_pair *p, bool differ,
                    size_t index, const wg_catalog *c)
{
    bool equal = strcmp(x->s, y->s) == 0;
    if (p->same_open ? !equal : differ && equal)
        fail_msg("pair %zu of %s (%s): %s %s\n-- a:\n%s-- b:\n%s"
                 "-- a's from the first difference:\n%s\n-- b's:\n%s",
                 index, wg_catalog_id(c), p->kind, what,
                 p->same_open ? "differ (a leak of the hidden part)" : "are equal",
                 p->a, p->b, first_difference(x->s, y->s), first_difference(y->s, x->s));
    free(x->s);
    free(y->s);
    *x = *y = (text){0};
}

static void check_pair(const wg_catalog *c, const hp_pair *p, size_t index, seen *s)
{
    wg_roster *ra = load(c, p->a, "a"), *rb = load(c, p->b, "b");
    wg_view *va = hb_view(ra), *vb = hb_view(rb);
    text ta = {0}, tb = {0};
    open_artifacts(&ta, va);
    open_artifacts(&tb, vb);
    compare("the open artifacts", &ta, &tb, p, true, index, c);
    /* H2 in a game: player 1's view of a game against a, and against b; it
     * shows no option or item: open-different pairs differ there by their
     * model counts only */
    bool played_a = game_view(&ta, ra, ra, p), played_b = game_view(&tb, ra, rb, p);
    s_no_game += !played_a || !played_b;
    compare("player 1's views of the games", &ta, &tb, p,
            played_a && played_b && strcmp(p->kind, "models") == 0, index, c);
    s->clashes += wg_view_violation_count(va) > 0;
    for (size_t i = 0; i < wg_view_unit_count(va); i++) {
        wg_view_unit u;
        assert_int_equal(wg_view_unit_at(&u, va, i, NULL), WG_OK);
        s->assigned += u.assigned;
    }
    wg_view_free(va);
    wg_view_free(vb);
    wg_roster_free(ra);
    wg_roster_free(rb);
}

/* H1-H4 non-interference: pairs that differ only in the hidden part give
 * the same open artifacts, and player 1 the same view of a game against
 * either (H2 in a game, before its end); the pairs whose open parts differ
 * give other ones (in a game, those of other model counts: the view shows
 * no option or item). Every kind of change is made, twins get labels and
 * labels clash. */
static void test_h1_h4_hidden_only_pairs_open_the_same(void **state)
{
    (void)state;
    harness_stack_checks(false); /* a thousand rosters: see harness.h */
    seen s = {0};
    wg_catalog *cats[MAX_BOOKS];
    size_t n = pair_count(), n_books = books(cats);
    for (size_t k = 0; k < n_books; k++) {
        wg_catalog *c = cats[k];
        hp_gen *g = NULL;
        wg_error err;
        if (hp_gen_new(&g, c, SEED, k, &err) != WG_OK)
            fail_msg("hp_gen_new: %s", err.message);
        for (size_t i = k; i < n; i += n_books) {
            hp_pair p;
            assert_int_equal(hp_gen_next(&p, g, NULL), WG_OK);
            count_kind(&s, p.kind);
            s.same += p.same_open;
            s.different += !p.same_open;
            check_pair(c, &p, i, &s);
            hp_pair_clear(&p);
        }
        hp_gen_free(g);
        wg_catalog_free(c);
    }
    harness_stack_checks(true);
    print_message("%zu pairs: %zu hidden-only, %zu open-different; %zu with label clashes, "
                  "%zu assigned labels; %zu games refused\n", n, s.same, s.different, s.clashes,
                  s.assigned, s_no_game);
    assert_true(s_no_game < n / 3); /* most pairs are played */
    for (size_t k = 0; HP_KINDS[k]; k++) {
        print_message("  %-14s %zu\n", HP_KINDS[k], s.kinds[k]);
        if (s.kinds[k] == 0)
            fail_msg("no pair of kind %s", HP_KINDS[k]);
    }
    assert_true(s.clashes > 0);  /* H4: labels that clash the same way in both */
    assert_true(s.assigned > 0); /* H4: unlabelled twins keep their twin-ness */
}

/* The generator is seeded: the same seed and stream give the same pairs,
 * another seed other ones. */
static void test_pairs_seeded(void **state)
{
    (void)state;
    wg_catalog *c = hb_catalog();
    hp_gen *g[3] = {NULL, NULL, NULL};
    for (size_t k = 0; k < 3; k++)
        assert_int_equal(hp_gen_new(&g[k], c, k < 2 ? SEED : SEED + 1, 0, NULL), WG_OK);
    size_t other = 0;
    for (size_t i = 0; i < 50; i++) {
        hp_pair p[3];
        for (size_t k = 0; k < 3; k++)
            assert_int_equal(hp_gen_next(&p[k], g[k], NULL), WG_OK);
        assert_string_equal(p[0].a, p[1].a);
        assert_string_equal(p[0].b, p[1].b);
        assert_string_equal(p[0].kind, p[1].kind);
        other += strcmp(p[0].a, p[2].a) != 0;
        for (size_t k = 0; k < 3; k++)
            hp_pair_clear(&p[k]);
    }
    assert_true(other > 40);
    for (size_t k = 0; k < 3; k++)
        hp_gen_free(g[k]);
    wg_catalog_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_h1_h4_hidden_only_pairs_open_the_same),
        cmocka_unit_test(test_pairs_seeded),
    };
    return cmocka_run_group_tests_name("hidden_pairs", tests, harness_setup, harness_teardown);
}
