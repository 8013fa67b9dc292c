/* What every fuzz target checks, in one place: a failure must come back as
 * a well-formed error record, and a document written out must read back
 * into the same document. A broken promise aborts, which libFuzzer and the
 * replay test both report as a finding. */
#ifndef WARGEN_FUZZ_H
#define WARGEN_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include <wargen.h>

/* The name the targets give their input, so errors can be checked to name it. */
#define FUZZ_NAME "fuzz.json"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort unless @p err describes the failure @p st of a call on an input of
 * @p size bytes named @p name (NULL: an argument error, no file expected). */
void fuzz_check_error(wg_status st, const wg_error *err, size_t size, const char *name);

/* Abort unless @p st is WG_OK or a well-formed argument/rule error. */
void fuzz_check_status(wg_status st, const wg_error *err);

/* Abort unless the two texts (both written by the library) are equal;
 * frees both. */
void fuzz_check_same(char *first, char *second);

#endif
