/* Benchmark: a view and its documents are linear in units x items (issue
 * 27). Three rosters of the same size in items, 100,000 each: 10,000 units
 * of 10 items, 1,000 of 100 and 100 of 1,000. Every unit is the same entry
 * with the same items, plain and hidden, copies included, except that every
 * other one carries a talisman-like item (no mundane type) more: all units
 * are alike in the open view and half differ in the hidden one, so twin
 * finding compares every unit's items (the case that was quadratic in items
 * per unit: 900 units x 1,000 items took 6.1 s, 1,800 x 500 2.8 s).
 *
 * usage: bench-hidden-items CATALOG [RUNS]
 *   Each size is timed RUNS times (default 5), the fastest run kept: a view
 *   made, its open and hidden documents written, all freed. It prints ns
 *   per item for each size and the ratio of the largest to the smallest
 *   items per unit; it exits 1 when that ratio is over the target, 1.2. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"
#include "wargen.h"

#define TOTAL_ITEMS 100000
#define TARGET 1.2

static void die(const char *what, const wg_error *err)
{
    fprintf(stderr, "bench-hidden-items: %s: %s\n", what, err->message);
    exit(1);
}

/* The items each unit carries in turn: plain (list mundane), hidden with
 * a mundane type, runes, and hidden without one. */
static const char *const CYCLE[] = {
    "steel-shield",  "biting-blade", "mirror-shield", "rune-of-fury", "masterwork-blade",
    "gilded-mail",   "rune-of-iron", "enchanted-shield", "lance-of-the-marches",
    "circlet-of-dawn", "rune-of-swiftness", "stirring-banner"};
#define N_CYCLE (sizeof CYCLE / sizeof *CYCLE)

/* units units of per items each (one more for every other unit). */
static wg_roster *roster_of(const wg_catalog *c, size_t units, size_t per)
{
    wg_roster *r = NULL;
    wg_error err;
    if (wg_roster_new(&r, c, 2000, &err) != WG_OK)
        die("roster", &err);
    wg_roster_unit u = {"pale-tower-knights", 5, false, false, WG_CATEGORY_SPECIAL, NULL,
                        false, 0};
    for (size_t i = 0; i < units; i++) {
        size_t at = 0;
        if (wg_roster_add_unit(&at, r, &u, &err) != WG_OK)
            die("unit", &err);
        for (size_t k = 0; k < per; k++)
            if (wg_roster_add_item(r, at, CYCLE[k % N_CYCLE], &err) != WG_OK)
                die(CYCLE[k % N_CYCLE], &err);
        if (i % 2 && wg_roster_add_item(r, at, "ward-stone", &err) != WG_OK)
            die("ward-stone", &err);
    }
    return r;
}

/* ns for one view of r and its two documents, the fastest of runs. */
static double time_view(const wg_roster *r, int runs)
{
    double best = 0;
    for (int run = 0; run < runs; run++) {
        wg_error err;
        wg_view *view = NULL;
        char *open = NULL, *hidden = NULL;
        double t = bench_now();
        if (wg_view_new(&view, r, &err) != WG_OK ||
            wg_view_to_json(&open, view, WG_VIEW_KIND_OPEN, &err) != WG_OK ||
            wg_view_to_json(&hidden, view, WG_VIEW_KIND_HIDDEN, &err) != WG_OK)
            die("view", &err);
        t = bench_now() - t;
        wg_free(open);
        wg_free(hidden);
        wg_view_free(view);
        if (run == 0 || t < best)
            best = t;
    }
    return best * 1e9;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: bench-hidden-items CATALOG [RUNS]\n");
        return 2;
    }
    int runs = argc > 2 ? atoi(argv[2]) : 5;
    wg_catalog *c = NULL;
    wg_error err;
    if (wg_catalog_load_file(&c, argv[1], &err) != WG_OK)
        die(argv[1], &err);
    static const size_t PER[] = {10, 100, 1000};
    double per_item[3];
    for (size_t s = 0; s < 3; s++) {
        size_t units = TOTAL_ITEMS / PER[s];
        wg_roster *r = roster_of(c, units, PER[s]);
        double items = (double)(units * PER[s] + units / 2);
        per_item[s] = time_view(r, runs) / items;
        printf("%6zu units x %4zu items: %7.2f ns per item\n", units, PER[s], per_item[s]);
        wg_roster_free(r);
    }
    wg_catalog_free(c);
    double ratio = per_item[2] / per_item[0];
    printf("1,000 / 10 items per unit: %.2fx per item (target: at most %.1fx)\n", ratio,
           TARGET);
    return ratio <= TARGET ? 0 : 1;
}
