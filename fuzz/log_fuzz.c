/* Fuzz target for wargen-log/1, replayed on the default table (G12, made
 * once): any bytes either replay or fail with a well-formed error; a log
 * that replays is written out again, and that log replays into the same
 * log. See README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const wg_table *table(void)
{
    static wg_table *made;
    if (made == NULL && wg_table_new_default(&made, NULL) != WG_OK)
        abort();
    return made;
}

static char *log_of(const wg_session *session)
{
    char *log = NULL;
    wg_error err;
    if (wg_session_log_to_json(&log, session, &err) != WG_OK)
        abort();
    return log;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_session *session = NULL;
    wg_error err;
    wg_status st = wg_session_replay_string(&session, table(), (const char *)data, size,
                                            FUZZ_NAME, &err);
    if (st != WG_OK) {
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return 0;
    }
    char *first = log_of(session);
    wg_session *again = NULL;
    if (wg_session_replay_string(&again, table(), first, strlen(first), "written.json", &err)
        != WG_OK)
        abort();
    fuzz_check_same(first, log_of(again));
    wg_session_free(again);
    wg_session_free(session);
    return 0;
}
