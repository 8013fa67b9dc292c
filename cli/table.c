/* wargen table: check a generator table file, or show one (rules G2, G4, G12). */
#include <string.h>

#include "cli.h"

/* Every problem of the file on stderr; valid: a line on stdout. */
static int check(const char *path)
{
    wg_problems *problems = NULL;
    wg_table *table = NULL;
    wg_error err;
    if (wg_table_check_file(&problems, path, &err) != WG_OK)
        return cli_lib_error(&err);
    size_t n = wg_problems_count(problems), more = wg_problems_omitted(problems);
    for (size_t i = 0; i < n; i++)
        cli_lib_error(wg_problems_at(problems, i));
    if (more > 0)
        fprintf(stderr, "wargen: %s: and %zu more problems\n", path, more);
    wg_problems_free(problems);
    if (n > 0)
        return EXIT_USAGE;
    int rc = cli_load_table(&table, path);
    if (rc == EXIT_VALID)
        printf("%s: valid table (%d entries, digest %s)\n", path, WG_TABLE_ENTRIES,
               wg_table_digest(table));
    wg_table_free(table);
    return rc;
}

static void print_listing(const wg_table *table)
{
    char units[CLI_UNITS_SIZE];
    printf("%s (digest %s)\nroll  AP  units (* may be reinforced, G7)\n", wg_table_name(table),
           wg_table_digest(table));
    for (size_t i = 0; i < WG_TABLE_ENTRIES; i++) {
        const wg_gen_entry *e = wg_table_entry_at(table, i);
        cli_format_slots(units, sizeof units, e->slots, NULL, e->slot_count);
        printf("%4d  %2d  %s\n", e->roll, e->cost, units);
    }
}

static int print_json(const wg_table *table)
{
    char *text = NULL;
    wg_error err;
    if (wg_table_to_json(&text, table, &err) != WG_OK)
        return cli_lib_error(&err);
    fputs(text, stdout);
    wg_free(text);
    return EXIT_VALID;
}

static int show(const char *path, bool json)
{
    wg_table *table = NULL;
    int rc = cli_load_table(&table, path);
    if (rc == EXIT_VALID && json)
        rc = print_json(table);
    else if (rc == EXIT_VALID)
        print_listing(table);
    wg_table_free(table);
    return rc;
}

/* The arguments after check or show: at most one FILE, and --json (show only). */
static int parse(int argc, char **argv, bool allow_json, const char **file, bool *json)
{
    *file = NULL;
    *json = false;
    for (int i = 0; i < argc; i++) {
        if (allow_json && strcmp(argv[i], "--json") == 0)
            *json = true;
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error(&cli_table, "unknown argument '%s'", argv[i]);
        else if (*file)
            return cli_usage_error(&cli_table, "one table file only, not '%s' too", argv[i]);
        else
            *file = argv[i];
    }
    return EXIT_VALID;
}

static int run(int argc, char **argv)
{
    const char *file;
    bool json;
    if (argc < 1)
        return cli_usage_error(&cli_table, "a subcommand is missing: check or show");
    bool is_check = strcmp(argv[0], "check") == 0;
    if (!is_check && strcmp(argv[0], "show") != 0)
        return cli_usage_error(&cli_table, "unknown subcommand '%s' (check or show)", argv[0]);
    int rc = parse(argc - 1, argv + 1, !is_check, &file, &json);
    if (rc != EXIT_VALID)
        return rc;
    if (!is_check)
        return show(file, json);
    if (file == NULL)
        return cli_usage_error(&cli_table, "check needs the table FILE");
    return check(file);
}

const cli_command cli_table = {
    .name = "table",
    .synopsis = "check FILE | show [FILE] [--json]",
    .summary = "Check or show an army generator table (wargen-table/1: 36 entries, one per\n"
               "D66 value, each with its AP cost and unit slots).",
    .help = "subcommands:\n"
            "  check FILE          report every problem of FILE, each as\n"
            "                      'wargen: file:line:column: path: message' on stderr;\n"
            "                      exit 0 when there are none, 2 otherwise\n"
            "  show [FILE]         list the 36 entries of FILE (default: the default table)\n"
            "  show [FILE] --json  the table as a wargen-table/1 document, to edit and use\n"
            "                      with 'generate --table'\n"
            "  --help              this text\n",
    .run = run,
};
