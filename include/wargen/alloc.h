/**
 * @file wargen/alloc.h
 * @brief The process-wide allocator.
 *
 * All memory libwargen allocates, including the memory of the JSON library
 * it reads documents with, goes through one set of functions. By default
 * they are the C library's malloc, realloc and free. Like SQLite's and
 * jansson's hooks, this is the one process-wide setting of the library:
 * change it before any other libwargen call, while no libwargen object
 * exists, and never concurrently with other calls.
 */
#ifndef WARGEN_ALLOC_H
#define WARGEN_ALLOC_H

#include <stddef.h>
#include "wargen/export.h"
#include "wargen/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Like malloc(): NULL on failure. Never called with size 0. */
typedef void *(*wg_malloc_fn)(size_t size);
/** Like realloc(): NULL on failure, leaving @p ptr valid. Never called with size 0. */
typedef void *(*wg_realloc_fn)(void *ptr, size_t size);
/** Like free(): must accept NULL. */
typedef void (*wg_free_fn)(void *ptr);

/**
 * Route every allocation of libwargen (and of its JSON library, jansson)
 * through the given functions.
 *
 * Pass three NULLs to restore the C library's functions. Memory must be
 * freed by the allocator that gave it: change allocators only while no
 * libwargen object is alive.
 *
 * Note that the JSON library's hooks are process-wide too: a program that
 * also uses jansson directly shares them.
 *
 * Any allocation may fail, jansson's included: the call reports WG_ENOMEM
 * and leaks nothing. jansson 2.14 itself does not survive every failure (it
 * ignores a failed growth of its token buffer and reads past the token:
 * upstream issue akheron/jansson#362), so while libwargen parses a document
 * it keeps a reserve, taken through these functions before the parse (a
 * few KiB, more for a document with long strings: four times the longest
 * token, rounded up to a power of two): a failure during the parse is
 * served from it, jansson stops at most 64 bytes further, and the document
 * is refused with WG_ENOMEM. libwargen calls no other jansson function that
 * allocates. A program's own jansson calls get no such reserve.
 *
 * @return WG_OK, or WG_EINVAL if only some of the functions are NULL.
 */
WG_API wg_status wg_set_allocator(wg_malloc_fn malloc_fn, wg_realloc_fn realloc_fn,
                                  wg_free_fn free_fn);

/**
 * Free memory that libwargen returned to the caller, such as the strings of
 * wg_table_to_json() and wg_session_log_to_json(), with the allocator that
 * gave it. NULL is allowed.
 */
WG_API void wg_free(void *ptr);

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_ALLOC_H */
