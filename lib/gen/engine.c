/* The turn engine of the generator (G3, G9, G10), shared by bulk generation
 * (wg_gen_armies) and sessions, so both draw exactly alike. It allocates
 * nothing. */
#include <string.h>

#include "internal/error.h"
#include "internal/gen.h"

void wg_session_options_init(wg_session_options *options)
{
    *options = (wg_session_options){.limit = 15, .players = 1, .mode = WG_DRAW_MODE_DICE,
                                    .per_player_decks = false, .first_player = 0};
}

void wg_policy_init(wg_policy *policy)
{
    *policy = (wg_policy){.reinforce = 0};
}

wg_status wgi_gen_check_options(const wg_session_options *opt, wg_error *err)
{
    if (opt == NULL)
        return wgi_fail(err, WG_EINVAL, "no session options given");
    if (opt->limit < 1)
        return wgi_fail(err, WG_EINVAL, "the AP limit must be at least 1, not %d (G1)",
                       opt->limit);
    if (opt->players != 1 && opt->players != 2)
        return wgi_fail(err, WG_EINVAL, "players must be 1 or 2, not %d", opt->players);
    if (opt->mode != WG_DRAW_MODE_DICE && opt->mode != WG_DRAW_MODE_CARDS)
        return wgi_fail(err, WG_EINVAL, "unknown draw mode %d", (int)opt->mode);
    /* G2/G3: dice have no deck, so a deck per player is a mistake, not a no-op */
    if (opt->per_player_decks && opt->mode != WG_DRAW_MODE_CARDS)
        return wgi_fail(err, WG_EINVAL, "per_player_decks needs the cards mode, not %s (G3)",
                       wg_draw_mode_name(opt->mode));
    if (opt->first_player < 0 || opt->first_player > opt->players)
        return wgi_fail(err, WG_EINVAL, "first player %d is not 0 (roll-off) or a player of "
                       "the %d", opt->first_player, opt->players);
    return WG_OK;
}

static void shuffle(unsigned char *deck, wg_rng *rng)
{
    for (int i = 0; i < WG_TABLE_ENTRIES; i++)
        deck[i] = (unsigned char)i;
    for (int i = WG_TABLE_ENTRIES - 1; i > 0; i--) { /* Fisher-Yates */
        int j = (int)wg_rng_below(rng, (uint64_t)i + 1);
        unsigned char t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
}

/* G9: each player rolls a D6, the highest wins, ties roll again. */
static int roll_off(wg_rng *rng)
{
    for (;;) {
        int a = wg_rng_d6(rng), b = wg_rng_d6(rng);
        if (a != b)
            return a > b ? 0 : 1;
    }
}

void wgi_gen_start(wgi_gen *g, const wg_table *table, wg_rng *rng, const wg_session_options *opt)
{
    memset(g, 0, sizeof *g);
    g->table = table;
    g->opt = *opt;
    for (int p = 0; p < 2; p++)
        g->army[p].player = p + 1;
    if (opt->first_player > 0)
        g->first = opt->first_player - 1;
    else if (opt->players == 2)
        g->first = roll_off(rng);
    g->turn = g->first;
    if (opt->mode == WG_DRAW_MODE_CARDS) {
        int decks = opt->per_player_decks ? opt->players : 1;
        for (int d = 0; d < decks; d++)
            shuffle(g->deck[d], rng);
    }
}

const wg_gen_entry *wgi_gen_draw_card(wgi_gen *g, wg_rng *rng, int *deck)
{
    int d = g->opt.per_player_decks ? g->turn : 0;
    *deck = 0;
    if (g->dealt[d] == WG_TABLE_ENTRIES) { /* G3: all 36 cards into a new deck */
        shuffle(g->deck[d], rng);
        g->dealt[d] = 0;
        *deck = d + 1;
    }
    return &g->table->entries[g->deck[d][g->dealt[d]++]];
}

wg_status wgi_gen_too_many_draws(const wgi_gen *g, wg_error *err)
{
    /* a table has an entry above 0 AP (G10 in table.c): the limit is the one at fault */
    return wgi_fail(err, WG_ERANGE, "player %d drew %d times without reaching %d AP: the "
                   "limit is too high for this table's costs", g->turn + 1,
                   g->army[g->turn].draws, g->opt.limit);
}

void wgi_gen_finish(wgi_gen *g)
{
    g->army[g->turn].finished = true;
    wgi_gen_pass_turn(g);
}

int wgi_gen_policy_cost(const wg_gen_entry *entry, const wg_policy *policy)
{
    int cost = entry->cost;
    if (policy->reinforce == 0)
        return cost;
    for (size_t i = 0; i < entry->slot_count; i++)
        cost += entry->slots[i].reinforceable ? policy->reinforce : 0;
    return cost;
}

static wg_status check_policy(const wg_policy *policy, wg_error *err)
{
    if (policy->reinforce < 0 || policy->reinforce > 2)
        return wgi_fail(err, WG_EINVAL, "policy: reinforce level %d is not 0, 1 or 2 (G7)",
                       policy->reinforce);
    return WG_OK;
}

/* Whether the arguments of a bulk generation are good (options, policy). */
static wg_status check_bulk(const wg_session_options *options, const wg_policy *policy,
                            wg_error *err)
{
    wg_status st = wgi_gen_check_options(options, err);
    return st == WG_OK ? check_policy(policy, err) : st;
}

/* One generation in automatic mode, its armies left in g (checked arguments). */
static wg_status run_armies(wgi_gen *g, const wg_table *table, wg_rng *rng,
                            const wg_session_options *options, const wg_policy *policy,
                            wg_error *err)
{
    wg_status st = WG_OK;
    wgi_gen_start(g, table, rng, options);
    while (g->turn >= 0 && (st = wgi_gen_check_draw(g, err)) == WG_OK) {
        int deck;
        const wg_gen_entry *e = wgi_gen_draw(g, rng, &deck);
        wgi_gen_commit(g, wgi_gen_policy_cost(e, policy), e->units);
    }
    return st;
}

wg_status wg_gen_armies(wg_army *out, const wg_table *table, wg_rng *rng,
                        const wg_session_options *options, const wg_policy *policy,
                        wg_error *err)
{
    wg_policy fallback;
    if (out == NULL || table == NULL || rng == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_gen_armies: NULL argument");
    if (policy == NULL) {
        wg_policy_init(&fallback);
        policy = &fallback;
    }
    wg_status st = check_bulk(options, policy, err);
    if (st != WG_OK)
        return st;
    wgi_gen g;
    st = run_armies(&g, table, rng, options, policy, err);
    for (int p = 0; p < options->players; p++)
        out[p] = g.army[p];
    return st;
}

static bool columns_given(const wg_army_columns *c)
{
    return c != NULL && c->total != NULL && c->units != NULL && c->draws != NULL &&
           c->finished != NULL;
}

wg_status wg_gen_armies_batch(const wg_army_columns *out, size_t count, const wg_table *table,
                              wg_rng *rng, const wg_session_options *options,
                              const wg_policy *policy, wg_error *err)
{
    wg_policy fallback;
    /* The count first: a binding leaves the columns NULL for a count it
     * could not allocate, and the caller must hear about the count. */
    if (count > WG_ARMIES_BATCH_MAX)
        return wgi_fail(err, WG_ERANGE, "count %zu is out of range (0 to %u)", count,
                       WG_ARMIES_BATCH_MAX);
    if (!columns_given(out) || table == NULL || rng == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_gen_armies_batch: NULL argument");
    if (policy == NULL) {
        wg_policy_init(&fallback);
        policy = &fallback;
    }
    wg_status st = check_bulk(options, policy, err);
    for (size_t i = 0; st == WG_OK && i < count; i++) {
        wgi_gen g;
        if ((st = run_armies(&g, table, rng, options, policy, err)) != WG_OK)
            break;
        for (int p = 0; p < options->players; p++) {
            size_t k = i * (size_t)options->players + (size_t)p;
            out->total[k] = g.army[p].total;
            out->units[k] = g.army[p].units;
            out->draws[k] = g.army[p].draws;
            out->finished[k] = g.army[p].finished;
        }
    }
    return st;
}
