/* Reading untrusted XML (internal/xml.h). */
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/parserInternals.h>

#include "internal/alloc.h"
#include "internal/problems.h"
#include "internal/xml.h"

/* libxml2 wants one initialisation before threads parse; a library may not
 * call xmlCleanupParser(), since the program may use libxml2 itself. */
static pthread_once_t init_once = PTHREAD_ONCE_INIT;

static void init_parser(void)
{
    xmlInitParser();
}

/* The SAX hooks that keep a DOCTYPE from doing anything: its position is
 * noted, so the document is refused, and its entities are never declared,
 * so none can expand meanwhile (no "billion laughs"). */
typedef struct dtd_seen {
    int line;
} dtd_seen;

static void note_doctype(void *ctx, const xmlChar *name, const xmlChar *external,
                         const xmlChar *system)
{
    (void)name, (void)external, (void)system;
    xmlParserCtxtPtr ctxt = ctx;
    dtd_seen *seen = ctxt->_private; /* a document has one DOCTYPE at most */
    seen->line = xmlSAX2GetLineNumber(ctxt);
}

static void ignore_entity(void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
                          const xmlChar *system_id, xmlChar *content)
{
    (void)ctx, (void)name, (void)type, (void)public_id, (void)system_id, (void)content;
}

static char *copy_name(const char *name)
{
    size_t n = strlen(name) + 1;
    char *copy = wg_malloc(n);
    if (copy)
        memcpy(copy, name, n);
    return copy;
}

/* Line and column (in characters, 1-based) of offset at in text. */
static void line_column(const char *text, size_t size, size_t at, int *line, int *column)
{
    int l = 1, c = 1;
    for (size_t i = 0; i < at && i < size; i++) {
        if (text[i] == '\n') {
            l++;
            c = 1;
        } else if (((unsigned char)text[i] & 0xC0) != 0x80) {
            c++;
        }
    }
    *line = l;
    *column = c;
}

/* The offset of line and column (1-based, in characters) in text. */
static size_t offset_of(const char *text, size_t size, int line, int column)
{
    size_t at = 0;
    for (int l = 1; l < line && at < size; at++)
        l += text[at] == '\n';
    for (int c = 1; c < column && at < size && text[at] != '\n'; at++)
        c += (((unsigned char)text[at + 1] & 0xC0) != 0x80);
    return at;
}

/* libxml2's own record of a syntax error, as ours. */
static wg_status parse_error(wg_error *err, const xmlError *e, const char *name,
                             const char *text, size_t size)
{
    if (e->code == XML_ERR_NO_MEMORY)
        return wg_fail_nomem(err);
    char message[WG_ERROR_MESSAGE_SIZE];
    wg_copy_str(message, sizeof message, e->message); /* NULL gives "" */
    size_t n = strlen(message);
    while (n > 0 && strchr("\n ", message[n - 1]))
        message[--n] = '\0';
    /* a location has both a line and a column (libxml2 may give no column) */
    int line = e->line > 0 ? e->line : 1, column = e->int2 > 0 ? e->int2 : 1;
    wg_where w = {name, line, column, offset_of(text, size, line, column), NULL};
    return wg_fail_at(err, WG_EPARSE, &w, "not well-formed XML: %s", message);
}

wg_status wg_xml_parse(wg_xdoc *out, const char *data, size_t size, size_t max,
                       const char *name, wg_error *err)
{
    memset(out, 0, sizeof *out);
    if (size > max) {
        wg_where w = {name, 0, 0, max, NULL};
        return wg_fail_at(err, WG_ERANGE, &w, "file larger than %zu bytes", max);
    }
    pthread_once(&init_once, init_parser);
    char *copy = copy_name(name), *text = wg_malloc(size + 1);
    xmlParserCtxtPtr ctxt = copy && text ? xmlNewParserCtxt() : NULL;
    if (ctxt == NULL) {
        wg_free(copy);
        wg_free(text);
        return wg_fail_nomem(err);
    }
    memcpy(text, data, size);
    text[size] = '\0';
    dtd_seen seen = {0};
    ctxt->_private = &seen;
    ctxt->sax->internalSubset = note_doctype;
    ctxt->sax->entityDecl = ignore_entity;
    /* No XML_PARSE_NOENT (entities stay unexpanded), no DTD loading or
     * validation, no network; libxml2's default depth and text limits
     * stay on (no XML_PARSE_HUGE). */
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                  XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA;
    /* max (WG_BSDATA_FILE_MAX) is far below INT_MAX, so the size fits */
    xmlDocPtr doc = xmlCtxtReadMemory(ctxt, data, (int)size, NULL, NULL, options);
    wg_status st = WG_OK;
    if (seen.line) {
        const char *doctype = strstr(text, "<!DOCTYPE");
        size_t at = doctype ? (size_t)(doctype - text) : offset_of(text, size, seen.line, 1);
        wg_where w = {name, 0, 0, at, NULL};
        line_column(text, size, at, &w.line, &w.column);
        st = wg_fail_at(err, WG_EPARSE, &w,
                        "a DOCTYPE is not allowed (BattleScribe files have none; "
                        "DTDs and entities are refused for safety)");
    } else if (doc == NULL) { /* without XML_PARSE_RECOVER: not well-formed */
        st = parse_error(err, &ctxt->lastError, name, text, size);
    }
    xmlFreeParserCtxt(ctxt);
    if (st != WG_OK) {
        xmlFreeDoc(doc);
        wg_free(copy);
        wg_free(text);
        return st;
    }
    *out = (wg_xdoc){doc, copy, text, size};
    return WG_OK;
}

void wg_xml_close(wg_xdoc *doc)
{
    if (doc == NULL)
        return;
    xmlFreeDoc(doc->doc);
    wg_free(doc->name);
    wg_free(doc->text);
    memset(doc, 0, sizeof *doc);
}

bool wg_xml_is(const xmlNode *node, const char *name)
{
    return node && node->type == XML_ELEMENT_NODE && strcmp((const char *)node->name, name) == 0;
}

static xmlNodePtr from(xmlNodePtr node, const char *name)
{
    for (; node; node = node->next)
        if (wg_xml_is(node, name))
            return node;
    return NULL;
}

xmlNodePtr wg_xml_first(const xmlNode *parent, const char *name)
{
    return parent ? from(parent->children, name) : NULL;
}

xmlNodePtr wg_xml_next(const xmlNode *node)
{
    return from(node->next, (const char *)node->name);
}

xmlNodePtr wg_xml_item(const xmlNode *parent, const char *list, const char *name)
{
    return wg_xml_first(wg_xml_first(parent, list), name);
}

const char *wg_xml_attr(const xmlNode *node, const char *name)
{
    /* Entities are never declared here, so a value is one text node, the
     * references to the predefined ones and characters already replaced
     * (or none, for ""); attributes in a namespace are not BattleScribe's. */
    for (const xmlAttr *a = node->properties; a; a = a->next)
        if (a->ns == NULL && strcmp((const char *)a->name, name) == 0)
            return a->children ? (const char *)a->children->content : "";
    return NULL;
}

bool wg_xml_attr_is(const xmlNode *node, const char *name, const char *value)
{
    const char *text = wg_xml_attr(node, name);
    return text && strcmp(text, value) == 0;
}

wg_status wg_xml_attr_required(const char **out, const wg_xdoc *doc, const xmlNode *node,
                               const char *name, wg_error *err)
{
    const char *value = wg_xml_attr(node, name);
    if (value == NULL || *value == '\0')
        return wg_xml_fail(err, WG_EFORMAT, doc, node, name, "missing attribute %s of <%s>",
                           name, (const char *)node->name);
    *out = value;
    return WG_OK;
}

wg_status wg_xml_decimal(double *out, const wg_xdoc *doc, const xmlNode *node,
                         const char *name, double fallback, wg_error *err)
{
    const char *text = wg_xml_attr(node, name);
    if (text == NULL) {
        *out = fallback;
        return WG_OK;
    }
    /* xs:decimal: an optional sign, digits, an optional fraction; strtod
     * would also take hex, exponents and "inf", which the schema does not. */
    const char *p = text + (*text == '-' || *text == '+');
    size_t digits = strspn(p, "0123456789");
    if (p[digits] == '.')
        digits += 1 + strspn(p + digits + 1, "0123456789");
    double value = digits ? strtod(text, NULL) : NAN;
    if (digits == 0 || p[digits] != '\0' || !(fabs(value) <= 1e9))
        return wg_xml_fail(err, WG_EFORMAT, doc, node, name,
                           "%s=\"%s\" is not a number from -1e9 to 1e9", name, text);
    *out = value;
    return WG_OK;
}

/* The XML path of node: /name[k]/... with k counting the elements of the
 * same name among its siblings (left out when it is the only one), then
 * /@attr. A path too long for the record keeps its end, the most telling
 * part, after "...". */
static void xml_path(char *buf, size_t size, const xmlNode *node, const char *attr)
{
    char tail[1024];
    size_t at = sizeof tail - 1;
    tail[at] = '\0';
    char part[160];
    if (attr) { /* an attribute name of ours: short */
        int n = snprintf(part, sizeof part, "/@%s", attr);
        at -= (size_t)n;
        memcpy(tail + at, part, (size_t)n);
    }
    for (; node && node->type == XML_ELEMENT_NODE; node = node->parent) {
        int index = 1, count;
        for (const xmlNode *s = node->prev; s; s = s->prev)
            index += wg_xml_is(s, (const char *)node->name);
        count = index;
        for (const xmlNode *s = node->next; s; s = s->next)
            count += wg_xml_is(s, (const char *)node->name);
        int n = count > 1 ? snprintf(part, sizeof part, "/%.100s[%d]", node->name, index)
                          : snprintf(part, sizeof part, "/%.100s", node->name);
        if ((size_t)n >= at) {
            at -= 3;
            memcpy(tail + at, "...", 3);
            break;
        }
        at -= (size_t)n;
        memcpy(tail + at, part, (size_t)n);
    }
    size_t len = sizeof tail - 1 - at;
    if (len >= size && size > 4) /* keep the end */
        snprintf(buf, size, "...%s", tail + at + (len - (size - 4)));
    else
        wg_copy_str(buf, size, tail + at);
}

/* The offset of the start of line (1-based) in text, or size when the
 * text has fewer lines. */
static size_t line_start(const wg_xdoc *doc, long line)
{
    size_t at = 0;
    for (long n = 1; n < line && at < doc->size; at++)
        n += doc->text[at] == '\n';
    return at;
}

/* Where "<name" (followed by a blank, '/' or '>') starts in text from from
 * to the end of its line, or (size_t)-1. */
static size_t find_tag(const wg_xdoc *doc, size_t from, const char *name)
{
    size_t n = strlen(name);
    for (size_t at = from; at < doc->size && doc->text[at] != '\n'; at++) {
        const char *p = doc->text + at;
        if (p[0] == '<' && strncmp(p + 1, name, n) == 0 && p[n + 1] &&
            strchr(" \t\r\n/>", p[n + 1]))
            return at;
    }
    return (size_t)-1;
}

/* The offset of the node's start tag (libxml2 gives the line where the tag
 * ends, so earlier lines are tried too) and, when attr is given, of that
 * attribute inside the tag; the line's start if nothing is found. */
static size_t locate(const wg_xdoc *doc, const xmlNode *node, const char *attr, long line)
{
    size_t start = line_start(doc, line), at = (size_t)-1;
    for (long back = 0; back < 8 && at == (size_t)-1 && line - back >= 1; back++)
        at = find_tag(doc, line_start(doc, line - back), (const char *)node->name);
    if (at == (size_t)-1)
        return start;
    if (attr) {
        size_t n = strlen(attr);
        for (size_t a = at; a < doc->size && doc->text[a] != '>'; a++)
            if (strncmp(doc->text + a, attr, n) == 0 && doc->text[a + n] == '=' &&
                strchr(" \t\r\n", doc->text[a - 1]))
                return a;
    }
    return at;
}

static void record(wg_error *e, wg_status code, const wg_xdoc *doc, const xmlNode *node,
                   const char *attr, const char *fmt, va_list ap)
{
    wg_error_clear(e);
    e->code = code;
    wg_copy_str(e->file, sizeof e->file, doc->name);
    long line = xmlGetLineNo(node);
    if (line > 0) {
        e->position = locate(doc, node, attr, line);
        line_column(doc->text, doc->size, e->position, &e->line, &e->column);
    }
    xml_path(e->path, sizeof e->path, node, attr);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
}

wg_status wg_xml_vwarn(wg_problems *list, const wg_xdoc *doc, const xmlNode *node,
                       const char *fmt, va_list ap)
{
    wg_error e;
    record(&e, WG_OK, doc, node, NULL, fmt, ap);
    return wg_problems_add(list, &e);
}

wg_status wg_xml_fail(wg_error *err, wg_status code, const wg_xdoc *doc, const xmlNode *node,
                      const char *attr, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        record(err, code, doc, node, attr, fmt, ap);
        va_end(ap);
    }
    return code;
}

/* What a file with the wrong root is, for the message. */
static const char *kind_of(const char *root)
{
    if (strcmp(root, "gameSystem") == 0)
        return "a game-system file (.gst)";
    if (strcmp(root, "catalogue") == 0)
        return "a catalogue (.cat)";
    if (strcmp(root, "roster") == 0)
        return "a roster (.ros)";
    return NULL;
}

wg_status wg_xml_root(xmlNodePtr *out, const wg_xdoc *doc, const char *root, const char *ns,
                      wg_error *err)
{
    xmlNodePtr node = xmlDocGetRootElement(doc->doc); /* a parsed document has one */
    const char *want = kind_of(root);
    if (!wg_xml_is(node, root)) {
        const char *is = kind_of((const char *)node->name);
        return wg_xml_fail(err, WG_EFORMAT, doc, node, NULL, "this is %s%s%s, not %s",
                           is ? is : "<", is ? "" : (const char *)node->name, is ? "" : ">", want);
    }
    const char *href = node->ns ? (const char *)node->ns->href : "";
    if (strcmp(href, ns) != 0)
        return wg_xml_fail(err, WG_EFORMAT, doc, node, NULL,
                           "namespace \"%s\" is not BattleScribe's \"%s\"", href, ns);
    const char *version = wg_xml_attr(node, "battleScribeVersion");
    if (!wg_xml_attr_is(node, "battleScribeVersion", "2.03"))
        return wg_xml_fail(err, WG_EFORMAT, doc, node, "battleScribeVersion",
                           "BattleScribe schema %s: only 2.03 is read; convert older files "
                           "with the BSData schemas' XSLT (docs/BSDATA.md)",
                           version ? version : "(none given)");
    *out = node;
    return WG_OK;
}
