/* The names of the roster module's enums (wargen/roster.h): categories (R2),
 * item lists (H2) and game formats (R12, R13), each table known once here. */
#include <string.h>

#include "internal/error.h"
#include "internal/roster.h"

const char *const wg_category_names[WG_CATEGORY_COUNT + 1] = {"lords", "heroes", "core",
                                                           "special", "rare", NULL};
const char *const wg_item_list_names[WG_ITEM_LIST_COUNT + 1] = {"common", "army", "item-like",
                                                       "mundane", NULL};
static const char *const format_names[WG_GAME_FORMAT_COUNT] = {"warband", "standard", "grand"};

/* names[i] for 0 <= i < count, else NULL. */
static const char *name_of(const char *const *names, int count, int i)
{
    return i >= 0 && i < count ? names[i] : NULL;
}

/* The index of name in names, or WG_EINVAL "unknown WHAT "name" (expected
 * a, b or c)" listing the table itself, so the message cannot go stale. */
static wg_status parse_name(int *out, const char *const *names, int count, const char *what,
                            const char *name, wg_error *err)
{
    int i = wg_name_index(names, count, name);
    if (i >= 0) {
        *out = i;
        return WG_OK;
    }
    char list[128] = "";
    for (int k = 0; k < count; k++) {
        strncat(list, k == 0 ? "" : k == count - 1 ? " or " : ", ", sizeof list - strlen(list) - 1);
        strncat(list, names[k], sizeof list - strlen(list) - 1);
    }
    return wg_fail(err, WG_EINVAL, "unknown %s \"%s\" (expected %s)", what, name ? name : "",
                   list);
}

const char *wg_category_name(wg_category category)
{
    return name_of(wg_category_names, WG_CATEGORY_COUNT, (int)category);
}

wg_status wg_category_parse(wg_category *out, const char *name, wg_error *err)
{
    int i;
    wg_status st = parse_name(&i, wg_category_names, WG_CATEGORY_COUNT, "category", name, err);
    if (st == WG_OK)
        *out = (wg_category)i;
    return st;
}

const char *wg_item_list_name(wg_item_list list)
{
    return name_of(wg_item_list_names, WG_ITEM_LIST_COUNT, (int)list);
}

wg_status wg_item_list_parse(wg_item_list *out, const char *name, wg_error *err)
{
    int i;
    wg_status st = parse_name(&i, wg_item_list_names, WG_ITEM_LIST_COUNT, "item list", name, err);
    if (st == WG_OK)
        *out = (wg_item_list)i;
    return st;
}

const char *wg_game_format_name(wg_game_format format)
{
    return name_of(format_names, WG_GAME_FORMAT_COUNT, (int)format);
}

wg_status wg_game_format_parse(wg_game_format *out, const char *name, wg_error *err)
{
    int i;
    wg_status st = parse_name(&i, format_names, WG_GAME_FORMAT_COUNT, "game format", name, err);
    if (st == WG_OK)
        *out = (wg_game_format)i;
    return st;
}

wg_game_format wg_game_format_of(int points)
{
    if (points < 1500)
        return WG_GAME_WARBAND; /* R12 */
    return points >= 4000 ? WG_GAME_GRAND_ARMY : WG_GAME_STANDARD; /* R13 */
}
