/* The checks every fuzz target shares (see fuzz.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void fail(const char *what, const wg_error *err)
{
    fprintf(stderr, "fuzz: %s (code %d, %d:%d, position %zu, path \"%s\", message \"%s\")\n",
            what, (int)err->code, err->line, err->column, err->position, err->path,
            err->message);
    abort();
}

void fuzz_check_error(wg_status st, const wg_error *err, size_t size, const char *name)
{
    if (st >= WG_OK || err->code != st)
        fail("the error record's code is not the status returned", err);
    if (err->message[0] == '\0')
        fail("an error without a message", err);
    if (err->line < 0 || err->column < 0 || (err->line == 0) != (err->column == 0))
        fail("a line or column out of range", err);
    /* a location points into the document (its end included, for "truncated") */
    if (err->line > 0 && err->position > size)
        fail("a position beyond the end of the input", err);
    /* (line - 1, not size + 1, which would wrap for the largest size) */
    if (err->line > 0 && (size_t)err->line - 1 > size)
        fail("a line beyond the end of the input", err);
    if (name != NULL && err->line > 0 && strcmp(err->file, name) != 0)
        fail("a located error that does not name its input", err);
}

void fuzz_check_status(wg_status st, const wg_error *err)
{
    if (st != WG_OK)
        fuzz_check_error(st, err, 0, NULL);
}

void fuzz_check_same(char *first, char *second)
{
    if (first == NULL || second == NULL || strcmp(first, second) != 0) {
        fprintf(stderr, "fuzz: written, read back and written again differs:\n%s\n--\n%s\n",
                first ? first : "(null)", second ? second : "(null)");
        abort();
    }
    wg_free(first);
    wg_free(second);
}
