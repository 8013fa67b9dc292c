/* wargen validate: check a roster for The 9th Age against its army book (rules
 * R1-R14) and show its points breakdown, or print the report as JSON. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct validate_args {
    const char *catalog, *system, *roster;
    bool json;
} validate_args;

static int roster_word(void *args, const char *w)
{
    return cli_roster_word(&cli_validate, &((validate_args *)args)->roster, w);
}

static int parse(validate_args *a, int argc, char **argv)
{
    *a = (validate_args){0};
    int rc = cli_book_args(&cli_validate, argc, argv, &a->catalog, &a->system, &a->json,
                           roster_word, a);
    if (rc == EXIT_VALID)
        rc = cli_book_given(&cli_validate, a->catalog, a->roster);
    if (rc == EXIT_VALID && a->system && !cli_is_bsdata_book(a->catalog))
        return cli_usage_error(&cli_validate, "--gst goes with a BattleScribe catalogue "
                               "(--catalog BOOK.cat)");
    return rc;
}

/* Characters (not bytes) of UTF-8 text, for columns. */
static size_t text_width(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

/* s left-aligned in width columns; control characters shown as '?'. */
static void print_cell(const char *s, size_t width)
{
    cli_print_text(s);
    for (size_t n = text_width(s); n < width; n++)
        putchar(' ');
}

static int digits(long long v)
{
    int n = 1;
    while (v >= 10 || v <= -10) {
        v /= 10;
        n++;
    }
    return n;
}

static void print_header(const char *path, const wg_catalog *catalog, const wg_report *rep)
{
    printf("roster:    %s\ncatalogue: ", path);
    print_cell(wg_catalog_name(catalog), 0);
    printf("\nlimit:     %d points (%s)\n\n", wg_report_points(rep),
           wg_roster_format_name(wg_report_format(rep)));
}

/* Unit i as the table shows it: the roster's unit, its entry (the roster's
 * catalogue has it) and its points as the report prices them. */
typedef struct shown_unit {
    wg_roster_unit unit;
    const wg_unit_entry *entry;
    wg_report_unit priced;
} shown_unit;

static shown_unit unit_shown(const wg_catalog *catalog, const wg_roster *roster,
                             const wg_report *rep, size_t i)
{
    shown_unit s;
    wg_roster_unit_at(&s.unit, roster, i, NULL);
    wg_catalog_find_unit(&s.entry, catalog, s.unit.entry, NULL);
    wg_report_unit_at(&s.priced, rep, i, NULL);
    return s;
}

/* The units: index, entry name, models, the category each counts in (R7),
 * points, and the General's mark (R9). */
static void print_units(const wg_catalog *catalog, const wg_roster *roster, const wg_report *rep)
{
    size_t n = wg_roster_unit_count(roster), name_width = strlen("entry");
    long widest = 0;
    for (size_t i = 0; i < n; i++) {
        shown_unit s = unit_shown(catalog, roster, rep, i);
        size_t w = text_width(s.entry->name);
        name_width = w > name_width ? w : name_width;
        widest = s.priced.points > widest ? s.priced.points : widest;
    }
    int index_width = digits(n > 0 ? (long long)n - 1 : 0);
    int points_width = digits(widest) > 6 ? digits(widest) : 6;
    printf("%*s  ", index_width, "#");
    print_cell("entry", name_width);
    printf("  models  category  %*s\n", points_width, "points");
    for (size_t i = 0; i < n; i++) {
        shown_unit s = unit_shown(catalog, roster, rep, i);
        printf("%*zu  ", index_width, i);
        print_cell(s.entry->name, name_width);
        printf("  %6d  %-8s  %*ld%s\n", s.unit.models, wg_category_name(s.priced.category),
               points_width, s.priced.points, s.unit.general ? "  General" : "");
    }
    if (n == 0)
        printf("(no units)\n");
}

static void print_share(const char *label, long points, int limit, const char *note)
{
    char share[WG_SHARE_SIZE];
    wg_share_format(share, sizeof share, points, limit);
    printf("%-10s  %6ld  %8s%s\n", label, points, share, note);
}

static void print_totals(const wg_report *rep)
{
    int limit = wg_report_points(rep);
    printf("\ncategory    points     share\n");
    for (int c = 0; c < WG_CATEGORY_COUNT; c++) {
        char label[16]; /* the library's name, capitalised: "Lords" */
        snprintf(label, sizeof label, "%s", wg_category_name((wg_category)c));
        label[0] = (char)toupper((unsigned char)label[0]);
        print_share(label, wg_report_category_points(rep, (wg_category)c), limit, "");
    }
    print_share("characters", wg_report_character_points(rep), limit, "  (Lords + Heroes)");
    printf("total       %6ld  of %d points (%ld to %d allowed)\n", wg_report_total(rep), limit,
           wg_report_min_total(rep), limit);
}

static const wg_violation *report_violation(const void *rep, size_t index)
{
    return wg_report_violation_at(rep, index);
}

static void print_report(const char *path, const wg_catalog *catalog, const wg_roster *roster,
                         const wg_report *rep)
{
    print_header(path, catalog, rep);
    print_units(catalog, roster, rep);
    print_totals(rep);
    cli_print_violations(wg_report_violation_count(rep), report_violation, rep);
}

/* ---- the command ------------------------------------------------------------ */

static int report(const void *args, const wg_catalog *catalog, const wg_roster *roster)
{
    const validate_args *a = args;
    wg_report *rep = NULL;
    char *json = NULL;
    wg_error err;
    int rc = EXIT_VALID;
    if (wg_roster_validate(&rep, roster, &err) != WG_OK ||
        (a->json && wg_report_to_json(&json, rep, &err) != WG_OK))
        rc = cli_lib_error(&err);
    else if (a->json)
        puts(json);
    else
        print_report(a->roster, catalog, roster, rep);
    if (rc == EXIT_VALID && !wg_report_valid(rep))
        rc = EXIT_RULE;
    wg_free(json);
    wg_report_free(rep);
    return rc;
}

static int run(int argc, char **argv)
{
    validate_args a;
    int rc = parse(&a, argc, argv);
    if (rc != EXIT_VALID)
        return rc;
    if (cli_is_bsdata_book(a.catalog))  /* BattleScribe's: imported, then as any roster */
        return cli_with_bsdata_roster(a.system, a.catalog, a.roster, report, &a);
    return cli_with_roster(a.catalog, a.roster, report, &a);
}

const cli_command cli_validate = {
    .name = "validate",
    .synopsis = "--catalog BOOK.json ROSTER.json [--json] |\n"
                "                       --catalog BOOK.cat [--gst SYSTEM.gst] ROSTER.ros [--json]",
    .summary = "Check a roster for The 9th Age (wargen-roster/1) against its army book\n"
               "(wargen-catalog/1): price every unit (R3, R4) and report every broken rule\n"
               "of R5-R13, each with its code, rule, units and figures (R14). Shows the\n"
               "units, the points per category with their share of the limit, and the total.",
    .help = "options:\n"
            "  --catalog BOOK.json  the army book the roster picks its units from; a\n"
            "                       BattleScribe catalogue BOOK.cat takes a BattleScribe\n"
            "                       roster (ROSTER.ros, or ROSTER.rosz zipped): both are\n"
            "                       imported as 'wargen import' does (warnings on\n"
            "                       stderr), then validated as the JSON ones are\n"
            "  --gst SYSTEM.gst     with BOOK.cat: its game system (by default the .gst\n"
            "                       beside BOOK.cat whose id the catalogue names)\n"
            "  --json               the report as one JSON object on one line:\n"
            "                       {\"valid\", \"points\", \"total\", \"size\",\n"
            "                       \"categories\": {\"lords\", \"heroes\", \"core\", \"special\",\n"
            "                       \"rare\", \"characters\": {\"points\", \"percent\"}},\n"
            "                       \"units\": [{\"entry\", \"category\", \"points\"}],\n"
            "                       \"violations\": [{\"code\", \"rule\", \"units\", \"message\"}]}\n"
            "  --help               this text\n"
            "\n"
            "Units are numbered from 0, in the roster's order. Exit status: 0 valid,\n"
            "1 the roster breaks a rule, 2 bad usage or a bad file\n"
            "('wargen: file:line:column: path: message' on stderr).\n",
    .run = run,
};
