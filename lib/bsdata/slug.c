/* Ids from BattleScribe names (internal/bsdata.h). */
#include <stdio.h>
#include <string.h>

#include "internal/bsdata.h"

/* U+00C0..U+00FF as plain letters, so "Château" gives "chateau"; '-' for
 * the signs (× ÷). */
static const char LATIN1[] = "aaaaaaaceeeeiiiidnooooo-ouuuuytsaaaaaaaceeeeiiiidnooooo-ouuuuyty";

/* The next character of s as a lowercase letter or digit, or '-' for
 * anything else; *s moves past it (one UTF-8 sequence). */
static char fold(const unsigned char **s)
{
    unsigned char c = **s;
    (*s)++;
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
        return (char)c;
    if (c >= 'A' && c <= 'Z')
        return (char)(c - 'A' + 'a');
    if (c == 0xC3 && **s >= 0x80 && **s <= 0xBF)
        return LATIN1[*(*s)++ - 0x80];
    while (c >= 0xC0 && (**s & 0xC0) == 0x80) /* skip the rest of another sequence */
        (*s)++;
    return '-';
}

static void base_slug(char out[WG_ROSTER_ID_MAX + 1], const char *name)
{
    size_t n = 0;
    const unsigned char *s = (const unsigned char *)name;
    while (*s && n < WG_ROSTER_ID_MAX) {
        char c = fold(&s);
        if (c == '-' && (n == 0 || out[n - 1] == '-'))
            continue;
        out[n++] = c;
    }
    while (n > 0 && out[n - 1] == '-')
        n--;
    out[n] = '\0';
    if (n == 0)
        strcpy(out, "entry");
}

void bs_slug(char out[WG_ROSTER_ID_MAX + 1], const char *name,
             bool (*taken)(const void *ctx, const char *id), const void *ctx)
{
    char base[WG_ROSTER_ID_MAX + 1];
    base_slug(base, name);
    strcpy(out, base);
    for (unsigned k = 2; taken(ctx, out); k++) {
        char suffix[16];
        int len = snprintf(suffix, sizeof suffix, "-%u", k);
        size_t keep = strlen(base);
        if (keep + (size_t)len > WG_ROSTER_ID_MAX)
            keep = WG_ROSTER_ID_MAX - (size_t)len;
        while (keep > 0 && base[keep - 1] == '-')
            keep--;
        memcpy(out, base, keep);
        memcpy(out + keep, suffix, (size_t)len + 1);
    }
}

void bs_cut_name(char *out, const char *name, size_t max)
{
    size_t n = strlen(name);
    if (n > max) {
        n = max;
        while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(out, name, n);
    out[n] = '\0';
}
