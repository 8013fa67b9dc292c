/* Fuzz target for wargen-reveal/1, against one fixed catalogue and roster
 * from data/ (loaded once: WG_FUZZ_CATALOG, WG_FUZZ_ROSTER, set by meson):
 * any bytes either feed their events or fail with a well-formed error that
 * leaves the tracker unchanged; events that feed are fed again to the same
 * tracker, which must then reveal nothing more (H5: each item once), and
 * the result is written. See README "Fuzzing". */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

static const wg_view *view(void)
{
    static wg_catalog *catalog;
    static wg_roster *roster;
    static wg_view *loaded;
    wg_error err;
    if (loaded != NULL)
        return loaded;
    if (wg_catalog_load_file(&catalog, WG_FUZZ_CATALOG, &err) != WG_OK ||
        wg_roster_load_file(&roster, catalog, WG_FUZZ_ROSTER, &err) != WG_OK ||
        wg_view_new(&loaded, roster, &err) != WG_OK) {
        fprintf(stderr, "reveal-fuzz: %s: %s\n", err.file, err.message);
        abort();
    }
    return loaded;
}

/* What a tracker holds: its events and revelations; each revelation's
 * item is revealed and listed for its unit. */
static void check_tracker(const wg_reveal *r, size_t events, size_t count)
{
    if (wg_reveal_event_count(r) != events || wg_reveal_revelation_count(r) != count
        || count > events)
        abort();
    for (size_t i = 0; i < count; i++) {
        wg_revelation e;
        if (wg_reveal_revelation_at(&e, r, i, NULL) != WG_OK || e.event >= events ||
            !wg_reveal_is_revealed(r, e.unit, e.item) ||
            wg_reveal_unit_item_count(r, e.unit) == 0 || wg_item_use_name(e.use) == NULL)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_reveal *r = NULL;
    wg_error err;
    if (wg_reveal_new(&r, view(), &err) != WG_OK)
        abort();
    wg_status st = wg_reveal_apply_string(r, (const char *)data, size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        check_tracker(r, 0, 0);
        wg_reveal_free(r);
        return 0;
    }
    size_t events = wg_reveal_event_count(r), count = wg_reveal_revelation_count(r);
    check_tracker(r, events, count);
    if (wg_reveal_apply_string(r, (const char *)data, size, FUZZ_NAME, &err) != WG_OK)
        abort();
    check_tracker(r, 2 * events, count);
    char *json = NULL;
    if (wg_reveal_to_json(&json, r, &err) != WG_OK)
        abort();
    wg_free(json);
    wg_reveal_free(r);
    return 0;
}
