/* Reading untrusted XML (internal/xml.h). */
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/globals.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

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

/* What a parse learns besides its document: where a DOCTYPE was, and
 * whether libxml2 failed to allocate anywhere. */
typedef struct parse_state {
    int doctype_line;
    bool nomem;
} parse_state;

/* The SAX hooks that keep a DOCTYPE from doing anything: its position is
 * noted, so the document is refused, and its entities are never declared,
 * so none can expand meanwhile (no "billion laughs"). */
static void note_doctype(void *ctx, const xmlChar *name, const xmlChar *external,
                         const xmlChar *system)
{
    (void)name, (void)external, (void)system;
    xmlParserCtxtPtr ctxt = ctx;
    parse_state *state = ctxt->_private; /* a document has one DOCTYPE at most */
    state->doctype_line = xmlSAX2GetLineNumber(ctxt);
}

static void ignore_entity(void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
                          const xmlChar *system_id, xmlChar *content)
{
    (void)ctx, (void)name, (void)type, (void)public_id, (void)system_id, (void)content;
}

static char *copy_name(const char *name)
{
    size_t n = strlen(name) + 1;
    char *copy = wgi_malloc(n);
    if (copy)
        memcpy(copy, name, n);
    return copy;
}

/* The column (in characters, 1-based) of offset at on the line that
 * starts at from: UTF-8 continuation bytes are no characters. */
static int column_from(const char *text, size_t from, size_t at)
{
    int c = 1;
    for (size_t i = from; i < at; i++)
        c += ((unsigned char)text[i] & 0xC0) != 0x80;
    return c;
}

/* Line and column (in characters, 1-based) of offset at in text, found by
 * reading it (once per failed parse; a document's locations use its line
 * starts instead). */
static void line_column(const char *text, size_t size, size_t at, int *line, int *column)
{
    size_t from = 0;
    int l = 1;
    if (at > size)
        at = size;
    for (size_t i = 0; i < at; i++)
        if (text[i] == '\n') {
            l++;
            from = i + 1;
        }
    *line = l;
    *column = column_from(text, from, at);
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
    char message[WG_ERROR_MESSAGE_SIZE];
    wgi_copy_str(message, sizeof message, e->message); /* NULL gives "" */
    size_t n = strlen(message);
    while (n > 0 && strchr("\n ", message[n - 1]))
        message[--n] = '\0';
    /* a location has both a line and a column (libxml2 may give no column) */
    int line = e->line > 0 ? e->line : 1, column = e->int2 > 0 ? e->int2 : 1;
    wgi_where w = {name, line, column, offset_of(text, size, line, column), NULL};
    return wgi_fail_at(err, WG_EPARSE, &w, "not well-formed XML: %s", message);
}

/* libxml2 reports an error to the parser context's handlers or, from its
 * tree and string functions (which have no context: an allocation failing
 * there can leave, say, a namespace without its URI and no error in the
 * context), to the thread's handlers, whose default prints to stderr.
 * During a parse the thread's handlers are ours, which print nothing and
 * note an allocation failure wherever it happens; the program's are put
 * back after (issue 27: the importer survives libxml2's failures). */
#if LIBXML_VERSION >= 21200
#define WG_XML_ERROR const xmlError
#else
#define WG_XML_ERROR xmlError
#endif

static void note_error(void *ctx, WG_XML_ERROR *e)
{
    parse_state *state = ctx;
    if (e && e->code == XML_ERR_NO_MEMORY)
        state->nomem = true;
}

static void say_nothing(void *ctx, const char *msg, ...)
{
    (void)ctx, (void)msg;
}

typedef struct handlers {
    xmlStructuredErrorFunc structured;
    void *structured_ctx;
    xmlGenericErrorFunc generic;
    void *generic_ctx;
} handlers;

static handlers quiet_handlers(parse_state *state)
{
    handlers saved = {xmlStructuredError, xmlStructuredErrorContext, xmlGenericError,
                      xmlGenericErrorContext};
    xmlSetStructuredErrorFunc(state, note_error);
    xmlSetGenericErrorFunc(NULL, say_nothing);
    return saved;
}

static void restore_handlers(const handlers *saved)
{
    xmlSetStructuredErrorFunc(saved->structured_ctx, saved->structured);
    xmlSetGenericErrorFunc(saved->generic_ctx, saved->generic);
}

/* The text libxml2 reads, handed out by read_more. */
typedef struct reader {
    const char *at;
    size_t left;
} reader;

static int read_more(void *ctx, char *buf, int len)
{
    reader *r = ctx;
    size_t n = len > 0 ? (size_t)len : 0;
    if (n > r->left)
        n = r->left;
    memcpy(buf, r->at, n);
    r->at += n;
    r->left -= n;
    return (int)n;
}

/* The document in size bytes of data, or NULL (not well-formed, or libxml2
 * failed), read with the hooks above into state. Read through a callback
 * rather than xmlCtxtReadMemory, whose input buffer libxml2 before 2.11
 * leaks when copying the text into it fails. */
static xmlDocPtr read_doc(xmlParserCtxtPtr ctxt, const char *data, size_t size,
                          parse_state *state)
{
    ctxt->_private = state;
    ctxt->sax->internalSubset = note_doctype;
    ctxt->sax->entityDecl = ignore_entity;
    /* No XML_PARSE_NOENT (entities stay unexpanded), no DTD loading or
     * validation, no network; libxml2's default depth and text limits
     * stay on (no XML_PARSE_HUGE). */
    int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
                  XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA;
    reader r = {data, size};
    return xmlCtxtReadIO(ctxt, read_more, NULL, &r, NULL, NULL, options);
}

/* What a parse came to: an allocation failure anywhere is WG_ENOMEM (the
 * document may then lack a part, or a syntax error be its consequence),
 * then a DOCTYPE or a syntax error is WG_EPARSE. */
static wg_status parse_status(wg_error *err, const xmlDoc *doc, const parse_state *state,
                              const xmlParserCtxt *ctxt, const char *name, const char *text,
                              size_t size)
{
    if (state->nomem || ctxt->errNo == XML_ERR_NO_MEMORY ||
        ctxt->lastError.code == XML_ERR_NO_MEMORY)
        return wgi_fail_nomem(err);
    if (state->doctype_line) {
        const char *doctype = strstr(text, "<!DOCTYPE");
        size_t at = doctype ? (size_t)(doctype - text)
                            : offset_of(text, size, state->doctype_line, 1);
        wgi_where w = {name, 0, 0, at, NULL};
        line_column(text, size, at, &w.line, &w.column);
        return wgi_fail_at(err, WG_EPARSE, &w,
                          "a DOCTYPE is not allowed (BattleScribe files have none; "
                          "DTDs and entities are refused for safety)");
    }
    if (doc == NULL && ctxt->lastError.code == XML_ERR_OK)
        return wgi_fail_nomem(err); /* libxml2 reports every syntax error */
    if (doc == NULL) /* without XML_PARSE_RECOVER: not well-formed */
        return parse_error(err, &ctxt->lastError, name, text, size);
    return WG_OK;
}

wg_status wgi_xml_parse(wgi_xdoc *out, const char *data, size_t size, size_t max,
                       const char *name, wg_error *err)
{
    memset(out, 0, sizeof *out);
    if (size > max) {
        wgi_where w = {name, 0, 0, max, NULL};
        return wgi_fail_at(err, WG_ERANGE, &w, "file larger than %zu bytes", max);
    }
    pthread_once(&init_once, init_parser);
    char *copy = copy_name(name), *text = wgi_malloc(size + 1);
    parse_state state = {0};
    handlers saved = quiet_handlers(&state);
    xmlParserCtxtPtr ctxt = copy && text ? xmlNewParserCtxt() : NULL;
    xmlDocPtr doc = NULL;
    wg_status st = ctxt ? WG_OK : wgi_fail_nomem(err);
    if (ctxt) {
        memcpy(text, data, size);
        text[size] = '\0';
        doc = read_doc(ctxt, data, size, &state);
        st = parse_status(err, doc, &state, ctxt, name, text, size);
        xmlFreeParserCtxt(ctxt);
    }
    restore_handlers(&saved);
    if (st != WG_OK) {
        xmlFreeDoc(doc);
        wg_free(copy);
        wg_free(text);
        return st;
    }
    *out = (wgi_xdoc){.doc = doc, .name = copy, .text = text, .size = size};
    return WG_OK;
}

void wgi_xml_close(wgi_xdoc *doc)
{
    if (doc == NULL)
        return;
    xmlFreeDoc(doc->doc);
    wg_free(doc->name);
    wg_free(doc->text);
    wg_free(doc->lines);
    memset(doc, 0, sizeof *doc);
}

bool wgi_xml_is(const xmlNode *node, const char *name)
{
    return node && node->type == XML_ELEMENT_NODE && strcmp((const char *)node->name, name) == 0;
}

static xmlNodePtr from(xmlNodePtr node, const char *name)
{
    for (; node; node = node->next)
        if (wgi_xml_is(node, name))
            return node;
    return NULL;
}

xmlNodePtr wgi_xml_first(const xmlNode *parent, const char *name)
{
    return parent ? from(parent->children, name) : NULL;
}

xmlNodePtr wgi_xml_next(const xmlNode *node)
{
    return from(node->next, (const char *)node->name);
}

xmlNodePtr wgi_xml_item(const xmlNode *parent, const char *list, const char *name)
{
    return wgi_xml_first(wgi_xml_first(parent, list), name);
}

const char *wgi_xml_attr(const xmlNode *node, const char *name)
{
    /* Entities are never declared here, so a value is one text node, the
     * references to the predefined ones and characters already replaced
     * (or none, for ""); attributes in a namespace are not BattleScribe's. */
    for (const xmlAttr *a = node->properties; a; a = a->next)
        if (a->ns == NULL && strcmp((const char *)a->name, name) == 0)
            return a->children && a->children->content ? (const char *)a->children->content : "";
    return NULL;
}

bool wgi_xml_attr_is(const xmlNode *node, const char *name, const char *value)
{
    const char *text = wgi_xml_attr(node, name);
    return text && strcmp(text, value) == 0;
}

wg_status wgi_xml_attr_required(const char **out, const wgi_xdoc *doc, const xmlNode *node,
                               const char *name, wg_error *err)
{
    const char *value = wgi_xml_attr(node, name);
    if (value == NULL || *value == '\0')
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, name, "missing attribute %s of <%s>",
                           name, (const char *)node->name);
    *out = value;
    return WG_OK;
}

wg_status wgi_xml_decimal(double *out, const wgi_xdoc *doc, const xmlNode *node,
                         const char *name, double fallback, wg_error *err)
{
    const char *text = wgi_xml_attr(node, name);
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
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, name,
                           "%s=\"%s\" is not a number from -1e9 to 1e9", name, text);
    *out = value;
    return WG_OK;
}

/* The rank of node among its siblings of its name (1-based), and their
 * number. */
static void count_siblings(const xmlNode *node, int *index, int *count)
{
    int k = 1, n;
    for (const xmlNode *s = node->prev; s; s = s->prev)
        k += wgi_xml_is(s, (const char *)node->name);
    n = k;
    for (const xmlNode *s = node->next; s; s = s->next)
        n += wgi_xml_is(s, (const char *)node->name);
    *index = k;
    *count = n;
}

/* The same, counted on from the element the document's last location
 * named when node comes after it among the same siblings (the usual
 * case: the importer reads in document order), and kept for the next. */
static void rank_of(const wgi_xdoc *located, const xmlNode *node, int *index, int *count)
{
    wgi_xdoc *doc = (wgi_xdoc *)located; /* a cache: see index_lines() */
    const xmlNode *last = doc->ranked, *s = NULL;
    const char *name = (const char *)node->name;
    int k = doc->rank;
    if (last && last->parent == node->parent && strcmp((const char *)last->name, name) == 0)
        for (s = last; s && s != node;) {
            s = s->next;
            k += s && wgi_xml_is(s, name); /* node's own step included */
        }
    if (s == node) {
        *index = k;
        *count = doc->of;
    } else {
        count_siblings(node, index, count);
    }
    doc->ranked = node;
    doc->rank = *index;
    doc->of = *count;
}

/* The XML path of node: /name[k]/... with k counting the elements of the
 * same name among its siblings (left out when it is the only one), then
 * /@attr. A path too long for the record keeps its end, the most telling
 * part, after "...". */
static void xml_path(char *buf, size_t size, const wgi_xdoc *doc, const xmlNode *node,
                     const char *attr)
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
    for (const xmlNode *at_node = node; node && node->type == XML_ELEMENT_NODE;
         node = node->parent) {
        int index, count;
        if (node == at_node)
            rank_of(doc, node, &index, &count);
        else
            count_siblings(node, &index, &count);
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
        wgi_copy_str(buf, size, tail + at);
}

/* Where each of the document's lines starts, found on the first location's
 * need and kept with it; false when memory ran out. */
static bool index_lines(const wgi_xdoc *located)
{
    /* The index is a cache beside the text: every wgi_xdoc is an object of
     * its importer's, never a const one, and only that importer uses it. */
    wgi_xdoc *doc = (wgi_xdoc *)located;
    if (doc->lines)
        return true;
    const char *text = doc->text, *end = text + doc->size;
    size_t n = 1;
    for (const char *p = text; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
        n++;
    size_t *lines = wgi_calloc(n, sizeof *lines);
    if (lines == NULL)
        return false;
    size_t k = 1; /* lines[0] = 0 */
    for (const char *p = text; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
        lines[k++] = (size_t)(p - text) + 1;
    doc->lines = lines;
    doc->n_lines = n;
    return true;
}

/* The offset of the start of line (1-based) in the document, or its size
 * when it has fewer lines; its lines are indexed. */
static size_t line_start(const wgi_xdoc *doc, long line)
{
    return (size_t)line <= doc->n_lines ? doc->lines[line - 1] : doc->size;
}

/* Line and column (in characters, 1-based) of offset at in the document,
 * whose lines are indexed: the last line starting at or before at. */
static void doc_line_column(const wgi_xdoc *doc, size_t at, int *line, int *column)
{
    if (at > doc->size)
        at = doc->size;
    size_t lo = 0, hi = doc->n_lines; /* lines[lo] <= at < lines[hi] */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (doc->lines[mid] <= at)
            lo = mid;
        else
            hi = mid;
    }
    *line = (int)(lo + 1);
    *column = column_from(doc->text, doc->lines[lo], at);
}

/* Where "<name" (followed by a blank, '/' or '>') starts in text from from
 * to the end of its line, or WG_NONE. */
static size_t find_tag(const wgi_xdoc *doc, size_t from, const char *name)
{
    size_t n = strlen(name);
    for (size_t at = from; at < doc->size && doc->text[at] != '\n'; at++) {
        const char *p = doc->text + at;
        if (p[0] == '<' && strncmp(p + 1, name, n) == 0 && p[n + 1] &&
            strchr(" \t\r\n/>", p[n + 1]))
            return at;
    }
    return WG_NONE;
}

/* The offset of the node's start tag (libxml2 gives the line where the tag
 * ends, so earlier lines are tried too) and, when attr is given, of that
 * attribute inside the tag; the line's start if nothing is found. */
static size_t locate(const wgi_xdoc *doc, const xmlNode *node, const char *attr, long line)
{
    size_t start = line_start(doc, line), at = WG_NONE;
    for (long back = 0; back < 8 && at == WG_NONE && line - back >= 1; back++)
        at = find_tag(doc, line_start(doc, line - back), (const char *)node->name);
    if (at == WG_NONE)
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

/* Fill e; false when the document's lines could not be indexed (e is
 * then cleared). */
static bool record(wg_error *e, wg_status code, const wgi_xdoc *doc, const xmlNode *node,
                   const char *attr, const char *fmt, va_list ap)
{
    wg_error_clear(e);
    long line = xmlGetLineNo(node);
    if (line > 0 && !index_lines(doc))
        return false;
    e->code = code;
    wgi_copy_str(e->file, sizeof e->file, doc->name);
    if (line > 0) {
        e->position = locate(doc, node, attr, line);
        doc_line_column(doc, e->position, &e->line, &e->column);
    }
    xml_path(e->path, sizeof e->path, doc, node, attr);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    return true;
}

wg_status wgi_xml_vwarn(wg_problems *list, const wgi_xdoc *doc, const xmlNode *node,
                       const char *fmt, va_list ap)
{
    wg_error e;
    if (!record(&e, WG_OK, doc, node, NULL, fmt, ap))
        return WG_ENOMEM;
    return wgi_problems_add(list, &e);
}

wg_status wgi_xml_fail(wg_error *err, wg_status code, const wgi_xdoc *doc, const xmlNode *node,
                      const char *attr, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        bool located = record(err, code, doc, node, attr, fmt, ap);
        va_end(ap);
        if (!located)
            return wgi_fail_nomem(err);
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

wg_status wgi_xml_root(xmlNodePtr *out, const wgi_xdoc *doc, const char *root, const char *ns,
                      wg_error *err)
{
    xmlNodePtr node = xmlDocGetRootElement(doc->doc);
    if (node == NULL) /* a well-formed document has one: only a failure loses it */
        return wgi_fail_nomem(err);
    const char *want = kind_of(root);
    if (!wgi_xml_is(node, root)) {
        const char *is = kind_of((const char *)node->name);
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, NULL, "this is %s%s%s, not %s",
                           is ? is : "<", is ? "" : (const char *)node->name, is ? "" : ">", want);
    }
    /* a namespace without its URI (libxml2 failed to copy it; the parse
     * said WG_ENOMEM then) is no namespace */
    const char *href = node->ns && node->ns->href ? (const char *)node->ns->href : "";
    if (strcmp(href, ns) != 0)
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, NULL,
                           "namespace \"%s\" is not BattleScribe's \"%s\"", href, ns);
    const char *version = wgi_xml_attr(node, "battleScribeVersion");
    if (!wgi_xml_attr_is(node, "battleScribeVersion", "2.03"))
        return wgi_xml_fail(err, WG_EFORMAT, doc, node, "battleScribeVersion",
                           "BattleScribe schema %s: only 2.03 is read; convert older files "
                           "with the BSData schemas' XSLT (docs/BSDATA.md)",
                           version ? version : "(none given)");
    *out = node;
    return WG_OK;
}
