/* dist module: exact distributions of generated armies (wargen/dist.h, rules
 * G1-G10). wargen.Distribution is a class the layers complete (WGB_LAYERED:
 * bindings/python/wargen/dist.py makes it a mapping of values to Fractions,
 * with a pandas DataFrame; bindings/lua/layer/dist.lua gives {num=, den=}
 * tables). Its outcomes are records (wargen.i), their fractions as the
 * library's decimal strings; indexes count from 0 in Python, 1 in Lua. The
 * options are the generator's (gen.i's wgb_options); kinds and types cross
 * as names.
 */

%{
/* A distribution from the arguments the languages take: the generator's
 * options (gen.i), the policy's level, and the query with its kind and
 * types by name (NULL types: the query's defaults). */
static wg_status wgb_dist_compute(wg_dist **out, const wg_table *table, const char *kind,
                                  int player, const char *type, const char *type2,
                                  const char *size, bool has_limit, int limit, int players,
                                  bool cards, bool per_player_decks, int first_player,
                                  int reinforce, wg_error *err)
{
    wg_session_options o;
    wg_policy policy;
    wg_dist_query q;
    wg_dist_query_init(&q);
    wg_policy_init(&policy);
    policy.reinforce = reinforce;
    q.player = player;
    wg_status st = wgb_options(&o, size, has_limit, limit, players, cards, per_player_decks,
                               first_player, err);
    if (st == WG_OK)
        st = wg_dist_kind_parse(&q.kind, kind, err);
    if (st == WG_OK && type)
        st = wg_gen_unit_type_parse(&q.type, type, err);
    if (st == WG_OK && type2)
        st = wg_gen_unit_type_parse(&q.type2, type2, err);
    return st ? st : wg_dist_compute(out, table, &o, &policy, &q, err);
}

WGB_RECORD(wgb_dist_outcome_record,
    WGB_FIELD(wg_dist_outcome, value, WGB_INT), WGB_FIELD(wg_dist_outcome, value2, WGB_INT),
    WGB_FIELD(wg_dist_outcome, numerator, WGB_STR),
    WGB_FIELD(wg_dist_outcome, denominator, WGB_STR),
    WGB_FIELD(wg_dist_outcome, probability, WGB_DOUBLE));
%}

WG_OUT_HANDLE(wg_dist)
WGB_RECORD_OUT(wg_dist_outcome *struct_out, wgb_dist_outcome_record)
%include "dist.swg"  /* the language's half: bindings/<language>/dist.swg */
WG_HANDLE(wg_dist, WGB_LAYERED(Distribution))

%constant int DIST_BITS = WG_DIST_BITS;
%constant int _DIST_KIND_COUNT = WG_DIST_KIND_COUNT;
%rename(_dist_kind_name) wg_dist_kind_name;
const char *wg_dist_kind_name(int kind);
%rename(_dist_compute) wgb_dist_compute;
%apply const char *optional { const char *type, const char *type2 };
wg_status wgb_dist_compute(wg_dist **out, const wg_table *table, const char *kind, int player,
                           const char *type, const char *type2, const char *size,
                           bool has_limit, int limit, int players, bool cards,
                           bool per_player_decks, int first_player, int reinforce,
                           wg_error *err);
%clear const char *type, const char *type2;

WGB_INDEXED(wg_dist::at_, WGB_BELOW(arg3, "index", wg_dist_count(arg1)))
%extend wg_dist {
    /** Number of outcomes of positive probability. */
    size_t count();
    /** at(index): the index-th outcome, in increasing order of value (then value2):
     *  value, value2 (a joint's second type, else 0), numerator and denominator (the
     *  reduced fraction's, as decimal str) and probability (the nearest float). */
    wg_status at_(wg_dist_outcome *struct_out, size_t index, wg_error *err) {
        (void)err;
        *struct_out = *wg_dist_at($self, index);
        return WG_OK;
    }
    /** The distribution as `wargen generate --distribution --json` prints it, as text
     *  (to_dict: as dicts). */
    WGB_JSON_METHODS(to_json, to_doc, wg_dist_to_json)
}
