/* Argument parsing, error printing and table loading shared by the subcommands. */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "wargen %s: ", cmd->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nusage: wargen %s %s\n(see 'wargen %s --help')\n", cmd->name, cmd->synopsis,
            cmd->name);
    return EXIT_USAGE;
}

int cli_lib_error(const wg_error *err)
{
    char line[CLI_ERROR_LINE_SIZE];
    wg_error_format(line, sizeof line, err);
    fprintf(stderr, "wargen: %s\n", line);
    return EXIT_USAGE;
}

void cli_print_help(const cli_command *cmd)
{
    printf("usage: wargen %s %s\n\n%s\n\n%s", cmd->name, cmd->synopsis, cmd->summary, cmd->help);
}

int cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("wargen: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return EXIT_USAGE;
}

bool cli_option(int argc, char **argv, int *i, const char *name, const char **value,
                bool *missing)
{
    size_t n = strlen(name);
    const char *arg = argv[*i];
    *missing = false;
    if (strncmp(arg, name, n) != 0)
        return false;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        return true;
    }
    if (arg[n] != '\0')
        return false;
    if (*i + 1 >= argc) {
        *value = NULL;
        *missing = true;
        return true;
    }
    *value = argv[++*i];
    return true;
}

bool cli_parse_u64(const char *s, uint64_t min, uint64_t max, uint64_t *out)
{
    if (s == NULL || *s < '0' || *s > '9')
        return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end || v < min || v > max)
        return false;
    *out = v;
    return true;
}

int cli_u64_arg(const cli_command *cmd, const char *name, const char *value, uint64_t min,
                uint64_t max, uint64_t *out)
{
    if (!cli_parse_u64(value, min, max, out))
        return cli_usage_error(cmd, "%s takes a whole number from %" PRIu64 " to %" PRIu64, name,
                               min, max);
    return EXIT_VALID;
}

int cli_int_arg(const cli_command *cmd, const char *name, const char *value, int min, int max,
                int *out)
{
    uint64_t v;
    if (!cli_parse_u64(value, (uint64_t)min, (uint64_t)max, &v))
        return cli_usage_error(cmd, "%s takes a whole number from %d to %d", name, min, max);
    *out = (int)v;
    return EXIT_VALID;
}

int cli_file_arg(const cli_command *cmd, const char *name, const char *value, const char **out)
{
    if (value == NULL || *value == '\0')
        return cli_usage_error(cmd, "%s takes a file name", name);
    *out = value;
    return EXIT_VALID;
}

int cli_book_args(const cli_command *cmd, int argc, char **argv, const char **catalog,
                  const char **system, bool *json, int (*word)(void *args, const char *w),
                  void *args)
{
    for (int i = 0; i < argc; i++) {
        const char *v;
        bool missing;
        int rc = EXIT_VALID;
        if (strcmp(argv[i], "--json") == 0) {
            *json = true;
        } else if (cli_option(argc, argv, &i, "--catalog", &v, &missing)) {
            if (*catalog)
                return cli_usage_error(cmd, "one --catalog only");
            rc = cli_file_arg(cmd, "--catalog", v, catalog);
        } else if (system && cli_option(argc, argv, &i, "--gst", &v, &missing)) {
            if (*system)
                return cli_usage_error(cmd, "one --gst only");
            rc = cli_file_arg(cmd, "--gst", v, system);
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_usage_error(cmd, "unknown argument '%s'", argv[i]);
        } else {
            rc = word(args, argv[i]);
        }
        if (rc != EXIT_VALID)
            return rc;
    }
    return EXIT_VALID;
}

int cli_roster_word(const cli_command *cmd, const char **roster, const char *w)
{
    if (*roster)
        return cli_usage_error(cmd, "one roster file only, not '%s' too", w);
    *roster = w;
    return EXIT_VALID;
}

int cli_book_given(const cli_command *cmd, const char *catalog, const char *roster)
{
    if (catalog == NULL)
        return cli_usage_error(cmd, "--catalog BOOK.json is missing");
    if (roster == NULL || *roster == '\0')
        return cli_usage_error(cmd, "the ROSTER.json file is missing");
    return EXIT_VALID;
}

int cli_load_table(wg_table **out, const char *path)
{
    wg_error err;
    wg_status st = path ? wg_table_load_file(out, path, &err) : wg_table_new_default(out, &err);
    return st == WG_OK ? EXIT_VALID : cli_lib_error(&err);
}

void cli_print_violations(size_t count, const wg_violation *(*at)(const void *owner, size_t index),
                          const void *owner)
{
    if (count == 0) {
        printf("\nvalid\n");
        return;
    }
    printf("\ninvalid: %zu violation%s\n", count, count == 1 ? "" : "s");
    for (size_t i = 0; i < count; i++) {
        const wg_violation *v = at(owner, i);
        printf("  %s (%s): %s\n", v->code, v->rule, v->message);
        for (size_t k = 0; k < v->unit_count; k++)
            printf("%s#%zu", k ? ", " : "    units ", v->units[k]);
        if (v->unit_count)
            putchar('\n');
    }
}

int cli_with_roster(const char *catalog_path, const char *roster_path,
                    int (*use)(const void *ctx, const wg_catalog *catalog, const wg_roster *roster),
                    const void *ctx)
{
    wg_catalog *catalog = NULL;
    wg_roster *roster = NULL;
    wg_error err;
    int rc;
    if (wg_catalog_load_file(&catalog, catalog_path, &err) != WG_OK ||
        wg_roster_load_file(&roster, catalog, roster_path, &err) != WG_OK)
        rc = cli_lib_error(&err);
    else
        rc = use(ctx, catalog, roster);
    wg_roster_free(roster);
    wg_catalog_free(catalog);
    return rc;
}

void cli_print_text(const char *s)
{
    cli_fprint_text(stdout, s);
}

void cli_fprint_text(FILE *f, const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++)
        putc(*c < 0x20 || *c == 0x7F ? '?' : *c, f);
}
