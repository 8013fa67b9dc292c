/* A player's units taken from a roster: ids by entry, names, models, and
 * costs as the validation report counts them (R3). All or nothing. */
#include <stdio.h>

#include "internal/alloc.h"
#include "internal/game.h"
#include "internal/roster.h"

/* "<entry>-<N>": the first N from 1 that no unit of the game, nor one made
 * before it from this roster (taken), has. */
static wg_status make_id(char *id, size_t size, const wg_game *g, const wgi_strmap *taken,
                         const char *entry, wg_error *err)
{
    size_t at;
    for (unsigned long n = 1;; n++) {
        if ((size_t)snprintf(id, size, "%s-%lu", entry, n) >= size)
            return wgi_fail(err, WG_EINVAL, "entry \"%s\": its ids would be longer than 64 "
                           "bytes", entry);
        if (!wgi_strmap_get(&g->unit_ids, id, &at) && !wgi_strmap_get(taken, id, &at))
            return WG_OK;
    }
}

/* Roster unit i as a unit of the game. */
static wg_status make_unit(g_unit *out, const wg_game *g, const wgi_strmap *taken, int player,
                           const wg_roster *r, const wg_report *rep, size_t i, int ap,
                           wg_error *err)
{
    char id[65];
    const r_unit *u = &r->units[i];
    const wg_unit_entry *e = &r->catalog->units[u->entry].e;
    wg_report_unit priced = {NULL, 0, WG_CATEGORY_CORE};
    wg_report_unit_at(&priced, rep, i, NULL); /* i is a unit of the validated roster */
    long points = priced.points;
    wg_status st = make_id(id, sizeof id, g, taken, e->id, err);
    if (st != WG_OK)
        return st;
    if (points > WG_POINTS_MAX_COST) /* hidden items included: the referee's to see (H2) */
        return wgi_fail(err, WG_ERANGE, "roster unit %zu: it costs %ld points, hidden items "
                       "included, over the %d a unit of a game may cost", i, points,
                       WG_POINTS_MAX_COST);
    wg_game_unit_def def = {id, u->label ? u->label : e->name, ap, u->models, (int)points * 2};
    st = wgi_game_unit_make(out, g, player, &def, err);
    if (st == WG_OK) /* whatever it carries: whether it carries any is hidden too (H2, H3) */
        out->cost_hidden = true;
    if (st == WG_EINVAL && err) { /* name the roster unit */
        char why[WG_ERROR_MESSAGE_SIZE];
        wgi_copy_str(why, sizeof why, err->message);
        return wgi_fail(err, st, "roster unit %zu: %s", i, why);
    }
    return st;
}

static wg_status make_units(g_unit *units, const wg_game *g, int player, const wg_roster *r,
                            const wg_report *rep, int ap, wg_error *err)
{
    wgi_strmap taken;
    wg_status st = WG_OK;
    wgi_strmap_init(&taken);
    for (size_t i = 0; st == WG_OK && i < r->n_units; i++) {
        st = make_unit(&units[i], g, &taken, player, r, rep, i, ap, err);
        if (st == WG_OK && !wgi_strmap_reserve(&taken))
            st = wgi_fail_nomem(err);
        if (st == WG_OK)
            wgi_strmap_put(&taken, units[i].id, i);
    }
    wgi_strmap_free(&taken);
    return st;
}

wg_status wg_game_add_roster(wg_game *game, int player, const wg_roster *roster, int ap,
                             wg_error *err)
{
    wg_report *rep = NULL;
    wg_status st = wgi_game_check_setup(game, roster, "wg_game_add_roster", err);
    if (st == WG_OK)
        st = wg_roster_validate(&rep, roster, err);
    if (st != WG_OK)
        return st;
    size_t n = roster->n_units;
    g_unit *units = wgi_calloc(n ? n : 1, sizeof *units);
    st = units ? make_units(units, game, player, roster, rep, ap, err) : wgi_fail_nomem(err);
    if (st == WG_OK)
        st = wgi_game_units_add(game, units, n, err);
    for (size_t i = 0; st != WG_OK && units && i < n; i++)
        wgi_game_unit_drop(&units[i]);
    wg_free(units);
    wg_report_free(rep);
    return st;
}
