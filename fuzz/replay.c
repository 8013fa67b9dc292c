/* Runs files through a fuzz target without libFuzzer, so every build (gcc,
 * sanitizers, valgrind) replays the seed corpus as a regression test.
 * usage: replay FILE...   prints "N passed, 0 failed" (a crash fails). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    int n = 0;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (f == NULL) {
            fprintf(stderr, "replay: cannot open %s\n", argv[i]);
            return 1;
        }
        static uint8_t buf[1 << 20];
        size_t size = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, size);
        n++;
    }
    printf("%d passed, 0 failed\n", n);
    return 0;
}
