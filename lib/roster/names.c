/* The names of the roster module's enums (wargen/roster.h): categories (R2),
 * item lists (H2) and roster formats (R12, R13), each table known once here. */
#include <string.h>

#include "internal/error.h"
#include "internal/roster.h"

const char *const wgi_category_names[WG_CATEGORY_COUNT + 1] = {"lords", "heroes", "core",
                                                           "special", "rare", NULL};
const char *const wgi_item_list_names[WG_ITEM_LIST_COUNT + 1] = {"common", "army", "item-like",
                                                       "mundane", NULL};
static const char *const format_names[WG_ROSTER_FORMAT_COUNT] = {"warband", "standard",
                                                                 "grand"};

WGI_ENUM_NAMES(wg_category, wgi_category_names, 0, WG_CATEGORY_COUNT, "category")
WGI_ENUM_NAMES(wg_item_list, wgi_item_list_names, 0, WG_ITEM_LIST_COUNT, "item list")
WGI_ENUM_NAMES(wg_roster_format, format_names, 0, WG_ROSTER_FORMAT_COUNT, "roster format")

wg_roster_format wg_roster_format_of(int points)
{
    if (points < 1500)
        return WG_ROSTER_FORMAT_WARBAND; /* R12 */
    return points >= 4000 ? WG_ROSTER_FORMAT_GRAND_ARMY : WG_ROSTER_FORMAT_STANDARD; /* R13 */
}
