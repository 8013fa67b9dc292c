/* Reading a whole input file, the one way every reader of the library does. */
#ifndef WGI_INTERNAL_FILE_H
#define WGI_INTERNAL_FILE_H

#include <stddef.h>
#include "wargen/error.h"

/* Read the file at path into a NUL-terminated buffer (*out, freed with
 * wg_free; *size excludes the NUL). A file larger than max bytes fails with
 * too_big_code and "document larger than MAX bytes"; one that cannot be
 * opened or read with WG_EIO naming the file. On failure *out is untouched. */
wg_status wgi_file_read(char **out, size_t *size, const char *path, size_t max,
                       wg_status too_big_code, wg_error *err);

/* The "document larger than MAX bytes" error, at position max of name. */
wg_status wgi_file_too_big(wg_error *err, wg_status code, const char *name, size_t max);

#endif
