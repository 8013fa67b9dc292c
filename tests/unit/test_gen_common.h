/* Helpers shared by the gen module's session and log tests. */
#ifndef WG_TEST_GEN_COMMON_H
#define WG_TEST_GEN_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static wg_error E; /* the error of the call under test */

static inline int d66(int index)
{
    return (index / 6 + 1) * 10 + index % 6 + 1;
}

/* A table from its 36 entries' JSON after the roll, e.g. "\"cost\": 3,
 * \"slots\": [...]". */
static inline wg_table *table_of(const char *const *bodies)
{
    size_t cap = 64, len = 0;
    for (int i = 0; i < 36; i++)
        cap += strlen(bodies[i]) + 32;
    char *text = malloc(cap);
    assert_non_null(text);
    len += (size_t)snprintf(text, cap, "{\"format\": \"wargen-table/1\", \"name\": \"Uniform\", "
                                       "\"entries\": [");
    for (int i = 0; i < 36; i++)
        len += (size_t)snprintf(text + len, cap - len, "%s{\"roll\": %d, %s}", i ? ", " : "",
                                d66(i), bodies[i]);
    len += (size_t)snprintf(text + len, cap - len, "]}");
    assert_true(len < cap);
    wg_table *t = NULL;
    wg_error err;
    if (wg_table_load_string(&t, text, len, "uniform", &err) != WG_OK)
        fail_msg("table: %s: %s", err.path, err.message);
    free(text);
    return t;
}

/* A table whose 36 entries all have the same cost and slots: body is the
 * JSON after the roll, e.g. "\"cost\": 3, \"slots\": [...]". */
static inline wg_table *uniform_table(const char *body)
{
    const char *bodies[36];
    for (int i = 0; i < 36; i++)
        bodies[i] = body;
    return table_of(bodies);
}

/* The table most tests use: every draw is
 *   slot 0: 2 regular*   slot 1: 1 champion   slot 2: endless spell
 *   slot 3: 1 gigantic   slot 4: endless spell          for 3 AP. */
static const char MIXED[] =
    "\"cost\": 3, \"slots\": [{\"count\": 2, \"type\": \"regular\", \"reinforceable\": true}, "
    "{\"count\": 1, \"type\": \"champion\"}, {\"endless_spell\": true}, "
    "{\"count\": 1, \"type\": \"gigantic\"}, {\"endless_spell\": true}]";

static inline wg_table *default_table(void)
{
    wg_table *t = NULL;
    assert_int_equal(wg_table_new_default(&t, NULL), WG_OK);
    return t;
}

static inline wg_session_options options(int limit, int players, wg_draw_mode mode, int first)
{
    wg_session_options o;
    wg_session_options_init(&o);
    o.limit = limit;
    o.players = players;
    o.mode = mode;
    o.first_player = first;
    return o;
}

static inline wg_session *session(const wg_table *t, uint64_t seed, const wg_session_options *o)
{
    wg_session *s = NULL;
    wg_error err;
    if (wg_session_new(&s, t, seed, o, &err) != WG_OK)
        fail_msg("wg_session_new: %s", err.message);
    assert_non_null(s);
    return s;
}

#endif
