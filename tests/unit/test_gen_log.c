#define _POSIX_C_SOURCE 200809L /* mkstemp */
/* gen module, logs (G11): export, replay to the identical state, and logs
 * that do not replay, rejected at their first bad step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <jansson.h>

#include "harness.h"
#include "test_gen_common.h"

/* ---- helpers ------------------------------------------------------------- */


#define EXPECT_OK(call)                                                                      \
    do {                                                                                     \
        wg_status got_ = (call);                                                             \
        if (got_ != WG_OK)                                                                   \
            fail_msg("%s: %s (%s)", #call, wg_status_str(got_), E.message);                  \
    } while (0)

static char *session_json(const wg_session *s)
{
    char *out = NULL;
    assert_int_equal(wg_session_to_json(&out, s, NULL), WG_OK);
    return out;
}

static char *log_json(const wg_session *s)
{
    char *out = NULL;
    wg_status st = wg_session_log_to_json(&out, s, &E);
    if (st != WG_OK)
        fail_msg("wg_session_log_to_json: %s", E.message);
    return out;
}

/* The state that replaying must reproduce: the session's JSON, its log,
 * turn, armies and pending draw. */
static char *state_of(const wg_session *s)
{
    char *j = session_json(s), *l = log_json(s);
    size_t cap = strlen(j) + strlen(l) + 512;
    char *out = malloc(cap);
    assert_non_null(out);
    const wg_gen_entry *e = wg_session_pending(s);
    wg_army a = wg_session_army(s, 1), b = wg_session_army(s, 2);
    snprintf(out, cap, "turn %d first %d pending %d/%d/%zu armies %d %d %d %d / %d %d %d %d\n%s\n%s",
             wg_session_turn(s), wg_session_first_player(s), e ? e->roll : 0, e ? e->cost : 0,
             e ? e->slot_count : 0, a.total, a.units, a.draws, (int)a.finished, b.total, b.units,
             b.draws, (int)b.finished, j, l);
    wg_free(j);
    wg_free(l);
    return out;
}

/* Replaying s's log on t gives a session in s's state. */
static void expect_round_trip(const wg_session *s, const wg_table *t)
{
    char *log = log_json(s);
    wg_session *r = NULL;
    wg_status st = wg_session_replay_string(&r, t, log, strlen(log), "round.json", &E);
    if (st != WG_OK)
        fail_msg("replay: %d:%d: %s: %s", E.line, E.column, E.path, E.message);
    char *want = state_of(s), *got = state_of(r);
    /* G11 */
    assert_string_equal(got, want);
    assert_true(wg_session_seed(r) == wg_session_seed(s));
    const wg_session_options *a = wg_session_settings(r), *b = wg_session_settings(s);
    assert_int_equal(a->limit, b->limit);
    assert_int_equal(a->players, b->players);
    assert_int_equal(a->mode, b->mode);
    assert_int_equal(a->per_player_decks, b->per_player_decks);
    /* first_player may be 0 (a roll-off) or the player named */
    assert_true(a->first_player == b->first_player || b->first_player == 0);
    free(want);
    free(got);
    wg_session_free(r);
    wg_free(log);
}

/* Replaying text on t fails with code at line:column and path. */
static void expect_rejected(const wg_table *t, const char *text, wg_status code, int line,
                            int column, const char *path, const char *message_part)
{
    wg_session *r = (wg_session *)&r;
    wg_error_clear(&E);
    wg_status st = wg_session_replay_string(&r, t, text, strlen(text), "bad.json", &E);
    if (st != code || E.code != code || E.line != line || E.column != column ||
        strcmp(E.path, path) != 0 || strcmp(E.file, "bad.json") != 0 ||
        strstr(E.message, message_part) == NULL)
        fail_msg("got %s %s:%d:%d: [%s] %s; want %s %d:%d: [%s] ...%s...", wg_status_str(st),
                 E.file, E.line, E.column, E.path, E.message, wg_status_str(code), line, column,
                 path, message_part);
    assert_null(r);
}

/* Line n (1-based) of text: its start and length (without the newline). */
static const char *line_at(const char *text, int n, size_t *len)
{
    const char *p = text;
    for (int i = 1; i < n; i++) {
        p = strchr(p, '\n');
        assert_non_null(p);
        p++;
    }
    const char *end = strchr(p, '\n');
    *len = end ? (size_t)(end - p) : strlen(p);
    return p;
}

/* Steps are one a line: steps[k] is line k + 4, at column 5. */
static int step_line(int k)
{
    return k + 4;
}

/* A copy of log with steps[k] replaced by step (written without its comma). */
static char *replace_step(const char *log, int k, const char *step)
{
    size_t len;
    const char *at = line_at(log, step_line(k), &len);
    bool comma = at[len - 1] == ',';
    size_t n = strlen(log) + strlen(step) + 8;
    char *out = malloc(n);
    assert_non_null(out);
    snprintf(out, n, "%.*s    %s%s%s", (int)(at - log), log, step, comma ? "," : "", at + len);
    return out;
}

/* A copy of log without steps[k] (not the last). */
static char *remove_step(const char *log, int k)
{
    size_t len;
    const char *at = line_at(log, step_line(k), &len);
    assert_true(at[len - 1] == ',');
    char *out = malloc(strlen(log) + 1);
    assert_non_null(out);
    snprintf(out, strlen(log) + 1, "%.*s%s", (int)(at - log), log, at + len + 1);
    return out;
}

/* A copy of log with step inserted before steps[k] (k may be the count). */
static char *insert_step(const char *log, int k, const char *step)
{
    size_t len;
    const char *at = line_at(log, step_line(k), &len);
    size_t n = strlen(log) + strlen(step) + 16;
    char *out = malloc(n);
    assert_non_null(out);
    if (strncmp(at, " ]}", 3) == 0) /* after the last step: it takes a comma */
        snprintf(out, n, "%.*s,\n    %s\n%s", (int)(at - log - 1), log, step, at);
    else
        snprintf(out, n, "%.*s    %s,\n%s", (int)(at - log), log, step, at);
    return out;
}

/* A copy of text with the first from replaced by to. */
static char *replace(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    if (at == NULL)
        fail_msg("\"%s\" not in the log", from);
    size_t n = strlen(text) + strlen(to) + 1;
    char *out = malloc(n);
    assert_non_null(out);
    snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

/* A copy of log up to its steps, then tail. */
static char *without_steps(const char *log, const char *tail)
{
    const char *steps = strstr(log, ",\n \"steps\"");
    assert_non_null(steps);
    size_t n = (size_t)(steps - log);
    char *out = malloc(n + strlen(tail) + 1);
    assert_non_null(out);
    memcpy(out, log, n);
    strcpy(out + n, tail);
    return out;
}

/* Column (1-based) of the first token on line n of text. */
static int column_of(const char *text, int n, const char *token)
{
    size_t len;
    const char *line = line_at(text, n, &len);
    const char *at = strstr(line, token);
    if (at == NULL || (size_t)(at - line) >= len)
        fail_msg("\"%s\" not on line %d", token, n);
    return 1 + (int)(at - line);
}

/* Index of the first step of the log that contains text, from step k on. */
static int find_step(const char *log, int k, const char *text)
{
    for (;; k++) {
        size_t len;
        const char *line = line_at(log, step_line(k), &len);
        if (strncmp(line, " ]}", 3) == 0)
            fail_msg("no step with \"%s\"", text);
        const char *at = strstr(line, text);
        if (at && (size_t)(at - line) < len)
            return k;
    }
}

/* The session with every kind of step: two players, cards from one deck
 * (a reshuffle after 36), reinforcement, substitutes, endless spells,
 * units fielded with and without a profile, out of units, commits. */
static wg_session *every_step_session(const wg_table *mixed, uint64_t seed, int first)
{
    wg_session_options o = options(100, 2, WG_DRAW_MODE_CARDS, first);
    wg_session *s = session(mixed, seed, &o);
    wg_gen_unit hero = {1, 5, 3, true, false, 0};
    wg_gen_unit giant = {1, 14, 4, false, true, 0};
    wg_gen_unit spears = {15, 1, 4, false, false, 0};
    int i = 0;
    bool out = false;
    while (!wg_session_finished(s)) {
        int p = wg_session_turn(s);
        char name[32];
        EXPECT_OK(wg_session_draw(NULL, s, p, &E));
        switch (i % 5) {
        case 0:
            EXPECT_OK(wg_session_substitute(s, p, (wg_gen_unit_type)(i / 5 % 5), i % 3, &E));
            EXPECT_OK(wg_session_field(s, p, 0, NULL, &E));
            break;
        case 1:
            EXPECT_OK(wg_session_reinforce(s, p, 0, 1, &E));
            EXPECT_OK(wg_session_field(s, p, 0, &spears, &E));
            EXPECT_OK(wg_session_field(s, p, 1, &hero, &E));
            snprintf(name, sizeof name, "Spell %d", i);
            EXPECT_OK(wg_session_take_endless_spell(s, p, 4, name, &E));
            break;
        case 2:
            EXPECT_OK(wg_session_field(s, p, 3, &giant, &E));
            snprintf(name, sizeof name, "Spell \"%d\"\n", i);
            EXPECT_OK(wg_session_take_endless_spell(s, p, 2, name, &E));
            EXPECT_OK(wg_session_field(s, p, 0, NULL, &E));
            break;
        case 3:
            EXPECT_OK(wg_session_reinforce(s, p, 0, 2, &E));
            break;
        default:
            break;
        }
        EXPECT_OK(wg_session_commit(s, p, &E));
        if (!out && i >= 33 && wg_session_turn(s) == 2) {
            EXPECT_OK(wg_session_declare_out_of_units(s, 2, &E));
            out = true;
        }
        i++;
    }
    return s;
}

/* ---- round trips (G11) ----------------------------------------------------- */

/* G11: a session with every kind of step replays to the identical state. */
static void test_round_trip_every_step(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    for (int first = 0; first <= 2; first++) {
        wg_session *s = every_step_session(t, 1234 + (uint64_t)first, first);
        char *log = log_json(s);
        /* every kind is in the log */
        static const char *const kinds[] = {
            "\"draw\": {\"card\": ", "\"reshuffle\": {\"deck\": 1}",
            "\"reinforce\": {\"slot\": 0, \"level\": 1}", "\"reinforce\": {\"slot\": 0, \"level\": 2}",
            "\"substitute\": {\"type\": \"siege-breaker\", \"level\": ",
            "\"endless_spell\": {\"slot\": 2, \"name\": \"Spell \\\"",
            "\"endless_spell\": {\"slot\": 4, \"name\": \"Spell ",
            "\"field\": {\"slot\": 0}}",
            ("\"field\": {\"slot\": 1, \"unit\": {\"models\": 1, \"wounds\": 5, \"save\": 3, "
             "\"hero\": true, \"monster\": false}}}"),
            "\"field\": {\"slot\": 0, \"unit\": {\"models\": 15, ",
            "\"commit\": {\"cost\": 3}", "\"commit\": {\"cost\": 4}", "\"commit\": {\"cost\": 5}",
            "{\"player\": 2, \"out_of_units\": true}",
        };
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
            if (strstr(log, kinds[k]) == NULL)
                fail_msg("the log lacks %s", kinds[k]);
        /* G11: the header */
        char head[400];
        snprintf(head, sizeof head, "{\"format\": \"wargen-log/1\", \"seed\": %d, \"limit\": 100, "
                 "\"players\": 2, \"first_player\": %d, \"mode\": \"cards\", \"decks\": \"shared\"%s,"
                 "\n \"table\": {\"name\": \"Uniform\", \"digest\": \"%s\"},\n \"steps\": [\n",
                 1234 + first, wg_session_first_player(s), first ? "" : ", \"roll_off\": true",
                 wg_table_digest(t));
        assert_true(strncmp(log, head, strlen(head)) == 0);
        expect_round_trip(s, t);
        wg_free(log);
        wg_session_free(s);
    }
    wg_table_free(t);
}

/* G11: automatic sessions of the default table, dice and cards, one and two
 * players, per-player decks; and sessions stopped half-way, a draw pending. */
static void test_round_trip_run_and_partial(void **state)
{
    (void)state;
    wg_table *t = default_table();
    for (uint64_t seed = 0; seed < 12; seed++) {
        wg_session_options o = options(seed % 2 ? 200 : 30, 1 + (int)(seed % 2),
                                       (wg_draw_mode)(seed / 2 % 2), 0);
        o.per_player_decks = seed % 4 == 3;
        wg_session *s = session(t, seed, &o);
        expect_round_trip(s, t); /* no step yet */
        wg_policy p = {(int)(seed % 3)};
        EXPECT_OK(wg_session_run(s, &p, &E));
        expect_round_trip(s, t);
        wg_session_free(s);
    }
    /* G11: the replayed session goes on as the original would: its dice and
     * decks are where the original's were */
    for (uint64_t seed = 0; seed < 8; seed++) {
        wg_session_options o = options(200, 2, (wg_draw_mode)(seed % 2), 0);
        o.per_player_decks = seed % 4 == 1;
        wg_session *s = session(t, seed, &o);
        for (int i = 0; i < 40; i++) { /* past the first deck's 36 cards */
            int p = wg_session_turn(s);
            EXPECT_OK(wg_session_draw(NULL, s, p, &E));
            EXPECT_OK(wg_session_commit(s, p, &E));
        }
        EXPECT_OK(wg_session_draw(NULL, s, wg_session_turn(s), &E));
        char *log = log_json(s);
        wg_session *r = NULL;
        EXPECT_OK(wg_session_replay_string(&r, t, log, strlen(log), NULL, &E));
        EXPECT_OK(wg_session_run(s, NULL, &E));
        EXPECT_OK(wg_session_run(r, NULL, &E));
        char *a = state_of(s), *b = state_of(r);
        assert_string_equal(a, b);
        free(a);
        free(b);
        wg_free(log);
        wg_session_free(r);
        wg_session_free(s);
    }
    /* a draw pending, with decisions made */
    wg_table *m = uniform_table(MIXED);
    wg_session_options o = options(30, 2, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(m, 99, &o);
    int p = wg_session_turn(s);
    EXPECT_OK(wg_session_draw(NULL, s, p, &E));
    expect_round_trip(s, m);
    EXPECT_OK(wg_session_reinforce(s, p, 0, 2, &E));
    EXPECT_OK(wg_session_take_endless_spell(s, p, 2, "Umbral Spellportal", &E));
    expect_round_trip(s, m);
    /* a substituted pending draw */
    EXPECT_OK(wg_session_commit(s, p, &E));
    EXPECT_OK(wg_session_draw(NULL, s, 3 - p, &E));
    EXPECT_OK(wg_session_substitute(s, 3 - p, WG_GEN_UNIT_TYPE_CHAMPION, 0, &E));
    expect_round_trip(s, m);
    wg_session_free(s);
    wg_table_free(m);
    wg_table_free(t);
}

/* G11 (docs/FORMATS.md): the log and the session's JSON, written out in full. */
static void test_exact_text(void **state)
{
    (void)state;
    wg_table *t = uniform_table("\"cost\": 15, \"slots\": [{\"count\": 1, \"type\": \"horde\"}]");
    wg_session_options o = options(15, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 3, &o);
    char want[1024];
    char *log = log_json(s);
    snprintf(want, sizeof want, "{\"format\": \"wargen-log/1\", \"seed\": 3, \"limit\": 15, "
             "\"players\": 1, \"first_player\": 1, \"mode\": \"dice\",\n \"table\": {\"name\": "
             "\"Uniform\", \"digest\": \"%s\"},\n \"steps\": [\n ]}\n", wg_table_digest(t));
    assert_string_equal(log, want);
    wg_free(log);
    const wg_gen_entry *e = NULL;
    EXPECT_OK(wg_session_draw(&e, s, 1, &E));
    int roll = e->roll;
    wg_gen_unit goblins = {20, 1, 0, false, false, 2};
    EXPECT_OK(wg_session_field(s, 1, 0, &goblins, &E));
    EXPECT_OK(wg_session_commit(s, 1, &E));
    log = log_json(s);
    snprintf(want, sizeof want, "{\"format\": \"wargen-log/1\", \"seed\": 3, \"limit\": 15, "
             "\"players\": 1, \"first_player\": 1, \"mode\": \"dice\",\n \"table\": {\"name\": "
             "\"Uniform\", \"digest\": \"%s\"},\n \"steps\": [\n"
             "    {\"player\": 1, \"draw\": {\"roll\": %d}},\n"
             "    {\"player\": 1, \"field\": {\"slot\": 0, \"unit\": {\"models\": 20, \"wounds\": 1, "
             "\"save\": 0, \"hero\": false, \"monster\": false}}},\n"
             "    {\"player\": 1, \"commit\": {\"cost\": 15}}\n ]}\n", wg_table_digest(t), roll);
    assert_string_equal(log, want);
    char *json = session_json(s);
    snprintf(want, sizeof want, "{\"seed\": 3, \"limit\": 15, \"mode\": \"dice\", "
             "\"first_player\": 1, \"players\": [{\"player\": 1, \"total\": 15, \"units\": 1, "
             "\"draws\": [{\"roll\": %d, \"cost\": 15, \"slots\": [{\"count\": 1, \"type\": "
             "\"horde\", \"reinforceable\": false}]}]}]}", roll);
    assert_string_equal(json, want);
    expect_round_trip(s, t);
    wg_free(json);
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* G11: seeds above 2^63 are written as strings and read back. */
static void test_big_seeds(void **state)
{
    (void)state;
    wg_table *t = default_table();
    static const uint64_t seeds[] = {0, 1, (uint64_t)INT64_MAX, (uint64_t)INT64_MAX + 1,
                                     UINT64_MAX - 1, UINT64_MAX};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        wg_session_options o = options(20, 2, WG_DRAW_MODE_CARDS, 0);
        wg_session *s = session(t, seeds[i], &o);
        EXPECT_OK(wg_session_run(s, NULL, &E));
        char *log = log_json(s);
        char want[64];
        if (seeds[i] > (uint64_t)INT64_MAX)
            snprintf(want, sizeof want, "\"seed\": \"%llu\", ", (unsigned long long)seeds[i]);
        else
            snprintf(want, sizeof want, "\"seed\": %llu, ", (unsigned long long)seeds[i]);
        assert_non_null(strstr(log, want));
        /* the session's JSON writes the seed the same way */
        char *json = session_json(s);
        assert_true(strncmp(json + 1, want, strlen(want)) == 0);
        wg_free(json);
        expect_round_trip(s, t);
        wg_free(log);
        wg_session_free(s);
    }
    /* a small seed may be a string too */
    wg_session_options o = options(20, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 5, &o);
    EXPECT_OK(wg_session_run(s, NULL, &E));
    char *log = log_json(s);
    char *quoted = replace(log, "\"seed\": 5,", "\"seed\": \"5\",");
    wg_session *r = NULL;
    EXPECT_OK(wg_session_replay_string(&r, t, quoted, strlen(quoted), NULL, &E));
    char *again = log_json(r);
    assert_string_equal(again, log);
    wg_free(again);
    wg_session_free(r);
    /* seeds that are not whole numbers from 0 to 2^64 - 1 (G11) */
    static const char *const bad[] = {"\"-1\"", "\"\"", "\" 5\"", "\"5 \"", "\"1e3\"",
                                      "\"0x10\"", "\"18446744073709551616\"",
                                      "\"99999999999999999999999\"", "-1", "5.5", "true", "null"};
    int column = column_of(log, 1, "5,");
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char to[64];
        snprintf(to, sizeof to, "\"seed\": %s,", bad[i]);
        char *text = replace(log, "\"seed\": 5,", to);
        expect_rejected(t, text, WG_EFORMAT, 1, column, "seed", "must be");
        free(text);
    }
    free(quoted);
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* A new temporary file holding text; path is a "...XXXXXX" template. */
static void write_temp(char *path, const char *text)
{
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* G11: replay from a file, and a file that is not there. */
static void test_replay_file(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session *s = every_step_session(t, 5, 0);
    char *log = log_json(s);
    char path[] = "/tmp/wargen-log-XXXXXX";
    write_temp(path, log);
    wg_session *r = NULL;
    EXPECT_OK(wg_session_replay_file(&r, t, path, &E));
    char *want = state_of(s), *got = state_of(r);
    assert_string_equal(got, want); /* G11 */
    free(want);
    free(got);
    wg_session_free(r);
    /* an error names the file */
    char *bad = replace(log, "\"format\": \"wargen-log/1\"", "\"format\": \"wargen-log/9\"");
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(bad, f);
    fclose(f);
    r = (wg_session *)&r;
    assert_int_equal(wg_session_replay_file(&r, t, path, &E), WG_EFORMAT);
    assert_null(r);
    assert_string_equal(E.file, path);
    assert_string_equal(E.path, "format");
    assert_int_equal(E.line, 1);
    assert_int_equal(E.column, 12);
    remove(path);
    assert_int_equal(wg_session_replay_file(&r, t, path, &E), WG_EIO);
    assert_null(r);
    assert_int_equal(wg_session_replay_file(NULL, t, path, &E), WG_EINVAL);
    assert_int_equal(wg_session_replay_file(&r, NULL, path, &E), WG_EINVAL);
    assert_int_equal(wg_session_replay_string(&r, t, NULL, 0, NULL, &E), WG_EINVAL);
    assert_int_equal(wg_session_replay_string(NULL, t, log, strlen(log), NULL, &E), WG_EINVAL);
    assert_int_equal(wg_session_log_to_json(NULL, s, &E), WG_EINVAL);
    assert_int_equal(wg_session_to_json(NULL, s, &E), WG_EINVAL);
    free(bad);
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* ---- rejected logs (G11) ----------------------------------------------------- */

/* G11: an edited draw, commit or decision, a step for the wrong player, a
 * removed or an extra step: rejected at the first step that does not replay. */
static void test_rejected_steps(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session *s = every_step_session(t, 21, 1);
    char *log = log_json(s);
    char *text;
    size_t len;

    /* an edited draw value (steps[0] is player 1's first card) */
    const char *line = line_at(log, step_line(0), &len);
    int card;
    assert_int_equal(sscanf(line, "    {\"player\": 1, \"draw\": {\"card\": %d}}", &card), 1);
    char step[300];
    snprintf(step, sizeof step, "{\"player\": 1, \"draw\": {\"card\": %d}}", card == 11 ? 12 : 11);
    text = replace_step(log, 0, step);
    char message[160];
    snprintf(message, sizeof message, "does not replay: the log says player 1 draws card %d, the "
             "replay player 1 draws card %d (G11)", card == 11 ? 12 : 11, card);
    expect_rejected(t, text, WG_ERULE, 4, 5, "steps[0]", message);
    free(text);
    /* a draw later on */
    int k = find_step(log, 10, "\"draw\"");
    line = line_at(log, step_line(k), &len);
    int player;
    assert_int_equal(sscanf(line, "    {\"player\": %d, \"draw\": {\"card\": %d}}", &player, &card),
                     2);
    snprintf(step, sizeof step, "{\"player\": %d, \"draw\": {\"card\": %d}}", player,
             card == 66 ? 65 : 66);
    text = replace_step(log, k, step);
    char path[32];
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "does not replay: the log says");
    free(text);
    /* a roll where the session drew a card */
    snprintf(step, sizeof step, "{\"player\": %d, \"draw\": {\"roll\": %d}}", player, card);
    text = replace_step(log, k, step);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "draws roll");
    free(text);

    /* an edited commit cost */
    k = find_step(log, 0, "\"commit\": {\"cost\": 3}");
    text = replace_step(log, k, "{\"player\": 1, \"commit\": {\"cost\": 2}}");
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path,
                    "the log says player 1 commits at cost 2, the replay player 1 commits at "
                    "cost 3");
    free(text);

    /* an illegal decision: reinforcing a slot not marked * (G7) */
    k = find_step(log, 0, "\"reinforce\": {\"slot\": 0, \"level\": 1}");
    line = line_at(log, step_line(k), &len);
    assert_int_equal(sscanf(line, "    {\"player\": %d", &player), 1);
    snprintf(step, sizeof step, "{\"player\": %d, \"reinforce\": {\"slot\": 1, \"level\": 1}}",
             player);
    text = replace_step(log, k, step);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path,
                    "does not replay: slot 1 is not marked * and cannot be reinforced (G7)");
    free(text);
    /* ... a substitute that G8 does not allow: refused as the document's, at
     * the type (never a substitute) or the level (a champion is not reinforced) */
    k = find_step(log, 0, "\"substitute\"");
    line = line_at(log, step_line(k), &len);
    assert_int_equal(sscanf(line, "    {\"player\": %d", &player), 1);
    static const struct {
        const char *type, *at, *message;
        int level;
    } not_substitutes[] = {
        {"gigantic", "type", "not gigantic at level 0 (G8)", 0},
        {"champion", "level", "not champion at level 1 (G8)", 1},
    };
    for (size_t i = 0; i < sizeof not_substitutes / sizeof not_substitutes[0]; i++) {
        snprintf(step, sizeof step, "{\"player\": %d, \"substitute\": {\"type\": \"%s\", "
                 "\"level\": %d}}", player, not_substitutes[i].type, not_substitutes[i].level);
        text = replace_step(log, k, step);
        snprintf(path, sizeof path, "steps[%d].substitute.%s", k, not_substitutes[i].at);
        char key[16];
        snprintf(key, sizeof key, "\"%s\": ", not_substitutes[i].at);
        expect_rejected(t, text, WG_EFORMAT, step_line(k),
                        5 + (int)(strstr(step, key) - step + strlen(key)), path,
                        not_substitutes[i].message);
        free(text);
    }
    /* ... a unit that does not qualify (G5) */
    k = find_step(log, 0, "\"unit\": {\"models\": 1, \"wounds\": 5");
    line = line_at(log, step_line(k), &len);
    assert_int_equal(sscanf(line, "    {\"player\": %d", &player), 1);
    snprintf(step, sizeof step, "{\"player\": %d, \"field\": {\"slot\": 1, \"unit\": {\"models\": 1, "
             "\"wounds\": 5, \"save\": 3, \"hero\": false, \"monster\": false}}}", player);
    text = replace_step(log, k, step);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path,
                    "does not replay: the unit does not qualify as champion (G5)");
    free(text);
    /* ... the same endless spell twice (G6) */
    k = find_step(log, 0, "\"endless_spell\"");
    line = line_at(log, step_line(k), &len);
    char first_spell[200];
    assert_int_equal(sscanf(line, "    {\"player\": %d, \"endless_spell\": {\"slot\": %*d, "
                                  "\"name\": \"%199[^\"]\"", &player, first_spell), 2);
    int k2 = k + 1;
    for (;; k2++) {
        k2 = find_step(log, k2, "\"endless_spell\"");
        line = line_at(log, step_line(k2), &len);
        int p2;
        assert_int_equal(sscanf(line, "    {\"player\": %d", &p2), 1);
        if (p2 == player)
            break;
    }
    line = line_at(log, step_line(k2), &len);
    int slot;
    assert_int_equal(sscanf(line, "    {\"player\": %*d, \"endless_spell\": {\"slot\": %d", &slot),
                     1);
    snprintf(step, sizeof step, "{\"player\": %d, \"endless_spell\": {\"slot\": %d, \"name\": "
             "\"%s\"}}", player, slot, first_spell);
    text = replace_step(log, k2, step);
    snprintf(path, sizeof path, "steps[%d]", k2);
    expect_rejected(t, text, WG_ERULE, step_line(k2), 5, path, "(G6)");
    free(text);

    /* a step for the wrong player: player 2 commits player 1's draw */
    k = find_step(log, 0, "{\"player\": 1, \"commit\"");
    line = line_at(log, step_line(k), &len);
    text = replace_step(log, k, "{\"player\": 2, \"commit\": {\"cost\": 3}}");
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path,
                    "does not replay: it is player 1's turn, not player 2's (G9)");
    free(text);

    /* a removed step: the commit of the first draw; the next draw does not replay */
    k = find_step(log, 0, "\"commit\"");
    text = remove_step(log, k);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "does not replay: ");
    free(text);
    /* a removed draw: the decision after it has nothing to decide */
    k = find_step(log, 1, "\"draw\"");
    text = remove_step(log, k);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "does not replay: ");
    free(text);
    /* a removed reshuffle */
    k = find_step(log, 0, "\"reshuffle\"");
    text = remove_step(log, k);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "the replay player ");
    free(text);

    /* an extra reshuffle, before a draw that had none */
    k = find_step(log, 3, "\"draw\"");
    line = line_at(log, step_line(k), &len);
    assert_int_equal(sscanf(line, "    {\"player\": %d", &player), 1);
    snprintf(step, sizeof step, "{\"player\": %d, \"reshuffle\": {\"deck\": 1}}", player);
    text = insert_step(log, k, step);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "reshuffles deck 1");
    free(text);
    /* ... at the very end */
    int n = 0;
    while (strncmp(line_at(log, step_line(n), &len), " ]}", 3) != 0)
        n++;
    text = insert_step(log, n, "{\"player\": 1, \"reshuffle\": {\"deck\": 1}}");
    snprintf(path, sizeof path, "steps[%d]", n);
    expect_rejected(t, text, WG_ERULE, step_line(n), 5, path,
                    "does not replay: no draw follows this reshuffle");
    free(text);
    /* ... of a deck that does not exist */
    k = find_step(log, 0, "\"reshuffle\"");
    line = line_at(log, step_line(k), &len);
    assert_int_equal(sscanf(line, "    {\"player\": %d", &player), 1);
    snprintf(step, sizeof step, "{\"player\": %d, \"reshuffle\": {\"deck\": 2}}", player);
    text = replace_step(log, k, step);
    snprintf(path, sizeof path, "steps[%d]", k);
    expect_rejected(t, text, WG_ERULE, step_line(k), 5, path, "reshuffles deck 2");
    free(text);
    /* an extra step after the session finished */
    text = insert_step(log, n, "{\"player\": 1, \"draw\": {\"card\": 11}}");
    snprintf(path, sizeof path, "steps[%d]", n);
    expect_rejected(t, text, WG_ERULE, step_line(n), 5, path,
                    "does not replay: every player has finished (G10)");
    free(text);
    /* a prefix of the log is a session stopped there: it replays */
    for (int cut = 0; cut < 12; cut++) {
        size_t l0;
        const char *at = line_at(log, step_line(cut), &l0);
        size_t m = strlen(log) + 8;
        char *prefix = malloc(m);
        assert_non_null(prefix);
        snprintf(prefix, m, "%.*s ]}\n", (int)(at - log - (cut ? 2 : 0)), log);
        if (cut)
            strcpy(prefix + (at - log) - 2, "\n ]}\n");
        wg_session *r = NULL;
        wg_status st = wg_session_replay_string(&r, t, prefix, strlen(prefix), NULL, &E);
        if (st != WG_OK)
            fail_msg("prefix of %d steps: %s: %s", cut, E.path, E.message);
        char *rl = log_json(r);
        assert_string_equal(rl, prefix);
        wg_free(rl);
        wg_session_free(r);
        free(prefix);
    }
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* G9, G11: the header must match: the table, the roll-off, the options. */
static void test_rejected_headers(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_table *def = default_table();
    wg_session *s = every_step_session(t, 8, 0);
    char *log = log_json(s);
    char *text;
    int first = wg_session_first_player(s);

    /* a log of another table: at table.digest (G11) */
    char message[200];
    snprintf(message, sizeof message, "the log was made with another table (digest %s; this "
             "table's is %s) (G11)", wg_table_digest(t), wg_table_digest(def));
    expect_rejected(def, log, WG_ERULE, 2, column_of(log, 2, "\"digest\": ") + 10, "table.digest",
                    message);
    /* the same entries under another name replay: the digest is of the entries */
    wg_table *renamed = NULL;
    char *tj = NULL;
    assert_int_equal(wg_table_to_json(&tj, t, NULL), WG_OK);
    char *other = replace(tj, "\"name\": \"Uniform\"", "\"name\": \"Renamed\"");
    assert_int_equal(wg_table_load_string(&renamed, other, strlen(other), NULL, NULL), WG_OK);
    wg_session *r = NULL;
    EXPECT_OK(wg_session_replay_string(&r, renamed, log, strlen(log), NULL, &E));
    wg_session_free(r);
    wg_table_free(renamed);
    free(other);
    wg_free(tj);
    /* the digest, missing or of the wrong type */
    text = replace(log, ", \"digest\": ", ", \"digist\": ");
    expect_rejected(t, text, WG_EFORMAT, 2, column_of(log, 2, "\"digest\""), "table.digist",
                    "unknown key \"digist\"");
    free(text);
    char digest[64];
    snprintf(digest, sizeof digest, ", \"digest\": \"%s\"", wg_table_digest(t));
    text = replace(log, digest, "");
    expect_rejected(t, text, WG_EFORMAT, 2, 11, "table", "missing required key \"digest\"");
    free(text);
    snprintf(digest, sizeof digest, "\"%s\"", wg_table_digest(t));
    text = replace(log, digest, "16");
    expect_rejected(t, text, WG_EFORMAT, 2, column_of(log, 2, digest), "table.digest",
                    "must be a string, not an integer");
    free(text);
    text = replace(log, "\"table\": {\"name\": \"Uniform\"", "\"table\": {\"name\": 5");
    expect_rejected(t, text, WG_EFORMAT, 2, 20, "table.name", "must be a string, not an integer");
    free(text);

    /* G9: a roll-off that the seed does not give */
    char from[64], to[64];
    snprintf(from, sizeof from, "\"first_player\": %d,", first);
    snprintf(to, sizeof to, "\"first_player\": %d,", 3 - first);
    text = replace(log, from, to);
    snprintf(message, sizeof message, "the replayed roll-off gives player %d, not %d", first,
             3 - first);
    expect_rejected(t, text, WG_ERULE, 1, column_of(log, 1, from) + 16, "first_player", message);
    free(text);
    /* G9: without the roll-off, the dice run differently from the first step */
    text = replace(log, ", \"roll_off\": true", "");
    expect_rejected(t, text, WG_ERULE, 4, 5, "steps[0]", "does not replay: ");
    free(text);
    wg_free(log);
    wg_session_free(s);

    /* G9: a named first player edited: the first step is the wrong player's */
    s = every_step_session(t, 8, 2);
    log = log_json(s);
    text = replace(log, "\"first_player\": 2,", "\"first_player\": 1,");
    expect_rejected(t, text, WG_ERULE, 4, 5, "steps[0]",
                    "does not replay: it is player 1's turn, not player 2's (G9)");
    free(text);
    /* ... or naming a player the session does not have */
    text = replace(log, "\"players\": 2,", "\"players\": 1,");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "\"first_player\": ") + 16,
                    "first_player", "");
    free(text);
    text = replace(log, "\"first_player\": 2,", "\"first_player\": 0,");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "\"first_player\": ") + 16,
                    "first_player", "must be at least 1, not 0");
    free(text);
    /* the options */
    text = replace(log, "\"limit\": 100,", "\"limit\": \"100\",");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "100,"), "limit",
                    "must be an integer, not a string");
    free(text);
    text = replace(log, "\"limit\": 100,", "\"limit\": 0,");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "100,"), "limit", "at least 1");
    free(text);
    text = replace(log, "\"players\": 2,", "\"players\": 3,");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "2, \"first"), "players",
                    "must be at most 2, not 3");
    free(text);
    text = replace(log, "\"mode\": \"cards\"", "\"mode\": \"coins\"");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "\"cards\""), "mode",
                    "unknown value \"coins\" (expected one of \"dice\", \"cards\")");
    free(text);
    text = replace(log, "\"decks\": \"shared\"", "\"decks\": \"mine\"");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "\"shared\""), "decks",
                    "unknown value \"mine\"");
    free(text);
    /* G11: another mode replays other draws */
    text = replace(log, "\"decks\": \"shared\"", "\"decks\": \"per-player\"");
    expect_rejected(t, text, WG_ERULE, 4, 5, "steps[0]", "does not replay: ");
    free(text);
    /* G2, G3: dice have no deck; the writer gives decks only with cards, and
     * a dice log with them is refused at the key, whatever their value */
    char *dice = replace(log, "\"mode\": \"cards\"", "\"mode\": \"dice\"");
    expect_rejected(t, dice, WG_EFORMAT, 1, column_of(dice, 1, "\"shared\""), "decks",
                    "a log of mode \"dice\" has no decks: only cards are drawn from decks (G3)");
    text = replace(dice, "\"decks\": \"shared\"", "\"decks\": \"per-player\"");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(dice, 1, "\"shared\""), "decks",
                    "has no decks");
    free(text);
    free(dice);

    /* the format */
    text = replace(log, "\"format\": \"wargen-log/1\"", "\"format\": \"wargen-log/2\"");
    expect_rejected(t, text, WG_EFORMAT, 1, 12, "format",
                    "format \"wargen-log/2\" is not \"wargen-log/1\"");
    free(text);
    text = replace(log, "\"format\": \"wargen-log/1\"", "\"format\": \"wargen-table/1\"");
    expect_rejected(t, text, WG_EFORMAT, 1, 12, "format", "is not \"wargen-log/1\"");
    free(text);
    text = replace(log, "\"format\": \"wargen-log/1\", ", "");
    expect_rejected(t, text, WG_EFORMAT, 1, 1, "", "missing required key \"format\"");
    free(text);
    /* unknown keys, at the key */
    text = replace(log, "\"limit\": 100,", "\"limit\": 100, \"comment\": \"x\",");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(log, 1, "\"players\""), "comment",
                    "unknown key \"comment\"");
    free(text);
    text = replace(log, "\"table\": {", "\"table\": {\"author\": 1, ");
    expect_rejected(t, text, WG_EFORMAT, 2, 12, "table.author", "unknown key \"author\"");
    free(text);
    /* "$schema" (docs/FORMATS.md): a string at the root names the log's JSON Schema
     * and the log replays as without it (G11); another type, or the key
     * elsewhere, is refused */
    text = replace(log, "\"limit\": 100,",
                   "\"limit\": 100, \"$schema\": \"wargen-log-1.schema.json\",");
    wg_session *named = NULL;
    EXPECT_OK(wg_session_replay_string(&named, t, text, strlen(text), NULL, &E));
    char *want = state_of(s), *got = state_of(named);
    assert_string_equal(got, want);
    free(want);
    free(got);
    wg_session_free(named);
    free(text);
    text = replace(log, "\"limit\": 100,", "\"limit\": 100, \"$schema\": 1,");
    expect_rejected(t, text, WG_EFORMAT, 1, column_of(text, 1, "\"$schema\": ") + 11,
                    "[\"$schema\"]", "must be a string, not an integer");
    free(text);
    text = replace(log, "\"table\": {", "\"table\": {\"$schema\": \"x\", ");
    expect_rejected(t, text, WG_EFORMAT, 2, 12, "table[\"$schema\"]", "unknown key \"$schema\"");
    free(text);
    /* missing steps, steps of the wrong type, broken JSON */
    text = replace(log, ",\n \"steps\": [", ", \"x\": [");
    expect_rejected(t, text, WG_EFORMAT, 2, column_of(log, 2, "}") + 3, "x", "unknown key \"x\"");
    free(text);
    text = without_steps(log, "}");
    expect_rejected(t, text, WG_EFORMAT, 1, 1, "", "missing required key \"steps\"");
    free(text);
    text = without_steps(log, ", \"steps\": {}}");
    expect_rejected(t, text, WG_EFORMAT, 2, column_of(text, 2, "{}"), "steps",
                    "must be an array, not an object");
    free(text);
    text = replace(log, "\n ]}", "\n ]");
    wg_session *none = (wg_session *)&none;
    assert_int_equal(wg_session_replay_string(&none, t, text, strlen(text), "bad.json", &E),
                     WG_EPARSE);
    assert_null(none);
    assert_string_equal(E.file, "bad.json");
    assert_true(E.line > 4);
    free(text);
    wg_free(log);
    wg_session_free(s);
    wg_table_free(def);
    wg_table_free(t);
}

/* G11: malformed steps are format errors, at their path. */
static void test_rejected_step_syntax(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session *s = every_step_session(t, 31, 1);
    char *log = log_json(s);
    char *text;
    size_t len;
    const char *line = line_at(log, step_line(0), &len);
    int card;
    assert_int_equal(sscanf(line, "    {\"player\": 1, \"draw\": {\"card\": %d}}", &card), 1);
    struct {
        const char *step; /* %d: the card */
        const char *path;
        const char *at;   /* where on the line the error is; NULL: the step's start */
        int plus;         /* columns after at */
        const char *message;
    } bad[] = {
        {"{\"player\": 1, \"draw\": {\"card\": %d}, \"note\": 1}", "steps[0].note", "\"note\"", 0,
         "unknown key \"note\""},
        {"{\"player\": 1, \"draw\": {\"card\": %d, \"x\": 1}}", "steps[0].draw.x", "\"x\"", 0,
         "unknown key \"x\""},
        {"{\"player\": 1, \"draw\": {\"card\": %d, \"roll\": 11}}", "steps[0].draw", "{\"card", 0,
         "a draw is {\"roll\": N} or {\"card\": N}"},
        {"{\"player\": 1, \"draw\": {}, \"x\": %d}", "steps[0].x", "\"x\"", 0, "unknown key \"x\""},
        {"{\"player\": 1, \"draw\": {\"card\": \"%d\"}}", "steps[0].draw.card", "\"card\": ", 8,
         "must be an integer, not a string"},
        {"{\"player\": 1, \"draw\": {\"card\": %d0}}", "steps[0].draw.card", "\"card\": ", 8,
         "must be at most 66"},
        {"{\"player\": 3, \"draw\": {\"card\": %d}}", "steps[0].player", "3,", 0,
         "must be at most 2, not 3"},
        {"{\"draw\": {\"card\": %d}}", "steps[0]", NULL, 0, "missing required key \"player\""},
        {"{\"player\": 1, \"draw\": {\"card\": %d}, \"commit\": {\"cost\": 3}}", "steps[0]", NULL, 0,
         "a step has the player and exactly one action"},
        {"{\"player\": 1}", "steps[0]", NULL, 0, "a step has the player and exactly one action"},
        {"[1, %d]", "steps[0]", NULL, 0, "must be an object, not an array"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char step[160];
        snprintf(step, sizeof step, bad[i].step, card);
        text = replace_step(log, 0, step);
        int column = 5;
        if (bad[i].at)
            column = 5 + (int)(strstr(step, bad[i].at) - step) + bad[i].plus;
        expect_rejected(t, text, WG_EFORMAT, 4, column, bad[i].path, bad[i].message);
        free(text);
    }
    /* actions of the other kinds */
    int k = find_step(log, 0, "\"reinforce\"");
    char path[64];
    struct {
        const char *step;
        const char *path;
        const char *message;
    } actions[] = {
        {"{\"player\": 1, \"reinforce\": {\"slot\": 0}}", ".reinforce",
         "missing required key \"level\""},
        {"{\"player\": 1, \"reinforce\": {\"slot\": 0, \"level\": 3}}", ".reinforce.level",
         "must be at most 2"},
        /* G7: a reinforcement is level 1 or 2, refused as such before replaying */
        {"{\"player\": 1, \"reinforce\": {\"slot\": 0, \"level\": 0}}", ".reinforce.level",
         "must be at least 1, not 0"},
        /* G6: an endless spell's name, 1 to 200 characters */
        {"{\"player\": 1, \"endless_spell\": {\"slot\": 2, \"name\": \"\"}}",
         ".endless_spell.name", "an endless spell's name is 1 to 200 characters"},
        {"{\"player\": 1, \"reinforce\": {\"slot\": -1, \"level\": 1}}", ".reinforce.slot",
         "must be at least 0"},
        /* G4: an entry has at most 8 slots, so an index is at most 7 */
        {"{\"player\": 1, \"reinforce\": {\"slot\": 8, \"level\": 1}}", ".reinforce.slot",
         "must be at most 7, not 8"},
        {"{\"player\": 1, \"field\": {\"slot\": 8}}", ".field.slot", "must be at most 7, not 8"},
        {"{\"player\": 1, \"endless_spell\": {\"slot\": 8, \"name\": \"S\"}}",
         ".endless_spell.slot", "must be at most 7, not 8"},
        {"{\"player\": 1, \"substitute\": {\"type\": \"hero\", \"level\": 0}}",
         ".substitute.type", "unknown value \"hero\""},
        {"{\"player\": 1, \"endless_spell\": {\"slot\": 2, \"name\": 7}}", ".endless_spell.name",
         "must be a string, not an integer"},
        {"{\"player\": 1, \"field\": {\"slot\": 0, \"unit\": {\"models\": 1}}}", ".field.unit",
         "missing required key \"wounds\""},
        {"{\"player\": 1, \"field\": {\"slot\": 0, \"unit\": {\"models\": 1, \"wounds\": 1, "
         "\"save\": 4, \"hero\": false, \"monster\": false, \"reinforced\": 1}}}",
         ".field.unit.reinforced", "unknown key \"reinforced\""},
        {"{\"player\": 1, \"field\": {\"slot\": 0, \"unit\": {\"models\": 1, \"wounds\": 1, "
         "\"save\": 7, \"hero\": false, \"monster\": false}}}", ".field.unit.save",
         "must be at most 6"},
        {"{\"player\": 1, \"field\": {\"slot\": 0, \"unit\": {\"models\": 1, \"wounds\": 1, "
         "\"save\": 1, \"hero\": false, \"monster\": false}}}", ".field.unit.save",
         "save 1 is not 2 to 6 (2+ to 6+) or 0 (none)"},
        {"{\"player\": 1, \"commit\": {\"cost\": -3}}", ".commit.cost", "must be at least 0"},
        {"{\"player\": 1, \"commit\": {}}", ".commit", "missing required key \"cost\""},
        {"{\"player\": 1, \"out_of_units\": false}", ".out_of_units", "must be true"},
        {"{\"player\": 1, \"out_of_units\": 1}", ".out_of_units", "must be true or false"},
    };
    for (size_t i = 0; i < sizeof actions / sizeof actions[0]; i++) {
        text = replace_step(log, k, actions[i].step);
        snprintf(path, sizeof path, "steps[%d]%s", k, actions[i].path);
        const char *part = strrchr(actions[i].path, '.');
        int column = 5;
        if (part) { /* located at the value of the last key */
            char key[40];
            snprintf(key, sizeof key, "\"%s\": ", part + 1);
            column = 5 + (int)(strstr(actions[i].step, key) - actions[i].step);
            if (strncmp(actions[i].message, "unknown key", 11) != 0) /* else: at the key */
                column += (int)strlen(key);
        }
        expect_rejected(t, text, WG_EFORMAT, step_line(k), column, path, actions[i].message);
        free(text);
    }
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* G6, G11: docs/FORMATS.md's log names only the endless spell: it goes to the
 * draw's first open endless-spell slot. */
static void test_endless_spell_without_slot(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session_options o = options(30, 1, WG_DRAW_MODE_DICE, 0);
    wg_session *s = session(t, 17, &o);
    EXPECT_OK(wg_session_draw(NULL, s, 1, &E));
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 2, "Burning Head", &E));
    EXPECT_OK(wg_session_take_endless_spell(s, 1, 4, "Purple Sun", &E));
    EXPECT_OK(wg_session_commit(s, 1, &E));
    char *log = log_json(s);
    char *a = replace(log, "{\"slot\": 2, \"name\": \"Burning Head\"}",
                      "{\"name\": \"Burning Head\"}");
    char *b = replace(a, "{\"slot\": 4, \"name\": \"Purple Sun\"}", "{\"name\": \"Purple Sun\"}");
    wg_session *r = NULL;
    wg_status st = wg_session_replay_string(&r, t, b, strlen(b), NULL, &E);
    if (st != WG_OK)
        fail_msg("%s: %s", E.path, E.message);
    char *again = log_json(r);
    assert_string_equal(again, log); /* G11: the slots are filled in, in order */
    wg_free(again);
    wg_session_free(r);
    /* a third spell has no open slot left */
    char *c = insert_step(b, 3, "{\"player\": 1, \"endless_spell\": {\"name\": \"Geminids\"}}");
    expect_rejected(t, c, WG_ERULE, step_line(3), 5, "steps[3]", "does not replay: ");
    free(c);
    /* nor before any draw */
    c = insert_step(b, 0, "{\"player\": 1, \"endless_spell\": {\"name\": \"Geminids\"}}");
    expect_rejected(t, c, WG_ERULE, step_line(0), 5, "steps[0]", "does not replay: ");
    free(c);
    free(a);
    free(b);
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
}

/* ---- allocation failures ----------------------------------------------------- */

typedef struct replay_ctx {
    const wg_table *table;
    const char *log;
    const wg_session *session;
    const char *path; /* log, written to a file */
} replay_ctx;

static wg_status op_replay(void *ctx)
{
    const replay_ctx *c = ctx;
    wg_session *r = (wg_session *)&r;
    wg_status st =
        OOM_CALL(wg_session_replay_string(&r, c->table, c->log, strlen(c->log), "x.json", &E));
    if (st != WG_OK) {
        assert_null(r);
        assert_int_equal(E.code, WG_ENOMEM);
    }
    wg_session_free(r);
    return st;
}

/* From a file: WG_ENOMEM, or the session that wrote the log. */
static wg_status op_replay_file(void *ctx)
{
    const replay_ctx *c = ctx;
    wg_session *r = (wg_session *)&r;
    wg_status st = OOM_CALL(wg_session_replay_file(&r, c->table, c->path, &E));
    if (st != WG_OK) {
        assert_null(r);
        assert_int_equal(E.code, WG_ENOMEM);
        return st;
    }
    harness_pause();
    char *log = log_json(r);
    assert_string_equal(log, c->log);
    wg_free(log);
    harness_resume();
    wg_session_free(r);
    return st;
}

static wg_status op_log(void *ctx)
{
    const replay_ctx *c = ctx;
    char *out = (char *)&out;
    wg_status st = OOM_CALL(wg_session_log_to_json(&out, c->session, &E));
    if (st == WG_OK) {
        assert_string_equal(out, c->log);
        wg_free(out);
    } else {
        assert_null(out);
    }
    return st;
}


/* G11: every allocation failure is WG_ENOMEM and leaks nothing. */
static void test_alloc_failures(void **state)
{
    (void)state;
    wg_table *t = uniform_table(MIXED);
    wg_session *s = every_step_session(t, 77, 0);
    char *log = log_json(s);
    char path[] = "/tmp/wargen-log-XXXXXX";
    write_temp(path, log);
    replay_ctx c = {t, log, s, path};
    size_t n_replay = harness_fail_each_alloc(op_replay, &c);
    size_t n_file = harness_fail_each_alloc(op_replay_file, &c);
    size_t n_log = harness_fail_each_alloc(op_log, &c);
    remove(path);
    print_message("allocations: replay %zu, replay file %zu, log %zu\n", n_replay, n_file,
                  n_log);
    assert_true(n_file > n_replay); /* and the file's text */
    assert_true(n_replay > 10); /* the document, the session, its steps, spell names */
    assert_true(n_log >= 1);
    wg_free(log);
    wg_session_free(s);
    wg_table_free(t);
    assert_int_equal(harness_live(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_every_step),
        cmocka_unit_test(test_round_trip_run_and_partial),
        cmocka_unit_test(test_exact_text),
        cmocka_unit_test(test_big_seeds),
        cmocka_unit_test(test_replay_file),
        cmocka_unit_test(test_rejected_steps),
        cmocka_unit_test(test_rejected_headers),
        cmocka_unit_test(test_rejected_step_syntax),
        cmocka_unit_test(test_endless_spell_without_slot),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests_name("gen_log", tests, harness_setup, harness_teardown);
}
