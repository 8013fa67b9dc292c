/* The session's state, shared by gen/session.c (the steps) and gen/log.c
 * (writing and replaying logs). */
#ifndef WGI_INTERNAL_SESSION_H
#define WGI_INTERNAL_SESSION_H

#include "internal/gen.h"

typedef enum step_kind {
    STEP_DRAW, STEP_RESHUFFLE, STEP_REINFORCE, STEP_SUBSTITUTE, STEP_SPELL, STEP_FIELD,
    STEP_COMMIT, STEP_OUT
} step_kind;

/* WG_OK if name is an endless spell's name, 1 to 200 characters; else
 * WG_EINVAL saying so (the session and the log reader both check it). */
wg_status wgi_spell_name_check(const char *name, wg_error *err);

/* WG_OK if type at level may stand in for a whole draw (G8): horde,
 * regular, elite, guard, siege-breaker at level 0 to 2, champion at 0;
 * else WG_ERULE saying so (the session and the log reader both check it). */
wg_status wgi_substitute_check(wg_gen_unit_type type, int level, wg_error *err);

/* One line of the log (G11). */
typedef struct step {
    step_kind kind;
    int player;             /* 1 or 2 */
    int a, b;               /* draw: value; reshuffle: deck; reinforce: slot, level;
                               substitute: type, level; spell, field: slot; commit: cost */
    bool has_unit;          /* field: with a profile */
    wg_gen_unit unit;
    char *name;             /* spell: its name (owned) */
} step;

/* The draw being decided. */
typedef struct pending {
    const wg_gen_entry *listed; /* as drawn */
    wg_gen_entry entry;         /* as it stands: the substitute's slot once substituted */
    int value;                  /* the D66 value rolled, or the card's */
    bool decided;               /* anything decided yet (substitution must come first) */
    bool substituted;
    int level[WG_ENTRY_MAX_SLOTS];
    int fielded[WG_ENTRY_MAX_SLOTS];
    bool spell[WG_ENTRY_MAX_SLOTS];
} pending;

/* A committed draw, for the session's JSON. */
typedef struct record {
    int player, value, cost;
    pending draw;
} record;

struct wg_session {
    wg_table table;          /* the session's own copy */
    wg_rng *rng;
    uint64_t seed;
    bool rolled_off;
    wgi_gen gen;
    bool drawing;            /* cur holds a pending draw */
    pending cur;
    step *steps;
    size_t n_steps, cap_steps;
    record *records;
    size_t n_records, cap_records;
};

/* Make room for n more steps (and a record); false on WG_ENOMEM. */
bool wgi_session_reserve(wg_session *s, size_t n);

#endif
