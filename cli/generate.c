/* wargen generate: Open War armies (rules G1-G12) in automatic sessions, or
 * with --distribution the exact distributions of such armies. */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <string.h>

#include "cli.h"
#include "progress.h"

typedef struct gen_args {
    wg_session_options opt;
    uint64_t seed, count;
    bool seeded, sized, limited, counted, json, distribution;
    const char *table, *log, *joint_arg;
    cli_joint joint;
} gen_args;

static int parse_size(gen_args *a, const char *v)
{
    wg_army_size size;
    a->sized = true;
    if (v == NULL || wg_army_size_parse(&size, v, NULL) != WG_OK)
        return cli_usage_error(&cli_generate, "--size takes small, medium or large");
    a->opt.limit = wg_army_size_limit(size);
    return EXIT_VALID;
}

/* --joint TYPE,TYPE: the two unit types of the joint distribution. */
static int parse_joint(gen_args *a, const char *v)
{
    const char *comma = v ? strchr(v, ',') : NULL;
    char first[32];
    if (comma == NULL || (size_t)(comma - v) >= sizeof first)
        return cli_usage_error(&cli_generate, "--joint takes two unit types: TYPE,TYPE");
    memcpy(first, v, (size_t)(comma - v));
    first[comma - v] = '\0';
    if (wg_gen_unit_type_parse(&a->joint.type, first, NULL) != WG_OK ||
        wg_gen_unit_type_parse(&a->joint.type2, comma + 1, NULL) != WG_OK)
        return cli_usage_error(&cli_generate, "--joint takes two unit types: TYPE,TYPE, each "
                               "horde, regular, elite, guard, siege-breaker, gigantic, champion "
                               "or conqueror");
    a->joint_arg = v;
    return EXIT_VALID;
}

static bool parse_flag(gen_args *a, const char *arg)
{
    if (strcmp(arg, "--json") == 0)
        a->json = true;
    else if (strcmp(arg, "--cards") == 0)
        a->opt.mode = WG_DRAW_MODE_CARDS;
    else if (strcmp(arg, "--per-player-decks") == 0)
        a->opt.per_player_decks = true;
    else if (strcmp(arg, "--distribution") == 0)
        a->distribution = true;
    else
        return false;
    return true;
}

/* Options with a value; *known is cleared for an argument that is none. */
static int parse_value(gen_args *a, int argc, char **argv, int *i, bool *known)
{
    const char *v;
    bool missing;
    *known = true;
    if (cli_option(argc, argv, i, "--size", &v, &missing))
        return parse_size(a, v);
    if (cli_option(argc, argv, i, "--limit", &v, &missing)) {
        a->limited = true;
        return cli_int_arg(&cli_generate, "--limit", v, 1, INT_MAX, &a->opt.limit);
    }
    if (cli_option(argc, argv, i, "--players", &v, &missing))
        return cli_int_arg(&cli_generate, "--players", v, 1, 2, &a->opt.players);
    if (cli_option(argc, argv, i, "--first-player", &v, &missing))
        return cli_int_arg(&cli_generate, "--first-player", v, 1, 2, &a->opt.first_player);
    if (cli_option(argc, argv, i, "--count", &v, &missing)) {
        a->counted = true;
        return cli_u64_arg(&cli_generate, "--count", v, 1, UINT32_MAX, &a->count);
    }
    if (cli_option(argc, argv, i, "--joint", &v, &missing))
        return parse_joint(a, v);
    if (cli_option(argc, argv, i, "--seed", &v, &missing)) {
        a->seeded = true;
        return cli_u64_arg(&cli_generate, "--seed", v, 0, UINT64_MAX, &a->seed);
    }
    if (cli_option(argc, argv, i, "--table", &v, &missing))
        return cli_file_arg(&cli_generate, "--table", v, &a->table);
    if (cli_option(argc, argv, i, "--log", &v, &missing))
        return cli_file_arg(&cli_generate, "--log", v, &a->log);
    *known = false;
    return EXIT_VALID;
}

/* Options that are each fine alone but not together. */
static int check_combination(const gen_args *a)
{
    if (a->sized && a->limited)
        return cli_usage_error(&cli_generate, "--size and --limit cannot be used together");
    if (a->opt.first_player > a->opt.players)
        return cli_usage_error(&cli_generate, "--first-player 2 needs --players 2");
    /* the library refuses this too (G3), in its own names and only once the
     * table is read: the usage error names the flags (tests/cli pin its words) */
    if (a->opt.per_player_decks && a->opt.mode != WG_DRAW_MODE_CARDS)
        return cli_usage_error(&cli_generate, "--per-player-decks needs --cards");
    if (a->log && a->count != 1)
        return cli_usage_error(&cli_generate, "--log records one session: it cannot be used "
                               "with --count %" PRIu64, a->count);
    if (a->joint_arg && !a->distribution)
        return cli_usage_error(&cli_generate, "--joint goes with --distribution");
    /* exact odds draw nothing: options about drawn sessions are mistakes */
    if (a->distribution && (a->seeded || a->counted || a->log))
        return cli_usage_error(&cli_generate, "--distribution computes exact odds and draws "
                               "nothing: it takes no %s", a->seeded ? "--seed"
                               : a->counted ? "--count" : "--log");
    return EXIT_VALID;
}

static int parse(gen_args *a, int argc, char **argv)
{
    *a = (gen_args){.count = 1};
    wg_session_options_init(&a->opt);
    for (int i = 0; i < argc; i++) {
        bool known = parse_flag(a, argv[i]);
        int rc = known ? EXIT_VALID : parse_value(a, argc, argv, &i, &known);
        if (rc != EXIT_VALID)
            return rc;
        if (!known)
            return cli_usage_error(&cli_generate, "unknown argument '%s'", argv[i]);
    }
    if (!a->seeded)
        a->seed = wg_rng_fresh_seed();
    return check_combination(a);
}

static int write_log(const wg_session *s, const char *path)
{
    char *log = NULL;
    wg_error err;
    if (wg_session_log_to_json(&log, s, &err) != WG_OK)
        return cli_lib_error(&err);
    FILE *f = fopen(path, "w");
    bool ok = f != NULL && fputs(log, f) >= 0;
    if (f != NULL && fclose(f) != 0)
        ok = false;
    wg_free(log);
    return ok ? EXIT_VALID : cli_error("%s: cannot write the log: %s", path, strerror(errno));
}

/* One session made and printed; a failure ends the progress line before
 * its message. */
static int one_session(const gen_args *a, const wg_table *table, uint64_t seed,
                       cli_progress *progress)
{
    wg_session *s = NULL;
    wg_error err;
    int rc = EXIT_VALID;
    if (wg_session_new(&s, table, seed, &a->opt, &err) != WG_OK ||
        wg_session_run(s, NULL, &err) != WG_OK)
        rc = cli_progress_error(progress, &err);
    if (rc == EXIT_VALID && a->log) /* one session only: never a progress line */
        rc = write_log(s, a->log);
    if (rc == EXIT_VALID && cli_print_session(s, a->table, a->json, &err) != WG_OK)
        rc = cli_progress_error(progress, &err);
    wg_session_free(s);
    return rc;
}

/* With --count N > 1: the run's seed, so the whole run can be repeated. */
static void announce(const gen_args *a)
{
    if (a->count == 1)
        return;
    if (!a->json)
        printf("%" PRIu64 " sessions from seed %" PRIu64 " (repeat with --seed %" PRIu64
               " --count %" PRIu64 ")\n", a->count, a->seed, a->seed, a->count);
    else if (!a->seeded)
        fprintf(stderr, "wargen generate: seed %" PRIu64 " (repeat with --seed %" PRIu64 ")\n",
                a->seed, a->seed);
}

static int run(int argc, char **argv)
{
    gen_args a;
    wg_table *table = NULL;
    wg_rng *stream = NULL;
    wg_error err;
    int rc = parse(&a, argc, argv);
    if (rc == EXIT_VALID)
        rc = cli_load_table(&table, a.table);
    if (rc == EXIT_VALID && a.distribution) {
        rc = cli_distribution(&a.opt, table, a.table, a.joint_arg ? &a.joint : NULL, a.json);
        wg_table_free(table);
        return rc;
    }
    if (rc == EXIT_VALID && wg_rng_new(&stream, a.seed, &err) != WG_OK)
        rc = cli_lib_error(&err);
    if (rc == EXIT_VALID)
        announce(&a);
    cli_progress progress;
    cli_progress_start(&progress, "generate", a.count);
    for (uint64_t k = 1; rc == EXIT_VALID && k <= a.count; k++) {
        /* one session: the seed itself; more: each its own seed from the
         * stream, below 2^53 so that every JSON reader keeps it exact */
        uint64_t seed = a.count == 1 ? a.seed : wg_rng_next(stream) >> 11;
        if (!a.json && k > 1)
            putchar('\n');
        rc = one_session(&a, table, seed, &progress);
        fflush(stdout); /* each session as soon as it is made, for a reader on a pipe */
        cli_progress_step(&progress, k);
    }
    cli_progress_end(&progress);
    wg_rng_free(stream);
    wg_table_free(table);
    return rc;
}

const cli_command cli_generate = {
    .name = "generate",
    .synopsis = "[--size small|medium|large | --limit N] [--players 1|2]\n"
                "                       [--cards] [--per-player-decks] [--seed S] [--count N]\n"
                "                       [--table FILE] [--log FILE] [--first-player 1|2] [--json]\n"
                "                       [--distribution [--joint TYPES]]",
    .summary = "Generate Open War armies (rules G1-G12): each player draws from a 36-entry\n"
               "table, by D66 roll or by card, until their army points reach the limit. Every\n"
               "listed unit is fielded, nothing is reinforced or substituted. With\n"
               "--distribution, the exact odds of the armies such runs generate instead.",
    .help = "options:\n"
            "  --size S            small (15 AP, the default), medium (20 AP) or large (30 AP)\n"
            "  --limit N           a custom AP limit, 1 or more, instead of a size\n"
            "  --players N         1 (the default) or 2\n"
            "  --cards             draw cards from a shuffled deck instead of rolling D66\n"
            "  --per-player-decks  with --cards: a deck per player, not one shared deck\n"
            "  --first-player N    with --players 2: who draws first, 1 or 2 (default: a\n"
            "                      seeded roll-off, G9)\n"
            "  --seed S            seed, 0 to 18446744073709551615; without it a seed is\n"
            "                      picked and printed, so the run can be repeated\n"
            "  --count N           N sessions from one seeded stream; session K has the\n"
            "                      K-th seed of that stream (shown), so each one can be\n"
            "                      repeated alone with --seed. A run that lasts shows its\n"
            "                      progress on stderr when that is a terminal (and stdout\n"
            "                      is not)\n"
            "  --table FILE        a wargen-table/1 file instead of the default table\n"
            "  --log FILE          write the session's wargen-log/1 log to FILE, for\n"
            "                      'wargen replay' (one session only)\n"
            "  --json              one JSON object per session and line:\n"
            "                      {\"seed\", \"limit\", \"mode\", \"first_player\",\n"
            "                      \"players\": [{\"player\", \"total\", \"units\",\n"
            "                      \"draws\": [{\"roll\" | \"card\", \"cost\", \"slots\"}]}]}\n"
            "  --distribution      instead of sessions, the exact distribution of each\n"
            "                      player's total AP, draws, overshoot past the limit, units\n"
            "                      and units of each type, and with two players of the\n"
            "                      difference of each (player 1 minus player 2), as reduced\n"
            "                      fractions and percent; takes the size, limit, players,\n"
            "                      cards, decks and table options (no seed, count or log).\n"
            "                      With --json one object per distribution and line:\n"
            "                      {\"limit\", \"mode\", \"players\", \"of\", \"player\" |\n"
            "                      \"difference\", \"outcomes\": [[value, \"n/d\"], ...]}\n"
            "  --joint TYPES       with --distribution: also the joint distribution of two\n"
            "                      unit types' units, as horde,regular\n"
            "  --help              this text\n",
    .run = run,
};
