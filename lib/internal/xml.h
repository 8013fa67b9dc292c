/* Reading untrusted XML with libxml2 (the BattleScribe importer's only
 * parser): no network, no DTD, no entities, bounded size, and errors that
 * name the file, line, column and the XML path of the element at fault. */
#ifndef WGI_INTERNAL_XML_H
#define WGI_INTERNAL_XML_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <libxml/tree.h>

#include "wargen/error.h"
#include "internal/error.h"

/* A parsed document, the name its errors give, and its text: libxml2 keeps
 * only the line of an element, so a location's column is found again in
 * the text (the happy path pays a copy). The offsets of the lines' starts
 * are found on the first location's need and kept, so that each later one
 * costs its own line rather than the text before it (issue 30: a file with
 * many warnings was read in near quadratic time). */
typedef struct wgi_xdoc {
    xmlDocPtr doc;
    char *name;     /* a path, or "<book>" and the like */
    char *text;     /* the document as parsed, NUL-terminated */
    size_t size;
    size_t *lines;  /* lines[k]: where line k + 1 starts; NULL until needed */
    size_t n_lines; /* the newlines in text, plus one */
    /* The last element a location named, its rank among its siblings of
     * its name (1-based) and their number: locations come in document
     * order, so the next one's rank is counted on from there rather than
     * from the first sibling (issue 30 again: thousands of siblings). */
    const xmlNode *ranked;
    int rank, of;
} wgi_xdoc;

/* Parse size bytes of data (at most max); a DOCTYPE is refused. On failure
 * *out is all zero and err says where and why (WG_EPARSE, WG_ERANGE,
 * WG_ENOMEM). Free with wgi_xml_close(). */
wg_status wgi_xml_parse(wgi_xdoc *out, const char *data, size_t size, size_t max,
                       const char *name, wg_error *err);
void wgi_xml_close(wgi_xdoc *doc);

/* The root element, checked to be called root in namespace ns (a
 * BattleScribe schema) with battleScribeVersion 2.03; WG_EFORMAT otherwise,
 * saying what the file is instead. */
wg_status wgi_xml_root(xmlNodePtr *out, const wgi_xdoc *doc, const char *root, const char *ns,
                      wg_error *err);

/* Whether node is an element called name. */
bool wgi_xml_is(const xmlNode *node, const char *name);
/* The first child element of parent called name, or NULL; then the next
 * sibling element with the same name. */
xmlNodePtr wgi_xml_first(const xmlNode *parent, const char *name);
xmlNodePtr wgi_xml_next(const xmlNode *node);
/* The first child element called name of the child element called list
 * (e.g. "costs", "cost"), or NULL. */
xmlNodePtr wgi_xml_item(const xmlNode *parent, const char *list, const char *name);
/* An attribute's text (owned by the document), or NULL when absent; node
 * is an element. */
const char *wgi_xml_attr(const xmlNode *node, const char *name);
/* Whether the attribute is there and is value. */
bool wgi_xml_attr_is(const xmlNode *node, const char *name, const char *value);
/* The attribute as text, WG_EFORMAT at it when absent or empty. */
wg_status wgi_xml_attr_required(const char **out, const wgi_xdoc *doc, const xmlNode *node,
                               const char *name, wg_error *err);
/* A decimal attribute (BattleScribe's xs:decimal: "-12.5", "2000.0");
 * absent gives fallback; not a number, or beyond ±1e9, fails at it. */
wg_status wgi_xml_decimal(double *out, const wgi_xdoc *doc, const xmlNode *node,
                         const char *name, double fallback, wg_error *err);

/* Add to list a warning (code WG_OK) at the node's start tag: file, line,
 * column, position, XML path and the message. WG_ENOMEM only (for the
 * list, or for the document's line starts, made on the first location). */
wg_status wgi_xml_vwarn(wg_problems *list, const wgi_xdoc *doc, const xmlNode *node,
                       const char *fmt, va_list ap) WGI_PRINTF(4, 0);
/* Fill err with code, the file, line, column and position of the node's
 * start tag (or of its attribute attr, when not NULL), its XML path (with
 * /@attr) and the message; return code, or WG_ENOMEM (and err says so)
 * when the document's line starts, made on the first location, cannot be. */
wg_status wgi_xml_fail(wg_error *err, wg_status code, const wgi_xdoc *doc, const xmlNode *node,
                      const char *attr, const char *fmt, ...) WGI_PRINTF(6, 7);

#endif
