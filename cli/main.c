/* wargen: the command-line front end of libwargen. Exit statuses are the
 * contract of docs/FORMATS.md: 0 success, 1 input that breaks a rule, 2 bad
 * usage or bad input. */
#include <string.h>

#include "cli.h"

static const cli_command *const commands[] = {
    &cli_generate,
    &cli_replay,
    &cli_table,
    &cli_validate,
    &cli_import,
    &cli_roster,
    &cli_game,
    &cli_roll,
    &cli_morale,
    &cli_modify,
};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

static void print_usage(FILE *out)
{
    fprintf(out, "usage: wargen [--version] [--help] COMMAND [ARGS]\n\ncommands:\n");
    for (int i = 0; i < N_COMMANDS; i++)
        fprintf(out, "  wargen %s %s\n", commands[i]->name, commands[i]->synopsis);
    fprintf(out, "\n'wargen COMMAND --help' (or 'wargen help COMMAND') describes a command.\n"
                 "Exit status: 0 success, 1 input that breaks a rule, 2 bad usage or input.\n");
}

static const cli_command *find(const char *name)
{
    for (int i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i]->name, name) == 0)
            return commands[i];
    return NULL;
}

static bool wants_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return true;
    return false;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        print_usage(stderr);
        return EXIT_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--version") == 0) {
        printf("wargen %s (libwargen %s)\n", WG_VERSION_STRING, wg_version());
        return EXIT_VALID;
    }
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
        print_usage(stdout);
        return EXIT_VALID;
    }
    if (strcmp(name, "help") == 0) {
        /* help about help (help help, help --help): the list of commands */
        bool topic = argc > 2 && strcmp(argv[2], "help") != 0 && !wants_help(1, argv + 2);
        const cli_command *cmd = topic ? find(argv[2]) : NULL;
        if (topic && cmd == NULL) {
            fprintf(stderr, "wargen: no command '%s'\n", argv[2]);
            return EXIT_USAGE;
        }
        cmd ? cli_print_help(cmd) : print_usage(stdout);
        return EXIT_VALID;
    }
    const cli_command *cmd = find(name);
    if (cmd == NULL) {
        fprintf(stderr, "wargen: no command '%s'\n", name);
        print_usage(stderr);
        return EXIT_USAGE;
    }
    if (wants_help(argc - 2, argv + 2)) {
        cli_print_help(cmd);
        return EXIT_VALID;
    }
    return cmd->run(argc - 2, argv + 2);
}
