/* What generate and replay print: a session as JSON for programs, or as a
 * table per player for people. The table is read back from the session's
 * JSON (FORMATS.md), the public record of every committed draw, so both
 * forms always show the same draws. */
#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

#include <jansson.h>

#include "cli.h"

/* snprintf at buf + len; returns the new length, never past size - 1. */
__attribute__((format(printf, 4, 5))) static size_t put(char *buf, size_t size, size_t len,
                                                        const char *fmt, ...)
{
    va_list ap;
    if (len + 1 >= size)
        return len;
    va_start(ap, fmt);
    int n = vsnprintf(buf + len, size - len, fmt, ap);
    va_end(ap);
    len += n > 0 ? (size_t)n : 0;
    return len < size ? len : size - 1;
}

void cli_format_slots(char *buf, size_t size, const wg_slot *slots, const int *levels,
                      size_t count)
{
    size_t len = 0;
    if (size == 0)
        return;
    buf[0] = '\0';
    for (size_t i = 0; i < count; i++) {
        const wg_slot *s = &slots[i];
        const char *sep = i ? ", " : "";
        if (s->endless_spell)
            len = put(buf, size, len, "%sendless spell", sep);
        else
            len = put(buf, size, len, "%s%d %s%s", sep, s->count, wg_unit_type_name(s->type),
                      s->reinforceable ? "*" : "");
        if (levels && levels[i] > 0)
            len = put(buf, size, len, " (reinforced %dx)", levels[i] + 1);
    }
}

/* ---- the header ---------------------------------------------------------- */

/* The preset size whose limit this is, or -1 for a custom limit (G1). */
static int size_of_limit(int limit)
{
    for (int s = WG_SIZE_SMALL; s <= WG_SIZE_LARGE; s++)
        if (wg_army_size_limit((wg_army_size)s) == limit)
            return s;
    return -1;
}

static const char *mode_text(const wg_session_options *o)
{
    if (o->mode == WG_DRAW_DICE)
        return "dice (D66)";
    return o->per_player_decks ? "cards (a deck per player)" : "cards (one shared deck)";
}

static void print_header(const wg_session *s)
{
    const wg_session_options *o = wg_session_options_get(s);
    int size = size_of_limit(o->limit);
    printf("seed %" PRIu64 ": ", wg_session_seed(s));
    if (size >= 0)
        printf("%s army (%d AP)", wg_army_size_name((wg_army_size)size), o->limit);
    else
        printf("%d AP limit", o->limit);
    printf(", %d player%s, %s", o->players, o->players == 1 ? "" : "s", mode_text(o));
    if (o->players == 2)
        printf(", player %d first (%s)", wg_session_first_player(s),
               o->first_player ? "named" : "roll-off");
    putchar('\n');
}

/* The generate command that makes this session again (defaults left out). */
static void print_repeat(const wg_session *s, const char *table_path)
{
    const wg_session_options *o = wg_session_options_get(s);
    int size = size_of_limit(o->limit);
    printf("repeat with: wargen generate");
    if (size > WG_SIZE_SMALL)
        printf(" --size %s", wg_army_size_name((wg_army_size)size));
    else if (size < 0)
        printf(" --limit %d", o->limit);
    if (o->players == 2)
        printf(" --players 2");
    if (o->mode == WG_DRAW_CARDS)
        printf(" --cards%s", o->per_player_decks ? " --per-player-decks" : "");
    if (o->players == 2 && o->first_player)
        printf(" --first-player %d", o->first_player);
    if (table_path)
        printf(" --table %s", table_path);
    printf(" --seed %" PRIu64 "\n", wg_session_seed(s));
}

/* ---- the draws ----------------------------------------------------------- */

static int int_of(const json_t *obj, const char *key)
{
    return (int)json_integer_value(json_object_get(obj, key));
}

static void read_slot(wg_slot *slot, int *level, const json_t *js)
{
    *slot = (wg_slot){.endless_spell = json_is_true(json_object_get(js, "endless_spell"))};
    *level = int_of(js, "level");
    if (slot->endless_spell)
        return;
    const char *type = json_string_value(json_object_get(js, "type"));
    slot->count = int_of(js, "count");
    slot->reinforceable = json_is_true(json_object_get(js, "reinforceable"));
    if (type)
        wg_unit_type_parse(&slot->type, type, NULL);
}

/* A draw's units as cli_format_slots() writes them, after "substitute"
 * when the draw was replaced by one substitute unit (G8). */
static void draw_units(char *buf, size_t size, const json_t *draw)
{
    wg_slot slots[WG_ENTRY_MAX_SLOTS];
    int levels[WG_ENTRY_MAX_SLOTS];
    const json_t *list = json_object_get(draw, "slots");
    size_t n = json_array_size(list);
    n = n < WG_ENTRY_MAX_SLOTS ? n : WG_ENTRY_MAX_SLOTS;
    for (size_t i = 0; i < n; i++)
        read_slot(&slots[i], &levels[i], json_array_get(list, i));
    bool sub = json_is_true(json_object_get(draw, "substitute"));
    size_t len = sub ? put(buf, size, 0, "substitute ") : 0;
    cli_format_slots(buf + len, size - len, slots, levels, n);
}

/* The widest units column of the session, at least its heading's. */
static int units_width(const json_t *players)
{
    size_t width = strlen("units"), i, j;
    const json_t *p, *d;
    char units[CLI_UNITS_SIZE];
    json_array_foreach(players, i, p) {
        json_array_foreach(json_object_get(p, "draws"), j, d) {
            draw_units(units, sizeof units, d);
            width = strlen(units) > width ? strlen(units) : width;
        }
    }
    return (int)width;
}

static void print_player(const wg_session *s, const json_t *p, const char *key, int width)
{
    int player = int_of(p, "player"), total = 0;
    const json_t *draws = json_object_get(p, "draws"), *d;
    size_t k;
    char units[CLI_UNITS_SIZE];
    printf("\nplayer %d\n  draw  %s  %-*s  AP  total\n", player, key, width, "units");
    json_array_foreach(draws, k, d) {
        total += int_of(d, "cost");
        draw_units(units, sizeof units, d);
        printf("  %4zu  %4d  %-*s  %2d  %5d\n", k + 1, int_of(d, key), width, units,
               int_of(d, "cost"), total);
    }
    wg_army army = wg_session_army(s, player);
    size_t n = json_array_size(draws);
    printf("  player %d: %d AP, %d unit%s, %zu draw%s%s\n", player, int_of(p, "total"),
           int_of(p, "units"), int_of(p, "units") == 1 ? "" : "s", n, n == 1 ? "" : "s",
           army.finished ? "" : " (not finished)");
}

static int print_table(const wg_session *s, const char *text, const char *table_path)
{
    json_error_t jerr;
    json_t *doc = json_loads(text, 0, &jerr);
    if (doc == NULL)
        return cli_error("cannot read the session's JSON: %s", jerr.text);
    const json_t *players = json_object_get(doc, "players"), *p;
    const char *key = wg_session_options_get(s)->mode == WG_DRAW_CARDS ? "card" : "roll";
    int width = units_width(players);
    size_t i;
    print_header(s);
    print_repeat(s, table_path);
    json_array_foreach(players, i, p)
        print_player(s, p, key, width);
    json_decref(doc);
    return EXIT_VALID;
}

int cli_print_session(const wg_session *session, const char *table_path, bool json)
{
    char *text = NULL;
    wg_error err;
    if (wg_session_to_json(&text, session, &err) != WG_OK)
        return cli_lib_error(&err);
    int rc = EXIT_VALID;
    if (json)
        printf("%s\n", text);
    else
        rc = print_table(session, text, table_path);
    wg_free(text);
    return rc;
}
