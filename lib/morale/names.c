/* The names of the morale module's enums (wargen/morale.h), each table known
 * once, here: the command, the JSON writers and both bindings read them
 * through wg_*_name() and wg_*_parse(). */
#include <string.h>

#include "internal/error.h"
#include "internal/morale.h"

static const char *const RESULTS[WG_MORALE_RESULT_COUNT] = {"steady", "wavered", "retreat",
                                                            "fled"};
static const char *const KINDS[WG_CHARACTER_KIND_COUNT] = {"general", "hero",
                                                           "standard-bearer"};
static const char *const CAUSES[WG_CHECK_CAUSE_COUNT] = {"half-lost", "leader-killed",
                                                         "attached-killed"};
static const char *const STOPS[WG_STOP_COUNT] = {"none", "terrain", "friend", "enemy"};

static const char *name_at(const char *const *names, int count, int value)
{
    return value >= 0 && value < count ? names[value] : NULL;
}

/* *out = the index of name in names, or WG_EINVAL naming the bad name and
 * listing the valid ones, *out untouched. */
static wg_status parse(int *out, const char *const *names, int count, const char *what,
                       const char *name, wg_error *err)
{
    int i = wg_name_index(names, count, name);
    if (i >= 0) {
        *out = i;
        return WG_OK;
    }
    char list[128] = "";
    for (int k = 0; k < count; k++) {
        strcat(list, names[k]);
        strcat(list, k + 2 < count ? ", " : k + 1 < count ? " or " : "");
    }
    return wg_fail(err, WG_EINVAL, "unknown %s \"%s\" (expected %s)", what, name ? name : "",
                   list);
}

/* The pair of functions of one enum, from its table. */
#define NAME_AND_PARSE(TYPE, TABLE, COUNT, WHAT)                                              \
    const char *TYPE##_name(TYPE value)                                                       \
    {                                                                                         \
        return name_at(TABLE, COUNT, (int)value);                                             \
    }                                                                                         \
    wg_status TYPE##_parse(TYPE *out, const char *name, wg_error *err)                        \
    {                                                                                         \
        int i;                                                                                \
        if (out == NULL)                                                                      \
            return wg_fail(err, WG_EINVAL, #TYPE "_parse: out is NULL");                      \
        wg_status st = parse(&i, TABLE, COUNT, WHAT, name, err);                              \
        if (st == WG_OK)                                                                      \
            *out = (TYPE)i;                                                                   \
        return st;                                                                            \
    }

NAME_AND_PARSE(wg_morale_result, RESULTS, WG_MORALE_RESULT_COUNT, "morale result")
NAME_AND_PARSE(wg_character_kind, KINDS, WG_CHARACTER_KIND_COUNT, "kind of character")
NAME_AND_PARSE(wg_check_cause, CAUSES, WG_CHECK_CAUSE_COUNT, "check cause")
NAME_AND_PARSE(wg_stop, STOPS, WG_STOP_COUNT, "retreat stop")
