/* Finding a value again in the source text of a parsed document, for error
 * locations. The text is known to be valid JSON (jansson parsed it), so a
 * small skipper is enough: no validation happens here. */
#include <string.h>

#include "internal/json.h"

static size_t skip_ws(const char *t, size_t i)
{
    while (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r')
        i++;
    return i;
}

/* i is at the opening quote; returns the index after the closing quote. */
static size_t skip_string(const char *t, size_t i)
{
    for (i++; t[i] && t[i] != '"'; i++)
        if (t[i] == '\\' && t[i + 1])
            i++;
    return t[i] ? i + 1 : i;
}

static size_t skip_value(const char *t, size_t i)
{
    if (t[i] == '"')
        return skip_string(t, i);
    if (t[i] != '{' && t[i] != '[') {
        while (t[i] && !strchr(",]} \t\r\n", t[i]))
            i++;
        return i;
    }
    int depth = 0;
    for (; t[i]; i++) {
        if (t[i] == '"') {
            i = skip_string(t, i) - 1;
        } else if (t[i] == '{' || t[i] == '[') {
            depth++;
        } else if ((t[i] == '}' || t[i] == ']') && --depth == 0) {
            return i + 1;
        }
    }
    return i;
}

static int hex4(const char *s)
{
    int v = 0;
    for (int k = 0; k < 4; k++) {
        char c = s[k];
        int d = c >= '0' && c <= '9' ? c - '0'
              : c >= 'a' && c <= 'f' ? c - 'a' + 10
              : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}

/* Append code point cp as UTF-8 to out (at least 4 bytes of room). */
static size_t put_utf8(char *out, long cp)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Decode one escape at s (just after the backslash) into out; returns the
 * bytes consumed from s, and the bytes written in *written. */
static size_t decode_escape(const char *s, char *out, size_t *written)
{
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    const char *hit = *s ? strchr(from, *s) : NULL;
    if (hit) {
        *out = to[hit - from];
        *written = 1;
        return 1;
    }
    long cp = hex4(s + 1);
    size_t used = 5;
    if (cp >= 0xD800 && cp < 0xDC00 && s[5] == '\\' && s[6] == 'u') {
        long lo = hex4(s + 7);
        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        used = 11;
    }
    *written = put_utf8(out, cp < 0 ? 0xFFFD : cp);
    return used;
}

/* Does the JSON string at t[i] (opening quote) decode to key? */
static bool key_equals(const char *t, size_t i, const char *key)
{
    size_t k = 0;
    for (i++; t[i] && t[i] != '"';) {
        char buf[4];
        size_t n = 1;
        if (t[i] == '\\') {
            i += 1 + decode_escape(t + i + 1, buf, &n);
        } else {
            buf[0] = t[i++];
        }
        if (strncmp(key + k, buf, n) != 0)
            return false;
        k += n;
    }
    return key[k] == '\0';
}

/* In the object starting at t[i], the offset of member key (its key when
 * key_only, else its value); i itself when not found. */
static size_t find_member(const char *t, size_t i, const char *key, bool key_only)
{
    size_t p = skip_ws(t, i + 1);
    while (t[p] == '"') {
        size_t key_at = p;
        bool hit = key_equals(t, p, key);
        p = skip_ws(t, skip_string(t, p));
        p = skip_ws(t, p + 1); /* past ':' */
        if (hit)
            return key_only ? key_at : p;
        p = skip_ws(t, skip_value(t, p));
        if (t[p] == ',')
            p = skip_ws(t, p + 1);
    }
    return i;
}

/* The document's cursor, a cache that locating may change even when it was
 * given the document as const (it never is const where it is defined). */
static wgi_jcursor *cursor(const wgi_jdoc *doc)
{
    return (wgi_jcursor *)&doc->cursor;
}

/* The offset of element index of the array at offset array (depth arrays
 * and objects around it), or array itself when there is no such element. */
static size_t find_element(const wgi_jdoc *doc, size_t array, size_t index, size_t depth)
{
    const char *t = doc->text;
    size_t p = skip_ws(t, array + 1), n = 0;
    if (depth < WGI_JSON_CURSOR_DEPTH) {
        const wgi_jcursor *c = &doc->cursor;
        if (c->element[depth].at && c->element[depth].array == array &&
            c->element[depth].index <= index) {
            n = c->element[depth].index;
            p = c->element[depth].at;
        }
    }
    for (; n < index && t[p] && t[p] != ']'; n++) {
        p = skip_ws(t, skip_value(t, p));
        if (t[p] == ',')
            p = skip_ws(t, p + 1);
    }
    if (depth < WGI_JSON_CURSOR_DEPTH) {
        cursor(doc)->element[depth].array = array;
        cursor(doc)->element[depth].index = n;
        cursor(doc)->element[depth].at = p;
    }
    return t[p] && t[p] != ']' ? p : array;
}

static size_t depth_of(const wgi_jval *v)
{
    size_t depth = 0;
    for (; v->parent; v = v->parent)
        depth++;
    return depth;
}

size_t wgi_json_offset(const wgi_jval *v, bool key_only)
{
    const char *t = v->doc->text;
    if (v->parent == NULL)
        return skip_ws(t, 0);
    size_t parent = wgi_json_offset(v->parent, false);
    if (v->key)
        return find_member(t, parent, v->key, key_only);
    return find_element(v->doc, parent, v->index, depth_of(v->parent));
}

static bool is_char_start(char c)
{
    return ((unsigned char)c & 0xC0) != 0x80; /* not a UTF-8 continuation byte */
}

/* Move the cursor back to offset: over the lines between, and to the start
 * of offset's line when it is not the cursor's (problems of one object are
 * found a few bytes out of order, on nearby lines). */
static void back_to(wgi_jcursor *c, const char *text, size_t offset)
{
    bool same_line = true;
    for (size_t i = offset; i < c->offset; i++) {
        if (text[i] == '\n') {
            c->line--;
            same_line = false;
        } else if (same_line && is_char_start(text[i])) {
            c->column--;
        }
    }
    if (!same_line) {
        size_t start = offset;
        while (start > 0 && text[start - 1] != '\n')
            start--;
        c->column = 1;
        for (size_t i = start; i < offset; i++)
            c->column += is_char_start(text[i]);
    }
    c->offset = offset;
}

void wgi_json_line_column(const wgi_jdoc *doc, size_t offset, int *line, int *column)
{
    const char *text = doc->text;
    wgi_jcursor *c = cursor(doc);
    if (c->line == 0) {
        c->line = c->column = 1;
        c->offset = 0;
    }
    if (offset < c->offset)
        back_to(c, text, offset);
    for (; c->offset < offset && text[c->offset]; c->offset++) {
        if (text[c->offset] == '\n') {
            c->line++;
            c->column = 1;
        } else if (is_char_start(text[c->offset])) {
            c->column++;
        }
    }
    *line = c->line;
    *column = c->column;
}

static bool is_separator(char c)
{
    return c != '\0' && strchr("{}[],: \t\r\n", c) != NULL;
}

size_t wgi_json_longest_token(const char *text, size_t size)
{
    size_t longest = 0;
    for (size_t i = 0; i < size;) {
        size_t end = i + 1;
        if (text[i] == '"') {
            while (end < size && text[end] != '"')
                end += text[end] == '\\' ? 2 : 1;
            end = end < size ? end + 1 : size;
        } else if (is_separator(text[i])) {
            i++;
            continue;
        } else {
            while (end < size && !is_separator(text[end]) && text[end] != '"')
                end++;
        }
        if (end - i > longest)
            longest = end - i;
        i = end;
    }
    return longest;
}

size_t wgi_json_depth_exceeded(const char *text, size_t size, int max_depth)
{
    int depth = 0;
    for (size_t i = 0; i < size; i++) {
        char c = text[i];
        if (c == '"') {
            i = skip_string(text, i) - 1;
        } else if (c == '{' || c == '[') {
            if (++depth > max_depth)
                return i;
        } else if (c == '}' || c == ']') {
            depth--;
        }
    }
    return size;
}
