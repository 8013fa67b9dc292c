/* wargen roll: seeded D6 through the whole stack (rng module, dice pools). */
#include <inttypes.h>
#include <string.h>

#include "cli.h"

typedef struct roll_args {
    uint64_t dice, count, seed;
    bool seeded, json;
} roll_args;

static int parse_option(roll_args *a, int argc, char **argv, int *i)
{
    const char *v;
    bool missing;
    if (strcmp(argv[*i], "--json") == 0) {
        a->json = true;
        return EXIT_VALID;
    }
    if (cli_option(argc, argv, i, "--dice", &v, &missing))
        return cli_u64_arg(&cli_roll, "--dice", v, 1, WG_DICE_MAX, &a->dice);
    if (cli_option(argc, argv, i, "--count", &v, &missing))
        return cli_u64_arg(&cli_roll, "--count", v, 1, UINT32_MAX, &a->count);
    if (cli_option(argc, argv, i, "--seed", &v, &missing)) {
        a->seeded = true;
        return cli_u64_arg(&cli_roll, "--seed", v, 0, UINT64_MAX, &a->seed);
    }
    return cli_usage_error(&cli_roll, "unknown argument '%s'", argv[*i]);
}

static int parse(roll_args *a, int argc, char **argv)
{
    *a = (roll_args){.dice = 1, .count = 1};
    for (int i = 0; i < argc; i++) {
        int rc = parse_option(a, argc, argv, &i);
        if (rc != EXIT_VALID)
            return rc;
    }
    if (!a->seeded)
        a->seed = wg_rng_fresh_seed();
    return EXIT_VALID;
}

/* One roll as a line: the library's JSON, or the dice for people. */
static int print_roll(const roll_args *a, const wg_roll *roll, uint64_t index)
{
    size_t n = wg_roll_die_count(roll);
    if (a->json) {
        wg_error err;
        char *json = NULL;
        if (wg_roll_to_json(&json, roll, a->seed, index, &err) != WG_OK)
            return cli_lib_error(&err);
        puts(json);
        wg_free(json);
        return EXIT_VALID;
    }
    const int *dice = wg_roll_dice(roll);
    printf("%6" PRIu64 ":", index);
    for (size_t i = 0; i < n; i++)
        printf(" %d", dice[i]);
    if (n > 1)
        printf("   (sum %ld)", wg_roll_sum(roll));
    putchar('\n');
    return EXIT_VALID;
}

static int run(int argc, char **argv)
{
    roll_args a;
    int rc = parse(&a, argc, argv);
    if (rc != EXIT_VALID)
        return rc;
    wg_error err;
    wg_rng *rng = NULL;
    if (wg_rng_new(&rng, a.seed, &err) != WG_OK)
        return cli_lib_error(&err);
    if (!a.json)
        printf("seed %" PRIu64 " (repeat with --seed %" PRIu64 ")\n", a.seed, a.seed);
    for (uint64_t k = 1; k <= a.count && rc == EXIT_VALID; k++) {
        wg_roll *roll = NULL;
        if (wg_roll_new(&roll, rng, (size_t)a.dice, &err) != WG_OK) {
            rc = cli_lib_error(&err);
            break;
        }
        rc = print_roll(&a, roll, k);
        wg_roll_free(roll);
    }
    wg_rng_free(rng);
    return rc;
}

const cli_command cli_roll = {
    .name = "roll",
    .synopsis = "[--dice N] [--seed S] [--count N] [--json]",
    .summary = "Roll D6 from a seeded generator (xoshiro256**): the same seed gives the same\n"
               "dice here, in C, Python and Lua.",
    .help = "options:\n"
            "  --dice N    dice per roll, 1 to 100000 (default 1)\n"
            "  --count N   number of rolls, from one seeded stream (default 1)\n"
            "  --seed S    seed, 0 to 18446744073709551615; without it a seed is picked\n"
            "              and printed, so the run can be repeated\n"
            "  --json      one JSON object per roll and line:\n"
            "              {\"seed\": S, \"index\": K, \"dice\": [...], \"sum\": N}\n"
            "              (S a number, or a decimal string above 2^63 - 1)\n"
            "  --help      this text\n",
    .run = run,
};
