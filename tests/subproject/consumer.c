/* A program of another Meson project that takes libwargen as a subproject. */
#include <stdio.h>
#include <string.h>
#include <wargen.h>

int main(void)
{
    wg_rng *rng = NULL;
    if (wg_rng_new(&rng, 42, NULL) != WG_OK)
        return 1;
    int dice[3];
    wg_rng_roll(dice, 3, rng, NULL);
    wg_rng_free(rng);
    printf("%s %d %d %d\n", wg_version(), dice[0], dice[1], dice[2]);
    /* seed 42 starts 1 3 5 (tests/unit/test_rng.c) */
    return strcmp(wg_version(), WG_VERSION_STRING) != 0 || dice[0] != 1 || dice[1] != 3 ||
           dice[2] != 5;
}
