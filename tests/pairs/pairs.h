/* Pairs of rosters for the non-interference property of the hidden-roster
 * rules (docs/RULES.md, H decisions): two rosters that differ only in what
 * H keeps hidden must give the same open artifacts, byte for byte. Written
 * once, in C: the cmocka test (tests/unit/test_hidden_pairs.c) uses it
 * directly, the cli, python and lua suites through the `hidden-pairs`
 * program (main.c), which prints the pairs as JSON lines.
 *
 * A generator works on any catalogue (it reads its units, options and items
 * through the public API) and is seeded: the same catalogue, seed and
 * stream give the same pairs. Each pair is two `wargen-roster/1` documents
 * a and b with the same units in the same order, the same open parts
 * (entry, category, models, General, options, equipment, player labels)
 * and differences only in:
 *  - which hidden items a unit carries: one swapped for another of the same
 *    mundane type, a second one of a type the unit shows already, hidden
 *    items without a type added, removed or swapped, a plain item for a
 *    hidden one that shows as the same text (H3: nothing tells the two
 *    kinds apart);
 *  - runes of one unit with the same mundane type (one runic item, H3);
 *  - the order of a unit's items (the equipment is sorted, H3);
 *  - where a secret unit hides, or whether it does (H1);
 *  - the hidden parts of units alike in the open part that the player
 *    labelled, labels that clash included (H4).
 * Whether an unlabelled unit is a twin never changes: the labels libwargen
 * assigns show it on purpose (H4). Every HP_DIFFER_EVERY-th pair is the
 * other direction: its open parts differ (an option, a model count, a
 * plain item, a hidden item of another mundane type), so a test of the
 * property can fail. */
#ifndef WG_TEST_HIDDEN_PAIRS_H
#define WG_TEST_HIDDEN_PAIRS_H

#include <stdbool.h>
#include <stdint.h>

#include "wargen.h"

/* Pair i of a stream (from 0) has different open parts when
 * i % HP_DIFFER_EVERY == HP_DIFFER_EVERY - 1. */
#define HP_DIFFER_EVERY 8

/* The actions of a game's script (wargen/game.h), named as the bindings'
 * methods: HP_ACT_NAMES. */
typedef enum hp_act {
    HP_INITIATIVE, /* value: the player */
    HP_ACTIVATE,
    HP_SPEND,      /* value: AP, action, target (or -1: not hostile) */
    HP_END_ACTIVATION,
    HP_KILL,       /* value: models */
    HP_END_TURN,
    HP_ACT_COUNT
} hp_act;

extern const char *const HP_ACT_NAMES[HP_ACT_COUNT];

/* One action; unit and target are game unit indexes (player 1's roster
 * added first, then player 2's). */
typedef struct hp_action {
    hp_act act;
    size_t unit;
    int value;
    wg_game_action action;
    long target;
} hp_action;

/* A pair: two roster documents (NUL-terminated, from malloc; free them with
 * hp_pair_clear()), and a game's script for either: player 1 fields roster
 * a, player 2 roster a or b, both with HP_GAME_AP action points; a seeded
 * sequence of turns (initiative, activations, spending, hostile actions)
 * with kills of both players' units, never reaching end_game, valid for
 * roster a (for b too when only hidden content differs). */
#define HP_GAME_AP 2
typedef struct hp_pair {
    char *a, *b;
    hp_action *actions;
    size_t n_actions;
    const char *kind; /* the first change made, static: "same-type", "rune", "typeless",
                         "plain-or-hidden", "order", "hides-in", "labelled-twin"; or
                         "option", "models",
                         "plain-item", "other-type" when the open parts differ */
    bool same_open;   /* true: only what H keeps hidden differs */
} hp_pair;

/* A generator of pairs for one catalogue (opaque). */
typedef struct hp_gen hp_gen;

/* A generator for catalog (which must outlive it), seeded with seed and
 * stream (wg_rng_new_stream()). WG_EINVAL when the catalogue has no hidden item
 * (no pair could be made); WG_ENOMEM. */
wg_status hp_gen_new(hp_gen **out, const wg_catalog *catalog, uint64_t seed, uint64_t stream,
                     wg_error *err);

/* Free a generator; NULL is allowed. */
void hp_gen_free(hp_gen *gen);

/* The next pair into out. WG_ENOMEM (out cleared). */
wg_status hp_gen_next(hp_pair *out, hp_gen *gen, wg_error *err);

/* Free a pair's documents; the pair is then empty. */
void hp_pair_clear(hp_pair *pair);

/* Apply action a of a pair's script to game g: the status of its call (a
 * refused action changes nothing, A1-A3). */
wg_status hp_play(wg_game *g, const hp_action *a);

/* The referee's game of a pair: player 1 ("Alice") fields mine, player 2
 * ("Bob") theirs, HP_GAME_AP each. WG_OK, or the failure of
 * wg_game_add_roster() (a too long unit id, a cost too high) with *out
 * NULL. The caller frees it with wg_game_free(). */
wg_status hp_game_new(wg_game **out, const wg_roster *mine, const wg_roster *theirs,
                      wg_error *err);

/* The kinds a long enough stream makes, NULL-terminated: every one of them
 * for a catalogue with runes, a secret unit and plain items named as hidden
 * items' types (tests/data/hidden/pairs-book.json). */
extern const char *const HP_KINDS[];

#endif
