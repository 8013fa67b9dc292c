/* hidden-pairs --kinds: the kinds of change a long run makes (HP_KINDS),
 * one a line.
 * hidden-pairs SEED COUNT BOOK.json...: COUNT pairs of rosters (pairs.h)
 * as JSON lines, pair i of catalogue i % (number of books), each book a
 * stream of its own (its position): {"index", "catalog" (the path as
 * given), "kind", "same" (only hidden content differs), "a", "b" (the two
 * roster documents as text), "actions" (the game's script: print_actions),
 * "game_a", "game_b" (the referee's wargen-game/1 log of a against a and
 * of a against b after the script, as text, or null when no game can be
 * set up: print_games)}. The cli, python and lua suites read them: the
 * pairs are written once, in C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pairs.h"

static void json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

/* , "actions": [["initiative", 2], ["activate", 3], ["spend", 3, 1, "move",
 * 7 or null], ["end_activation", 3], ["kill", 7, 2], ["end_turn"]]: the
 * game's script, units as game indexes from 0. */
static void print_actions(const hp_pair *p)
{
    printf(", \"actions\": [");
    for (size_t k = 0; k < p->n_actions; k++) {
        const hp_action *a = &p->actions[k];
        printf("%s[\"%s\"", k ? ", " : "", HP_ACT_NAMES[a->act]);
        if (a->act == HP_INITIATIVE)
            printf(", %d", a->value);
        else if (a->act != HP_END_TURN)
            printf(", %zu", a->unit);
        if (a->act == HP_KILL)
            printf(", %d", a->value);
        if (a->act == HP_SPEND && a->target >= 0)
            printf(", %d, \"%s\", %ld", a->value, wg_game_action_name(a->action), a->target);
        else if (a->act == HP_SPEND)
            printf(", %d, \"%s\", null", a->value, wg_game_action_name(a->action));
        printf("]");
    }
    printf("]");
}

/* The referee's log of mine against theirs after p's script, or null. */
static void print_game(const wg_roster *mine, const wg_roster *theirs, const hp_pair *p)
{
    wg_game *g = NULL;
    char *log = NULL;
    if (hp_game_new(&g, mine, theirs, NULL) == WG_OK) {
        for (size_t k = 0; k < p->n_actions; k++)
            hp_play(g, &p->actions[k]); /* a refused action changes nothing */
        wg_game_log_to_json(&log, g, NULL);
    }
    if (log)
        json_string(log);
    else
        printf("null");
    wg_free(log);
    wg_game_free(g);
}

/* , "game_a": ..., "game_b": ...: the referee's games of pair p. */
static int print_games(const wg_catalog *c, const hp_pair *p)
{
    wg_roster *a = NULL, *b = NULL;
    wg_error err;
    if (wg_roster_load_string(&a, c, p->a, strlen(p->a), "a", &err) != WG_OK ||
        wg_roster_load_string(&b, c, p->b, strlen(p->b), "b", &err) != WG_OK) {
        wg_roster_free(a);
        fprintf(stderr, "hidden-pairs: %s\n", err.message);
        return 2;
    }
    printf(", \"game_a\": ");
    print_game(a, a, p);
    printf(", \"game_b\": ");
    print_game(a, b, p);
    wg_roster_free(b);
    wg_roster_free(a);
    return 0;
}

static int fail(const char *what, const wg_error *err)
{
    fprintf(stderr, "hidden-pairs: %s: %s\n", what, err->message);
    return 2;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--kinds") == 0) {
        for (size_t k = 0; HP_KINDS[k]; k++)
            puts(HP_KINDS[k]);
        return fflush(stdout) == 0 ? 0 : 2;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: hidden-pairs --kinds | SEED COUNT BOOK.json...\n");
        return 2;
    }
    uint64_t seed = strtoull(argv[1], NULL, 10);
    unsigned long count = strtoul(argv[2], NULL, 10);
    size_t books = (size_t)argc - 3;
    wg_catalog **cat = calloc(books, sizeof *cat);
    hp_gen **gen = calloc(books, sizeof *gen);
    wg_error err;
    int status = cat && gen ? 0 : 2;
    for (size_t k = 0; status == 0 && k < books; k++)
        if (wg_catalog_load_file(&cat[k], argv[3 + k], &err) != WG_OK ||
            hp_gen_new(&gen[k], cat[k], seed, k, &err) != WG_OK)
            status = fail(argv[3 + k], &err);
    for (unsigned long i = 0; status == 0 && i < count; i++) {
        hp_pair p;
        if (hp_gen_next(&p, gen[i % books], &err) != WG_OK) {
            status = fail("out of memory", &err);
            break;
        }
        printf("{\"index\": %lu, \"catalog\": ", i);
        json_string(argv[3 + i % books]);
        printf(", \"kind\": \"%s\", \"same\": %s, \"a\": ", p.kind,
               p.same_open ? "true" : "false");
        json_string(p.a);
        printf(", \"b\": ");
        json_string(p.b);
        print_actions(&p);
        status = print_games(cat[i % books], &p);
        printf("}\n");
        hp_pair_clear(&p);
    }
    for (size_t k = 0; gen && cat && k < books; k++) {
        hp_gen_free(gen[k]);
        wg_catalog_free(cat[k]);
    }
    free(gen);
    free(cat);
    if (fflush(stdout) != 0)
        status = 2;
    return status;
}
