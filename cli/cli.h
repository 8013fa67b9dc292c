/* Shared helpers of the wargen command. The command is built on the public
 * API only (wargen.h), like any other user of the library. */
#ifndef WARGEN_CLI_H
#define WARGEN_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "wargen.h"

/* Exit statuses: FORMATS.md, "Command line". */
enum { EXIT_VALID = 0, EXIT_RULE = 1, EXIT_USAGE = 2 };

/* One subcommand: run() gets argv after the subcommand name. */
typedef struct cli_command {
    const char *name;
    const char *synopsis;   /* one line: arguments, after "wargen NAME " */
    const char *summary;    /* one line: what it does */
    const char *help;       /* the rest of --help: options, one per line */
    int (*run)(int argc, char **argv);
} cli_command;

extern const cli_command cli_roll;

/* Print "wargen NAME: message" and the usage hint to stderr; returns EXIT_USAGE. */
int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Print a library error as "wargen: file:line:column: path: message"; returns EXIT_USAGE. */
int cli_lib_error(const wg_error *err);
/* Full --help text of a subcommand on stdout. */
void cli_print_help(const cli_command *cmd);

/* Is argv[*i] the option name, as "--name VALUE" or "--name=VALUE"? If so
 * *value is set (and *i advanced past a separate value). A missing value
 * is a usage error: *value is NULL and *missing is set. */
bool cli_option(int argc, char **argv, int *i, const char *name, const char **value,
                bool *missing);
/* Parse a decimal unsigned integer in [min, max]; false on bad input. */
bool cli_parse_u64(const char *s, uint64_t min, uint64_t max, uint64_t *out);
/* A seed from the operating system, for runs without --seed (small enough
 * to type back, and exact in every JSON reader). */
uint64_t cli_fresh_seed(void);

#endif
