/* Validating a roster (wargen/roster.h, rules R3-R14): price every unit,
 * then check every rule, reporting all violations in docs/FORMATS.md's order. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/error.h"
#include "internal/load.h"
#include "internal/report.h"

/* ---- pricing (R3, R4) ---------------------------------------------------- */

static const cat_unit *entry_of(const wg_roster *r, const r_unit *u)
{
    return &r->catalog->units[u->entry];
}

/* Whether u is taken in another category than its entry's (R7). */
static bool moved(const wg_roster *r, const r_unit *u)
{
    return u->moved && u->category != entry_of(r, u)->e.category;
}

/* Whether u is moved, and its entry allows it: only then does it count in
 * the new category (an invalid move is reported apart, R7). */
static bool moved_validly(const wg_roster *r, const r_unit *u)
{
    return moved(r, u) && (entry_of(r, u)->e.moves_to & (1u << u->category));
}

/* The category a unit counts in (R7): where it was moved if the move is
 * allowed, else its entry's own (an invalid move is reported apart). */
static wg_category counts_in(const wg_roster *r, const r_unit *u)
{
    return moved_validly(r, u) ? u->category : entry_of(r, u)->e.category;
}

/* Half-points of a unit: its models, options and items (R3, R4). */
static long long unit_half_points(const wg_roster *r, const r_unit *u)
{
    const cat_unit *cu = entry_of(r, u);
    const wg_unit_entry *e = &cu->e;
    long long half = e->cost;
    if (u->models > e->min_models)
        half += (long long)e->per_model * (u->models - e->min_models);
    for (size_t i = 0; i < u->n_options; i++) {
        const wg_option_entry *o = &cu->options[u->options[i]];
        half += o->cost + (long long)o->per_model * u->models;
    }
    /* R4: A for a Lord, B otherwise; a character taken as a Lord (R7) is one */
    bool lord = counts_in(r, u) == WG_CATEGORY_LORDS;
    for (size_t i = 0; i < u->n_items; i++) {
        const wg_item_entry *it = &r->catalog->items[u->items[i]];
        half += lord ? it->lord_cost : it->other_cost;
    }
    return half;
}

/* ---- violations ------------------------------------------------------------ */

/* Add a violation with the units in list (n of them) and a formatted message. */
static wg_status add(wg_report *rep, const char *code, const char *rule, const size_t *list,
                     size_t n, const char *fmt, ...) WGI_PRINTF(6, 7);

static wg_status add(wg_report *rep, const char *code, const char *rule, const size_t *list,
                     size_t n, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    if (!wgi_grow((void **)&rep->violations, &rep->cap_violations, rep->n_violations + 1,
                 sizeof *rep->violations))
        return WG_ENOMEM;
    size_t *units = n ? wgi_malloc(n * sizeof *units) : NULL;
    char *message = wgi_strdup(text);
    if ((n && units == NULL) || message == NULL) {
        wg_free(units);
        wg_free(message);
        return WG_ENOMEM;
    }
    if (n)
        memcpy(units, list, n * sizeof *units);
    rep->violations[rep->n_violations++] = (wg_violation){code, rule, units, n, message};
    return WG_OK;
}

/* R6: one share of the limit, at least (min) or at most pct percent. what
 * names the category with its verb ("Core is", "Heroes are"). */
static wg_status share(wg_report *rep, const char *code, const char *what, long points,
                       int pct, bool min)
{
    long limit = rep->points;
    bool broken = min ? points * 100 < pct * limit : points * 100 > pct * limit;
    if (!broken)
        return WG_OK;
    long bound = min ? (pct * limit + 99) / 100 : pct * limit / 100;
    char actual[WG_SHARE_SIZE];
    wg_share_format(actual, sizeof actual, points, rep->points);
    return add(rep, code, "R6", NULL, 0, "%s %ld of %d points (%s); %s %ld (%d%%) %s", what,
               points, rep->points, actual, min ? "at least" : "at most", bound, pct,
               min ? "required" : "allowed");
}

static wg_status check_points(wg_report *rep)
{
    wg_status st = WG_OK;
    if (rep->total > rep->points) /* R5 */
        st = add(rep, "over-limit", "R5", NULL, 0, "The army costs %ld points, over the "
                 "limit of %d", rep->total, rep->points);
    else if (rep->total < wg_report_min_total(rep))
        st = add(rep, "under-limit", "R5", NULL, 0, "The army costs %ld points, more than %d "
                 "below the limit of %d (at least %ld required)", rep->total, WGI_UNDER_LIMIT,
                 rep->points, wg_report_min_total(rep));
    const long *c = rep->category;
    if (st == WG_OK)
        st = share(rep, "core-minimum", "Core is", c[WG_CATEGORY_CORE], 25, true);
    if (st == WG_OK)
        st = share(rep, "rare-maximum", "Rare is", c[WG_CATEGORY_RARE], 25, false);
    if (st == WG_OK)
        st = share(rep, "heroes-maximum", "Heroes are", c[WG_CATEGORY_HEROES], 50, false);
    if (st == WG_OK)
        st = share(rep, "lords-maximum", "Lords are", c[WG_CATEGORY_LORDS], 35, false);
    if (st == WG_OK)
        st = share(rep, "characters-maximum", "Lords and Heroes together are",
                   wg_report_character_points(rep), 50, false);
    return st;
}

/* What the checks share: the report, room for a list of units, and the
 * counts of one pass over the units, so that a check walks the units again
 * only to list those of a rule that is broken. */
typedef struct checker {
    wg_report *rep;
    size_t *list;
    int *group;   /* units per entry and duplicate group: [entry * 5 + group] */
    int *entry;   /* units per entry */
    int *item;    /* copies of each item */
} checker;

/* ---- duplicates (R6, R7, R12, R13) ---------------------------------------- */

/* The duplicate groups: each category, except that in a Warband or a Grand
 * Army one character entry is counted over Lords and Heroes together. */
static int group_of(const wg_report *rep, int category)
{
    bool merged = rep->format != WG_ROSTER_FORMAT_STANDARD;
    return merged && category == WG_CATEGORY_HEROES ? WG_CATEGORY_LORDS : category;
}

int wgi_duplicate_limit(wg_roster_format format, wg_category group)
{
    static const int LIMITS[WG_ROSTER_FORMAT_COUNT][WG_CATEGORY_COUNT] = {
        [WG_ROSTER_FORMAT_WARBAND] = {2, 2, 2, 2, 1},
        [WG_ROSTER_FORMAT_STANDARD] = {3, 3, 4, 3, 2},
        [WG_ROSTER_FORMAT_GRAND_ARMY] = {6, 6, 8, 6, 4},
    };
    return LIMITS[format][group];
}

static int duplicate_limit(const wg_report *rep, int group)
{
    return wgi_duplicate_limit(rep->format, (wg_category)group);
}

/* Whether unit u counts in duplicate group g of entry e: its entry's own
 * category's group, or the group it was taken in (R7: held to both). */
static bool in_group(const wg_report *rep, const r_unit *u, size_t e, int g)
{
    const wg_roster *r = rep->roster;
    if (u->entry != e)
        return false;
    return group_of(rep, entry_of(r, u)->e.category) == g ||
           (moved_validly(r, u) && group_of(rep, u->category) == g);
}

static const char *size_rule(const wg_report *rep)
{
    static const char *const RULES[WG_ROSTER_FORMAT_COUNT] = {"R12", "R6", "R13"};
    return RULES[rep->format];
}

static wg_status duplicate_group(wg_report *rep, size_t *list, size_t e, int g)
{
    const wg_roster *r = rep->roster;
    size_t n = 0;
    bool any_moved = false;
    for (size_t i = 0; i < r->n_units; i++) {
        if (in_group(rep, &r->units[i], e, g)) {
            list[n++] = i;
            any_moved = any_moved || moved_validly(r, &r->units[i]);
        }
    }
    int limit = duplicate_limit(rep, g);
    if ((int)n <= limit)
        return WG_OK;
    bool characters = rep->format != WG_ROSTER_FORMAT_STANDARD && g == WG_CATEGORY_LORDS;
    return add(rep, "duplicates", any_moved ? "R7" : size_rule(rep), list, n,
               "%zu units of %s in %s; at most %d allowed in a %s army", n,
               r->catalog->units[e].e.name,
               characters ? "Lords and Heroes" : wg_category_name((wg_category)g), limit,
               wg_roster_format_name(rep->format));
}

static wg_status check_duplicates(const checker *k)
{
    const wg_catalog *c = k->rep->roster->catalog;
    wg_status st = WG_OK;
    for (size_t e = 0; st == WG_OK && e < c->n_units; e++) {
        if (c->units[e].e.max > 0)
            continue; /* R11: a 0-X choice has its own limit instead */
        for (int g = 0; st == WG_OK && g < WG_CATEGORY_COUNT; g++)
            if (k->group[e * WG_CATEGORY_COUNT + g] > duplicate_limit(k->rep, g))
                st = duplicate_group(k->rep, k->list, e, g);
    }
    return st;
}

/* ---- 0-X choices (R11), unique and one per army (R10) --------------------- */

static size_t units_of_entry(size_t *list, const wg_roster *r, size_t e)
{
    size_t n = 0;
    for (size_t i = 0; i < r->n_units; i++)
        if (r->units[i].entry == e)
            list[n++] = i;
    return n;
}

static wg_status check_max_choice(const checker *k)
{
    wg_report *rep = k->rep;
    const wg_catalog *c = rep->roster->catalog;
    wg_status st = WG_OK;
    for (size_t e = 0; st == WG_OK && e < c->n_units; e++) {
        int x = c->units[e].e.max;
        if (x == 0)
            continue;
        int allowed = rep->format == WG_ROSTER_FORMAT_WARBAND ? (x + 1) / 2
                    : rep->format == WG_ROSTER_FORMAT_GRAND_ARMY ? 2 * x : x;
        if (k->entry[e] <= allowed)
            continue;
        size_t n = units_of_entry(k->list, rep->roster, e);
        st = add(rep, "max-choice", "R11", k->list, n, "%zu units of %s, a 0-%d choice; at "
                     "most %d allowed in a %s army", n, c->units[e].e.name, x, allowed,
                     wg_roster_format_name(rep->format));
    }
    return st;
}

static size_t units_with_item(size_t *list, const wg_roster *r, size_t item)
{
    size_t n = 0;
    for (size_t i = 0; i < r->n_units; i++) {
        for (size_t k = 0; k < r->units[i].n_items; k++) {
            if (r->units[i].items[k] == item) {
                list[n++] = i;
                break;
            }
        }
    }
    return n;
}

/* R10 (R13): unique units and items at most once (twice in a Grand Army);
 * one-per-army ones at most once. */
static wg_status check_once(const checker *k, bool unique)
{
    wg_report *rep = k->rep;
    size_t *list = k->list;
    const wg_roster *r = rep->roster;
    const wg_catalog *c = r->catalog;
    const char *code = unique ? "unique" : "one-per-army";
    bool grand = rep->format == WG_ROSTER_FORMAT_GRAND_ARMY;
    size_t allowed = unique && grand ? 2 : 1;
    const char *rule = unique && grand ? "R13" : "R10";
    wg_status st = WG_OK;
    for (size_t e = 0; st == WG_OK && e < c->n_units; e++) {
        const wg_unit_entry *u = &c->units[e].e;
        if (!(unique ? u->unique : u->one_per_army) || (size_t)k->entry[e] <= allowed)
            continue;
        size_t n = units_of_entry(list, r, e);
        st = add(rep, code, rule, list, n, "%s is taken %zu times; %s allowed", u->name, n,
                 allowed == 1 ? "once" : "at most twice");
    }
    for (size_t i = 0; st == WG_OK && i < c->n_items; i++) {
        const wg_item_entry *it = &c->items[i];
        size_t copies = (size_t)k->item[i];
        if (!(unique ? it->unique : it->one_per_army) || copies <= allowed)
            continue;
        size_t n = units_with_item(list, r, i);
        st = add(rep, code, rule, list, n, "%s is taken %zu times; %s allowed", it->name,
                 copies, allowed == 1 ? "once" : "at most twice");
    }
    return st;
}

/* ---- army size (R8, R12) and the General (R9) ------------------------------ */

static wg_status check_unit_count(wg_report *rep)
{
    const wg_roster *r = rep->roster;
    int units = 0;
    bool war_machine = false;
    for (size_t i = 0; i < r->n_units; i++) {
        const wg_unit_entry *e = &entry_of(r, &r->units[i])->e;
        if (wgi_category_is_character(e->category))
            continue;
        if (e->war_machine)
            war_machine = true;
        else
            units++;
    }
    units += war_machine; /* all war machines count as one (R8) */
    int least = rep->format == WG_ROSTER_FORMAT_WARBAND ? 3 : 4;
    if (units >= least)
        return WG_OK;
    return add(rep, "too-few-units", rep->format == WG_ROSTER_FORMAT_WARBAND ? "R12" : "R8", NULL,
               0, "%d unit%s that %s not characters (war machines counting as one); at least %d "
               "required", units, units == 1 ? "" : "s", units == 1 ? "is" : "are", least);
}

static wg_status check_general(wg_report *rep, size_t *list)
{
    const wg_roster *r = rep->roster;
    size_t n = 0;
    for (size_t i = 0; i < r->n_units; i++)
        if (r->units[i].general)
            list[n++] = i;
    wg_status st = WG_OK;
    if (n == 0)
        st = add(rep, "no-general", "R9", NULL, 0,
                 "No unit is marked as the General; exactly one character must be");
    else if (n > 1)
        st = add(rep, "multiple-generals", "R9", list, n,
                 "%zu units are marked as the General; exactly one must be", n);
    for (size_t k = 0; st == WG_OK && k < n; k++) {
        const wg_unit_entry *e = &entry_of(r, &r->units[list[k]])->e;
        if (!wgi_category_is_character(e->category) || !e->can_be_general)
            st = add(rep, "general-not-allowed", "R9", &list[k], 1, "%s is marked as the "
                     "General but %s", e->name,
                     wgi_category_is_character(e->category) ? "cannot be the General"
                                                            : "is not a character");
    }
    return st;
}

/* ---- moves (R7) and model counts (R3) -------------------------------------- */

static wg_status check_units(wg_report *rep)
{
    const wg_roster *r = rep->roster;
    wg_status st = WG_OK;
    for (size_t i = 0; st == WG_OK && i < r->n_units; i++) {
        const r_unit *u = &r->units[i];
        const wg_unit_entry *e = &entry_of(r, u)->e;
        if (moved(r, u) && !(e->moves_to & (1u << u->category)))
            st = add(rep, "invalid-move", "R7", &i, 1, "%s is taken as %s, which its entry "
                     "does not allow (it is %s)", e->name,
                     wg_category_name(u->category), wg_category_name(e->category));
    }
    for (size_t i = 0; st == WG_OK && i < r->n_units; i++) {
        const r_unit *u = &r->units[i];
        const wg_unit_entry *e = &entry_of(r, u)->e;
        if (u->models < e->min_models || u->models > e->max_models)
            st = add(rep, "model-count", "R3", &i, 1, "%s has %d models; %d to %d allowed",
                     e->name, u->models, e->min_models, e->max_models);
    }
    return st;
}

/* ---- the report ------------------------------------------------------------ */

void wg_report_free(wg_report *report)
{
    if (report == NULL)
        return;
    for (size_t i = 0; i < report->n_violations; i++) {
        wg_free((size_t *)report->violations[i].units);
        wg_free((char *)report->violations[i].message);
    }
    wg_free(report->violations);
    wg_free(report->unit_points);
    wg_free(report->unit_category);
    wg_free(report->unit_entry);
    wg_free(report);
}

/* The most the total may be before a unit's points (at most WGI_COST_MAX *
 * 100) are added: 2^40 where a long has 64 bits; where it has 32 (wasm32),
 * half of LONG_MAX, which leaves room for the unit. */
#define TOTAL_MAX (LONG_MAX / 2 < (1LL << 40) ? LONG_MAX / 2 : (1LL << 40))

/* Price every unit and total the categories (R3, R7). */
static wg_status price(wg_report *rep, wg_error *err)
{
    const wg_roster *r = rep->roster;
    for (size_t i = 0; i < r->n_units; i++) {
        long long half = unit_half_points(r, &r->units[i]);
        long long points = (half + 1) / 2; /* rounded up, per unit (R3) */
        wg_category c = counts_in(r, &r->units[i]);
        if (points > WGI_COST_MAX * 100LL || rep->total > TOTAL_MAX)
            return wgi_fail(err, WG_ERANGE, "the army's points overflow");
        rep->unit_points[i] = (long)points;
        rep->unit_category[i] = c;
        rep->unit_entry[i] = entry_of(r, &r->units[i])->e.id;
        rep->category[c] += (long)points;
        rep->total += (long)points;
    }
    return WG_OK;
}

/* One pass over the units: the counts the checks compare with limits. */
static void tally(checker *k)
{
    const wg_roster *r = k->rep->roster;
    for (size_t i = 0; i < r->n_units; i++) {
        const r_unit *u = &r->units[i];
        size_t base = u->entry * WG_CATEGORY_COUNT;
        int own = group_of(k->rep, entry_of(r, u)->e.category);
        k->group[base + own]++;
        if (moved_validly(r, u) && group_of(k->rep, u->category) != own)
            k->group[base + group_of(k->rep, u->category)]++; /* R7: held to both */
        k->entry[u->entry]++;
        for (size_t j = 0; j < u->n_items; j++)
            k->item[u->items[j]]++;
    }
}

static wg_status check_rules(wg_report *rep, size_t *list)
{
    const wg_catalog *c = rep->roster->catalog;
    size_t counts = c->n_units * (WG_CATEGORY_COUNT + 1) + c->n_items;
    int *scratch = wgi_calloc(counts ? counts : 1, sizeof *scratch);
    if (scratch == NULL)
        return WG_ENOMEM;
    checker k = {rep, list, scratch, scratch + c->n_units * WG_CATEGORY_COUNT,
                 scratch + c->n_units * (WG_CATEGORY_COUNT + 1)};
    tally(&k);
    wg_status st = check_points(rep);
    if (st == WG_OK)
        st = check_duplicates(&k);
    if (st == WG_OK)
        st = check_max_choice(&k);
    if (st == WG_OK)
        st = check_unit_count(rep);
    if (st == WG_OK)
        st = check_general(rep, list);
    if (st == WG_OK)
        st = check_once(&k, true);
    if (st == WG_OK)
        st = check_once(&k, false);
    if (st == WG_OK)
        st = check_units(rep);
    wg_free(scratch);
    return st;
}

wg_status wg_roster_validate(wg_report **out, const wg_roster *roster, wg_error *err)
{
    if (out == NULL || roster == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_roster_validate: NULL argument");
    *out = NULL;
    size_t n = roster->n_units;
    wg_report *rep = wgi_calloc(1, sizeof *rep);
    size_t *list = wgi_calloc(n ? n : 1, sizeof *list);
    if (rep)
        *rep = (wg_report){.roster = roster, .points = roster->points, .n_units = n,
                           .format = wg_roster_format_of(roster->points),
                           .unit_points = wgi_calloc(n ? n : 1, sizeof(long)),
                           .unit_category = wgi_calloc(n ? n : 1, sizeof(wg_category)),
                           .unit_entry = wgi_malloc((n ? n : 1) * sizeof(const char *))};
    wg_status st = rep && list && rep->unit_points && rep->unit_category && rep->unit_entry
                 ? WG_OK : WG_ENOMEM;
    if (st == WG_OK)
        st = price(rep, err);
    if (st == WG_OK)
        st = check_rules(rep, list);
    wg_free(list);
    if (st != WG_OK) {
        wg_report_free(rep);
        return st == WG_ENOMEM ? wgi_fail_nomem(err) : st;
    }
    rep->roster = NULL;
    *out = rep;
    return WG_OK;
}

bool wg_report_valid(const wg_report *report)
{
    return report && report->n_violations == 0;
}

long wg_report_total(const wg_report *report)
{
    return report ? report->total : 0;
}

int wg_report_points(const wg_report *report)
{
    return report ? report->points : 0;
}

wg_roster_format wg_report_format(const wg_report *report)
{
    return report ? report->format : WG_ROSTER_FORMAT_COUNT;
}

long wg_report_min_total(const wg_report *report)
{
    if (report == NULL)
        return 0;
    return report->points > WGI_UNDER_LIMIT ? report->points - WGI_UNDER_LIMIT : 0; /* R5 */
}

long wg_report_category_points(const wg_report *report, wg_category category)
{
    return report && (unsigned)category < WG_CATEGORY_COUNT ? report->category[category] : 0;
}

long wg_report_character_points(const wg_report *report)
{
    return wg_report_category_points(report, WG_CATEGORY_LORDS) +
           wg_report_category_points(report, WG_CATEGORY_HEROES); /* R6 */
}

size_t wg_report_unit_count(const wg_report *report)
{
    return report ? report->n_units : 0;
}

wg_status wg_report_unit_at(wg_report_unit *out, const wg_report *report, size_t index,
                            wg_error *err)
{
    wg_status st = wgi_at_check(out, report, index, wg_report_unit_count(report), __func__,
                                "unit", err);
    if (st == WG_OK)
        *out = (wg_report_unit){report->unit_entry[index], report->unit_points[index],
                                report->unit_category[index]};
    return st;
}

size_t wg_report_violation_count(const wg_report *report)
{
    return report ? report->n_violations : 0;
}

const wg_violation *wg_report_violation_at(const wg_report *report, size_t index)
{
    return index < wg_report_violation_count(report) ? &report->violations[index] : NULL;
}
