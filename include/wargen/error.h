/**
 * @file wargen/error.h
 * @brief Status codes and the error detail record.
 *
 * Every libwargen function that can fail returns a ::wg_status; WG_OK is 0
 * and every failure is negative, so `if (st != WG_OK)` or `if (st < 0)`
 * both work. Functions that can say more take an optional last argument
 * `wg_error *err`: pass NULL when the code is enough, or the address of a
 * ::wg_error (usually on the stack) to receive the message and, for input
 * documents, the file, line, column and JSON path of the problem.
 *
 * There is no global or thread-local "last error": everything a caller
 * needs comes back through the return value and @p err. On success @p err
 * is left untouched. The record holds fixed-size buffers, so filling it
 * never allocates and never fails, even when reporting WG_ENOMEM.
 *
 * "There is none" is said one way per kind of result: a function that
 * returns a ::wg_status says WG_ENOTFOUND (an id looked up, an index past
 * the end), one that returns a pointer says NULL, and a position (a size_t)
 * is ::WG_NONE.
 */
#ifndef WARGEN_ERROR_H
#define WARGEN_ERROR_H

#include <stddef.h>
#include "wargen/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Result of a libwargen call. Values are stable across versions; new codes
 * may be added with new (negative) values.
 */
typedef enum wg_status {
    WG_OK = 0,          /**< Success. */
    WG_EINVAL = -1,     /**< An argument the function cannot take: NULL where a handle or
                             an out-parameter is needed, an enum value outside its type, a
                             name that is none of an enum's, a value its comment rules out. */
    WG_ENOMEM = -2,     /**< An allocation failed; nothing was changed. */
    WG_EIO = -3,        /**< A file could not be opened, read or written. */
    WG_EPARSE = -4,     /**< Input is not well-formed: JSON (syntax, duplicate key, too deep, too big), XML or an archive. */
    WG_EFORMAT = -5,    /**< Well-formed JSON that breaks its format: wrong key, type or value. */
    WG_ERANGE = -6,     /**< A number is out of range or a sum would overflow. */
    WG_ESTATE = -7,     /**< The operation is not allowed in the object's current state. */
    WG_ERULE = -8,      /**< The rules forbid the operation (the message says which rule). */
    WG_ENOTFOUND = -9,  /**< No such thing: nothing has the id or name looked up
                             (`wg_<noun>_find_<thing>`), or an index is past the end of
                             its list. */
    WG_ENOTSUP = -10    /**< This build of the library lacks the feature (an optional module). */
} wg_status;

/**
 * A short English name for a status code, e.g. "out of memory".
 *
 * @param status any value; unknown values give "unknown status".
 * @return a static string: never free it.
 */
WG_API const char *wg_status_str(wg_status status);

/**
 * "No such index": the one value every function uses for a missing or
 * absent position (no boat, no battalion touched, not found). Positions are
 * size_t and 0-based everywhere, so this is never a valid one.
 */
#define WG_NONE ((size_t)-1)

/** Size of wg_error::file, including the terminating NUL. */
#define WG_ERROR_FILE_SIZE 256
/** Size of wg_error::path, including the terminating NUL. */
#define WG_ERROR_PATH_SIZE 256
/** Size of wg_error::message, including the terminating NUL. */
#define WG_ERROR_MESSAGE_SIZE 512

/**
 * Details of a failure, in the spirit of jansson's json_error_t.
 *
 * Strings are always NUL-terminated; longer texts are cut to fit. Fields
 * that do not apply are empty strings or 0: an error about an argument has
 * no file, a parse error may have no path.
 */
typedef struct wg_error {
    wg_status code;                        /**< Same as the function's return value. */
    int line;                              /**< 1-based line in the input, 0 if none. */
    int column;                            /**< 1-based column (characters), 0 if none. */
    size_t position;                       /**< Byte offset in the input (0-based). */
    char file[WG_ERROR_FILE_SIZE];         /**< Input name: a path, or "<string>". */
    char path[WG_ERROR_PATH_SIZE];         /**< JSON path of the problem, e.g. "entries[3].cost". */
    char message[WG_ERROR_MESSAGE_SIZE];   /**< Human-readable message, without the location. */
} wg_error;

/**
 * Reset a record to "no error": code WG_OK, empty strings, zero numbers.
 * @param err may be NULL (then nothing happens).
 */
WG_API void wg_error_clear(wg_error *err);

/**
 * Write the record as one line into @p buf:
 * `file:line:column: path: message`, leaving out the parts that are empty
 * (for example just `message` for an argument error).
 *
 * @param buf destination, owned by the caller; always NUL-terminated when
 *        @p size > 0.
 * @param size size of @p buf in bytes.
 * @param err the record to format (NULL gives "").
 * @return the length the full text needs, excluding the NUL (like
 *         snprintf): a result >= @p size means the text was cut.
 */
WG_API size_t wg_error_format(char *buf, size_t size, const wg_error *err);

/**
 * @name Lists of problems
 * Checks that report every problem, not just the first (such as
 * wg_table_check_file()), return them as a list of error records.
 * @{
 */

/** A list of error records (opaque). */
typedef struct wg_problems wg_problems;

/**
 * The most problems a list holds. A check goes on past them, counting the
 * others without keeping them (wg_problems_omitted()), so that a large bad
 * document costs time and memory in proportion to its size, not to the
 * number of its problems times that.
 */
#define WG_PROBLEMS_MAX 100

/** The number of problems in the list, at most #WG_PROBLEMS_MAX (0 for NULL). */
WG_API size_t wg_problems_count(const wg_problems *problems);

/**
 * Number of problems found beyond the first #WG_PROBLEMS_MAX and not kept
 * (0 for NULL). A document is valid only when both counts are 0.
 */
WG_API size_t wg_problems_omitted(const wg_problems *problems);

/**
 * The @p index-th problem, in the order found: document order, except that
 * problems about a whole (such as a D66 value no entry has) come after
 * those of its parts. Owned by the list: valid until it is freed. NULL for
 * a NULL list or an index past the end.
 */
WG_API const wg_error *wg_problems_at(const wg_problems *problems, size_t index);

/** Free a list. NULL is allowed. */
WG_API void wg_problems_free(wg_problems *problems);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WARGEN_ERROR_H */
