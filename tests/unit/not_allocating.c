/* Which public functions are on the stack of an allocation: glibc's
 * backtrace(), compared with the address range of each listed function.
 * The ranges are found once, by dlsym() and dladdr1()'s symbol size, because
 * the unit tests are linked with export_dynamic (the library's own functions
 * are hidden and have no name to find, which is fine: only WG_API names are
 * listed). Resolving every frame with dladdr() instead made the big-document
 * tests spend most of their time there, and hours under valgrind.
 * A listed function that tail-calls an allocating one leaves no frame, so
 * the check can miss it; it cannot report a function that did not allocate. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "not_allocating.h"

#define MAX_NAMES 256
static struct range {
    uintptr_t start, end; /* [start, end) of the function's code */
    char name[64];
} ranges[MAX_NAMES];
static size_t n_ranges;
static int loaded;

static int compare(const void *a, const void *b)
{
    const struct range *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

/* The listed function's code, if this program has it (a build may leave a
 * module out, and with it some names). */
static void add_range(const char *name)
{
    void *addr = dlsym(RTLD_DEFAULT, name);
    Dl_info info;
    const ElfW(Sym) *sym = NULL;
    if (addr == NULL || dladdr1(addr, &info, (void **)&sym, RTLD_DL_SYMENT) == 0 || sym == NULL)
        return;
    assert_true(n_ranges < MAX_NAMES && strlen(name) < sizeof ranges[0].name);
    struct range *r = &ranges[n_ranges++];
    r->start = (uintptr_t)addr;
    r->end = r->start + (sym->st_size > 0 ? sym->st_size : 1);
    strcpy(r->name, name);
}

void not_allocating_load(void)
{
    if (loaded)
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
        if (strncmp(line, "wg_", 3) != 0)
            continue;  /* comments and blank lines */
        line[strcspn(line, ": \n")] = '\0';
        add_range(line);
    }
    fclose(f);
    qsort(ranges, n_ranges, sizeof ranges[0], compare);
    loaded = 1;
}

/* The listed function whose code holds pc, or NULL. */
static const char *listed_at(uintptr_t pc)
{
    size_t lo = 0, hi = n_ranges;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (pc < ranges[mid].start)
            hi = mid;
        else if (pc >= ranges[mid].end)
            lo = mid + 1;
        else
            return ranges[mid].name;
    }
    return NULL;
}

void not_allocating_check(void)
{
    void *frames[64];
    int n = backtrace(frames, 64);
    for (int i = 0; i < n; i++) {
        /* a return address: the call it returns from is just before it */
        const char *name = listed_at((uintptr_t)frames[i] - 1);
        if (name != NULL)
            fail_msg("%s allocates, but tests/unit/not_allocating.txt lists it", name);
    }
}
