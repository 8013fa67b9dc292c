/* wargen validate: check a roster for The 9th Age against its army book (rules
 * R1-R14) and show its points breakdown, or print the report as JSON. */
#define _POSIX_C_SOURCE 200809L /* stat */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

typedef struct validate_args {
    const char *catalog, *system, *roster;
    const char **words;         /* the roster files and directories, in order */
    size_t word_count;
    const char *list, *jobs;    /* --list FILE and --jobs N, or NULL */
    bool json;
} validate_args;

static int roster_word(void *args, const char *w)
{
    validate_args *a = args;
    if (*w == '\0')
        return cli_usage_error(&cli_validate, "the ROSTER.json file is missing");
    a->words[a->word_count++] = w;
    return EXIT_VALID;
}

/* --list FILE and --jobs N, each once, taken out of argv (into rest, *n
 * words) for cli_book_args. */
static int many_options(validate_args *a, int argc, char **argv, char **rest, int *n)
{
    static const char *const names[] = {"--list", "--jobs"};
    const char **slots[] = {&a->list, &a->jobs};
    *n = 0;
    for (int i = 0; i < argc; i++) {
        int k = 0;
        const char *v;
        bool missing = false;
        while (k < 2 && !cli_option(argc, argv, &i, names[k], &v, &missing))
            k++;
        if (k == 2) {
            rest[(*n)++] = argv[i];
            continue;
        }
        if (*slots[k])
            return cli_usage_error(&cli_validate, "one %s only", names[k]);
        if (missing || *v == '\0')
            return cli_usage_error(&cli_validate, k == 0 ? "--list takes a file name (- for "
                                                           "standard input)"
                                                         : "--jobs takes a whole number from 1 "
                                                           "to %d", CLI_JOBS_MAX);
        *slots[k] = v;
    }
    return EXIT_VALID;
}

static int parse(validate_args *a, int argc, char **argv, char **rest)
{
    *a = (validate_args){.words = (const char **)rest};
    int n;
    int rc = many_options(a, argc, argv, rest, &n);
    if (rc == EXIT_VALID)
        rc = cli_book_args(&cli_validate, n, rest, &a->catalog, &a->system, &a->json,
                           roster_word, a); /* the words go back into rest, in order */
    if (rc == EXIT_VALID && a->catalog == NULL)
        return cli_usage_error(&cli_validate, "--catalog BOOK.json is missing");
    if (rc == EXIT_VALID && a->word_count == 0 && a->list == NULL)
        return cli_usage_error(&cli_validate, "the ROSTER.json file is missing");
    if (rc == EXIT_VALID && a->system && !cli_is_bsdata_book(a->catalog))
        return cli_usage_error(&cli_validate, "--gst goes with a BattleScribe catalogue "
                               "(--catalog BOOK.cat)");
    if (rc == EXIT_VALID && a->word_count == 1 && a->list == NULL)
        a->roster = a->words[0];
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

/* Whether the run is of one roster file, printed as it always was: one
 * word, not a directory, and no --list. */
static bool one_roster(const validate_args *a)
{
    struct stat st;
    return a->roster && !(stat(a->roster, &st) == 0 && S_ISDIR(st.st_mode));
}

static int run(int argc, char **argv)
{
    validate_args a;
    char **rest = malloc((size_t)(argc > 0 ? argc : 1) * sizeof *rest);
    if (rest == NULL)
        return cli_error("out of memory");
    int rc = parse(&a, argc, argv, rest);
    int jobs = 1;
    if (rc == EXIT_VALID && a.jobs)
        rc = cli_int_arg(&cli_validate, "--jobs", a.jobs, 1, CLI_JOBS_MAX, &jobs);
    if (rc != EXIT_VALID)
        ;
    else if (one_roster(&a) && cli_is_bsdata_book(a.catalog)) /* imported, then as any roster */
        rc = cli_with_bsdata_roster(a.system, a.catalog, a.roster, report, &a);
    else if (one_roster(&a))
        rc = cli_with_roster(a.catalog, a.roster, report, &a);
    else
        rc = cli_validate_many(&(cli_many_args){.catalog = a.catalog, .system = a.system,
                                                .words = a.words, .word_count = a.word_count,
                                                .list = a.list, .jobs = (unsigned)jobs,
                                                .json = a.json});
    free(rest);
    return rc;
}

const cli_command cli_validate = {
    .name = "validate",
    .synopsis = "--catalog BOOK.json ROSTER.json... [--json]\n"
                "                       [--jobs N] [--list FILE] |\n"
                "                       --catalog BOOK.cat [--gst SYSTEM.gst] ROSTER.ros...\n"
                "                       [--json] [--jobs N] [--list FILE]",
    .summary = "Check a roster for The 9th Age (wargen-roster/1) against its army book\n"
               "(wargen-catalog/1): price every unit (R3, R4) and report every broken rule\n"
               "of R5-R13, each with its code, rule, units and figures (R14). Shows the\n"
               "units, the points per category with their share of the limit, and the total.\n"
               "Several rosters (or a directory, or --list) are checked in one run, the\n"
               "book read once: one line per roster and a total.",
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
            "  --list FILE          also validate the rosters FILE names, one a line\n"
            "                       (- reads the names from standard input)\n"
            "  --jobs N             validate N rosters at a time, in N threads (1 to 64,\n"
            "                       default 1); the output is the same for every N\n"
            "  --help               this text\n"
            "\n"
            "Units are numbered from 0, in the roster's order. Exit status: 0 valid,\n"
            "1 the roster breaks a rule, 2 bad usage or a bad file\n"
            "('wargen: file:line:column: path: message' on stderr).\n"
            "\n"
            "Several rosters: more than one ROSTER, a directory (its *.json files, or\n"
            "*.ros and *.rosz with BOOK.cat, in the order of their names) or --list.\n"
            "Each roster prints one line, its file then 'valid' or 'invalid:' and its\n"
            "violation codes, or 'error' for a file that cannot be read (its error on\n"
            "stderr; the others are still validated), then a total:\n"
            "'N rosters: V valid, I invalid, E not read'. With --json, one line per\n"
            "roster (JSON Lines), in input order: the report above with \"file\" first,\n"
            "or {\"file\", \"error\"} for a file that cannot be read. Exit status: 2 if\n"
            "any file could not be read, else 1 if any roster is invalid, else 0.\n",
    .run = run,
};
