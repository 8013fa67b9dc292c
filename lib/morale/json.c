/* The JSON documents of the morale module (data/schema/wargen-morale-*, `wargen morale
 * --odds --json` and `--roll --json`): their shape is known here only, so
 * the command and both bindings print or read these and build none. */
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/morale.h"

/* A check's JSON object, after the members already in b (first: none). */
static wg_status write_check(char **out, wgi_buf *b, bool first, const wg_morale_check *check,
                             wg_error *err)
{
    const char *result = wg_morale_result_name(check->result);
    if (result == NULL) {
        wgi_buf_free(b);
        return wgi_fail(err, WG_EINVAL, "no morale result %d (B3)", (int)check->result);
    }
    wgi_buf_addf(b,
                "%s\"opponent\": %d, \"dice\": [%d, %d, %d], \"modifier\": %d, "
                "\"failures\": %d, \"result\": \"%s\"}",
                first ? "" : ", ", check->opponent, check->dice[0], check->dice[1],
                check->dice[2], check->modifier, check->failures, result);
    return wgi_buf_finish(b, out, err);
}

wg_status wg_morale_check_to_json(char **out, const wg_morale_check *check, wg_error *err)
{
    if (out == NULL || check == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_morale_check_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{");
    return write_check(out, &b, true, check, err);
}

wg_status wg_morale_roll_to_json(char **out, const wg_morale_check *check, uint64_t seed,
                                 uint64_t index, wg_error *err)
{
    if (out == NULL || check == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_morale_roll_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{");
    wgi_buf_add_seed_index(&b, seed, index);
    return write_check(out, &b, false, check, err);
}

wg_status wg_morale_odds_to_json(char **out, const wg_morale_odds *odds, wg_error *err)
{
    if (out == NULL || odds == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_morale_odds_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_addf(&b, "{\"modifier\": %d, \"denominator\": %d, \"failures\": [%d, %d, %d, %d]}",
                odds->modifier, WG_MORALE_DENOMINATOR, odds->failures[0], odds->failures[1],
                odds->failures[2], odds->failures[3]);
    return wgi_buf_finish(&b, out, err);
}
