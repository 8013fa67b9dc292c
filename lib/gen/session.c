/* Generation sessions step by step (wargen/gen.h, rules G3–G10). Every step
 * first checks, then reserves the memory it needs, then changes the
 * session: a refused step changes nothing. */
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/session.h"

#define SPELL_NAME_MAX 200

bool wgi_session_reserve(wg_session *s, size_t n)
{
    return wgi_grow((void **)&s->steps, &s->cap_steps, s->n_steps + n, sizeof *s->steps) &&
           wgi_grow((void **)&s->records, &s->cap_records, s->n_records + 1, sizeof *s->records);
}

/* Append a step; room was reserved. */
static step *push(wg_session *s, step_kind kind, int player, int a, int b)
{
    step *st = &s->steps[s->n_steps++];
    *st = (step){.kind = kind, .player = player, .a = a, .b = b};
    return st;
}

wg_status wg_session_new(wg_session **out, const wg_table *table, uint64_t seed,
                         const wg_session_options *options, wg_error *err)
{
    if (out == NULL || table == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_session_new: NULL argument");
    *out = NULL;
    wg_status st = wgi_gen_check_options(options, err);
    if (st != WG_OK)
        return st;
    wg_session *s = wgi_calloc(1, sizeof *s);
    if (s == NULL)
        return wgi_fail_nomem(err);
    s->table = *table;
    s->table.name = wgi_strdup(table->name);
    if (s->table.name == NULL || wg_rng_new(&s->rng, seed, NULL) != WG_OK ||
        !wgi_session_reserve(s, 64)) {
        wg_session_free(s);
        return wgi_fail_nomem(err);
    }
    s->seed = seed;
    s->rolled_off = options->first_player == 0 && options->players == 2;
    wgi_gen_start(&s->gen, &s->table, s->rng, options);
    *out = s;
    return WG_OK;
}

void wg_session_free(wg_session *session)
{
    if (session == NULL)
        return;
    for (size_t i = 0; i < session->n_steps; i++)
        wg_free(session->steps[i].name);
    wg_free(session->steps);
    wg_free(session->records);
    wg_rng_free(session->rng);
    wg_free(session->table.name);
    wg_free(session);
}

const wg_session_options *wg_session_settings(const wg_session *session)
{
    return session ? &session->gen.opt : NULL;
}

uint64_t wg_session_seed(const wg_session *session)
{
    return session ? session->seed : 0;
}

int wg_session_first_player(const wg_session *session)
{
    return session ? session->gen.first + 1 : 0;
}

int wg_session_turn(const wg_session *session)
{
    return session ? session->gen.turn + 1 : 0;
}

bool wg_session_finished(const wg_session *session)
{
    return session && session->gen.turn < 0;
}

wg_army wg_session_army(const wg_session *session, int player)
{
    wg_army none = {0};
    return session && player >= 1 && player <= session->gen.opt.players
               ? session->gen.army[player - 1]
               : none;
}

size_t wg_session_draw_count(const wg_session *session)
{
    return session ? session->n_records : 0;
}

wg_status wg_session_draw_at(wg_draw_info *out, const wg_session *session, size_t index,
                             wg_error *err)
{
    wg_status st = wgi_at_check(out, session, index, wg_session_draw_count(session),
                                __func__, "draw", err);
    if (st != WG_OK)
        return st;
    const record *r = &session->records[index];
    *out = (wg_draw_info){.player = r->player, .value = r->value, .cost = r->cost,
                          .substituted = r->draw.substituted, .entry = r->draw.entry};
    memcpy(out->level, r->draw.level, sizeof out->level);
    memcpy(out->fielded, r->draw.fielded, sizeof out->fielded);
    return WG_OK;
}

const wg_gen_entry *wg_session_pending(const wg_session *session)
{
    return session && session->drawing ? &session->cur.entry : NULL;
}

/* The caller acts for player: it must be their turn (and, when drawing
 * matters, a draw must or must not be pending). */
static wg_status check_turn(const wg_session *s, int player, wg_error *err)
{
    if (s == NULL)
        return wgi_fail(err, WG_EINVAL, "session is NULL");
    if (s->gen.turn < 0)
        return wgi_fail(err, WG_ESTATE, "every player has finished (G10)");
    if (player != s->gen.turn + 1)
        return wgi_fail(err, WG_ESTATE, "it is player %d's turn, not player %d's (G9)",
                       s->gen.turn + 1, player);
    return WG_OK;
}

static wg_status check_pending(const wg_session *s, int player, wg_error *err)
{
    wg_status st = check_turn(s, player, err);
    if (st == WG_OK && !s->drawing)
        return wgi_fail(err, WG_ESTATE, "player %d has no draw to decide: draw first", player);
    return st;
}

wg_status wg_session_draw(const wg_gen_entry **out, wg_session *session, int player, wg_error *err)
{
    wg_status st = check_turn(session, player, err);
    if (st == WG_OK && session->drawing)
        st = wgi_fail(err, WG_ESTATE, "player %d's draw is still pending: commit it first",
                     player);
    if (st == WG_OK)
        st = wgi_gen_check_draw(&session->gen, err);
    if (st != WG_OK)
        return st;
    if (!wgi_session_reserve(session, 2))
        return wgi_fail_nomem(err);
    int deck;
    const wg_gen_entry *e = wgi_gen_draw(&session->gen, session->rng, &deck);
    if (deck)
        push(session, STEP_RESHUFFLE, player, deck, 0);
    push(session, STEP_DRAW, player, e->roll, session->gen.opt.mode == WG_DRAW_MODE_CARDS);
    session->cur = (pending){.listed = e, .entry = *e, .value = e->roll};
    session->drawing = true;
    if (out)
        *out = &session->cur.entry;
    return WG_OK;
}

/* player acts on slot of their pending draw, which must be a unit slot or
 * (spell) an endless-spell slot. */
static wg_status check_slot(const wg_session *s, int player, size_t slot, bool spell,
                            wg_error *err)
{
    wg_status st = check_pending(s, player, err);
    if (st != WG_OK)
        return st;
    if (slot >= s->cur.entry.slot_count)
        return wgi_fail(err, WG_ENOTFOUND, "the draw has no slot %zu (it has %zu)", slot,
                       s->cur.entry.slot_count);
    if (s->cur.entry.slots[slot].endless_spell != spell)
        return wgi_fail(err, spell ? WG_ERULE : WG_EINVAL, "slot %zu is %s", slot,
                       spell ? "a unit slot, not an endless spell (G6)"
                             : "an endless spell, not a unit slot (G6)");
    return WG_OK;
}

wg_status wg_session_reinforce(wg_session *session, int player, size_t slot, int level,
                               wg_error *err)
{
    wg_status st = check_slot(session, player, slot, false, err);
    if (st != WG_OK)
        return st;
    pending *p = &session->cur; /* session is not NULL past the check */
    if (!p->entry.slots[slot].reinforceable)
        return wgi_fail(err, WG_ERULE, "slot %zu is not marked * and cannot be reinforced (G7)",
                       slot);
    if (level != 1 && level != 2)
        return wgi_fail(err, WG_ERULE, "reinforcement level %d is not 1 (2x models, +1 AP) or "
                       "2 (3x models, +2 AP) (G7)", level);
    if (p->level[slot] || p->fielded[slot])
        return wgi_fail(err, WG_ESTATE, "slot %zu is already %s", slot,
                       p->level[slot] ? "reinforced" : "being fielded: reinforce it first");
    if (!wgi_session_reserve(session, 1))
        return wgi_fail_nomem(err);
    push(session, STEP_REINFORCE, player, (int)slot, level);
    p->level[slot] = level;
    p->decided = true;
    return WG_OK;
}

wg_status wgi_substitute_check(wg_gen_unit_type type, int level, wg_error *err)
{
    bool allowed = type == WG_GEN_UNIT_TYPE_CHAMPION
                 ? level == 0
                 : type <= WG_GEN_UNIT_TYPE_SIEGE_BREAKER && level >= 0 && level <= 2;
    const char *name = wg_gen_unit_type_name(type);
    if (!allowed)
        return wgi_fail(err, WG_ERULE, "a substitute is horde*, regular*, elite*, guard* or "
                       "siege-breaker* (level 0 to 2) or champion (level 0), not %s at level "
                       "%d (G8)", name ? name : "that", level);
    return WG_OK;
}

wg_status wg_session_substitute(wg_session *session, int player, wg_gen_unit_type type, int level,
                                wg_error *err)
{
    wg_status st = check_pending(session, player, err);
    if (st != WG_OK)
        return st;
    pending *p = &session->cur; /* session is not NULL past the check */
    if ((st = wgi_substitute_check(type, level, err)) != WG_OK)
        return st;
    if (p->decided)
        return wgi_fail(err, WG_ERULE, "substitution must be decided before anything of the "
                       "draw is fielded or chosen (G8)");
    if (!wgi_session_reserve(session, 1))
        return wgi_fail_nomem(err);
    push(session, STEP_SUBSTITUTE, player, (int)type, level);
    wg_slot slot = {false, 1, type, type != WG_GEN_UNIT_TYPE_CHAMPION};
    p->entry = (wg_gen_entry){.roll = p->value, .cost = 2, .units = 1, .slot_count = 1};
    p->entry.slots[0] = slot;
    p->level[0] = level;
    p->substituted = p->decided = true;
    return WG_OK;
}

/* G6: a player's endless spells must all differ. */
static bool spell_taken(const wg_session *s, int player, const char *name)
{
    for (size_t i = 0; i < s->n_steps; i++)
        if (s->steps[i].kind == STEP_SPELL && s->steps[i].player == player &&
            strcmp(s->steps[i].name, name) == 0)
            return true;
    return false;
}

wg_status wgi_spell_name_check(const char *name, wg_error *err)
{
    if (name == NULL || name[0] == '\0' || strlen(name) > SPELL_NAME_MAX)
        return wgi_fail(err, WG_EINVAL, "an endless spell's name is 1 to %d characters",
                       SPELL_NAME_MAX);
    return WG_OK;
}

wg_status wg_session_take_endless_spell(wg_session *session, int player, size_t slot,
                                        const char *name, wg_error *err)
{
    wg_status st = check_slot(session, player, slot, true, err);
    if (st == WG_OK)
        st = wgi_spell_name_check(name, err);
    if (st != WG_OK)
        return st;
    if (session->cur.spell[slot])
        return wgi_fail(err, WG_ESTATE, "slot %zu's endless spell is already chosen", slot);
    if (spell_taken(session, player, name))
        return wgi_fail(err, WG_ERULE, "player %d already has the endless spell \"%s\": each "
                       "further one must be different (G6)", player, name);
    char *copy = wgi_strdup(name);
    if (copy == NULL || !wgi_session_reserve(session, 1)) {
        wg_free(copy);
        return wgi_fail_nomem(err);
    }
    push(session, STEP_SPELL, player, (int)slot, 0)->name = copy;
    session->cur.spell[slot] = true;
    session->cur.decided = true;
    return WG_OK;
}

wg_status wg_session_field(wg_session *session, int player, size_t slot,
                           const wg_gen_unit *unit, wg_error *err)
{
    wg_status st = check_slot(session, player, slot, false, err);
    if (st != WG_OK)
        return st;
    pending *p = &session->cur; /* session is not NULL past the check */
    const wg_slot *sl = &p->entry.slots[slot];
    if (p->fielded[slot] >= sl->count)
        return wgi_fail(err, WG_ERULE, "slot %zu allows %d unit%s, all fielded (G4)", slot,
                       sl->count, sl->count == 1 ? "" : "s");
    if (unit && (st = wg_slot_fits(sl, p->level[slot], unit, err)) != WG_OK)
        return st;
    if (!wgi_session_reserve(session, 1))
        return wgi_fail_nomem(err);
    step *s = push(session, STEP_FIELD, player, (int)slot, 0);
    if (unit) {
        s->has_unit = true;
        s->unit = *unit;
        s->unit.reinforced = p->level[slot];
    }
    p->fielded[slot]++;
    p->decided = true;
    return WG_OK;
}

static int draw_cost(const pending *p)
{
    int cost = p->entry.cost;
    for (size_t i = 0; i < p->entry.slot_count; i++)
        cost += p->level[i];
    return cost;
}

static int draw_units(const pending *p)
{
    int units = 0;
    for (size_t i = 0; i < p->entry.slot_count; i++)
        units += p->fielded[i];
    return units;
}

wg_status wg_session_commit(wg_session *session, int player, wg_error *err)
{
    wg_status st = check_pending(session, player, err);
    if (st != WG_OK)
        return st;
    if (!wgi_session_reserve(session, 1))
        return wgi_fail_nomem(err);
    int cost = draw_cost(&session->cur);
    wgi_gen_commit(&session->gen, cost, draw_units(&session->cur));
    push(session, STEP_COMMIT, player, cost, 0);
    session->records[session->n_records++] = (record){player, session->cur.value, cost,
                                                      session->cur};
    session->drawing = false;
    return WG_OK;
}

wg_status wg_session_declare_out_of_units(wg_session *session, int player, wg_error *err)
{
    wg_status st = check_turn(session, player, err);
    if (st == WG_OK && session->drawing)
        st = wgi_fail(err, WG_ESTATE, "player %d has a draw pending: commit it first", player);
    if (st != WG_OK)
        return st;
    if (!wgi_session_reserve(session, 1))
        return wgi_fail_nomem(err);
    push(session, STEP_OUT, player, 0, 0);
    wgi_gen_finish(&session->gen);
    return WG_OK;
}

/* The policy's decisions for the pending draw, then its commit. */
static wg_status decide(wg_session *s, const wg_policy *policy, wg_error *err)
{
    int player = s->gen.turn + 1;
    const pending *p = &s->cur;
    wg_status st = WG_OK;
    for (size_t i = 0; st == WG_OK && i < p->entry.slot_count; i++) {
        const wg_slot *sl = &p->entry.slots[i];
        if (sl->endless_spell)
            continue;
        if (policy->reinforce && sl->reinforceable && !p->level[i] && !p->fielded[i])
            st = wg_session_reinforce(s, player, i, policy->reinforce, err);
        while (st == WG_OK && p->fielded[i] < sl->count)
            st = wg_session_field(s, player, i, NULL, err);
    }
    return st == WG_OK ? wg_session_commit(s, player, err) : st;
}

wg_status wg_session_run(wg_session *session, const wg_policy *policy, wg_error *err)
{
    wg_policy fallback;
    if (session == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_session_run: session is NULL");
    if (policy == NULL) {
        wg_policy_init(&fallback);
        policy = &fallback;
    }
    if (policy->reinforce < 0 || policy->reinforce > 2)
        return wgi_fail(err, WG_EINVAL, "policy: reinforce level %d is not 0, 1 or 2 (G7)",
                       policy->reinforce);
    wg_status st = WG_OK;
    while (st == WG_OK && session->gen.turn >= 0) {
        if (!session->drawing)
            st = wg_session_draw(NULL, session, session->gen.turn + 1, err);
        if (st == WG_OK)
            st = decide(session, policy, err);
    }
    return st;
}
