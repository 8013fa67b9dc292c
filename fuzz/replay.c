/* Runs files through a fuzz target without libFuzzer, so every build (gcc,
 * sanitizers, valgrind) replays the seed and regression corpora as a test.
 * usage: replay FILE|DIR...  (a folder: every file in it but README.md)
 * prints "N passed, 0 failed" (a finding aborts, which fails the test). */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */
#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each input in a buffer of exactly its size, as libFuzzer gives it, so
 * that ASan and valgrind see a read past its end. */
static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return -1;
    }
    size_t cap = 4096, size = 0;
    uint8_t *data = malloc(cap);
    size_t got;
    while (data != NULL && (got = fread(data + size, 1, cap - size, f)) > 0) {
        size += got;
        if (size == cap) {
            uint8_t *bigger = realloc(data, cap * 2);
            if (bigger == NULL)
                free(data);
            data = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    uint8_t *exact = data ? malloc(size ? size : 1) : NULL;
    if (exact == NULL) {
        fprintf(stderr, "replay: out of memory reading %s\n", path);
        free(data);
        return -1;
    }
    memcpy(exact, data, size);
    free(data);
    LLVMFuzzerTestOneInput(exact, size);
    free(exact);
    return 1;
}

static int replay_dir(const char *path)
{
    DIR *dir = opendir(path);
    if (dir == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return -1;
    }
    int n = 0;
    struct dirent *entry;
    char file[4096];
    while ((entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.' || strcmp(entry->d_name, "README.md") == 0)
            continue;
        snprintf(file, sizeof file, "%s/%s", path, entry->d_name);
        int got = replay_file(file);
        if (got < 0) {
            n = -1;
            break;
        }
        n += got;
    }
    closedir(dir);
    return n;
}

int main(int argc, char **argv)
{
    int n = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        bool dir = stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode);
        int got = dir ? replay_dir(argv[i]) : replay_file(argv[i]);
        if (got < 0)
            return 1;
        n += got;
    }
    printf("%d passed, 0 failed\n", n);
    return 0;
}
