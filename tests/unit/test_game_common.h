/* Shared by the game suites (test_game_*.c): games built in code, and
 * checks that an action is applied, or refused for a reason with the game
 * unchanged (its JSON state and log the same before and after). */
#ifndef WG_TEST_GAME_COMMON_H
#define WG_TEST_GAME_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>

#include "harness.h"
#include "test_common.h"

/* A game between "Red" and "Blue". */
static inline wg_game *gm_new(void)
{
    wg_game *g = NULL;
    wg_error err;
    if (wg_game_new(&g, "Red", "Blue", &err) != WG_OK)
        fail_msg("wg_game_new: %s", err.message);
    return g;
}

/* Add a unit; returns its index. cost in whole points. */
static inline size_t gm_unit(wg_game *g, int player, const char *id, int ap, int models,
                             int cost)
{
    wg_game_unit_def u = {id, NULL, ap, models, cost * 2};
    size_t at = (size_t)-1;
    wg_error err;
    if (wg_game_add_unit(&at, g, player, &u, &err) != WG_OK)
        fail_msg("add %s: %s", id, err.message);
    return at;
}

/* The call must succeed. */
#define GM_OK(call)                                                                           \
    do {                                                                                      \
        wg_status gm_st_ = (call);                                                            \
        if (gm_st_ != WG_OK)                                                                  \
            fail_msg("%s: %s", #call, wg_status_str(gm_st_));                                 \
    } while (0)

/* The state and the log, to compare before and after a refusal. */
static inline char *gm_snapshot(const wg_game *g)
{
    char *state = NULL, *log = NULL, *both;
    assert_int_equal(wg_game_to_json(&state, g, NULL), WG_OK);
    assert_int_equal(wg_game_log_to_json(&log, g, NULL), WG_OK);
    both = malloc(strlen(state) + strlen(log) + 2);
    assert_non_null(both);
    sprintf(both, "%s\n%s", state, log);
    wg_free(state);
    wg_free(log);
    return both;
}

/* The action (a call taking err last, written with gm_e) must be refused
 * by the rules for reason, its message starting with the reason's name
 * (and being text, unless NULL), and leave the game as it was. */
#define GM_REFUSED(g, reason, call) GM_REFUSED_SAYING(g, reason, NULL, call)
#define GM_REFUSED_SAYING(g, reason, text, call)                                              \
    do {                                                                                      \
        char *gm_before_ = gm_snapshot(g);                                                    \
        wg_error gm_e;                                                                        \
        wg_status gm_st_ = (call);                                                            \
        if (gm_st_ != WG_ERULE)                                                               \
            fail_msg("%s: %s, want a refusal (%s)", #call, wg_status_str(gm_st_),             \
                     wg_game_reason_name(reason));                                            \
        assert_string_equal(wg_game_reason_name(wg_game_refusal(g)),                          \
                            wg_game_reason_name(reason));                                     \
        const char *gm_name_ = wg_game_reason_name(reason);                                   \
        assert_memory_equal(gm_e.message, gm_name_, strlen(gm_name_));                        \
        const char *gm_text_ = (text);                                                        \
        if (gm_text_ != NULL)                                                                 \
            assert_string_equal(gm_e.message, gm_text_);                                      \
        char *gm_after_ = gm_snapshot(g);                                                     \
        assert_string_equal(gm_before_, gm_after_);                                           \
        free(gm_before_);                                                                     \
        free(gm_after_);                                                                      \
    } while (0)

static inline wg_game_unit gm_at(const wg_game *g, size_t unit)
{
    wg_game_unit u;
    assert_int_equal(wg_game_unit_at(&u, g, unit, NULL), WG_OK);
    return u;
}

/* The unit's state (A2). */
static inline wg_unit_state gm_state(const wg_game *g, size_t unit)
{
    return gm_at(g, unit).state;
}

/* A whole activation: activate, then spend all AP on one move. */
static inline void gm_act(wg_game *g, size_t unit)
{
    GM_OK(wg_game_activate(g, unit, NULL));
    GM_OK(wg_game_spend(g, unit, gm_at(g, unit).ap, WG_GAME_ACTION_MOVE, false, 0, NULL));
}

static inline json_t *gm_json(const wg_game *g)
{
    char *text = NULL;
    json_error_t je;
    assert_int_equal(wg_game_to_json(&text, g, NULL), WG_OK);
    json_t *doc = json_loads(text, JSON_REJECT_DUPLICATES, &je);
    if (doc == NULL)
        fail_msg("not JSON (%s): %s", je.text, text);
    wg_free(text);
    return doc;
}

#endif
