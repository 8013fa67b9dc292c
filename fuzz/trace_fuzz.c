/* Fuzz target for wargen-trace/1 (wg_trace_load_string): any bytes either
 * load or fail with a well-formed error; a trace that loads is one the rules
 * give (each step starts from the value the one before left, the last gives
 * the value: M1-M4), prints as text and --explain JSON, and is saved and
 * read back into the same document. See README "Fuzzing". */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void check_steps(const wg_trace *t)
{
    size_t n = wg_trace_step_count(t);
    if (n == 0 || wg_trace_step_at(t, 0)->modifier.op != WG_MOD_OP_BASE)
        abort();
    for (size_t i = 1; i < n; i++)
        if (wg_trace_step_at(t, i)->before != wg_trace_step_at(t, i - 1)->after)
            abort();
    if (wg_trace_step_at(t, n - 1)->after != wg_trace_value(t))
        abort();
}

static void check_round_trip(const wg_trace *t)
{
    char *first = NULL, *second = NULL, *text = NULL;
    wg_trace *again = NULL;
    wg_error err;
    if (wg_trace_to_text(&text, t, &err) != WG_OK || wg_trace_to_json(&second, t, &err) != WG_OK)
        abort();
    wg_free(text);
    wg_free(second);
    second = NULL;
    if (wg_trace_save(&first, t, &err) != WG_OK)
        abort();
    wg_status st = wg_trace_load_string(&again, first, strlen(first), "written.json", &err);
    if (st != WG_OK || wg_trace_save(&second, again, &err) != WG_OK)
        abort();
    fuzz_check_same(first, second);
    wg_trace_free(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wg_trace *trace = NULL;
    wg_error err;
    wg_status st = wg_trace_load_string(&trace, (const char *)data, size, FUZZ_NAME, &err);
    if (st != WG_OK) {
        if (trace != NULL)
            abort();
        fuzz_check_error(st, &err, size, FUZZ_NAME);
        return 0;
    }
    check_steps(trace);
    check_round_trip(trace);
    wg_trace_free(trace);
    return 0;
}
