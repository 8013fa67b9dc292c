/* wargen replay: a wargen-log/1 log replayed to the identical session (G11),
 * printed as generate printed it. */
#include <string.h>

#include "cli.h"

typedef struct replay_args {
    const char *log, *table;
    bool json;
} replay_args;

static int parse_option(replay_args *a, int argc, char **argv, int *i)
{
    const char *v;
    bool missing;
    if (strcmp(argv[*i], "--json") == 0) {
        a->json = true;
        return EXIT_VALID;
    }
    if (cli_option(argc, argv, i, "--table", &v, &missing))
        return cli_file_arg(&cli_replay, "--table", v, &a->table);
    if (argv[*i][0] == '-' && argv[*i][1] != '\0')
        return cli_usage_error(&cli_replay, "unknown argument '%s'", argv[*i]);
    if (a->log)
        return cli_usage_error(&cli_replay, "one log only, not '%s' too", argv[*i]);
    a->log = argv[*i];
    return EXIT_VALID;
}

static int parse(replay_args *a, int argc, char **argv)
{
    *a = (replay_args){0};
    for (int i = 0; i < argc; i++) {
        int rc = parse_option(a, argc, argv, &i);
        if (rc != EXIT_VALID)
            return rc;
    }
    if (a->log == NULL)
        return cli_usage_error(&cli_replay, "the log file to replay is missing");
    return EXIT_VALID;
}

static int run(int argc, char **argv)
{
    replay_args a;
    wg_table *table = NULL;
    wg_session *session = NULL;
    wg_error err;
    int rc = parse(&a, argc, argv);
    if (rc == EXIT_VALID)
        rc = cli_load_table(&table, a.table);
    if (rc == EXIT_VALID && wg_session_replay_file(&session, table, a.log, &err) != WG_OK)
        rc = cli_lib_error(&err);
    if (rc == EXIT_VALID && cli_print_session(session, a.table, a.json, &err) != WG_OK)
        rc = cli_lib_error(&err);
    wg_session_free(session);
    wg_table_free(table);
    return rc;
}

const cli_command cli_replay = {
    .name = "replay",
    .synopsis = "LOG [--table FILE] [--json]",
    .summary = "Replay a wargen-log/1 log (written by 'wargen generate --log') and print the\n"
               "session exactly as generate printed it. A log that does not replay (edited,\n"
               "or made with another table) is an error naming the first bad step.",
    .help = "options:\n"
            "  --table FILE   the wargen-table/1 file the log was made with (default: the\n"
            "                 default table); its digest must be the log's\n"
            "  --json         the session as one JSON object, as 'generate --json' prints it\n"
            "  --help         this text\n",
    .run = run,
};
