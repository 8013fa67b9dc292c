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

WGI_ENUM_NAMES(wg_morale_result, RESULTS, 0, WG_MORALE_RESULT_COUNT, "morale result")
WGI_ENUM_NAMES(wg_character_kind, KINDS, 0, WG_CHARACTER_KIND_COUNT, "kind of character")
WGI_ENUM_NAMES(wg_check_cause, CAUSES, 0, WG_CHECK_CAUSE_COUNT, "check cause")
WGI_ENUM_NAMES(wg_stop, STOPS, 0, WG_STOP_COUNT, "retreat stop")
