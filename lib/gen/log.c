/* Session results and logs (wargen/gen.h, rule G11): the session as JSON,
 * the wargen-log/1 log, and replaying a log to the identical state. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/json.h"
#include "internal/load.h"
#include "internal/session.h"

/* The session's settings: the players' count only in logs, since the
 * session's JSON has its list of players under that key (docs/FORMATS.md). */
static void add_header(wgi_buf *b, const wg_session *s, bool log)
{
    const wg_session_options *o = &s->gen.opt;
    wgi_buf_add_seed(b, s->seed);
    wgi_buf_addf(b, ", \"limit\": %d", o->limit);
    if (log)
        wgi_buf_addf(b, ", \"players\": %d, \"first_player\": %d", o->players, s->gen.first + 1);
    wgi_buf_addf(b, ", \"mode\": \"%s\"", wg_draw_mode_name(o->mode));
    wgi_decks_write(b, o);
    if (!log)
        wgi_buf_addf(b, ", \"first_player\": %d", s->gen.first + 1);
}

static void add_draw(wgi_buf *b, const wg_session *s, const record *r)
{
    const pending *p = &r->draw;
    wgi_buf_addf(b, "{\"%s\": %d, \"cost\": %d, ",
                s->gen.opt.mode == WG_DRAW_MODE_CARDS ? "card" : "roll", r->value, r->cost);
    if (p->substituted)
        wgi_buf_add(b, "\"substitute\": true, ");
    wgi_buf_add(b, "\"slots\": [");
    for (size_t i = 0; i < p->entry.slot_count; i++) {
        wgi_buf_add(b, i ? ", " : "");
        wgi_slot_write(b, &p->entry.slots[i], p->level[i]);
    }
    wgi_buf_add(b, "]}");
}

static void add_player(wgi_buf *b, const wg_session *s, int player)
{
    wg_army a = s->gen.army[player - 1];
    wgi_buf_addf(b, "{\"player\": %d, \"total\": %d, \"units\": %d, \"draws\": [", player,
                a.total, a.units);
    bool first = true;
    for (size_t i = 0; i < s->n_records; i++) {
        if (s->records[i].player != player)
            continue;
        wgi_buf_add(b, first ? "" : ", ");
        add_draw(b, s, &s->records[i]);
        first = false;
    }
    wgi_buf_add(b, "]}");
}

wg_status wg_session_to_json(char **out, const wg_session *session, wg_error *err)
{
    if (out == NULL || session == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_session_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{");
    add_header(&b, session, false);
    wgi_buf_add(&b, ", \"players\": [");
    for (int p = 1; p <= session->gen.opt.players; p++) {
        wgi_buf_add(&b, p > 1 ? ", " : "");
        add_player(&b, session, p);
    }
    wgi_buf_add(&b, "]}");
    return wgi_buf_finish(&b, out, err);
}

static void add_unit(wgi_buf *b, const wg_gen_unit *u)
{
    wgi_buf_addf(b, ", \"unit\": {\"models\": %d, \"wounds\": %d, \"save\": %d, \"hero\": %s, "
                "\"monster\": %s}", u->models, u->wounds, u->save, u->hero ? "true" : "false",
                u->monster ? "true" : "false");
}

static void add_step(wgi_buf *b, const wg_session *s, const step *st)
{
    wgi_buf_addf(b, "    {\"player\": %d, ", st->player);
    switch (st->kind) {
    case STEP_DRAW:
        wgi_buf_addf(b, "\"draw\": {\"%s\": %d}}",
                    s->gen.opt.mode == WG_DRAW_MODE_CARDS ? "card" : "roll", st->a);
        break;
    case STEP_RESHUFFLE: wgi_buf_addf(b, "\"reshuffle\": {\"deck\": %d}}", st->a); break;
    case STEP_REINFORCE:
        wgi_buf_addf(b, "\"reinforce\": {\"slot\": %d, \"level\": %d}}", st->a, st->b);
        break;
    case STEP_SUBSTITUTE:
        wgi_buf_addf(b, "\"substitute\": {\"type\": \"%s\", \"level\": %d}}",
                    wg_gen_unit_type_name((wg_gen_unit_type)st->a), st->b);
        break;
    case STEP_SPELL:
        wgi_buf_addf(b, "\"endless_spell\": {\"slot\": %d, \"name\": ", st->a);
        wgi_buf_add_json_string(b, st->name);
        wgi_buf_add(b, "}}");
        break;
    case STEP_FIELD:
        wgi_buf_addf(b, "\"field\": {\"slot\": %d", st->a);
        if (st->has_unit)
            add_unit(b, &st->unit);
        wgi_buf_add(b, "}}");
        break;
    case STEP_COMMIT: wgi_buf_addf(b, "\"commit\": {\"cost\": %d}}", st->a); break;
    case STEP_OUT: wgi_buf_add(b, "\"out_of_units\": true}"); break;
    }
}

wg_status wg_session_log_to_json(char **out, const wg_session *session, wg_error *err)
{
    if (out == NULL || session == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_session_log_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\"format\": \"wargen-log/1\", ");
    add_header(&b, session, true);
    if (session->rolled_off)
        wgi_buf_add(&b, ", \"roll_off\": true");
    wgi_buf_add(&b, ",\n \"table\": {\"name\": ");
    wgi_buf_add_json_string(&b, session->table.name);
    wgi_buf_addf(&b, ", \"digest\": \"%s\"},\n \"steps\": [\n", session->table.digest);
    for (size_t i = 0; i < session->n_steps; i++) {
        add_step(&b, session, &session->steps[i]);
        wgi_buf_add(&b, i + 1 < session->n_steps ? ",\n" : "\n");
    }
    wgi_buf_add(&b, " ]}\n");
    return wgi_buf_finish(&b, out, err);
}

/* ---- replay ------------------------------------------------------------ */

static const char *const LOG_KEYS[] = {"format", "seed", "limit", "players", "first_player",
                                       "mode", "decks", "roll_off", "table", "steps", NULL};
static const char *const TABLE_KEYS[] = {"name", "digest", NULL};

static wg_status read_seed(uint64_t *out, const wgi_jval *root, wg_error *err)
{
    wgi_jval v;
    int64_t n;
    wg_status st = wgi_json_member(&v, root, "seed", true, err);
    if (st != WG_OK)
        return st;
    if (json_is_string(v.node)) {
        const char *s;
        if ((st = wgi_json_string(&s, &v, err)) != WG_OK)
            return st;
        char *end;
        errno = 0;
        unsigned long long n = strtoull(s, &end, 10);
        /* digits only, and no more than 2^64 - 1 (beyond, strtoull says ERANGE) */
        if (*s >= '0' && *s <= '9' && *end == '\0' && errno != ERANGE) {
            *out = (uint64_t)n;
            return WG_OK;
        }
        return wgi_json_fail(err, &v, WG_EFORMAT, "must be a whole number from 0 to 2^64 - 1");
    }
    st = wgi_json_int(&n, &v, 0, INT64_MAX, err);
    *out = (uint64_t)n;
    return st;
}

static wg_status read_options(wg_session_options *o, bool *roll_off, const wgi_jval *root,
                              wg_error *err)
{
    wgi_jval v;
    int mode = 0, decks = 0;
    wg_session_options_init(o);
    wg_status st = wgi_json_member_int(&o->limit, root, "limit", true, 1, INT32_MAX, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&o->players, root, "players", true, 1, 2, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&o->first_player, root, "first_player", true, 1, o->players, err);
    if (st == WG_OK && (st = wgi_json_member(&v, root, "mode", true, err)) == WG_OK)
        st = wgi_json_enum(&mode, &v, wgi_draw_mode_names, err);
    if (st == WG_OK && (st = wgi_json_member(&v, root, "decks", false, err)) == WG_OK && v.node)
        st = wgi_json_enum(&decks, &v, wgi_decks_names, err);
    /* the writer gives decks only with cards (G3); with dice the key means
     * nothing, and per-player decks would be refused by the options check
     * without a place in the log */
    if (st == WG_OK && v.node && mode != WG_DRAW_MODE_CARDS)
        st = wgi_json_fail(err, &v, WG_EFORMAT, "a log of mode \"%s\" has no decks: "
                          "only cards are drawn from decks (G3)",
                          wgi_draw_mode_names[mode]);
    if (st == WG_OK && (st = wgi_json_member(&v, root, "roll_off", false, err)) == WG_OK && v.node)
        st = wgi_json_bool(roll_off, &v, err);
    o->mode = (wg_draw_mode)mode;
    o->per_player_decks = decks == 1;
    return st;
}

static wg_status check_table(const wgi_jval *root, const wg_table *table, wg_error *err)
{
    wgi_jval t, digest;
    const char *d;
    wgi_jval name;
    wg_status st = wgi_json_member(&t, root, "table", true, err);
    if (st == WG_OK)
        st = wgi_json_object(&t, TABLE_KEYS, err);
    if (st == WG_OK && (st = wgi_json_member(&name, &t, "name", false, err)) == WG_OK &&
        name.node)
        st = wgi_json_string(&d, &name, err);
    if (st == WG_OK)
        st = wgi_json_member(&digest, &t, "digest", true, err);
    if (st == WG_OK)
        st = wgi_json_string(&d, &digest, err);
    if (st == WG_OK && strcmp(d, table->digest) != 0)
        st = wgi_json_fail(err, &digest, WG_ERULE, "the log was made with another table "
                          "(digest %s; this table's is %s) (G11)", d, table->digest);
    return st;
}

static const char *const STEP_KEYS[] = {"player", "draw", "reshuffle", "reinforce",
                                        "substitute", "endless_spell", "field", "commit",
                                        "out_of_units", NULL};
static const char *const DRAW_KEYS[] = {"roll", "card", NULL};
static const char *const DECK_KEYS[] = {"deck", NULL};
static const char *const REINFORCE_KEYS[] = {"slot", "level", NULL};
static const char *const SUBSTITUTE_KEYS[] = {"type", "level", NULL};
static const char *const SPELL_KEYS[] = {"slot", "name", NULL};
static const char *const FIELD_KEYS[] = {"slot", "unit", NULL};
static const char *const UNIT_KEYS[] = {"models", "wounds", "save", "hero", "monster", NULL};
static const char *const COMMIT_KEYS[] = {"cost", NULL};

static wg_status read_draw(step *out, const wgi_jval *v, wg_error *err)
{
    wg_status st = wgi_json_object(v, DRAW_KEYS, err);
    bool card = json_object_get(v->node, "card") != NULL;
    if (st == WG_OK && json_object_size(v->node) != 1)
        st = wgi_json_fail(err, v, WG_EFORMAT, "a draw is {\"roll\": N} or {\"card\": N}");
    if (st == WG_OK)
        st = wgi_json_member_int(&out->a, v, card ? "card" : "roll", true, 11, 66, err);
    out->b = card;
    return st;
}

static wg_status read_unit(wg_gen_unit *u, const wgi_jval *v, wg_error *err)
{
    wgi_jval save;
    unsigned types;
    *u = (wg_gen_unit){0};
    wg_status st = wgi_json_object(v, UNIT_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&u->models, v, "models", true, 1, 100000, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&u->wounds, v, "wounds", true, 1, 100000, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&u->save, v, "save", true, 0, 6, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&u->hero, v, "hero", true, err);
    if (st == WG_OK)
        st = wgi_json_member_bool(&u->monster, v, "monster", true, err);
    /* a profile the library refuses: models and wounds are in range, so it
     * is the save (0 or 2 to 6, not 1) */
    if (st == WG_OK && wg_gen_unit_types(&types, u, err) != WG_OK) {
        wgi_json_member(&save, v, "save", true, NULL);
        st = wgi_json_relocate(err, &save, WG_EFORMAT);
    }
    return st;
}

static wg_status read_field(step *out, const wgi_jval *v, wg_error *err)
{
    wgi_jval unit;
    wg_status st = wgi_json_object(v, FIELD_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&out->a, v, "slot", true, 0, WG_ENTRY_MAX_SLOTS - 1, err);
    if (st == WG_OK && (st = wgi_json_member(&unit, v, "unit", false, err)) == WG_OK &&
        unit.node) {
        out->has_unit = true;
        st = read_unit(&out->unit, &unit, err);
    }
    return st;
}

static wg_status read_spell(step *out, const wgi_jval *v, wg_error *err)
{
    wgi_jval name;
    const char *text;
    out->a = -1; /* no slot: the first endless-spell slot not taken */
    wg_status st = wgi_json_object(v, SPELL_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&out->a, v, "slot", false, 0, WG_ENTRY_MAX_SLOTS - 1, err);
    if (st == WG_OK)
        st = wgi_json_member(&name, v, "name", true, err);
    if (st == WG_OK)
        st = wgi_json_string(&text, &name, err);
    /* checked here too, so that a bad name is told as the document's, before replaying */
    if (st == WG_OK && wgi_spell_name_check(text, err) != WG_OK)
        st = wgi_json_relocate(err, &name, WG_EFORMAT);
    if (st == WG_OK)
        out->name = (char *)text; /* borrowed from the document */
    return st;
}

static wg_status read_action(step *out, const wgi_jval *v, wg_error *err)
{
    wg_status st = WG_OK;
    switch (out->kind) {
    case STEP_DRAW: return read_draw(out, v, err);
    case STEP_RESHUFFLE:
        if ((st = wgi_json_object(v, DECK_KEYS, err)) == WG_OK)
            st = wgi_json_member_int(&out->a, v, "deck", true, 1, 2, err);
        return st;
    case STEP_REINFORCE:
        if ((st = wgi_json_object(v, REINFORCE_KEYS, err)) == WG_OK)
            st = wgi_json_member_int(&out->a, v, "slot", true, 0, WG_ENTRY_MAX_SLOTS - 1, err);
        if (st == WG_OK)
            st = wgi_json_member_int(&out->b, v, "level", true, 1, 2, err); /* G7 */
        return st;
    case STEP_SUBSTITUTE: {
        wgi_jval type;
        if ((st = wgi_json_object(v, SUBSTITUTE_KEYS, err)) == WG_OK &&
            (st = wgi_json_member(&type, v, "type", true, err)) == WG_OK)
            st = wgi_json_enum(&out->a, &type, wgi_gen_unit_type_names, err);
        if (st == WG_OK)
            st = wgi_json_member_int(&out->b, v, "level", true, 0, 2, err);
        /* G8 told at the type or level at fault, before replaying */
        if (st == WG_OK && wgi_substitute_check((wg_gen_unit_type)out->a, out->b, err) != WG_OK) {
            bool type_ok = wgi_substitute_check((wg_gen_unit_type)out->a, 0, NULL) == WG_OK;
            wgi_json_member(&type, v, type_ok ? "level" : "type", true, NULL);
            st = wgi_json_relocate(err, &type, WG_EFORMAT);
        }
        return st;
    }
    case STEP_SPELL: return read_spell(out, v, err);
    case STEP_FIELD: return read_field(out, v, err);
    case STEP_COMMIT:
        if ((st = wgi_json_object(v, COMMIT_KEYS, err)) == WG_OK)
            st = wgi_json_member_int(&out->a, v, "cost", true, 0, INT32_MAX, err);
        return st;
    case STEP_OUT: {
        bool yes;
        if ((st = wgi_json_bool(&yes, v, err)) == WG_OK && !yes)
            st = wgi_json_fail(err, v, WG_EFORMAT, "must be true");
        return st;
    }
    }
    return st;
}

/* Parse log step v into out (names borrowed from the document). */
static wg_status read_step(step *out, const wgi_jval *v, wg_error *err)
{
    *out = (step){0};
    wg_status st = wgi_json_object(v, STEP_KEYS, err);
    if (st == WG_OK)
        st = wgi_json_member_int(&out->player, v, "player", true, 1, 2, err);
    if (st != WG_OK)
        return st;
    int found = 0;
    wgi_jval action;
    for (int k = 1; STEP_KEYS[k]; k++) {
        wgi_jval m;
        wgi_json_member(&m, v, STEP_KEYS[k], false, NULL);
        if (m.node) {
            found++;
            action = m;
            out->kind = (step_kind)(k - 1);
        }
    }
    if (found != 1)
        return wgi_json_fail(err, v, WG_EFORMAT, "a step has the player and exactly one action "
                            "(draw, reshuffle, reinforce, substitute, endless_spell, field, "
                            "commit or out_of_units)");
    return read_action(out, &action, err);
}

/* The first endless-spell slot of the pending draw still open, for logs
 * that name only the spell. */
static size_t open_spell_slot(const wg_session *s)
{
    for (size_t i = 0; s->drawing && i < s->cur.entry.slot_count; i++)
        if (s->cur.entry.slots[i].endless_spell && !s->cur.spell[i])
            return i;
    return WG_ENTRY_MAX_SLOTS;
}

static wg_status run_step(wg_session *s, const step *st, wg_error *err)
{
    int p = st->player;
    switch (st->kind) {
    case STEP_DRAW: return wg_session_draw(NULL, s, p, err);
    case STEP_RESHUFFLE: return WG_OK; /* happens inside the next draw */
    case STEP_REINFORCE: return wg_session_reinforce(s, p, (size_t)st->a, st->b, err);
    case STEP_SUBSTITUTE: return wg_session_substitute(s, p, (wg_gen_unit_type)st->a, st->b, err);
    case STEP_SPELL:
        return wg_session_take_endless_spell(s, p,
                                             st->a < 0 ? open_spell_slot(s) : (size_t)st->a,
                                             st->name, err);
    case STEP_FIELD:
        return wg_session_field(s, p, (size_t)st->a, st->has_unit ? &st->unit : NULL, err);
    case STEP_COMMIT: return wg_session_commit(s, p, err);
    case STEP_OUT: return wg_session_declare_out_of_units(s, p, err);
    }
    return WG_OK;
}

static bool same_step(const step *x, const step *y)
{
    if (x->kind != y->kind || x->player != y->player || x->a != y->a || x->b != y->b)
        return false;
    if (x->kind == STEP_FIELD && x->has_unit != y->has_unit)
        return false;
    if (x->has_unit && (x->unit.models != y->unit.models || x->unit.wounds != y->unit.wounds ||
                        x->unit.save != y->unit.save || x->unit.hero != y->unit.hero ||
                        x->unit.monster != y->unit.monster))
        return false;
    return x->kind != STEP_SPELL || strcmp(x->name, y->name) == 0;
}

static void describe(char *buf, size_t size, const step *st)
{
    static const char *const NAMES[] = {"draws", "reshuffles deck", "reinforces slot",
                                        "substitutes", "takes an endless spell in slot",
                                        "fields a unit in slot", "commits at cost",
                                        "is out of units"};
    if (st->kind == STEP_DRAW)
        snprintf(buf, size, "player %d draws %s %d", st->player, st->b ? "card" : "roll",
                 st->a);
    else if (st->kind == STEP_OUT)
        snprintf(buf, size, "player %d is out of units", st->player);
    else
        snprintf(buf, size, "player %d %s %d", st->player, NAMES[st->kind], st->a);
}

/* Match the steps the replay emitted from `from` on against the log's,
 * starting at log index *pos. */
static wg_status match(const wg_session *s, size_t from, const wgi_jval *steps, size_t n,
                       size_t *pos, wg_error *err)
{
    for (size_t k = from; k < s->n_steps; k++, (*pos)++) {
        wgi_jval v;
        step logged;
        char want[96], got[96];
        describe(got, sizeof got, &s->steps[k]);
        if (*pos >= n)
            return wgi_json_fail(err, steps, WG_ERULE, "the log ends, but the replay %s", got);
        wgi_json_element(&v, steps, *pos);
        wg_status st = read_step(&logged, &v, err);
        if (st != WG_OK)
            return st;
        if (logged.kind == STEP_SPELL && logged.a < 0 && s->steps[k].kind == STEP_SPELL)
            logged.a = s->steps[k].a; /* the log names only the spell: any slot it went to */
        if (!same_step(&logged, &s->steps[k])) {
            describe(want, sizeof want, &logged);
            return wgi_json_fail(err, &v, WG_ERULE, "does not replay: the log says %s, the "
                                "replay %s (G11)", want, got);
        }
    }
    return WG_OK;
}

static wg_status replay_steps(wg_session *s, const wgi_jval *root, wg_error *err)
{
    wgi_jval steps;
    size_t n, pos = 0;
    wg_status st = wgi_json_member(&steps, root, "steps", true, err);
    if (st == WG_OK)
        st = wgi_json_array(&n, &steps, 0, (size_t)1 << 24, err);
    for (size_t i = 0; st == WG_OK && i < n; i++) {
        wgi_jval v;
        step logged;
        wgi_json_element(&v, &steps, i);
        st = read_step(&logged, &v, err);
        if (st != WG_OK || logged.kind == STEP_RESHUFFLE)
            continue;
        size_t from = s->n_steps;
        st = run_step(s, &logged, err);
        if (st != WG_OK && st != WG_ENOMEM) {
            char why[WG_ERROR_MESSAGE_SIZE];
            wgi_copy_str(why, sizeof why, err ? err->message : "");
            return wgi_json_fail(err, &v, WG_ERULE, "does not replay: %s (G11)", why);
        }
        if (st == WG_OK)
            st = match(s, from, &steps, n, &pos, err);
    }
    if (st == WG_OK && pos < n) {
        wgi_jval v;
        wgi_json_element(&v, &steps, pos);
        st = wgi_json_fail(err, &v, WG_ERULE, "does not replay: no draw follows this reshuffle");
    }
    return st;
}

static wg_status build(wg_session **out, const wg_table *table, wgi_jdoc *doc, wg_error *err)
{
    wgi_jval root;
    wg_session_options o;
    uint64_t seed = 0;
    bool roll_off = false;
    wg_session_options_init(&o); /* read below only once read_options() ran */
    wgi_json_root(&root, doc);
    wg_status st = wgi_json_document(&root, "wargen-log/1", LOG_KEYS, err);
    if (st == WG_OK)
        st = read_seed(&seed, &root, err);
    if (st == WG_OK)
        st = read_options(&o, &roll_off, &root, err);
    if (st == WG_OK)
        st = check_table(&root, table, err);
    int first = o.first_player;
    if (st == WG_OK) {
        if (roll_off)
            o.first_player = 0;
        st = wg_session_new(out, table, seed, &o, err);
    }
    if (st == WG_OK && wg_session_first_player(*out) != first) {
        wgi_jval v;
        wgi_json_member(&v, &root, "first_player", true, NULL);
        st = wgi_json_fail(err, &v, WG_ERULE, "the replayed roll-off gives player %d, not %d",
                          wg_session_first_player(*out), first);
    }
    if (st == WG_OK)
        st = replay_steps(*out, &root, err);
    if (st != WG_OK) {
        wg_session_free(*out);
        *out = NULL;
    }
    return st;
}

/* The reader wgi_load calls: a session from the open log. */
static wg_status replay(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    wg_session *s = NULL;
    wg_status st = build(&s, ctx, doc, err);
    if (st == WG_OK)
        *(wg_session **)target = s;
    return st;
}

static const wgi_reader replay_reader = {replay, true, true};

wg_status wg_session_replay_string(wg_session **out, const wg_table *table, const char *log,
                                   size_t size, const char *name, wg_error *err)
{
    return wgi_load(out, table, &replay_reader, WGI_TEXT(log, size, name), err);
}

wg_status wg_session_replay_file(wg_session **out, const wg_table *table, const char *path,
                                 wg_error *err)
{
    return wgi_load(out, table, &replay_reader, WGI_FILE(path), err);
}
