// The public headers compile as C++ (extern "C", no C-only constructs), so
// C++ tools can include <wargen.h> directly.
#include <wargen.h>

#include <cstdio>

int main()
{
    wg_rng *rng = nullptr;
    wg_error err;
    if (wg_rng_new(&rng, 42, &err) != WG_OK)
        return 1;
    int first = wg_rng_d6(rng);
    wg_rng_free(rng);
    std::printf("%s %d\n", wg_version(), first);
    return first == 1 ? 0 : 1; // seed 42 starts with a 1 (test_rng.c)
}
