/* modify.c: the final characteristics of models under their modifiers
 * (rules M1-M5), and how one of them got its value.
 * Usage: modify MODELS.json [MODEL STAT]   (exit 0, or 2 for bad input) */
#include <stdio.h>
#include <stdlib.h>
#include <wargen.h>

static void print_values(wg_models *models)
{
    for (size_t m = 0; m < wg_models_model_count(models); m++) {
        printf("%s:", wg_models_model_at(models, m));
        for (size_t i = 0; i < wg_models_stat_count(models, m); i++) {
            wg_stat stat;
            int value;
            wg_models_stat_at(&stat, models, m, i, NULL);
            wg_models_value(&value, models, m, stat.name, NULL); /* loaded: no cycle */
            printf(" %s %d", stat.name, value);
        }
        printf("\n");
    }
}

static void print_trace(const wg_trace *trace)
{
    printf("%s.%s = %d\n", wg_trace_model(trace), wg_trace_stat(trace), wg_trace_value(trace));
    for (size_t i = 0; i < wg_trace_step_count(trace); i++) {
        const wg_step *s = wg_trace_step_at(trace, i); /* owned by the trace */
        printf("  %s: %d -> %d%s%s\n", wg_mod_op_name(s->modifier.op), s->before, s->after,
               s->bounded ? " (bound)" : "", s->clamped ? " (clamped)" : "");
    }
}

int main(int argc, char **argv)
{
    wg_models *models = NULL;
    wg_trace *trace = NULL;
    wg_error err;
    size_t model;
    int status = 2;

    if (argc != 2 && argc != 4) {
        fprintf(stderr, "usage: modify MODELS.json [MODEL STAT]\n");
        return 2;
    }
    if (wg_models_load_file(&models, argv[1], &err) != WG_OK)
        goto fail;
    if (argc == 2) {
        print_values(models);
    } else {
        if (wg_models_find_model(&model, models, argv[2], &err) != WG_OK
            || wg_models_explain(&trace, models, model, argv[3], &err) != WG_OK)
            goto fail;
        print_trace(trace);
    }
    status = 0;
    goto done;
fail:
    {
        char line[1024];
        wg_error_format(line, sizeof line, &err); /* file:line:column: path: message */
        fprintf(stderr, "modify: %s\n", line);
    }
done:
    wg_trace_free(trace);
    wg_models_free(models);
    return status;
}
