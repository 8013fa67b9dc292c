/* wg_version() (wargen/version.h). */
#include "wargen/version.h"

const char *wg_version(void)
{
    return WG_VERSION_STRING;
}
