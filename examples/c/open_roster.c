/* open_roster.c: print the open roster of The 9th Age, the text a player hands
 * to the opponent (rules H1-H4): every unit with its label, category, models,
 * the General, options, plain items and the mundane types of its hidden
 * items; no points but the limit, nothing hidden. `wargen roster open` prints
 * the same units.
 * Usage: open_roster BOOK.json ROSTER.json
 * (exit 0 printed, 1 twins share a player label, 2 bad input) */
#include <stdio.h>
#include <wargen.h>

/* "    options:   a, b, c" for the count strings get(view, unit, i); nothing
 * when there are none. */
static void print_list(const char *what, const wg_view *view, size_t unit, size_t count,
                       const char *(*get)(const wg_view *, size_t, size_t))
{
    if (count == 0)
        return;
    printf("    %-10s ", what);
    for (size_t i = 0; i < count; i++)
        printf("%s%s", i ? ", " : "", get(view, unit, i));
    putchar('\n');
}

/* "[3] label: Name" (units are numbered from 0, in the roster's order), then
 * what the opponent may see of it. */
static void print_unit(const wg_view *view, size_t unit)
{
    wg_view_unit u;
    if (wg_view_unit_at(&u, view, unit, NULL) != WG_OK)
        return;
    printf("\n[%zu] %s%s%s\n", u.unit, u.label ? u.label : "", u.label ? ": " : "", u.name);
    printf("    %s, %d model%s%s\n", wg_category_name(u.category), u.models,
           u.models == 1 ? "" : "s", u.general ? ", General" : "");
    print_list("options:", view, unit, u.option_count, wg_view_option_at);
    print_list("equipment:", view, unit, u.equipment_count, wg_view_equipment_at);
}

int main(int argc, char **argv)
{
    wg_catalog *book = NULL;
    wg_roster *roster = NULL; /* refers to book: free it first */
    wg_view *view = NULL;     /* refers to roster: free it first */
    wg_error err;
    int status = 2;

    if (argc != 3) {
        fprintf(stderr, "usage: open_roster BOOK.json ROSTER.json\n");
        return 2;
    }
    if (wg_catalog_load_file(&book, argv[1], &err) != WG_OK ||
        wg_roster_load_file(&roster, book, argv[2], &err) != WG_OK ||
        wg_view_new(&view, roster, &err) != WG_OK) {
        char line[1024];
        wg_error_format(line, sizeof line, &err); /* file:line:column: path: message */
        fprintf(stderr, "open_roster: %s\n", line);
        goto done;
    }
    if (!wg_view_valid(view)) { /* twins with one player label (H4) */
        for (size_t i = 0; i < wg_view_violation_count(view); i++) {
            const wg_violation *v = wg_view_violation_at(view, i);
            fprintf(stderr, "open_roster: %s (%s): %s\n", v->code, v->rule, v->message);
        }
        status = 1;
        goto done;
    }
    printf("catalogue: %s\nlimit:     %d points\n", wg_catalog_name(book),
           wg_roster_points(roster));
    for (size_t i = 0; i < wg_view_unit_count(view); i++)
        print_unit(view, i);
    if (wg_view_unit_count(view) == 0)
        printf("\n(no units)\n");
    status = 0;
done:
    wg_view_free(view);
    wg_roster_free(roster);
    wg_catalog_free(book);
    return status;
}
