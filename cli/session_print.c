/* What generate and replay print: a session as JSON for programs, or as a
 * table per player for people, from the session's committed draws
 * (wg_session_draw_at), which its JSON is written from too. */
#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

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
            len = put(buf, size, len, "%s%d %s%s", sep, s->count, wg_gen_unit_type_name(s->type),
                      s->reinforceable ? "*" : "");
        if (levels && levels[i] > 0)
            len = put(buf, size, len, " (reinforced %dx)", levels[i] + 1);
    }
}

/* ---- the header ---------------------------------------------------------- */

int cli_size_of_limit(int limit)
{
    for (int s = 0; s < WG_ARMY_SIZE_COUNT; s++)
        if (wg_army_size_limit((wg_army_size)s) == limit)
            return s;
    return -1;
}

static const char *mode_text(const wg_session_options *o)
{
    if (o->mode == WG_DRAW_MODE_DICE)
        return "dice (D66)";
    return o->per_player_decks ? "cards (a deck per player)" : "cards (one shared deck)";
}

static void print_header(const wg_session *s)
{
    const wg_session_options *o = wg_session_settings(s);
    int size = cli_size_of_limit(o->limit);
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
    const wg_session_options *o = wg_session_settings(s);
    int size = cli_size_of_limit(o->limit);
    printf("repeat with: wargen generate");
    if (size > WG_ARMY_SIZE_SMALL)
        printf(" --size %s", wg_army_size_name((wg_army_size)size));
    else if (size < 0)
        printf(" --limit %d", o->limit);
    if (o->players == 2)
        printf(" --players 2");
    if (o->mode == WG_DRAW_MODE_CARDS)
        printf(" --cards%s", o->per_player_decks ? " --per-player-decks" : "");
    if (o->players == 2 && o->first_player)
        printf(" --first-player %d", o->first_player);
    if (table_path)
        printf(" --table %s", table_path);
    printf(" --seed %" PRIu64 "\n", wg_session_seed(s));
}

/* ---- the draws ----------------------------------------------------------- */

/* A draw's units as cli_format_slots() writes them, after "substitute"
 * when the draw was replaced by one substitute unit (G8). */
static void draw_units(char *buf, size_t size, const wg_draw_info *d)
{
    size_t len = d->substituted ? put(buf, size, 0, "substitute ") : 0;
    cli_format_slots(buf + len, size - len, d->entry.slots, d->level, d->entry.slot_count);
}

/* The widest units column of the session, at least its heading's. */
static int units_width(const wg_session *s)
{
    size_t width = strlen("units");
    char units[CLI_UNITS_SIZE];
    for (size_t i = 0; i < wg_session_draw_count(s); i++) {
        wg_draw_info d;
        wg_session_draw_at(&d, s, i, NULL);
        draw_units(units, sizeof units, &d);
        width = strlen(units) > width ? strlen(units) : width;
    }
    return (int)width;
}

static void print_player(const wg_session *s, int player, const char *key, int width)
{
    int total = 0;
    size_t n = 0;
    char units[CLI_UNITS_SIZE];
    printf("\nplayer %d\n  draw  %s  %-*s  AP  total\n", player, key, width, "units");
    for (size_t i = 0; i < wg_session_draw_count(s); i++) {
        wg_draw_info d;
        wg_session_draw_at(&d, s, i, NULL);
        if (d.player != player)
            continue;
        total += d.cost;
        draw_units(units, sizeof units, &d);
        printf("  %4zu  %4d  %-*s  %2d  %5d\n", ++n, d.value, width, units, d.cost, total);
    }
    wg_army army = wg_session_army(s, player);
    printf("  player %d: %d AP, %d unit%s, %zu draw%s%s\n", player, army.total, army.units,
           army.units == 1 ? "" : "s", n, n == 1 ? "" : "s",
           army.finished ? "" : " (not finished)");
}

static void print_table(const wg_session *s, const char *table_path)
{
    const wg_session_options *o = wg_session_settings(s);
    const char *key = o->mode == WG_DRAW_MODE_CARDS ? "card" : "roll";
    int width = units_width(s);
    print_header(s);
    print_repeat(s, table_path);
    for (int player = 1; player <= o->players; player++)
        print_player(s, player, key, width);
}

wg_status cli_print_session(const wg_session *session, const char *table_path, bool json,
                            wg_error *err)
{
    char *text = NULL;
    if (!json) {
        print_table(session, table_path);
        return WG_OK;
    }
    wg_status st = wg_session_to_json(&text, session, err);
    if (st != WG_OK)
        return st;
    printf("%s\n", text);
    wg_free(text);
    return WG_OK;
}
