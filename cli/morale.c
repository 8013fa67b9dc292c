/* wargen morale: the exact odds of a morale check (rule B5), or checks
 * rolled from a seeded generator (B2-B4). */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "progress.h"

typedef struct morale_args {
    int modifier;
    uint64_t count, seed;
    bool odds, roll, seeded, counted, json;
} morale_args;

/* A decimal int with an optional sign, nothing else: "-2", "+1", "0". */
static bool parse_int(const char *s, int *out)
{
    if (s == NULL)
        return false;
    const char *digits = (*s == '-' || *s == '+') ? s + 1 : s;
    if (*digits < '0' || *digits > '9')
        return false;
    errno = 0;
    char *end;
    long long v = strtoll(s, &end, 10);
    if (errno || *end || v < INT_MIN || v > INT_MAX)
        return false;
    *out = (int)v;
    return true;
}

static int parse_option(morale_args *a, int argc, char **argv, int *i)
{
    const char *v;
    bool missing;
    if (strcmp(argv[*i], "--json") == 0) {
        a->json = true;
        return EXIT_VALID;
    }
    if (strcmp(argv[*i], "--odds") == 0) {
        a->odds = true;
        return EXIT_VALID;
    }
    if (strcmp(argv[*i], "--roll") == 0) {
        a->roll = true;
        return EXIT_VALID;
    }
    if (cli_option(argc, argv, i, "--modifier", &v, &missing)) {
        if (!parse_int(v, &a->modifier))
            return cli_usage_error(&cli_morale, "--modifier takes a whole number from %d to %d",
                                   INT_MIN, INT_MAX);
        return EXIT_VALID;
    }
    if (cli_option(argc, argv, i, "--count", &v, &missing)) {
        a->counted = true;
        return cli_u64_arg(&cli_morale, "--count", v, 1, UINT32_MAX, &a->count);
    }
    if (cli_option(argc, argv, i, "--seed", &v, &missing)) {
        a->seeded = true;
        return cli_u64_arg(&cli_morale, "--seed", v, 0, UINT64_MAX, &a->seed);
    }
    return cli_usage_error(&cli_morale, "unknown argument '%s'", argv[*i]);
}

static int parse(morale_args *a, int argc, char **argv)
{
    *a = (morale_args){.count = 1};
    for (int i = 0; i < argc; i++) {
        int rc = parse_option(a, argc, argv, &i);
        if (rc != EXIT_VALID)
            return rc;
    }
    if (a->odds && a->roll)
        return cli_usage_error(&cli_morale, "--odds and --roll exclude each other: give one");
    if (!a->odds && !a->roll)
        return cli_usage_error(&cli_morale, "give --odds or --roll");
    if (a->odds && a->seeded)
        return cli_usage_error(&cli_morale, "--seed goes with --roll, not --odds");
    if (a->odds && a->counted)
        return cli_usage_error(&cli_morale, "--count goes with --roll, not --odds");
    if (a->roll && !a->seeded)
        a->seed = wg_rng_fresh_seed();
    return EXIT_VALID;
}

/* "+1", "0", "-2". */
static void format_modifier(char *buf, size_t size, int modifier)
{
    snprintf(buf, size, modifier > 0 ? "+%d" : "%d", modifier);
}

static int gcd(int a, int b)
{
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* n/1296, and reduced when it can be: "441/1296 = 49/144", "0/1296", "1296/1296 = 1". */
static void format_fraction(char *buf, size_t size, int n)
{
    int d = WG_MORALE_DENOMINATOR, g = gcd(n, d);
    if (n == 0 || g == 1)
        snprintf(buf, size, "%d/%d", n, d);
    else if (g == d)
        snprintf(buf, size, "%d/%d = %d", n, d, n / d);
    else
        snprintf(buf, size, "%d/%d = %d/%d", n, d, n / g, d / g);
}

/* The library's JSON text of a result (st, json and err from its writer) on a
 * line of its own, or its error after the progress line (may be NULL) is
 * ended; json is freed either way. */
static int print_json(wg_status st, char *json, wg_error *err, cli_progress *progress)
{
    int rc = st == WG_OK ? EXIT_VALID : cli_progress_error(progress, err);
    if (st == WG_OK)
        puts(json);
    wg_free(json);
    return rc;
}

static int odds(const morale_args *a)
{
    wg_morale_odds odds;
    wg_error err;
    if (wg_morale_odds_compute(&odds, a->modifier, &err) != WG_OK)
        return cli_lib_error(&err);
    if (a->json) {
        char *json = NULL;
        wg_status st = wg_morale_odds_to_json(&json, &odds, &err);
        return print_json(st, json, &err, NULL);
    }
    char mod[16], fraction[48];
    format_modifier(mod, sizeof mod, odds.modifier);
    printf("modifier %s: the exact odds of a morale check, out of %d outcomes (B5)\n"
           "failures  result   outcomes              chance\n",
           mod, WG_MORALE_DENOMINATOR);
    for (int k = 0; k < 4; k++) {
        int n = odds.failures[k];
        /* hundredths of a percent, rounded half up, in integers */
        long hundredths = ((long)n * 20000 + WG_MORALE_DENOMINATOR) / (2 * WG_MORALE_DENOMINATOR);
        format_fraction(fraction, sizeof fraction, n);
        printf("%8d  %-7s  %-19s  %3ld.%02ld%%\n", k, wg_morale_result_name((wg_morale_result)k),
               fraction, hundredths / 100, hundredths % 100);
    }
    return EXIT_VALID;
}

/* One check, as text or as the library's JSON; EXIT_VALID unless the JSON failed. */
static int print_check(const morale_args *a, const wg_morale_check *c, uint64_t index,
                       cli_progress *progress)
{
    const char *result = wg_morale_result_name(c->result);
    if (a->json) {
        char *json = NULL;
        wg_error err;
        wg_status st = wg_morale_roll_to_json(&json, c, a->seed, index, &err);
        return print_json(st, json, &err, progress);
    }
    char mod[24] = "";
    if (c->modifier != 0) {
        char m[16];
        format_modifier(m, sizeof m, c->modifier);
        snprintf(mod, sizeof mod, " (%s)", m);
    }
    printf("%6" PRIu64 ": opponent %d vs %d %d %d%s: %d failure%s, %s\n", index, c->opponent,
           c->dice[0], c->dice[1], c->dice[2], mod, c->failures, c->failures == 1 ? "" : "s",
           result);
    return EXIT_VALID;
}

static int roll(const morale_args *a)
{
    wg_error err;
    wg_rng *rng = NULL;
    int rc = EXIT_VALID;
    if (wg_rng_new(&rng, a->seed, &err) != WG_OK)
        return cli_lib_error(&err);
    if (!a->json)
        printf("seed %" PRIu64 " (repeat with --seed %" PRIu64 ")\n", a->seed, a->seed);
    else if (!a->seeded)
        fprintf(stderr, "wargen morale: seed %" PRIu64 " (repeat with --seed %" PRIu64 ")\n",
                a->seed, a->seed);
    cli_progress progress;
    cli_progress_start(&progress, "morale", a->count);
    for (uint64_t k = 1; k <= a->count; k++) {
        wg_morale_check check;
        if (wg_morale_check_roll(&check, rng, a->modifier, &err) != WG_OK) {
            rc = cli_progress_error(&progress, &err);
            break;
        }
        if ((rc = print_check(a, &check, k, &progress)) != EXIT_VALID)
            break;
        cli_progress_step(&progress, k);
    }
    cli_progress_end(&progress);
    wg_rng_free(rng);
    return rc;
}

static int run(int argc, char **argv)
{
    morale_args a;
    int rc = parse(&a, argc, argv);
    if (rc != EXIT_VALID)
        return rc;
    return a.odds ? odds(&a) : roll(&a);
}

const cli_command cli_morale = {
    .name = "morale",
    .synopsis = "--odds [--modifier N] [--json] |\n"
                "                     --roll [--modifier N] [--seed S] [--count N] [--json]",
    .summary = "Morale checks of battalions (rules B2-B5): the opponent rolls one D6, the\n"
               "player three; each of the player's dice, plus the modifier, that is below the\n"
               "opponent's die is a failure. 0 failures: steady, 1: wavered, 2: retreat,\n"
               "3: fled. Prints the exact odds of each result, or rolls checks.",
    .help = "options:\n"
            "  --odds        the exact odds of 0 to 3 failures (B5): outcomes out of the\n"
            "                1296 equally likely ones, reduced, and in percent\n"
            "  --roll        roll checks from a seeded generator (xoshiro256**)\n"
            "  --modifier N  added to each of the player's three dice (B4): +1 for a\n"
            "                standard bearer; any whole number, may be negative (default 0)\n"
            "  --seed S      with --roll: seed, 0 to 18446744073709551615; without it a\n"
            "                seed is picked and printed, so the run can be repeated\n"
            "  --count N     with --roll: number of checks, from one seeded stream\n"
            "                (default 1); a run that lasts shows its progress on stderr\n"
            "                when that is a terminal (and stdout is not)\n"
            "  --json        with --odds one JSON object: {\"modifier\": M, \"denominator\":\n"
            "                1296, \"failures\": [n0, n1, n2, n3]}; with --roll one per check\n"
            "                and line: {\"seed\": S, \"index\": K, \"opponent\": O, \"dice\":\n"
            "                [a, b, c], \"modifier\": M, \"failures\": F, \"result\":\n"
            "                \"steady\"|\"wavered\"|\"retreat\"|\"fled\"} (S a number, or a decimal\n"
            "                string above 2^63 - 1)\n"
            "  --help        this text\n",
    .run = run,
};
