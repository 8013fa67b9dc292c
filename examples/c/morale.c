/* morale.c: a battalion's morale (rules B1-B5, B12): the exact odds of a
 * check, then a battalion losing half its warriors, checking morale with
 * seeded dice and, on a bad result, retreating from the enemy.
 * Usage: morale [SEED]   (by default seed 3, which gives a retreat) */
#include <stdio.h>
#include <stdlib.h>
#include <wargen.h>

static void print_odds(int modifier)
{
    wg_morale_odds odds;
    wg_morale_odds_compute(&odds, modifier, NULL); /* fails only for a NULL out */
    printf("odds with modifier %+d:", modifier);
    for (int k = 0; k < 4; k++)
        printf(" %s %d/%d", wg_morale_result_name((wg_morale_result)k), odds.failures[k],
               WG_MORALE_DENOMINATOR);
    printf("\n");
}

int main(int argc, char **argv)
{
    unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 3;
    wg_battle *battle = NULL;
    wg_rng *rng = NULL;
    wg_error err;
    size_t spears, enemy;
    int status = 1;

    print_odds(0);
    print_odds(1); /* a standard bearer (B4) */

    /* Spearmen facing north (90 degrees), raiders 10 units south of them, and
     * impassable rocks 3 units behind the spearmen's front edge. */
    const double rocks[] = {-8, 5, 8, 5, 8, 9, -8, 9};
    wg_battalion_spec spec = {.name = "spearmen", .army = 0, .warriors = 20, .speed = 6,
                              .ranks = 4, .base = {0, 0, 10, 4, 90}};
    wg_battalion_spec foe = {.name = "raiders", .army = 1, .warriors = 10, .speed = 8,
                             .ranks = 2, .base = {0, -10, 10, 4, 90}};
    wg_damage damage;
    wg_morale_check check;
    wg_retreat retreat = {0};
    if (wg_battle_new(&battle, &err) != WG_OK || wg_rng_new(&rng, seed, &err) != WG_OK ||
        wg_battle_add_battalion(&spears, battle, &spec, &err) != WG_OK ||
        wg_battle_add_battalion(&enemy, battle, &foe, &err) != WG_OK ||
        wg_battle_add_terrain(battle, rocks, 4, &err) != WG_OK ||
        wg_battle_add_character(NULL, battle, spears, WG_CHARACTER_KIND_STANDARD_BEARER, "Ensign",
                         &err) != WG_OK ||
        wg_battle_damage(&damage, battle, spears, 10, &err) != WG_OK) /* half of 20 (B1) */
        goto fail;
    printf("%d killed, %zu check(s) queued\n", damage.killed, wg_battle_pending_count(battle));
    if (wg_battle_check_roll(&check, &retreat, battle, spears, rng, 0, &err) != WG_OK)
        goto fail;
    printf("seed %llu: opponent %d against %d %d %d (%+d): %s\n", seed, check.opponent,
           check.dice[0], check.dice[1], check.dice[2], check.modifier,
           wg_morale_result_name(check.result));
    if (check.result == WG_MORALE_RESULT_RETREAT) /* B12: straight away from the raiders */
        printf("retreated %.2f, stopped by %s\n", retreat.distance, wg_stop_name(retreat.stop));
    status = 0;
    goto done;
fail:
    fprintf(stderr, "morale: %s\n", err.message);
done:
    wg_rng_free(rng);
    wg_battle_free(battle);
    return status;
}
