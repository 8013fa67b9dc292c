/* The validation report, shared by roster/validate.c and roster/report.c. */
#ifndef WGI_INTERNAL_REPORT_H
#define WGI_INTERNAL_REPORT_H

#include "internal/buf.h"
#include "internal/roster.h"

#define WGI_UNDER_LIMIT 20 /* R5: an army may cost at most this much below its limit */

struct wg_report {
    const wg_roster *roster;  /* the roster being validated; NULL once done: a report
                                 may outlive its roster (not its catalogue) */
    int points;
    wg_roster_format format;
    long total;
    long category[WG_CATEGORY_COUNT];
    size_t n_units;
    long *unit_points;
    wg_category *unit_category;
    const char **unit_entry;  /* the units' entry ids (the catalogue's), for the JSON */
    wg_violation *violations; /* units and message owned */
    size_t n_violations, cap_violations;
};

/* "violations": [...] of n violations, as the validation report writes
 * them (report.c); the views' label clashes use it too. */
void wgi_violations_add_json(wgi_buf *b, const wg_violation *list, size_t n);

#endif
