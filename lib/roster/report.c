/* Shares of the points limit as people read them, and the validation
 * report as the `wargen validate --json` document
 * (docs/FORMATS.md): totals per category and unit, and every violation. */
#include <stdio.h>

#include "internal/alloc.h"
#include "internal/buf.h"
#include "internal/report.h"

size_t wg_share_format(char *buf, size_t size, long points, int limit)
{
    if (limit < 1) {
        if (size)
            buf[0] = '\0';
        return 0;
    }
    long long num = (long long)points * 100000, q = num / limit, r = num % limit;
    if (r != 0) {
        bool up = 2 * r >= limit;
        q += up;
        if (q % 1000 == 0) /* not a whole percent: never shown as one */
            q += up ? -1 : 1;
    }
    long long whole = q / 1000, frac = q % 1000;
    if (frac == 0)
        return (size_t)snprintf(buf, size, "%lld%%", whole);
    if (frac % 100 == 0)
        return (size_t)snprintf(buf, size, "%lld.%lld%%", whole, frac / 100);
    if (frac % 10 == 0)
        return (size_t)snprintf(buf, size, "%lld.%02lld%%", whole, frac / 10);
    return (size_t)snprintf(buf, size, "%lld.%03lld%%", whole, frac);
}

long wg_share_hundredths(long points, int limit)
{
    return limit < 1 ? 0 : (long)((long long)points * 10000 / limit);
}

/* "points": N, "percent": P, P from wg_share_hundredths. */
static void add_share(wgi_buf *b, const char *name, long points, int limit)
{
    long hundredths = wg_share_hundredths(points, limit);
    wgi_buf_addf(b, "\"%s\": {\"points\": %ld, \"percent\": %ld.%02ld}", name, points,
                hundredths / 100, hundredths % 100);
}

static void add_categories(wgi_buf *b, const wg_report *rep)
{
    wgi_buf_add(b, "\"categories\": {");
    for (int c = 0; c < WG_CATEGORY_COUNT; c++) {
        add_share(b, wg_category_name((wg_category)c), rep->category[c], rep->points);
        wgi_buf_add(b, ", ");
    }
    add_share(b, "characters", wg_report_character_points(rep), rep->points);
    wgi_buf_add(b, "}");
}

static void add_units(wgi_buf *b, const wg_report *rep)
{
    wgi_buf_add(b, "\"units\": [");
    for (size_t i = 0; i < rep->n_units; i++) {
        wgi_buf_add(b, i ? ", {\"entry\": " : "{\"entry\": ");
        wgi_buf_add_json_string(b, rep->unit_entry[i]);
        wgi_buf_addf(b, ", \"category\": \"%s\", \"points\": %ld}",
                    wg_category_name(rep->unit_category[i]), rep->unit_points[i]);
    }
    wgi_buf_add(b, "]");
}

static void add_violation(wgi_buf *b, const wg_violation *v)
{
    wgi_buf_addf(b, "{\"code\": \"%s\", \"rule\": \"%s\", \"units\": [", v->code, v->rule);
    for (size_t k = 0; k < v->unit_count; k++)
        wgi_buf_addf(b, "%s%zu", k ? ", " : "", v->units[k]);
    wgi_buf_add(b, "], \"message\": ");
    wgi_buf_add_json_string(b, v->message);
    wgi_buf_add(b, "}");
}

void wgi_violations_add_json(wgi_buf *b, const wg_violation *list, size_t n)
{
    wgi_buf_add(b, "\"violations\": [");
    for (size_t i = 0; i < n; i++) {
        wgi_buf_add(b, i ? ", " : "");
        add_violation(b, &list[i]);
    }
    wgi_buf_add(b, "]");
}

wg_status wg_violation_to_json(char **out, const wg_violation *violation, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_violation_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    if (violation)
        add_violation(&b, violation);
    else
        wgi_buf_add(&b, "null");
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_report_to_json(char **out, const wg_report *report, wg_error *err)
{
    if (out == NULL || report == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_report_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_addf(&b, "{\"valid\": %s, \"points\": %d, \"total\": %ld, \"size\": \"%s\", ",
                report->n_violations ? "false" : "true", report->points, report->total,
                wg_roster_format_name(report->format));
    add_categories(&b, report);
    wgi_buf_add(&b, ", ");
    add_units(&b, report);
    wgi_buf_add(&b, ", ");
    wgi_violations_add_json(&b, report->violations, report->n_violations);
    wgi_buf_add(&b, "}");
    return wgi_buf_finish(&b, out, err);
}
