/* The names of the mod module's enums (wargen/mod.h): the one table of each,
 * used by the name and parse functions, by the document reader and by the
 * printers, so a name is spelt in one place. */
#include <stdio.h>
#include <string.h>

#include "internal/error.h"
#include "internal/mod.h"

const char *const wg_mod_op_names[WG_MOD_OP_COUNT + 1] = {"base", "set", "use", "mul", "add",
                                                          NULL};
const char *const wg_bound_names[WG_BOUND_COUNT + 1] = {"none", "min", "max", NULL};
const char *const wg_rounding_names[WG_ROUNDING_COUNT + 1] = {"up", "down", NULL};

/* The operands each op takes (M1), a bound only on mul and add (M3): the
 * members of a wargen-models/1 modifier besides stat, op and source. */
static const char *const OPERANDS[WG_MOD_OP_COUNT][6] = {
    [WG_MOD_SET] = {"value", NULL},
    [WG_MOD_USE] = {"model", "from", NULL},
    [WG_MOD_MUL] = {"num", "den", "round", "min", "max", NULL},
    [WG_MOD_ADD] = {"value", "min", "max", NULL},
};

bool wg_mod_takes(wg_mod_op op, const char *operand)
{
    if ((unsigned)op >= WG_MOD_OP_COUNT || operand == NULL)
        return false;
    for (int i = 0; OPERANDS[op][i]; i++)
        if (strcmp(OPERANDS[op][i], operand) == 0)
            return true;
    return false;
}

wg_status wg_mod_refuse_operand(wg_error *err, wg_mod_op op, const char *operand)
{
    const char *name = wg_mod_op_name(op), *a = op == WG_MOD_ADD ? "an" : "a";
    if (strcmp(operand, "min") == 0 || strcmp(operand, "max") == 0)
        return wg_fail(err, WG_EINVAL, "%s %s modifier takes no bound (M3 bounds mul and add)",
                       a, name);
    return wg_fail(err, WG_EINVAL, "%s %s modifier takes no '%s'", a, name, operand);
}

const char *wg_mod_op_name(wg_mod_op op)
{
    return (unsigned)op < WG_MOD_OP_COUNT ? wg_mod_op_names[op] : NULL;
}

const char *wg_bound_name(wg_bound bound)
{
    return (unsigned)bound < WG_BOUND_COUNT ? wg_bound_names[bound] : NULL;
}

const char *wg_rounding_name(wg_rounding rounding)
{
    return (unsigned)rounding < WG_ROUNDING_COUNT ? wg_rounding_names[rounding] : NULL;
}

/* The index of name among names[first..count-1] into *out; otherwise
 * WG_EINVAL naming it and listing the valid names ("what" says what kind). */
static wg_status parse(int *out, const char *const *names, int first, int count,
                       const char *name, const char *what, wg_error *err)
{
    int i = wg_name_index(names + first, count - first, name);
    if (i >= 0) {
        *out = first + i;
        return WG_OK;
    }
    char valid[WG_ERROR_MESSAGE_SIZE / 2] = "";
    size_t used = 0;
    for (i = first; i < count && used < sizeof valid; i++) {
        int n = snprintf(valid + used, sizeof valid - used, "%s%s", i > first ? ", " : "",
                         names[i]);
        used += n > 0 ? (size_t)n : 0;
    }
    return wg_fail(err, WG_EINVAL, "'%s' is not a %s (%s)", name ? name : "(null)", what,
                   valid);
}

wg_status wg_mod_op_parse(wg_mod_op *out, const char *name, wg_error *err)
{
    int i = 0;
    if (out == NULL)
        return wg_fail(err, WG_EINVAL, "out is NULL");
    /* "base" names trace steps only: a modifier cannot have it. */
    wg_status st = parse(&i, wg_mod_op_names, WG_MOD_SET, WG_MOD_OP_COUNT, name,
                         "modifier op", err);
    if (st == WG_OK)
        *out = (wg_mod_op)i;
    return st;
}

wg_status wg_bound_parse(wg_bound *out, const char *name, wg_error *err)
{
    int i = 0;
    if (out == NULL)
        return wg_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = parse(&i, wg_bound_names, 0, WG_BOUND_COUNT, name, "bound (M3)", err);
    if (st == WG_OK)
        *out = (wg_bound)i;
    return st;
}

wg_status wg_rounding_parse(wg_rounding *out, const char *name, wg_error *err)
{
    int i = 0;
    if (out == NULL)
        return wg_fail(err, WG_EINVAL, "out is NULL");
    wg_status st = parse(&i, wg_rounding_names, 0, WG_ROUNDING_COUNT, name, "rounding (M1)",
                         err);
    if (st == WG_OK)
        *out = (wg_rounding)i;
    return st;
}
