/* How `wargen roster` prints the parts of a roster for the table: the open
 * roster a player hands to the opponent (with what a game has revealed),
 * and the hidden part kept back (rules H1-H5). */
#include <stdio.h>

#include "cli.h"

/* "[3] label: Name": how both views name a unit, so the hidden part can be
 * matched with the open one at the table. */
static void print_unit_title(const wg_view_unit *u)
{
    printf("[%zu] ", u->unit);
    if (u->label) {
        cli_print_text(u->label);
        fputs(": ", stdout);
    }
    cli_print_text(u->name);
    putchar('\n');
}

/* "    what: a, b, c" for the count strings get(owner, unit, i); nothing
 * when there are none. */
static void print_list(const char *what, const void *owner, size_t unit, size_t count,
                       const char *(*get)(const void *, size_t, size_t))
{
    if (count == 0)
        return;
    printf("    %-10s ", what);
    for (size_t i = 0; i < count; i++) {
        fputs(i ? ", " : "", stdout);
        cli_print_text(get(owner, unit, i));
    }
    putchar('\n');
}

static const char *option_at(const void *view, size_t unit, size_t i)
{
    return wg_view_option_at(view, unit, i);
}

static const char *equipment_at(const void *view, size_t unit, size_t i)
{
    return wg_view_equipment_at(view, unit, i);
}

static const char *hidden_item_at(const void *view, size_t unit, size_t i)
{
    return wg_view_hidden_item_at(view, unit, i);
}

static const char *revealed_at(const void *reveal, size_t unit, size_t i)
{
    return wg_reveal_unit_item_at(reveal, unit, i);
}

void cli_print_roster_header(const char *roster_path, const char *view_name,
                             const wg_roster *roster, const wg_catalog *catalog)
{
    fputs("roster:    ", stdout);
    cli_print_text(roster_path);
    printf("\nview:      %s\ncatalogue: ", view_name);
    cli_print_text(wg_catalog_name(catalog));
    printf("\nlimit:     %d points\n", wg_roster_points(roster));
}

void cli_print_open(const wg_view *view, const wg_reveal *reveal)
{
    for (size_t i = 0; i < wg_view_unit_count(view); i++) {
        wg_view_unit u;
        wg_view_unit_at(&u, view, i, NULL);
        putchar('\n');
        print_unit_title(&u);
        printf("    %s, %d model%s%s\n", wg_category_name(u.category), u.models,
               u.models == 1 ? "" : "s", u.general ? ", General" : "");
        print_list("options:", view, i, u.option_count, option_at);
        print_list("equipment:", view, i, u.equipment_count, equipment_at);
        if (reveal)
            print_list("revealed:", reveal, i, wg_reveal_unit_item_count(reveal, i), revealed_at);
    }
    if (wg_view_unit_count(view) == 0)
        printf("\n(no units)\n");
}

void cli_print_hidden(const wg_view *view)
{
    size_t n = wg_view_hidden_unit_count(view);
    for (size_t k = 0; k < n; k++) {
        wg_view_unit u, host;
        wg_view_hidden_unit_at(&u, view, k, NULL);
        putchar('\n');
        print_unit_title(&u);
        print_list("items:", view, u.unit, u.hidden_item_count, hidden_item_at);
        if (u.hides && wg_view_unit_at(&host, view, u.hides_in, NULL) == WG_OK) {
            printf("    %-10s ", "hides in:");
            print_unit_title(&host);
        }
    }
    if (n == 0)
        printf("\n(nothing hidden)\n");
}

void cli_print_revelations(const wg_view *view, const wg_reveal *reveal)
{
    size_t n = wg_reveal_revelation_count(reveal);
    printf("events:    %zu, revealing %zu item%s\n", wg_reveal_event_count(reveal), n,
           n == 1 ? "" : "s");
    for (size_t k = 0; k < n; k++) {
        wg_revelation e;
        wg_view_unit u;
        wg_reveal_revelation_at(&e, reveal, k, NULL);
        wg_view_unit_at(&u, view, e.unit, NULL);
        printf("%s  event %zu, %s: ", k ? "" : "\n", e.event, wg_item_use_name(e.use));
        cli_print_text(e.item);
        printf(" (%s)\n      of ", wg_item_use_when(e.use));
        print_unit_title(&u);
    }
}
