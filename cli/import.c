/* wargen import catalog|roster: BattleScribe's army books (a game system .gst
 * and a catalogue .cat) and rosters (.ros, zipped .rosz) as wargen-catalog/1
 * and wargen-roster/1 documents (wargen/bsdata.h). What the library could
 * not map is a warning on stderr, not a failure; a build without the
 * importer fails with the library's WG_ENOTSUP message. */
#include <errno.h>
#include <string.h>

#include "cli.h"

typedef struct import_args {
    const char *kind, *system, *book, *roster, *output;
} import_args;

/* ---- shared with validate ------------------------------------------------- */

bool cli_is_bsdata_book(const char *path)
{
    size_t n = path ? strlen(path) : 0;
    return n > 4 && strcmp(path + n - 4, ".cat") == 0;
}

void cli_print_warnings(FILE *f, const wg_problems *warnings)
{
    char line[CLI_ERROR_LINE_SIZE];
    size_t n = wg_problems_count(warnings), more = wg_problems_omitted(warnings);
    for (size_t i = 0; i < n; i++) {
        wg_error_format(line, sizeof line, wg_problems_at(warnings, i));
        fprintf(f, "wargen: warning: %s\n", line);
    }
    if (more)
        fprintf(f, "wargen: warning: %zu more warning%s not listed\n", more,
                more == 1 ? "" : "s");
}

/* The end of an importer's call: its warnings printed on success, its
 * error on failure (cli_lib_error); the warnings freed. */
static int finish(wg_status st, wg_problems *warnings, const wg_error *err)
{
    int rc = st == WG_OK ? EXIT_VALID : cli_lib_error(err);
    if (rc == EXIT_VALID)
        cli_print_warnings(stderr, warnings);
    wg_problems_free(warnings);
    return rc;
}

int cli_load_bsdata_book(wg_bsdata_book **out, const char *system_path, const char *book_path)
{
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st = wg_bsdata_book_load_files(out, &warnings, system_path, book_path, &err);
    return finish(st, warnings, &err);
}

/* The roster file of book read once: as a roster of the book's catalogue
 * (*roster, freed by the caller before the book) when json is NULL, else
 * as a wargen-roster/1 document (*json, freed by the caller with wg_free);
 * its warnings printed. */
static int import_roster(wg_roster **roster, char **json, const wg_bsdata_book *book,
                         const char *roster_path)
{
    wg_problems *warnings = NULL;
    wg_error err;
    wg_status st =
        json ? wg_bsdata_book_import_roster_file(json, &warnings, book, roster_path, &err)
             : wg_bsdata_book_load_roster_file(roster, &warnings, book, roster_path, &err);
    return finish(st, warnings, &err);
}

int cli_with_bsdata_roster(const char *system_path, const char *book_path,
                           const char *roster_path,
                           int (*use)(const void *ctx, const wg_catalog *catalog,
                                      const wg_roster *roster),
                           const void *ctx)
{
    wg_bsdata_book *book = NULL;
    wg_roster *roster = NULL;
    int rc = cli_load_bsdata_book(&book, system_path, book_path);
    if (rc == EXIT_VALID)
        rc = import_roster(&roster, NULL, book, roster_path);
    if (rc == EXIT_VALID)
        rc = use(ctx, wg_bsdata_book_catalog(book), roster);
    wg_roster_free(roster);
    wg_bsdata_book_free(book);
    return rc;
}

/* ---- the command ------------------------------------------------------------ */

static int word(import_args *a, const char *w)
{
    if (a->kind == NULL) {
        if (strcmp(w, "catalog") != 0 && strcmp(w, "roster") != 0)
            return cli_usage_error(&cli_import, "\"%s\" is neither catalog nor roster", w);
        a->kind = w;
        return EXIT_VALID;
    }
    if (strcmp(a->kind, "catalog") == 0)
        return cli_usage_error(&cli_import, "import catalog takes no file but its options, "
                               "not '%s'", w);
    if (a->roster)
        return cli_usage_error(&cli_import, "one roster file only, not '%s' too", w);
    return cli_file_arg(&cli_import, "ROSTER.ros", w, &a->roster);
}

/* --gst, --cat and -o (--output), each once. */
static int option(import_args *a, int argc, char **argv, int *i, bool *matched)
{
    static const char *const names[] = {"--gst", "--cat", "-o", "--output"};
    const char **slots[] = {&a->system, &a->book, &a->output, &a->output};
    for (int k = 0; k < 4; k++) {
        const char *v;
        bool missing;
        if (!cli_option(argc, argv, i, names[k], &v, &missing))
            continue;
        *matched = true;
        if (*slots[k])
            return cli_usage_error(&cli_import, "one %s only", names[k]);
        return cli_file_arg(&cli_import, names[k], v, slots[k]);
    }
    *matched = false;
    return EXIT_VALID;
}

static int parse(import_args *a, int argc, char **argv)
{
    *a = (import_args){0};
    for (int i = 0; i < argc; i++) {
        bool matched;
        int rc = option(a, argc, argv, &i, &matched);
        if (rc == EXIT_VALID && !matched) {
            if (argv[i][0] == '-' && argv[i][1] != '\0')
                return cli_usage_error(&cli_import, "unknown argument '%s'", argv[i]);
            rc = word(a, argv[i]);
        }
        if (rc != EXIT_VALID)
            return rc;
    }
    if (a->kind == NULL)
        return cli_usage_error(&cli_import, "what to import (catalog or roster) is missing");
    if (a->book == NULL)
        return cli_usage_error(&cli_import, "--cat BOOK.cat is missing");
    if (strcmp(a->kind, "roster") == 0 && a->roster == NULL)
        return cli_usage_error(&cli_import, "the ROSTER.ros file is missing");
    return EXIT_VALID;
}

/* The document and a newline on stdout, or in the file path. */
static int write_document(const char *json, const char *path)
{
    if (path == NULL) {
        puts(json);
        return EXIT_VALID;
    }
    FILE *f = fopen(path, "w");
    bool ok = f != NULL && fputs(json, f) >= 0 && fputc('\n', f) != EOF;
    if (f != NULL && fclose(f) != 0)
        ok = false;
    return ok ? EXIT_VALID : cli_error("%s: cannot write: %s", path, strerror(errno));
}

static int run(int argc, char **argv)
{
    import_args a;
    wg_bsdata_book *book = NULL;
    char *json = NULL;
    wg_error err;
    int rc = parse(&a, argc, argv);
    if (rc == EXIT_VALID)
        rc = cli_load_bsdata_book(&book, a.system, a.book);
    if (rc == EXIT_VALID && a.roster)
        rc = import_roster(NULL, &json, book, a.roster);
    else if (rc == EXIT_VALID &&
             wg_catalog_to_json(&json, wg_bsdata_book_catalog(book), &err) != WG_OK)
        rc = cli_lib_error(&err);
    if (rc == EXIT_VALID)
        rc = write_document(json, a.output);
    wg_free(json);
    wg_bsdata_book_free(book);
    return rc;
}

const cli_command cli_import = {
    .name = "import",
    .synopsis = "catalog|roster [--gst SYSTEM.gst] --cat BOOK.cat [ROSTER.ros]\n"
                "                     [-o FILE]",
    .summary = "Import BattleScribe data (schema 2.03) of The 9th Age 0.9-1.1: an army book\n"
               "(the game system SYSTEM.gst and the catalogue BOOK.cat) as a wargen-catalog/1\n"
               "document, or a roster of it (ROSTER.ros, or ROSTER.rosz zipped) as a\n"
               "wargen-roster/1 document, which 'wargen validate' checks (R1-R14).",
    .help = "usage:\n"
            "  wargen import catalog [--gst SYSTEM.gst] --cat BOOK.cat [-o BOOK.json]\n"
            "  wargen import roster [--gst SYSTEM.gst] --cat BOOK.cat ROSTER.ros|ROSTER.rosz\n"
            "                       [-o ROSTER.json]\n"
            "\n"
            "options:\n"
            "  --gst SYSTEM.gst  the game system; by default the .gst file beside BOOK.cat\n"
            "                    whose id the catalogue names (as BattleScribe finds it)\n"
            "  --cat BOOK.cat    the army book's catalogue\n"
            "  -o FILE           write the document to FILE instead of stdout\n"
            "  --output FILE     the same as -o FILE\n"
            "  --help            this text\n"
            "\n"
            "What cannot map (an option or a price that depends on a condition) is\n"
            "imported without its condition or left out, with one line each on stderr:\n"
            "'wargen: warning: file:line:column: path: message' (path: the XML element).\n"
            "'wargen validate --catalog BOOK.cat ROSTER.ros' imports and validates in one\n"
            "step. Exit status: 0 imported (warnings too), 2 bad usage, a bad file, a book\n"
            "of another edition, or a wargen built without the importer\n"
            "('wargen: file:line:column: path: message' on stderr).\n",
    .run = run,
};
