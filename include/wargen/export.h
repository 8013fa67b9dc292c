/**
 * @file wargen/export.h
 * @brief The WG_API symbol-export macro and the deprecation markers.
 *
 * libwargen is built with hidden symbol visibility: only declarations marked
 * WG_API are part of the shared library's ABI. Users never need this header
 * directly; every public header includes it.
 */
#ifndef WARGEN_EXPORT_H
#define WARGEN_EXPORT_H

/** @cond INTERNAL */
#if defined(_WIN32) && !defined(WG_STATIC)
#  ifdef WG_BUILDING
#    define WG_API __declspec(dllexport)
#  else
#    define WG_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define WG_API __attribute__((visibility("default")))
#else
#  define WG_API
#endif

/*
 * WG_DEPRECATED("use wg_new_name") marks an old name kept for one more
 * release (see the "Deprecated names" block at the end of each header);
 * WG_DEPRECATED_ENUMERATOR does the same for an enum constant. Using one
 * warns (-Wdeprecated-declarations); defining WG_NO_DEPRECATED before
 * including a header hides them all, to check that a program is ready for
 * their removal in 2.0.
 */
#if defined(__GNUC__) || defined(__clang__)
#  define WG_DEPRECATED(msg) __attribute__((deprecated(msg)))
#  define WG_DEPRECATED_ENUMERATOR(msg) __attribute__((deprecated(msg)))
#elif defined(_MSC_VER)
#  define WG_DEPRECATED(msg) __declspec(deprecated(msg))
#  define WG_DEPRECATED_ENUMERATOR(msg)
#else
#  define WG_DEPRECATED(msg)
#  define WG_DEPRECATED_ENUMERATOR(msg)
#endif

/** @endcond */

#endif /* WARGEN_EXPORT_H */
