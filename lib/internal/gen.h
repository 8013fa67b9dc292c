/* Shared between the gen module's files: the table, the turn engine that
 * both bulk generation and sessions run, and the log. */
#ifndef WGI_INTERNAL_GEN_H
#define WGI_INTERNAL_GEN_H

#include "wargen/gen.h"
#include "internal/buf.h"
#include "internal/rng.h"

struct wg_table {
    char *name;
    char digest[17];
    wg_gen_entry entries[WG_TABLE_ENTRIES]; /* in D66 order: 11, 12, ..., 66 */
};

/* The name tables of wargen/gen.h's enums, NULL-terminated for wgi_json_enum(). */
extern const char *const wgi_gen_unit_type_names[WG_GEN_UNIT_TYPE_COUNT + 1];
extern const char *const wgi_draw_mode_names[WG_DRAW_MODE_COUNT + 1];
/* The "decks" of a card session in logs and distributions: index
 * per_player_decks; NULL-terminated for wgi_json_enum(). */
extern const char *const wgi_decks_names[3];
/* `, "decks": NAME` for a card session's options; nothing for dice. */
void wgi_decks_write(wgi_buf *b, const wg_session_options *o);

/* Index 0-35 of a D66 value, or -1 when it is not one. */
int wgi_d66_index(int roll);
/* The most models a unit of type may have at a reinforcement level; 0: any. */
int wgi_gen_unit_type_max_models(wg_gen_unit_type type, int level);
/* The entry as one line of canonical JSON (tables, digests, session output). */
void wgi_entry_write(wgi_buf *b, const wg_gen_entry *entry);
void wgi_slot_write(wgi_buf *b, const wg_slot *slot, int level);

/* The default table's document, compiled in from data/tables/default.json. */
extern const char wgi_default_table_json[];

/* The turn engine (G3, G9, G10): who draws next, the decks, the totals. */
typedef struct wgi_gen {
    const wg_table *table;
    wg_session_options opt;
    int turn;          /* 0 or 1: the player to draw; -1 when all have finished */
    int first;         /* 0 or 1 */
    wg_army army[2];
    unsigned char deck[2][WG_TABLE_ENTRIES]; /* entry indexes, in draw order */
    int dealt[2];      /* cards drawn from each deck */
} wgi_gen;

/* The most draws one player may make: a guard against tables of 0 AP entries. */
#define WGI_GEN_MAX_DRAWS 10000

wg_status wgi_gen_check_options(const wg_session_options *opt, wg_error *err);
/* Set up (roll-off, decks shuffled) drawing from rng. */
void wgi_gen_start(wgi_gen *g, const wg_table *table, wg_rng *rng, const wg_session_options *opt);
/* Draw a card for the player whose turn it is (G3); *deck is the deck
 * number (1 or 2) reshuffled before this draw, or 0. */
const wg_gen_entry *wgi_gen_draw_card(wgi_gen *g, wg_rng *rng, int *deck);
/* A player at WGI_GEN_MAX_DRAWS: fail with WG_ERANGE. */
wg_status wgi_gen_too_many_draws(const wgi_gen *g, wg_error *err);

/* May the player whose turn it is draw again? Checked before the draw, so
 * a session never holds a draw it cannot commit. */
static inline wg_status wgi_gen_check_draw(const wgi_gen *g, wg_error *err)
{
    return g->army[g->turn].draws < WGI_GEN_MAX_DRAWS ? WG_OK : wgi_gen_too_many_draws(g, err);
}

/* Draw for the player whose turn it is: a D66 (G2), which is the entry's
 * index, or a card. Inline: bulk generation calls it per draw. */
static inline const wg_gen_entry *wgi_gen_draw(wgi_gen *g, wg_rng *rng, int *deck)
{
    if (g->opt.mode == WG_DRAW_MODE_CARDS)
        return wgi_gen_draw_card(g, rng, deck);
    *deck = 0;
    return &g->table->entries[wgi_rng_step_d66(rng)];
}

/* G10: the other player draws next, unless they have finished. */
static inline void wgi_gen_pass_turn(wgi_gen *g)
{
    int other = 1 - g->turn;
    if (g->opt.players == 2 && !g->army[other].finished)
        g->turn = other;
    else if (g->army[g->turn].finished)
        g->turn = -1;
}

/* Add a committed draw to the current player and pass the turn. No
 * overflow check: a table caps costs and counts at 1000 per slot and 8
 * slots per entry, and wgi_gen_check_draw() caps the draws, so totals stay
 * far below INT_MAX. */
static inline void wgi_gen_commit(wgi_gen *g, int cost, int units)
{
    wg_army *a = &g->army[g->turn];
    a->total += cost;
    a->units += units;
    a->draws++;
    a->finished = a->total >= g->opt.limit;
    wgi_gen_pass_turn(g);
}
/* The current player finishes without drawing (out of units). */
void wgi_gen_finish(wgi_gen *g);
/* The AP the policy adds to an entry, and the cost with it. */
int wgi_gen_policy_cost(const wg_gen_entry *entry, const wg_policy *policy);

#endif
