/* The importer on a real BSData checkout (docs/BSDATA.md, "Trying it on
 * real data"): every .cat of $WARGEN_BSDATA_DIR either imports, and its
 * catalogue then reads back into the same document, or is refused with a
 * located error; every .ros and .rosz there is tried against each book that
 * imported, with the same promise. Skipped (77) when the variable is unset:
 * no real data is in this repository. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wargen.h>

#define MAX_FILES 512

static int failures;

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* A refusal must say what and where: a code, a message, and the file. */
static void check_refusal(const char *what, const wg_error *e)
{
    char line[1024];
    wg_error_format(line, sizeof line, e);
    bool located = e->file[0] != '\0' && (e->line > 0) == (e->column > 0);
    printf("refused  %s: %s\n", what, line);
    if (e->code >= 0 || e->message[0] == '\0' || !located || e->code == WG_ENOMEM) {
        printf("  BAD ERROR RECORD for %s\n", what);
        failures++;
    }
}

static void check_round_trip(const char *what, const wg_catalog *c)
{
    char *first = NULL, *second = NULL;
    wg_catalog *again = NULL;
    wg_error e;
    if (wg_catalog_to_json(&first, c, &e) != WG_OK ||
        wg_catalog_load_string(&again, first, strlen(first), "imported", &e) != WG_OK ||
        wg_catalog_to_json(&second, again, &e) != WG_OK || strcmp(first, second) != 0) {
        printf("  ROUND TRIP FAILED for %s: %s\n", what, e.message);
        failures++;
    }
    wg_free(first);
    wg_free(second);
    wg_catalog_free(again);
}

static void try_rosters(const wg_bsdata_book *b, const char *dir, char **rosters, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char path[4096], *json = NULL;
        snprintf(path, sizeof path, "%s/%s", dir, rosters[i]);
        wg_problems *warnings = NULL;
        wg_error e;
        wg_status st = wg_bsdata_book_import_roster_file(&json, &warnings, b, path, &e);
        if (st == WG_OK)
            printf("imported %s (%zu warnings)\n", rosters[i], wg_problems_count(warnings));
        else if (st != WG_EFORMAT || strstr(e.message, "is of catalogue") == NULL)
            check_refusal(rosters[i], &e);
        wg_free(json);
        wg_problems_free(warnings);
    }
}

static char *copy(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c == NULL)
        abort();
    return memcpy(c, s, n);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void)
{
    const char *dir = getenv("WARGEN_BSDATA_DIR");
    if (dir == NULL || *dir == '\0') {
        puts("WARGEN_BSDATA_DIR is not set: skipped (docs/BSDATA.md)");
        return 77;
    }
    DIR *d = opendir(dir);
    if (d == NULL) {
        printf("cannot open %s\n", dir);
        return 1;
    }
    char *books[MAX_FILES], *rosters[MAX_FILES];
    size_t n_books = 0, n_rosters = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (ends_with(e->d_name, ".cat") && n_books < MAX_FILES)
            books[n_books++] = copy(e->d_name);
        else if ((ends_with(e->d_name, ".ros") || ends_with(e->d_name, ".rosz")) &&
                 n_rosters < MAX_FILES)
            rosters[n_rosters++] = copy(e->d_name);
    }
    closedir(d);
    qsort(books, n_books, sizeof *books, by_name);
    qsort(rosters, n_rosters, sizeof *rosters, by_name);
    if (n_books == 0) {
        printf("no .cat file in %s\n", dir);
        return 1;
    }
    for (size_t i = 0; i < n_books; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, books[i]);
        wg_bsdata_book *b = NULL;
        wg_problems *warnings = NULL;
        wg_error e;
        if (wg_bsdata_book_load_files(&b, &warnings, NULL, path, &e) == WG_OK) {
            const wg_catalog *c = wg_bsdata_book_catalog(b);
            printf("imported %s: %zu units, %zu items, %zu warnings\n", books[i],
                   wg_catalog_unit_count(c), wg_catalog_item_count(c),
                   wg_problems_count(warnings) + wg_problems_omitted(warnings));
            check_round_trip(books[i], c);
            try_rosters(b, dir, rosters, n_rosters);
        } else {
            check_refusal(books[i], &e);
        }
        wg_problems_free(warnings);
        wg_bsdata_book_free(b);
        free(books[i]);
    }
    for (size_t i = 0; i < n_rosters; i++)
        free(rosters[i]);
    printf("%zu books, %zu rosters, %d failures\n", n_books, n_rosters, failures);
    return failures ? 1 : 0;
}
