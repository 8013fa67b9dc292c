/* wargen roster open|hidden: the open roster a player prints and hands to the
 * opponent, and the hidden part kept back (rules H1-H4), as text for the
 * table or as the wargen-view/1 JSON of the library (wg_view_to_json). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct roster_args {
    const char *view, *catalog, *roster;
    wg_view_kind kind;
    bool json;
} roster_args;

/* A word: the view first, then the roster file. */
static int positional(void *args, const char *w)
{
    roster_args *a = args;
    if (a->view)
        return cli_roster_word(&cli_roster, &a->roster, w);
    wg_error err;
    if (wg_view_kind_parse(&a->kind, w, &err) != WG_OK)
        return cli_usage_error(&cli_roster, "%s", err.message);
    a->view = w;
    return EXIT_VALID;
}

static int parse(roster_args *a, int argc, char **argv)
{
    *a = (roster_args){0};
    int rc = cli_book_args(&cli_roster, argc, argv, &a->catalog, &a->json, positional, a);
    if (rc != EXIT_VALID)
        return rc;
    if (a->view == NULL)
        return cli_usage_error(&cli_roster, "the view (open or hidden) is missing");
    return cli_book_given(&cli_roster, a->catalog, a->roster);
}

/* ---- the text a player hands over ------------------------------------------- */

/* Text from a file, with control characters shown as '?' (a label is the
 * player's free text). */
static void print_text(const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++)
        putchar(*c < 0x20 || *c == 0x7F ? '?' : *c);
}

/* "[3] label: Name": how both views name a unit, so the hidden part can be
 * matched with the open one at the table. */
static void print_unit_title(const wg_view_unit *u)
{
    printf("[%zu] ", u->unit);
    if (u->label) {
        print_text(u->label);
        fputs(": ", stdout);
    }
    print_text(u->name);
    putchar('\n');
}

/* "    what: a, b, c" for the count strings get(view, unit, i); nothing when
 * there are none. */
static void print_list(const char *what, const wg_view *view, size_t unit, size_t count,
                       const char *(*get)(const wg_view *, size_t, size_t))
{
    if (count == 0)
        return;
    printf("    %-10s ", what);
    for (size_t i = 0; i < count; i++) {
        fputs(i ? ", " : "", stdout);
        print_text(get(view, unit, i));
    }
    putchar('\n');
}

static void print_header(const roster_args *a, const wg_roster *roster, const wg_catalog *catalog)
{
    fputs("roster:    ", stdout);
    print_text(a->roster);
    printf("\nview:      %s\ncatalogue: ", a->kind == WG_VIEW_OPEN
                                                 ? "open (for the opponent)"
                                                 : "hidden (kept back)");
    print_text(wg_catalog_name(catalog));
    printf("\nlimit:     %d points\n", wg_roster_points(roster));
}

/* Every unit as the opponent sees it (H1-H3): no points, no hides_in. */
static void print_open(const wg_view *view)
{
    for (size_t i = 0; i < wg_view_unit_count(view); i++) {
        wg_view_unit u;
        wg_view_unit_at(&u, view, i, NULL);
        putchar('\n');
        print_unit_title(&u);
        printf("    %s, %d model%s%s\n", wg_category_name(u.category), u.models,
               u.models == 1 ? "" : "s", u.general ? ", General" : "");
        print_list("options:", view, i, u.option_count, wg_view_option_at);
        print_list("items:", view, i, u.item_count, wg_view_item_at);
        print_list("equipment:", view, i, u.equipment_count, wg_view_equipment_at);
    }
    if (wg_view_unit_count(view) == 0)
        printf("\n(no units)\n");
}

/* The units with hidden content: their hidden items, and where a secret
 * unit hides (H1). */
static void print_hidden(const wg_view *view)
{
    size_t n = wg_view_hidden_count(view);
    for (size_t k = 0; k < n; k++) {
        wg_view_unit u, host;
        wg_view_unit_at(&u, view, wg_view_hidden_unit(view, k), NULL);
        putchar('\n');
        print_unit_title(&u);
        print_list("items:", view, u.unit, u.hidden_item_count, wg_view_hidden_item_at);
        if (u.hides && wg_view_unit_at(&host, view, u.hides_in, NULL) == WG_OK) {
            printf("    %-10s ", "hides in:");
            print_unit_title(&host);
        }
    }
    if (n == 0)
        printf("\n(nothing hidden)\n");
}

/* ---- the command ------------------------------------------------------------ */

static const wg_violation *view_violation(const void *view, size_t index)
{
    return wg_view_violation_at(view, index);
}

/* Twins with one player label (H4): the roster is refused, its violations
 * shown as `wargen validate` shows them, or as validate's JSON keys. */
static int print_clash(const roster_args *a, const wg_roster *roster, const wg_catalog *catalog,
                       const wg_view *view)
{
    size_t n = wg_view_violation_count(view);
    if (!a->json) {
        print_header(a, roster, catalog);
        cli_print_violations(n, view_violation, view);
        return EXIT_RULE;
    }
    fputs("{\"valid\": false, \"violations\": [", stdout);
    for (size_t i = 0; i < n; i++) {
        char *text = NULL;
        wg_error err;
        if (wg_violation_to_json(&text, wg_view_violation_at(view, i), &err) != WG_OK)
            return cli_lib_error(&err);
        printf("%s%s", i ? ", " : "", text);
        wg_free(text);
    }
    puts("]}");
    return EXIT_RULE;
}

static int show(const void *args, const wg_catalog *catalog, const wg_roster *roster)
{
    const roster_args *a = args;
    wg_view *view = NULL;
    char *json = NULL;
    wg_error err;
    int rc = EXIT_VALID;
    if (wg_view_new(&view, roster, &err) != WG_OK)
        rc = cli_lib_error(&err);
    else if (!wg_view_valid(view))
        rc = print_clash(a, roster, catalog, view);
    else if (a->json && wg_view_to_json(&json, view, a->kind, &err) != WG_OK)
        rc = cli_lib_error(&err);
    else if (a->json)
        puts(json);
    else {
        print_header(a, roster, catalog);
        a->kind == WG_VIEW_OPEN ? print_open(view) : print_hidden(view);
    }
    wg_free(json);
    wg_view_free(view);
    return rc;
}

static int run(int argc, char **argv)
{
    roster_args a;
    int rc = parse(&a, argc, argv);
    return rc != EXIT_VALID ? rc : cli_with_roster(a.catalog, a.roster, show, &a);
}

const cli_command cli_roster = {
    .name = "roster",
    .synopsis = "open|hidden --catalog BOOK.json ROSTER.json [--json]",
    .summary = "The two parts of a hidden roster of The 9th Age (rules H1-H4). 'open' is\n"
               "what a player prints and hands to the opponent: every unit with its\n"
               "label, category, models, the General, options, plain items and the\n"
               "mundane types of its hidden items; no points but the limit, and not\n"
               "where a secret unit hides. 'hidden' is the part kept back: each unit\n"
               "with hidden content, its hidden items and where a secret unit hides.\n"
               "Twins (units equal in the open part only) keep the player's labels;\n"
               "the others get \"<unit name> N\" (H4).",
    .help = "options:\n"
            "  --catalog BOOK.json  the army book the roster picks its units from\n"
            "  --json               the view as one line of wargen-view/1 JSON\n"
            "                       (its shape: wg_view_to_json in wargen/hidden.h)\n"
            "  --help               this text\n"
            "\n"
            "Units are numbered from 0, in the roster's order, in both parts.\n"
            "Exit status: 0 shown, 1 twins share a player label (label-clash, H4:\n"
            "the violations as 'wargen validate' lists them; with --json\n"
            "{\"valid\": false, \"violations\": [...]}), 2 bad usage or a bad file\n"
            "('wargen: file:line:column: path: message' on stderr).\n",
    .run = run,
};
