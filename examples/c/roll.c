/* roll.c: roll a seeded pool of dice, re-roll the 1s, print the dice and sum.
 * Usage: roll [seed [count]]  (by default seed 42 and five dice) */
#include <stdio.h>
#include <stdlib.h>
#include <wargen.h>

static void print_dice(const char *label, const wg_roll *pool)
{
    const int *dice = wg_roll_dice(pool); /* owned by the pool */
    printf("%s:", label);
    for (size_t i = 0; i < wg_roll_die_count(pool); i++)
        printf(" %d", dice[i]);
    putchar('\n');
}

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 42;
    size_t count = argc > 2 ? strtoul(argv[2], NULL, 10) : 5;
    wg_rng *rng = NULL;   /* the generator: the same seed gives the same dice */
    wg_roll *pool = NULL; /* dice rolled together; they re-roll with rng */
    wg_error err;         /* details of a call that fails */

    if (wg_rng_new(&rng, seed, &err) != WG_OK || wg_roll_new(&pool, rng, count, &err) != WG_OK) {
        char msg[1024];
        wg_error_format(msg, sizeof msg, &err);
        fprintf(stderr, "roll: %s\n", msg);
        wg_rng_free(rng); /* freeing NULL is allowed */
        return EXIT_FAILURE;
    }
    print_dice("rolled", pool);
    printf("re-rolled: %zu\n", wg_roll_reroll_below(pool, 2)); /* every 1, once */
    print_dice("dice", pool);
    printf("sum: %ld\n", wg_roll_sum(pool));

    wg_roll_free(pool); /* the pool first: it borrows the generator */
    wg_rng_free(rng);
    return EXIT_SUCCESS;
}
