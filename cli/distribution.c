/* wargen generate --distribution: the exact distributions of the armies an
 * automatic run generates (wargen/dist.h), as text tables or one JSON line
 * each. Every distribution is computed before anything is printed, so a
 * refused one leaves stdout empty. */
#include <string.h>

#include "cli.h"

/* The questions, in the order printed: each player's total, draws,
 * overshoot, units, units of each type and the joint if asked, then with
 * two players each difference but the joint's. */
static size_t questions(wg_dist_query *q, const wg_session_options *o, const cli_joint *joint)
{
    size_t n = 0;
    for (int player = 1; player <= o->players + (o->players == 2); player++) {
        int who = player <= o->players ? player : WG_DIST_DIFFERENCE;
        for (int kind = 0; kind < WG_DIST_KIND_COUNT; kind++) {
            int types = kind == WG_DIST_KIND_TYPE ? WG_GEN_UNIT_TYPE_COUNT
                      : kind == WG_DIST_KIND_TYPES ? (joint && who ? 1 : 0) : 1;
            for (int t = 0; t < types; t++) {
                wg_dist_query_init(&q[n]);
                q[n].kind = (wg_dist_kind)kind;
                q[n].player = who;
                if (kind == WG_DIST_KIND_TYPE)
                    q[n].type = (wg_gen_unit_type)t;
                if (kind == WG_DIST_KIND_TYPES) {
                    q[n].type = joint->type;
                    q[n].type2 = joint->type2;
                }
                n++;
            }
        }
    }
    return n;
}

/* The most questions: three "players" (1, 2, the difference) of four
 * kinds, eight types and a joint. */
enum { MAX_QUESTIONS = 3 * (4 + WG_GEN_UNIT_TYPE_COUNT + 1) };

static void print_header(const wg_session_options *o, const char *table_path)
{
    printf("exact distributions of generated armies (G1-G10): limit %d AP", o->limit);
    int size = cli_size_of_limit(o->limit);
    if (size >= 0)
        printf(" (%s)", wg_army_size_name((wg_army_size)size));
    printf(", %s, %d player%s, ", o->mode == WG_DRAW_MODE_DICE ? "dice"
                                  : o->per_player_decks ? "cards, a deck per player"
                                  : "cards, one deck shared",
           o->players, o->players == 1 ? "" : "s");
    if (table_path) {
        printf("table ");
        cli_print_text(table_path);
    } else {
        printf("the default table");
    }
    printf("\n(every listed unit fielded, nothing reinforced or substituted, as 'wargen generate'\n"
           "does; each probability exact and reduced, then in percent)\n");
}

static void print_title(const wg_dist_query *q)
{
    if (q->player == WG_DIST_DIFFERENCE)
        printf("\nplayer 1 minus player 2: ");
    else
        printf("\nplayer %d: ", q->player);
    switch (q->kind) {
    case WG_DIST_KIND_TOTAL: printf("total AP\n"); break;
    case WG_DIST_KIND_DRAWS: printf("draws\n"); break;
    case WG_DIST_KIND_OVERSHOOT: printf("overshoot (AP past the limit)\n"); break;
    case WG_DIST_KIND_UNITS: printf("units\n"); break;
    case WG_DIST_KIND_TYPE: printf("%s units\n", wg_gen_unit_type_name(q->type)); break;
    default:
        printf("%s and %s units\n", wg_gen_unit_type_name(q->type),
               wg_gen_unit_type_name(q->type2));
    }
}

static void print_table(const wg_dist *d, const wg_dist_query *q)
{
    int width = (int)strlen("probability");
    for (size_t i = 0; i < wg_dist_count(d); i++) {
        const wg_dist_outcome *o = wg_dist_at(d, i);
        int w = (int)(strlen(o->numerator) + 1 + strlen(o->denominator));
        width = w > width ? w : width;
    }
    print_title(q);
    bool joint = q->kind == WG_DIST_KIND_TYPES;
    if (joint)
        printf("  %13s %13s", wg_gen_unit_type_name(q->type), wg_gen_unit_type_name(q->type2));
    else
        printf("  %5s", "value");
    printf("  %-*s  %8s\n", width, "probability", "percent");
    for (size_t i = 0; i < wg_dist_count(d); i++) {
        const wg_dist_outcome *o = wg_dist_at(d, i);
        int w = (int)(strlen(o->numerator) + 1 + strlen(o->denominator));
        if (joint)
            printf("  %13d %13d", o->value, o->value2);
        else
            printf("  %5d", o->value);
        printf("  %s/%s%*s  %7.3f%%\n", o->numerator, o->denominator, width - w, "",
               100 * o->probability);
    }
}

int cli_distribution(const wg_session_options *o, const wg_table *table, const char *table_path,
                     const cli_joint *joint, bool json)
{
    wg_dist_query q[MAX_QUESTIONS];
    wg_dist *d[MAX_QUESTIONS] = {NULL};
    wg_error err;
    size_t n = questions(q, o, joint);
    int rc = EXIT_VALID;
    for (size_t i = 0; rc == EXIT_VALID && i < n; i++)
        if (wg_dist_compute(&d[i], table, o, NULL, &q[i], &err) != WG_OK)
            rc = cli_lib_error(&err);
    if (rc == EXIT_VALID && !json)
        print_header(o, table_path);
    for (size_t i = 0; rc == EXIT_VALID && i < n; i++) {
        char *line = NULL;
        if (!json)
            print_table(d[i], &q[i]);
        else if (wg_dist_to_json(&line, d[i], &err) != WG_OK)
            rc = cli_lib_error(&err);
        else
            puts(line);
        wg_free(line);
    }
    for (size_t i = 0; i < n; i++)
        wg_dist_free(d[i]);
    return rc;
}
