/* The names of the mod module's enums (wargen/mod.h): the one table of each,
 * used by the name and parse functions, by the document reader and by the
 * printers, so a name is spelt in one place. */
#include <stdio.h>
#include <string.h>

#include "internal/error.h"
#include "internal/mod.h"

const char *const wgi_mod_op_names[WG_MOD_OP_COUNT + 1] = {"base", "set", "use", "mul", "add",
                                                          NULL};
const char *const wgi_bound_names[WG_BOUND_COUNT + 1] = {"none", "min", "max", NULL};
const char *const wgi_rounding_names[WG_ROUNDING_COUNT + 1] = {"up", "down", NULL};

/* The operands each op takes (M1), a bound only on mul and add (M3): the
 * members of a wargen-models/1 modifier besides stat, op and source. */
static const char *const OPERANDS[WG_MOD_OP_COUNT][6] = {
    [WG_MOD_OP_SET] = {"value", NULL},
    [WG_MOD_OP_USE] = {"model", "from", NULL},
    [WG_MOD_OP_MUL] = {"num", "den", "round", "min", "max", NULL},
    [WG_MOD_OP_ADD] = {"value", "min", "max", NULL},
};

bool wgi_mod_takes(wg_mod_op op, const char *operand)
{
    if ((unsigned)op >= WG_MOD_OP_COUNT || operand == NULL)
        return false;
    for (int i = 0; OPERANDS[op][i]; i++)
        if (strcmp(OPERANDS[op][i], operand) == 0)
            return true;
    return false;
}

wg_status wgi_mod_refuse_operand(wg_error *err, wg_mod_op op, const char *operand)
{
    const char *name = wg_mod_op_name(op), *a = op == WG_MOD_OP_ADD ? "an" : "a";
    if (strcmp(operand, "min") == 0 || strcmp(operand, "max") == 0)
        return wgi_fail(err, WG_EINVAL, "%s %s modifier takes no bound (M3 bounds mul and add)",
                       a, name);
    return wgi_fail(err, WG_EINVAL, "%s %s modifier takes no '%s'", a, name, operand);
}

/* "base" names trace steps only: a modifier cannot have it, so parsing
 * starts at WG_MOD_OP_SET. */
WGI_ENUM_NAMES(wg_mod_op, wgi_mod_op_names, WG_MOD_OP_SET, WG_MOD_OP_COUNT, "modifier op")
WGI_ENUM_NAMES(wg_bound, wgi_bound_names, 0, WG_BOUND_COUNT, "bound")
WGI_ENUM_NAMES(wg_rounding, wgi_rounding_names, 0, WG_ROUNDING_COUNT, "rounding")
