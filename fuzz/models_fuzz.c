/* Fuzz target for wargen-models/1: any bytes either load or fail with a
 * well-formed error; in a set that loads every characteristic evaluates
 * inside its range (M4), the set's text report is written, and the set is
 * saved and read back into the same document. See README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void check_values(wg_models *models)
{
    wg_error err;
    if (wg_models_evaluate(models, &err) != WG_OK)
        abort(); /* cycles are refused when loading (M2) */
    for (size_t m = 0; m < wg_models_model_count(models); m++) {
        for (size_t s = 0; s < wg_models_stat_count(models, m); s++) {
            wg_stat stat;
            int value;
            if (wg_models_stat_at(&stat, models, m, s, &err) != WG_OK ||
                wg_models_value(&value, models, m, stat.name, &err) != WG_OK)
                abort();
            if (value < stat.min || value > stat.max)
                abort(); /* M4: clamped to the range after every modifier */
        }
    }
}

static void check_round_trip(const wg_models *models)
{
    char *first = NULL, *second = NULL;
    wg_models *again = NULL;
    wg_error err;
    if (wg_models_save(&first, models, &err) != WG_OK)
        abort();
    wg_status st = wg_models_load_string(&again, first, strlen(first), "written.json", &err);
    if (st != WG_OK || wg_models_save(&second, again, &err) != WG_OK)
        abort();
    fuzz_check_same(first, second);
    wg_models_free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_models *models = NULL;
    wg_error err;
    wg_status st = wg_models_load_string(&models, (const char *)data, size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return 0;
    }
    check_values(models);
    char *text = NULL;
    if (wg_models_to_text(&text, models, true, &err) != WG_OK)
        abort();
    wg_free(text);
    check_round_trip(models);
    wg_models_free(models);
    return 0;
}
