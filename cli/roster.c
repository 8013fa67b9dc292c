/* wargen roster open|hidden|reveal: the open roster a player prints and
 * hands to the opponent, the hidden part kept back (rules H1-H4), and the
 * open roster as a game's events have revealed it (H5); as text for the
 * table (roster_print.c) or as the library's JSON (wg_view_to_json,
 * wg_reveal_to_json). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct roster_args {
    const char *view, *catalog, *roster, *events;
    wg_view_kind kind;
    bool reveal, json;
} roster_args;

/* A word: the view (open, hidden or reveal) first, then the roster file,
 * then for reveal the events file. */
static int positional(void *args, const char *w)
{
    roster_args *a = args;
    wg_error err;
    if (a->view == NULL) {
        a->reveal = strcmp(w, "reveal") == 0;
        if (!a->reveal && wg_view_kind_parse(&a->kind, w, &err) != WG_OK)
            return cli_usage_error(&cli_roster, "\"%s\" is none of %s, %s, reveal", w,
                                   wg_view_kind_name(WG_VIEW_KIND_OPEN),
                                   wg_view_kind_name(WG_VIEW_KIND_HIDDEN));
        a->view = w;
        return EXIT_VALID;
    }
    if (a->reveal && a->roster)
        return a->events ? cli_usage_error(&cli_roster, "one events file only, not '%s' too", w)
                         : cli_file_arg(&cli_roster, "EVENTS.json", w, &a->events);
    return cli_roster_word(&cli_roster, &a->roster, w);
}

static int parse(roster_args *a, int argc, char **argv)
{
    *a = (roster_args){0};
    int rc = cli_book_args(&cli_roster, argc, argv, &a->catalog, NULL, &a->json, positional,
                           a);
    if (rc != EXIT_VALID)
        return rc;
    if (a->view == NULL)
        return cli_usage_error(&cli_roster, "the view (open, hidden or reveal) is missing");
    rc = cli_book_given(&cli_roster, a->catalog, a->roster);
    if (rc == EXIT_VALID && a->reveal && a->events == NULL)
        return cli_usage_error(&cli_roster, "the EVENTS.json file is missing");
    return rc;
}

/* ---- the command ------------------------------------------------------------ */

static const wg_violation *view_violation(const void *view, size_t index)
{
    return wg_view_violation_at(view, index);
}

static void print_header(const roster_args *a, const wg_roster *roster,
                         const wg_catalog *catalog)
{
    cli_print_roster_header(a->roster, a->reveal ? "open, with what the events revealed"
                                       : a->kind == WG_VIEW_KIND_OPEN ? "open (for the opponent)"
                                                                 : "hidden (kept back)",
                            roster, catalog);
}

/* Twins with one player label (H4): the roster is refused, its violations
 * shown as `wargen validate` shows them, or as JSON. */
static int print_clash(const roster_args *a, const wg_roster *roster, const wg_catalog *catalog,
                       const wg_view *view)
{
    char *json = NULL;
    wg_error err;
    if (!a->json) {
        print_header(a, roster, catalog);
        cli_print_violations(wg_view_violation_count(view), view_violation, view);
    } else if (wg_view_violations_to_json(&json, view, &err) != WG_OK) {
        return cli_lib_error(&err);
    } else {
        puts(json);
        wg_free(json);
    }
    return EXIT_RULE;
}

/* H5: the events fed to a tracker, then what they revealed. A bad events
 * file is bad input (exit 2, located at the event). */
static int reveal(const roster_args *a, const wg_roster *roster, const wg_catalog *catalog,
                  const wg_view *view)
{
    wg_reveal *tracker = NULL;
    char *json = NULL;
    wg_error err;
    int rc = EXIT_VALID;
    if (wg_reveal_new(&tracker, view, &err) != WG_OK ||
        wg_reveal_apply_file(tracker, a->events, &err) != WG_OK ||
        (a->json && wg_reveal_to_json(&json, tracker, &err) != WG_OK))
        rc = cli_lib_error(&err);
    else if (a->json)
        puts(json);
    else {
        print_header(a, roster, catalog);
        cli_print_revelations(view, tracker);
        cli_print_open(view, tracker);
    }
    wg_free(json);
    wg_reveal_free(tracker);
    return rc;
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
    else if (a->reveal)
        rc = reveal(a, roster, catalog, view);
    else if (a->json && wg_view_to_json(&json, view, a->kind, &err) != WG_OK)
        rc = cli_lib_error(&err);
    else if (a->json)
        puts(json);
    else {
        print_header(a, roster, catalog);
        a->kind == WG_VIEW_KIND_OPEN ? cli_print_open(view, NULL) : cli_print_hidden(view);
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
    .synopsis = "open|hidden --catalog BOOK.json ROSTER.json [--json] |\n"
                "                     reveal --catalog BOOK.json ROSTER.json EVENTS.json [--json]",
    .summary = "The two parts of a hidden roster of The 9th Age (rules H1-H5). 'open' is\n"
               "what a player prints and hands to the opponent: every unit with its\n"
               "label, category, models, the General, options, plain items and the\n"
               "mundane types of its hidden items; no points but the limit, and not\n"
               "where a secret unit hides. 'hidden' is the part kept back: each unit\n"
               "with hidden content, its hidden items and where a secret unit hides.\n"
               "Twins (units equal in the open part only) keep the player's labels;\n"
               "the others get \"<unit name> N\" (H4). 'reveal' plays the uses of\n"
               "items in EVENTS.json (wargen-reveal/1) and shows what each revealed\n"
               "and when, then the open roster with what is revealed so far (H5).",
    .help = "options:\n"
            "  --catalog BOOK.json  the army book the roster picks its units from\n"
            "  --json               one line of JSON: the view as wargen-view/1\n"
            "                       (wg_view_to_json in wargen/hidden.h); for reveal\n"
            "                       {\"revealed\", \"open\"} (wg_reveal_to_json)\n"
            "  --help               this text\n"
            "\n"
            "EVENTS.json: {\"format\": \"wargen-reveal/1\", \"events\": [{\"unit\": 3,\n"
            "\"item\": \"sword-of-might\", \"use\": \"attack\"}, ...]}; use is roll,\n"
            "attack, save, move, charge or other; \"beyond_mundane\": false (default\n"
            "true) for a use that works as the mundane item does, which reveals\n"
            "nothing (wg_reveal_apply_file in wargen/hidden.h).\n"
            "\n"
            "Units are numbered from 0, in the roster's order, in every part.\n"
            "Exit status: 0 shown, 1 units alike in the open roster share a player\n"
            "label (label-clash, H4: the violations as 'wargen validate' lists them;\n"
            "with --json\n"
            "{\"valid\": false, \"violations\": [...]}), 2 bad usage or a bad file,\n"
            "such as an event naming an item its unit does not carry\n"
            "('wargen: file:line:column: path: message' on stderr).\n",
    .run = run,
};
