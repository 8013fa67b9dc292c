/* validate.c: check a The 9th Age roster against its army book (rules R).
 * Usage: validate BOOK.json ROSTER.json   (exit 0 valid, 1 invalid, 2 bad input) */
#include <stdio.h>
#include <stdlib.h>
#include <wargen.h>

int main(int argc, char **argv)
{
    wg_catalog *book = NULL;
    wg_roster *roster = NULL; /* refers to book: free it first */
    wg_report *report = NULL;
    wg_error err;
    int status = 2;

    if (argc != 3) {
        fprintf(stderr, "usage: validate BOOK.json ROSTER.json\n");
        return 2;
    }
    if (wg_catalog_load_file(&book, argv[1], &err) != WG_OK ||
        wg_roster_load_file(&roster, book, argv[2], &err) != WG_OK ||
        wg_roster_validate(&report, roster, &err) != WG_OK) {
        char line[1024];
        wg_error_format(line, sizeof line, &err); /* file:line:column: path: message */
        fprintf(stderr, "validate: %s\n", line);
        goto done;
    }
    printf("%ld of %d points\n", wg_report_total(report), wg_report_points(report));
    for (size_t i = 0; i < wg_report_violation_count(report); i++) {
        const wg_violation *v = wg_report_violation_at(report, i);
        printf("%s (%s): %s\n", v->code, v->rule, v->message);
    }
    status = wg_report_valid(report) ? 0 : 1;
    puts(status == 0 ? "valid" : "invalid");
done:
    wg_report_free(report);
    wg_roster_free(roster);
    wg_catalog_free(book);
    return status;
}
