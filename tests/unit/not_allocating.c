/* Which public functions are on the stack of an allocation: glibc's
 * backtrace() and dladdr(), which name the WG_API functions because the unit
 * tests are linked with export_dynamic (the library's own functions are
 * hidden and stay unnamed, which is fine: only WG_API names are listed).
 * A listed function that tail-calls an allocating one leaves no frame, so
 * the check can miss it; it cannot report a function that did not allocate. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "not_allocating.h"

#define MAX_NAMES 256
static char names[MAX_NAMES][64];
static size_t n_names;

static int compare(const void *a, const void *b)
{
    return strcmp(a, b);
}

void not_allocating_load(void)
{
    if (n_names > 0)
        return;
    const char *root = getenv("WARGEN_SOURCE_ROOT");
    char path[4096], line[512];
    if (root == NULL)
        fail_msg("WARGEN_SOURCE_ROOT is not set (meson test sets it)");
    snprintf(path, sizeof path, "%s/tests/unit/not_allocating.txt", root);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        fail_msg("cannot open %s", path);
    while (fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, ": \n");
        if (strncmp(line, "wg_", 3) != 0)
            continue;  /* comments and blank lines */
        assert_true(n_names < MAX_NAMES && len < sizeof names[0]);
        memcpy(names[n_names], line, len);
        names[n_names++][len] = '\0';
    }
    fclose(f);
    qsort(names, n_names, sizeof names[0], compare);
}

void not_allocating_check(void)
{
    void *frames[64];
    int n = backtrace(frames, 64);
    for (int i = 0; i < n; i++) {
        Dl_info info;
        if (dladdr(frames[i], &info) == 0 || info.dli_sname == NULL ||
            strncmp(info.dli_sname, "wg_", 3) != 0)
            continue;
        if (bsearch(info.dli_sname, names, n_names, sizeof names[0], compare))
            fail_msg("%s allocates, but tests/unit/not_allocating.txt lists it", info.dli_sname);
    }
}
