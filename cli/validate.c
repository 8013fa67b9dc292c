/* wargen validate: check a roster for The 9th Age against its army book (rules
 * R1-R14) and show its points breakdown, or print the report as JSON. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"

typedef struct validate_args {
    const char *catalog, *roster;
    bool json;
} validate_args;

static int parse(validate_args *a, int argc, char **argv)
{
    *a = (validate_args){0};
    for (int i = 0; i < argc; i++) {
        const char *v;
        bool missing;
        if (strcmp(argv[i], "--json") == 0) {
            a->json = true;
        } else if (cli_option(argc, argv, &i, "--catalog", &v, &missing)) {
            if (a->catalog)
                return cli_usage_error(&cli_validate, "one --catalog only");
            int rc = cli_file_arg(&cli_validate, "--catalog", v, &a->catalog);
            if (rc != EXIT_VALID)
                return rc;
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return cli_usage_error(&cli_validate, "unknown argument '%s'", argv[i]);
        } else if (a->roster) {
            return cli_usage_error(&cli_validate, "one roster file only, not '%s' too", argv[i]);
        } else {
            a->roster = argv[i];
        }
    }
    if (a->catalog == NULL)
        return cli_usage_error(&cli_validate, "--catalog BOOK.json is missing");
    if (a->roster == NULL || *a->roster == '\0')
        return cli_usage_error(&cli_validate, "the ROSTER.json file is missing");
    return EXIT_VALID;
}

/* ---- the entry ids of the units ------------------------------------------
 * The public API gives each unit's points and category, but not its entry:
 * that is read back from the report's own JSON (wg_report_to_json), which
 * is decoded in place. A small reader of well-formed JSON is enough. */

static char *skip_space(char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
    return p;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The 4 hex digits at p, or -1. */
static long hex4(const char *p)
{
    long v = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_digit(p[i]);
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}

static char *put_utf8(char *w, unsigned long c)
{
    if (c < 0x80) {
        *w++ = (char)c;
    } else if (c < 0x800) {
        *w++ = (char)(0xC0 | (c >> 6));
        *w++ = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        *w++ = (char)(0xE0 | (c >> 12));
        *w++ = (char)(0x80 | ((c >> 6) & 0x3F));
        *w++ = (char)(0x80 | (c & 0x3F));
    } else {
        *w++ = (char)(0xF0 | (c >> 18));
        *w++ = (char)(0x80 | ((c >> 12) & 0x3F));
        *w++ = (char)(0x80 | ((c >> 6) & 0x3F));
        *w++ = (char)(0x80 | (c & 0x3F));
    }
    return w;
}

/* One escape after the backslash at *r: decoded at w (never longer than
 * the escape). Returns the end of what was written, or NULL. */
static char *unescape(char *w, char **r)
{
    static const char SIMPLE[] = "\"\"\\\\//b\bf\fn\nr\rt\t";
    char e = (*r)[1];
    for (const char *s = SIMPLE; *s; s += 2) {
        if (e == s[0]) {
            *r += 2;
            *w++ = s[1];
            return w;
        }
    }
    long c = e == 'u' ? hex4(*r + 2) : -1;
    if (c < 0)
        return NULL;
    *r += 6;
    if (c >= 0xD800 && c < 0xDC00 && (*r)[0] == '\\' && (*r)[1] == 'u') {
        long low = hex4(*r + 2);
        if (low >= 0xDC00 && low < 0xE000) {
            c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
            *r += 6;
        }
    }
    return put_utf8(w, (unsigned long)c);
}

/* The string at *p (its opening quote), decoded in place and NUL-terminated
 * where it was; *p moves past it. NULL if it is not a string. */
static char *read_string(char **p)
{
    if (**p != '"')
        return NULL;
    char *start = *p + 1, *r = start, *w = start;
    while (*r != '"') {
        if (*r == '\0')
            return NULL;
        if (*r == '\\') {
            w = unescape(w, &r);
            if (w == NULL)
                return NULL;
        } else {
            *w++ = *r++;
        }
    }
    *p = r + 1;
    *w = '\0';
    return start;
}

static char *skip_value(char *p, int depth);

/* The members of an object or the elements of an array, from its opening
 * character at p. For each, each() (when not NULL) gets the key (NULL in
 * an array) and the value's position and returns the position after it;
 * otherwise the value is skipped. Returns the position after the close. */
typedef char *(*member_fn)(void *ctx, const char *key, char *value);

static char *read_container(char *p, int depth, member_fn each, void *ctx)
{
    bool object = *p == '{';
    char close = object ? '}' : ']';
    if (depth > 64)
        return NULL;
    p = skip_space(p + 1);
    if (*p == close)
        return p + 1;
    for (;;) {
        const char *key = NULL;
        if (object) {
            key = read_string(&p);
            p = key ? skip_space(p) : NULL;
            if (p == NULL || *p != ':')
                return NULL;
            p = skip_space(p + 1);
        }
        p = each ? each(ctx, key, p) : skip_value(p, depth + 1);
        if (p == NULL)
            return NULL;
        p = skip_space(p);
        if (*p == close)
            return p + 1;
        if (*p != ',')
            return NULL;
        p = skip_space(p + 1);
    }
}

static char *skip_value(char *p, int depth)
{
    if (*p == '{' || *p == '[')
        return read_container(p, depth, NULL, NULL);
    if (*p == '"')
        return read_string(&p) ? p : NULL;
    size_t n = strspn(p, "-+.0123456789eEtruefalsn");
    return n ? p + n : NULL;
}

typedef struct entries {
    const char **ids; /* one per unit of the roster */
    size_t count, cap;
    const char *id;   /* the entry of the unit being read */
} entries;

static char *unit_member(void *ctx, const char *key, char *value)
{
    entries *e = ctx;
    if (strcmp(key, "entry") != 0)
        return skip_value(value, 3);
    e->id = read_string(&value);
    return e->id ? value : NULL;
}

static char *unit_element(void *ctx, const char *key, char *value)
{
    entries *e = ctx;
    (void)key;
    e->id = NULL;
    value = *value == '{' ? read_container(value, 2, unit_member, e) : NULL;
    if (value == NULL || e->id == NULL || e->count == e->cap)
        return NULL;
    e->ids[e->count++] = e->id;
    return value;
}

static char *report_member(void *ctx, const char *key, char *value)
{
    if (strcmp(key, "units") != 0 || *value != '[')
        return skip_value(value, 1);
    return read_container(value, 1, unit_element, ctx);
}

/* The entry id of each of the n units from the report's JSON (changed in
 * place); false if the document is not as expected. */
static bool read_entries(const char **ids, size_t n, char *json)
{
    entries e = {ids, 0, n, NULL};
    char *p = skip_space(json);
    return *p == '{' && read_container(p, 0, report_member, &e) && e.count == n;
}

/* ---- the human report ------------------------------------------------------ */

/* Characters (not bytes) of UTF-8 text, for columns. */
static size_t text_width(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

/* s left-aligned in width columns; control characters shown as '?'. */
static void print_cell(const char *s, size_t width)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++)
        putchar(*c < 0x20 || *c == 0x7F ? '?' : *c);
    for (size_t n = text_width(s); n < width; n++)
        putchar(' ');
}

/* points as a share of limit, exactly when it fits in three decimals
 * ("25%", "24.95%", "24.625%"); otherwise rounded to a thousandth, but
 * never onto a whole percent, so that a share just above or below a limit
 * of R6 (25%, 35%, 50%) never reads as the limit itself. */
static void format_share(char *buf, size_t size, long points, int limit)
{
    long long num = (long long)points * 100000, q = num / limit, r = num % limit;
    if (r != 0) {
        bool up = 2 * r >= limit;
        q += up;
        if (q % 1000 == 0)
            q += up ? -1 : 1;
    }
    long long whole = q / 1000, frac = q % 1000;
    if (frac == 0)
        snprintf(buf, size, "%lld%%", whole);
    else if (frac % 100 == 0)
        snprintf(buf, size, "%lld.%lld%%", whole, frac / 100);
    else if (frac % 10 == 0)
        snprintf(buf, size, "%lld.%02lld%%", whole, frac / 10);
    else
        snprintf(buf, size, "%lld.%03lld%%", whole, frac);
}

static int digits(long long v)
{
    int n = 1;
    while (v >= 10 || v <= -10) {
        v /= 10;
        n++;
    }
    return n;
}

static void print_header(const char *path, const wg_catalog *catalog, const wg_report *rep)
{
    printf("roster:    %s\ncatalogue: ", path);
    print_cell(wg_catalog_name(catalog), 0);
    printf("\nlimit:     %d points (%s)\n\n", wg_report_points(rep),
           wg_size_class_name(wg_report_size(rep)));
}

static void print_units(const wg_report *rep, const char **ids, size_t n)
{
    size_t id_width = strlen("entry");
    long widest = 0;
    for (size_t i = 0; i < n; i++) {
        size_t w = text_width(ids[i]);
        id_width = w > id_width ? w : id_width;
        long p = wg_report_unit_points(rep, i);
        widest = p > widest ? p : widest;
    }
    int index_width = digits(n > 0 ? (long long)n - 1 : 0);
    int points_width = digits(widest) > 6 ? digits(widest) : 6;
    printf("%*s  ", index_width, "#");
    print_cell("entry", id_width);
    printf("  category  %*s\n", points_width, "points");
    for (size_t i = 0; i < n; i++) {
        printf("%*zu  ", index_width, i);
        print_cell(ids[i], id_width);
        printf("  %-8s  %*ld\n", wg_category_name(wg_report_unit_category(rep, i)), points_width,
               wg_report_unit_points(rep, i));
    }
    if (n == 0)
        printf("(no units)\n");
}

static void print_share(const char *label, long points, int limit, const char *note)
{
    char share[32];
    format_share(share, sizeof share, points, limit);
    printf("%-10s  %6ld  %8s%s\n", label, points, share, note);
}

static void print_totals(const wg_report *rep)
{
    static const char *const LABELS[WG_CATEGORY_COUNT] = {"Lords", "Heroes", "Core",
                                                          "Special", "Rare"};
    int limit = wg_report_points(rep);
    printf("\ncategory    points     share\n");
    for (int c = 0; c < WG_CATEGORY_COUNT; c++)
        print_share(LABELS[c], wg_report_category_points(rep, (wg_category)c), limit, "");
    print_share("characters",
                wg_report_category_points(rep, WG_CATEGORY_LORDS) +
                    wg_report_category_points(rep, WG_CATEGORY_HEROES),
                limit, "  (Lords + Heroes)");
    printf("total       %6ld  of %d points (%d to %d allowed)\n", wg_report_total(rep), limit,
           limit > 20 ? limit - 20 : 0, limit);
}

static void print_violations(const wg_report *rep)
{
    size_t n = wg_report_violation_count(rep);
    if (n == 0) {
        printf("\nvalid\n");
        return;
    }
    printf("\ninvalid: %zu violation%s\n", n, n == 1 ? "" : "s");
    for (size_t i = 0; i < n; i++) {
        const wg_violation *v = wg_report_violation(rep, i);
        printf("  %s (%s): %s\n", v->code, v->rule, v->message);
        for (size_t k = 0; k < v->unit_count; k++)
            printf("%s#%zu", k ? ", " : "    units ", v->units[k]);
        if (v->unit_count)
            putchar('\n');
    }
}

static int print_report(const char *path, const wg_catalog *catalog, const wg_roster *roster,
                        const wg_report *rep, char *json)
{
    size_t n = wg_roster_unit_count(roster);
    const char **ids = calloc(n ? n : 1, sizeof *ids);
    if (ids == NULL)
        return cli_error("out of memory");
    if (!read_entries(ids, n, json))
        for (size_t i = 0; i < n; i++)
            ids[i] = "?";
    print_header(path, catalog, rep);
    print_units(rep, ids, n);
    print_totals(rep);
    print_violations(rep);
    free(ids);
    return EXIT_VALID;
}

/* ---- the command ------------------------------------------------------------ */

static int report(const validate_args *a, const wg_catalog *catalog, const wg_roster *roster)
{
    wg_report *rep = NULL;
    char *json = NULL;
    wg_error err;
    int rc = EXIT_VALID;
    if (wg_roster_validate(&rep, roster, &err) != WG_OK ||
        wg_report_to_json(&json, rep, &err) != WG_OK)
        rc = cli_lib_error(&err);
    else if (a->json)
        puts(json);
    else
        rc = print_report(a->roster, catalog, roster, rep, json);
    if (rc == EXIT_VALID && !wg_report_valid(rep))
        rc = EXIT_RULE;
    wg_free(json);
    wg_report_free(rep);
    return rc;
}

static int run(int argc, char **argv)
{
    validate_args a;
    wg_catalog *catalog = NULL;
    wg_roster *roster = NULL;
    wg_error err;
    int rc = parse(&a, argc, argv);
    if (rc != EXIT_VALID)
        return rc;
    if (wg_catalog_load_file(&catalog, a.catalog, &err) != WG_OK ||
        wg_roster_load_file(&roster, catalog, a.roster, &err) != WG_OK)
        rc = cli_lib_error(&err);
    else
        rc = report(&a, catalog, roster);
    wg_roster_free(roster);
    wg_catalog_free(catalog);
    return rc;
}

const cli_command cli_validate = {
    .name = "validate",
    .synopsis = "--catalog BOOK.json ROSTER.json [--json]",
    .summary = "Check a roster for The 9th Age (wargen-roster/1) against its army book\n"
               "(wargen-catalog/1): price every unit (R3, R4) and report every broken rule\n"
               "of R5-R13, each with its code, rule, units and figures (R14). Shows the\n"
               "units, the points per category with their share of the limit, and the total.",
    .help = "options:\n"
            "  --catalog BOOK.json  the army book the roster picks its units from\n"
            "  --json               the report as one JSON object on one line:\n"
            "                       {\"valid\", \"points\", \"total\", \"size\",\n"
            "                       \"categories\": {\"lords\", \"heroes\", \"core\", \"special\",\n"
            "                       \"rare\", \"characters\": {\"points\", \"percent\"}},\n"
            "                       \"units\": [{\"entry\", \"category\", \"points\"}],\n"
            "                       \"violations\": [{\"code\", \"rule\", \"units\", \"message\"}]}\n"
            "  --help               this text\n"
            "\n"
            "Units are numbered from 0, in the roster's order. Exit status: 0 valid,\n"
            "1 the roster breaks a rule, 2 bad usage or a bad file\n"
            "('wargen: file:line:column: path: message' on stderr).\n",
    .run = run,
};
