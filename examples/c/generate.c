/* generate.c: two players generate Open War armies step by step (rules G),
 * fielding every unit listed. Usage: generate [seed]  (by default 42) */
#include <stdio.h>
#include <stdlib.h>
#include <wargen.h>

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 42;
    wg_table *table = NULL;     /* the built-in default table (G12) */
    wg_session *session = NULL; /* keeps its own copy of the table */
    wg_session_options options;
    wg_error err;

    wg_session_options_init(&options); /* a small army: 15 AP (G1) */
    options.players = 2;
    if (wg_table_new_default(&table, &err) != WG_OK ||
        wg_session_new(&session, table, seed, &options, &err) != WG_OK)
        goto fail;
    while (!wg_session_finished(session)) {
        int player = wg_session_turn(session); /* players alternate (G9, G10) */
        const wg_gen_entry *entry;
        if (wg_session_draw(&entry, session, player, &err) != WG_OK)
            goto fail;
        for (size_t slot = 0; slot < entry->slot_count; slot++) /* field all (G4) */
            for (int u = 0; !entry->slots[slot].endless_spell && u < entry->slots[slot].count; u++)
                if (wg_session_field(session, player, slot, NULL, &err) != WG_OK)
                    goto fail;
        if (wg_session_commit(session, player, &err) != WG_OK)
            goto fail;
    }
    for (int p = 1; p <= options.players; p++) {
        wg_army army = wg_session_army(session, p);
        printf("player %d: %d AP, %d units, %d draws\n", p, army.total, army.units, army.draws);
    }
    wg_session_free(session);
    wg_table_free(table);
    return EXIT_SUCCESS;
fail:
    fprintf(stderr, "generate: %s\n", err.message);
    wg_session_free(session); /* freeing NULL is allowed */
    wg_table_free(table);
    return EXIT_FAILURE;
}
