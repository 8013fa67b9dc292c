/* Reading one file out of a zip archive in memory (a BattleScribe `.rosz`
 * holds one `.ros`): the small reader of the importer, for untrusted input.
 * It reads the central directory, checks every offset, size, name and
 * checksum, supports only what BattleScribe writes (stored or deflated
 * members, one disk, no ZIP64, no encryption) and never writes a file. */
#ifndef WGI_INTERNAL_ZIP_H
#define WGI_INTERNAL_ZIP_H

#include <stdbool.h>
#include <stddef.h>
#include "wargen/error.h"

/* Whether data starts like a zip archive with a member: a local file header
 * "PK\3\4" (an archive without members starts otherwise, and holds no .ros
 * anyway). data may be NULL when size is 0. */
bool wgi_zip_is_archive(const char *data, size_t size);

/* Inflate the one member of the archive data (size bytes) whose name ends
 * in suffix (ASCII case-insensitive, e.g. ".ros") into *out, NUL-terminated
 * and freed with wg_free; *out_size excludes the NUL. The member may
 * declare and inflate to at most max bytes: at most max + 1 bytes are
 * allocated or written, whatever the archive claims. name names the archive
 * in errors (NULL: "<archive>"); a located error has file = name, line and
 * column 0, position = the byte offset of the record at fault and path =
 * the member's name when known.
 * Returns WG_OK; WG_EPARSE for an archive that is damaged, hostile or uses
 * what this reader does not support (no end record, an offset or size
 * outside the archive, more than WG_BSDATA_ZIP_ENTRIES_MAX members, ZIP64,
 * several disks, encryption, a method other than stored or deflate, no
 * matching member or two, local and central headers that disagree, bad
 * compressed data, a size or CRC-32 that does not match); WG_ERANGE for a
 * member over max bytes, declared or inflated; WG_ENOMEM; WG_EINVAL for a
 * NULL out, out_size or suffix, or NULL data with a size. On failure *out
 * and *out_size are untouched. */
wg_status wgi_zip_extract(char **out, size_t *out_size, const char *data, size_t size,
                         const char *suffix, size_t max, const char *name, wg_error *err);

#endif
