/* One import of a BattleScribe book, for bench/import_instructions.py
 * (issue 30): callgrind counts the instructions inside it
 * (--toggle-collect=wg_bsdata_book_load_files), the library's whole import
 * of the two files, reading them included.
 *
 * usage: bench-import SYSTEM.gst BOOK.cat
 * prints the warnings the import recorded and left out (beyond
 * WG_PROBLEMS_MAX: each was located all the same). */
#include <stdio.h>
#include <stdlib.h>

#include "wargen.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: bench-import SYSTEM.gst BOOK.cat\n");
        return 2;
    }
    wg_bsdata_book *book = NULL;
    wg_problems *warnings = NULL;
    wg_error err;
    if (wg_bsdata_book_load_files(&book, &warnings, argv[1], argv[2], &err) != WG_OK) {
        fprintf(stderr, "bench-import: %s: %s\n", argv[2], err.message);
        return 1;
    }
    printf("%zu warnings, %zu more left out\n", wg_problems_count(warnings),
           wg_problems_omitted(warnings));
    wg_problems_free(warnings);
    wg_bsdata_book_free(book);
    return 0;
}
