/* wargen modify: the final characteristics of models (wargen-models/1) after
 * their modifiers, in the order of The 9th Age (rules M1-M4), and how each
 * got its value step by step (M5). */
#include <string.h>

#include "cli.h"

typedef struct modify_args {
    const char *models;
    bool explain, json;
} modify_args;

static int parse(modify_args *a, int argc, char **argv)
{
    *a = (modify_args){0};
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--explain") == 0)
            a->explain = true;
        else if (strcmp(argv[i], "--json") == 0)
            a->json = true;
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error(&cli_modify, "unknown argument '%s'", argv[i]);
        else if (a->models)
            return cli_usage_error(&cli_modify, "one models file only, not '%s' too", argv[i]);
        else
            a->models = argv[i];
    }
    if (a->models == NULL || *a->models == '\0')
        return cli_usage_error(&cli_modify, "the MODELS.json file is missing");
    return EXIT_VALID;
}

static int run(int argc, char **argv)
{
    modify_args a;
    wg_models *models = NULL;
    char *out = NULL;
    wg_error err;
    int rc = parse(&a, argc, argv);
    if (rc != EXIT_VALID)
        return rc;
    /* Every failure is bad input: the loader refuses a cycle (M2) itself,
     * and evaluation would report one all the same (WG_ERULE). */
    wg_status st = wg_models_load_file(&models, a.models, &err);
    if (st == WG_OK)
        st = a.json ? wg_models_to_json(&out, models, a.explain, &err)
                    : wg_models_to_text(&out, models, a.explain, &err);
    if (st != WG_OK) {
        rc = cli_lib_error(&err);
    } else if (a.json) {
        puts(out);
    } else {
        size_t n = strlen(out);
        fputs(out, stdout);
        if (n > 0 && out[n - 1] != '\n')
            putchar('\n');
    }
    wg_free(out);
    wg_models_free(models);
    return rc;
}

const cli_command cli_modify = {
    .name = "modify",
    .synopsis = "MODELS.json [--explain] [--json]",
    .summary = "Apply the modifiers of models (wargen-models/1) to their characteristics in\n"
               "the order of The 9th Age: used and set values, then multiplication, then\n"
               "additions (M1); a used value is the other model's final value (M2); the\n"
               "modifiers without a bound before those with one (M3); the value clamped to\n"
               "its range, 0-10 by default, after every modifier (M4). Prints each model's\n"
               "final values.",
    .help = "options:\n"
            "  --explain   also how each value was reached, step by step (M5): the base,\n"
            "              then each modifier in the order applied, with the value before\n"
            "              and after it and where a bound or the range acted\n"
            "  --json      the values as one JSON object on one line: {\"models\": [{\"id\",\n"
            "              \"characteristics\": {\"Str\": 5, ...}}]}; with --explain each\n"
            "              model also has \"trace\": {\"Str\": [{\"op\", \"before\", \"after\",\n"
            "              \"clamped\", ...}]}\n"
            "  --help      this text\n"
            "\n"
            "Exit status: 0 success, 2 bad usage or a bad file, a cycle of 'use'\n"
            "modifiers included ('wargen: file:line:column: path: message' on stderr).\n",
    .run = run,
};
