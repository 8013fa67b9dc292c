/* The JSON documents of the morale module (FORMATS.md, `wargen morale
 * --odds --json` and `--roll --json`): their shape is known here only, so
 * the command and both bindings print or read these and build none. */
#include "internal/buf.h"
#include "internal/error.h"
#include "internal/morale.h"

wg_status wg_morale_check_to_json(char **out, const wg_morale_check *check, wg_error *err)
{
    if (out == NULL || check == NULL)
        return wg_fail(err, WG_EINVAL, "wg_morale_check_to_json: NULL argument");
    const char *result = wg_morale_result_name(check->result);
    if (result == NULL)
        return wg_fail(err, WG_EINVAL, "wg_morale_check_to_json: no result %d (B3)",
                       (int)check->result);
    wg_buf b;
    wg_buf_init(&b);
    wg_buf_addf(&b,
                "{\"opponent\": %d, \"dice\": [%d, %d, %d], \"modifier\": %d, "
                "\"failures\": %d, \"result\": \"%s\"}",
                check->opponent, check->dice[0], check->dice[1], check->dice[2],
                check->modifier, check->failures, result);
    return wg_buf_finish(&b, out, err);
}

wg_status wg_morale_odds_to_json(char **out, const wg_morale_odds *odds, wg_error *err)
{
    if (out == NULL || odds == NULL)
        return wg_fail(err, WG_EINVAL, "wg_morale_odds_to_json: NULL argument");
    wg_buf b;
    wg_buf_init(&b);
    wg_buf_addf(&b, "{\"modifier\": %d, \"denominator\": %d, \"failures\": [%d, %d, %d, %d]}",
                odds->modifier, WG_MORALE_DENOMINATOR, odds->failures[0], odds->failures[1],
                odds->failures[2], odds->failures[3]);
    return wg_buf_finish(&b, out, err);
}
