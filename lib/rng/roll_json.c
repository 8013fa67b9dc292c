/* The JSON line of a dice pool (wargen/rng.h): what `wargen roll --json`
 * prints, written here so the command and the bindings share one shape. */
#include "wargen/rng.h"
#include "internal/buf.h"
#include "internal/error.h"

wg_status wg_roll_to_json(char **out, const wg_roll *roll, uint64_t seed, uint64_t index,
                          wg_error *err)
{
    if (out == NULL || roll == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roll_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{");
    wgi_buf_add_seed_index(&b, seed, index);
    wgi_buf_add(&b, ", \"dice\": [");
    const int *dice = wg_roll_dice(roll);
    for (size_t i = 0; i < wg_roll_die_count(roll); i++)
        wgi_buf_addf(&b, "%s%d", i ? ", " : "", dice[i]);
    wgi_buf_addf(&b, "], \"sum\": %ld}", wg_roll_sum(roll));
    return wgi_buf_finish(&b, out, err);
}
