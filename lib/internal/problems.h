/* Building a wg_problems list (wargen/error.h). */
#ifndef WGI_INTERNAL_PROBLEMS_H
#define WGI_INTERNAL_PROBLEMS_H

#include "wargen/error.h"

wg_status wgi_problems_new(wg_problems **out);
/* Append a copy of e, or count it as omitted once the list holds
 * WG_PROBLEMS_MAX; WG_ENOMEM leaves the list as it was. */
wg_status wgi_problems_add(wg_problems *problems, const wg_error *e);

#endif
