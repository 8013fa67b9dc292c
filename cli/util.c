/* Argument parsing and error printing shared by the subcommands. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
    char line[WG_ERROR_FILE_SIZE + WG_ERROR_PATH_SIZE + WG_ERROR_MESSAGE_SIZE + 64];
    wg_error_format(line, sizeof line, err);
    fprintf(stderr, "wargen: %s\n", line);
    return EXIT_USAGE;
}

void cli_print_help(const cli_command *cmd)
{
    printf("usage: wargen %s %s\n\n%s\n\n%s", cmd->name, cmd->synopsis, cmd->summary, cmd->help);
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

uint64_t cli_fresh_seed(void)
{
    uint64_t seed = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        if (fread(&seed, sizeof seed, 1, f) != 1)
            seed = 0;
        fclose(f);
    }
    if (seed == 0)
        seed = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
    return seed % 1000000000u;
}
