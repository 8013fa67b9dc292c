/**
 * @file wargen/export.h
 * @brief The WG_API symbol-export macro.
 *
 * libwargen is built with hidden symbol visibility: only declarations marked
 * WG_API are part of the shared library's ABI. Users never need this header
 * directly; every public header includes it.
 */
#ifndef WARGEN_EXPORT_H
#define WARGEN_EXPORT_H

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

#endif /* WARGEN_EXPORT_H */
