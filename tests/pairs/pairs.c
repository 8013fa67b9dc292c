/* The pair generator of pairs.h: a roster is made at random (with copies of
 * its units, so that there are twins, labelled, unlabelled and clashing),
 * then copied and changed, in what H keeps hidden or in an open part. The
 * generator keeps its own model of the open part (entry, category, models,
 * General, options, equipment as a sorted set) only to choose changes and to
 * check that it made what it meant to: the library's output is what the
 * tests compare. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>

#include "pairs.h"

#define MAX_UNITS 14
#define MAX_ITEMS 8
#define MAX_OPTIONS 32
#define LABEL_MAX 256
#define TRIES 64

const char *const HP_KINDS[] = {"same-type", "rune", "typeless", "plain-or-hidden", "order",
                                "hides-in", "labelled-twin", "option", "models", "plain-item",
                                "other-type", NULL};

typedef struct unit {
    size_t entry;
    int models;
    bool general;
    int category;       /* moved (R7): the category taken in; -1: its entry's */
    uint32_t options;   /* bit k: the entry's option k */
    size_t n_items;
    size_t items[MAX_ITEMS];
    char label[LABEL_MAX]; /* "": none */
    long hides_in;      /* -1: none */
} unit;

typedef struct roster {
    int points;
    size_t n;
    unit u[MAX_UNITS];
} roster;

typedef struct entry {
    const wg_unit_entry *e;
    size_t n_options;
    const char *options[MAX_OPTIONS];
} entry;

struct hp_gen {
    const wg_catalog *catalog;
    wg_rng *rng;
    json_t *doc; /* the catalogue's document: its option ids */
    size_t n_entries, n_items;
    entry *entries;
    const wg_item_entry **items;
    uint64_t made;
    roster a, b;
};

static const char *const LABELS[] = {"blue", "red", "Blue", "the \"old\" guard", "back\\slash",
                                     "Ch\xc3\xa2teau", "\xe9\x9d\x92", "1"};
#define N_LABELS (sizeof LABELS / sizeof *LABELS)

static size_t below(hp_gen *g, size_t n)
{
    return n ? (size_t)wg_rng_below(g->rng, n) : 0;
}

static bool hidden(const hp_gen *g, size_t item)
{
    return g->items[item]->list != WG_ITEM_LIST_MUNDANE;
}

static const char *type_of(const hp_gen *g, size_t item)
{
    return g->items[item]->mundane;
}

/* ---- the open part, as the generator models it ---------------------------- */

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The unit's equipment (H3): plain items' names, hidden items' types,
 * sorted, each once; its size. */
static size_t equipment(const hp_gen *g, const unit *u, const char **out)
{
    size_t n = 0;
    for (size_t k = 0; k < u->n_items; k++) {
        const wg_item_entry *it = g->items[u->items[k]];
        const char *text = it->list == WG_ITEM_LIST_MUNDANE ? it->name : it->mundane;
        if (text != NULL)
            out[n++] = text;
    }
    qsort(out, n, sizeof *out, by_text);
    size_t m = 0;
    for (size_t k = 0; k < n; k++)
        if (m == 0 || strcmp(out[m - 1], out[k]) != 0)
            out[m++] = out[k];
    return m;
}

static bool shows(const hp_gen *g, const unit *u, const char *text)
{
    const char *eq[MAX_ITEMS];
    size_t n = equipment(g, u, eq);
    for (size_t k = 0; k < n; k++)
        if (strcmp(eq[k], text) == 0)
            return true;
    return false;
}

static bool open_equal(const hp_gen *g, const unit *a, const unit *b)
{
    const char *ea[MAX_ITEMS], *eb[MAX_ITEMS];
    size_t na = equipment(g, a, ea), nb = equipment(g, b, eb);
    if (a->entry != b->entry || a->models != b->models || a->general != b->general ||
        a->category != b->category || a->options != b->options || na != nb)
        return false;
    for (size_t k = 0; k < na; k++)
        if (strcmp(ea[k], eb[k]) != 0)
            return false;
    return true;
}

static int by_index(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return (x > y) - (x < y);
}

/* The unit's hidden items, sorted: a multiset (H4 compares them so). */
static size_t hidden_items(const hp_gen *g, const unit *u, size_t *out)
{
    size_t n = 0;
    for (size_t k = 0; k < u->n_items; k++)
        if (hidden(g, u->items[k]))
            out[n++] = u->items[k];
    qsort(out, n, sizeof *out, by_index);
    return n;
}

static bool hidden_equal(const hp_gen *g, const unit *a, const unit *b)
{
    size_t ha[MAX_ITEMS], hb[MAX_ITEMS];
    size_t na = hidden_items(g, a, ha), nb = hidden_items(g, b, hb);
    return na == nb && memcmp(ha, hb, na * sizeof *ha) == 0;
}

/* Whether unit i is a twin (H4): a unit of its open part differs in the
 * hidden one. */
static bool twin(const hp_gen *g, const roster *r, size_t i)
{
    for (size_t j = 0; j < r->n; j++)
        if (j != i && open_equal(g, &r->u[i], &r->u[j]) && !hidden_equal(g, &r->u[i], &r->u[j]))
            return true;
    return false; /* equality is an equivalence: all equal to i, all equal */
}

/* Whether every unit of i's open part carries a player label. */
static bool group_labelled(const hp_gen *g, const roster *r, size_t i)
{
    size_t n = 0;
    for (size_t j = 0; j < r->n; j++)
        if (open_equal(g, &r->u[i], &r->u[j])) {
            if (r->u[j].label[0] == '\0')
                return false;
            n++;
        }
    return n > 1;
}

/* a and b have the same open parts, and each unlabelled unit is a twin in
 * both or in neither (H4's assigned labels show it on purpose). */
static bool only_hidden_differs(const hp_gen *g, const roster *a, const roster *b)
{
    for (size_t i = 0; i < a->n; i++)
        if (!open_equal(g, &a->u[i], &b->u[i]) || strcmp(a->u[i].label, b->u[i].label) != 0)
            return false;
    for (size_t i = 0; i < a->n; i++)
        if (a->u[i].label[0] == '\0' && twin(g, a, i) != twin(g, b, i))
            return false;
    return true;
}

/* ---- changes to a unit ------------------------------------------------------ */

/* A change of items: replace the first `remove` by `add`, or delete it
 * (add -1), or append `add` (remove -1). */
typedef struct change {
    const char *kind;
    long remove, add;
} change;

static void apply(unit *u, const change *c)
{
    size_t at = u->n_items;
    for (size_t k = 0; c->remove >= 0 && k < u->n_items; k++)
        if (u->items[k] == (size_t)c->remove) {
            at = k;
            break;
        }
    if (c->remove >= 0 && at == u->n_items)
        return; /* not carried: nothing to do */
    if (c->remove >= 0 && c->add >= 0)
        u->items[at] = (size_t)c->add;
    else if (c->remove >= 0) {
        memmove(&u->items[at], &u->items[at + 1], (u->n_items - at - 1) * sizeof *u->items);
        u->n_items--;
    } else if (c->add >= 0 && u->n_items < MAX_ITEMS)
        u->items[u->n_items++] = (size_t)c->add;
}

/* The kind of a change of hidden items X -> Y: a rune's, a typeless one's,
 * or one of a mundane type. */
static const char *hidden_kind(const hp_gen *g, long x, long y)
{
    long any = x >= 0 ? x : y;
    if ((x >= 0 && g->items[x]->rune) || (y >= 0 && g->items[y]->rune))
        return "rune";
    return type_of(g, (size_t)any) ? "same-type" : "typeless";
}

/* How many of u's items show text in its equipment. */
static size_t sources(const hp_gen *g, const unit *u, const char *text)
{
    size_t n = 0;
    for (size_t k = 0; k < u->n_items; k++) {
        const wg_item_entry *it = g->items[u->items[k]];
        const char *t = it->list == WG_ITEM_LIST_MUNDANE ? it->name : it->mundane;
        n += t != NULL && strcmp(t, text) == 0;
    }
    return n;
}

/* The text item y shows in an equipment list: a plain item's name, a
 * hidden item's type (or none). */
static const char *shown_as(const hp_gen *g, size_t y)
{
    return hidden(g, y) ? type_of(g, y) : g->items[y]->name;
}

/* Every change of u's hidden items that leaves its open part as it is (H3),
 * into out (room for MAX_ITEMS * (catalogue items + 1) + catalogue items);
 * their number. A plain item and a hidden one that show the same text are
 * swapped too: nothing in the open part tells the two kinds apart (H3). */
static size_t hidden_changes(const hp_gen *g, const unit *u, change *out)
{
    size_t n = 0;
    for (size_t k = 0; k < u->n_items; k++) {
        long x = (long)u->items[k];
        const char *t = shown_as(g, (size_t)x);
        for (size_t y = 0; y < g->n_items; y++) {
            const char *ty = shown_as(g, y);
            if ((long)y == x || (!hidden(g, (size_t)x) && !hidden(g, y)) ||
                (t ? !ty || strcmp(ty, t) != 0 : ty != NULL))
                continue;
            const char *kind = hidden(g, (size_t)x) && hidden(g, y) ? hidden_kind(g, x, (long)y)
                                                                    : "plain-or-hidden";
            out[n++] = (change){kind, x, (long)y};
        }
        if (hidden(g, (size_t)x) && (t == NULL || sources(g, u, t) > 1))
            out[n++] = (change){hidden_kind(g, x, -1), x, -1};
    }
    for (size_t y = 0; u->n_items < MAX_ITEMS && y < g->n_items; y++)
        if (hidden(g, y) && (type_of(g, y) == NULL || shows(g, u, type_of(g, y))))
            out[n++] = (change){hidden_kind(g, -1, (long)y), -1, (long)y};
    return n;
}

#define MAX_CATALOG_ITEMS 63
#define MAX_CHANGES (MAX_ITEMS * (MAX_CATALOG_ITEMS + 1) + MAX_CATALOG_ITEMS)

/* ---- a roster at random ------------------------------------------------------ */

static int random_category(hp_gen *g, unsigned moves_to)
{
    int cats[WG_CATEGORY_COUNT], n = 0;
    for (int c = 0; c < WG_CATEGORY_COUNT; c++)
        if (moves_to & (1u << c))
            cats[n++] = c;
    return cats[below(g, (size_t)n)];
}

static void random_label(hp_gen *g, const unit *u, char *out)
{
    size_t k = below(g, N_LABELS + 2);
    const char *name = g->entries[u->entry].e->name;
    if (k < N_LABELS)
        snprintf(out, LABEL_MAX, "%s", LABELS[k]);
    else if (strlen(name) + 2 <= 200) /* a label has 1 to 200 bytes; this one looks
                                           like an assigned label (H4) */
        snprintf(out, LABEL_MAX, "%s %zu", name, k - N_LABELS + 1);
    else
        snprintf(out, LABEL_MAX, "%s", LABELS[0]);
}

static void random_unit(hp_gen *g, unit *u)
{
    memset(u, 0, sizeof *u);
    u->entry = below(g, g->n_entries);
    const entry *e = &g->entries[u->entry];
    int span = e->e->max_models - e->e->min_models;
    u->models = e->e->min_models + (int)below(g, (size_t)(span < 12 ? span : 12) + 1);
    u->category = e->e->moves_to && below(g, 4) == 0 ? random_category(g, e->e->moves_to) : -1;
    for (size_t k = 0; k < e->n_options; k++)
        u->options |= (uint32_t)below(g, 2) << k;
    u->general = e->e->can_be_general && below(g, 3) == 0;
    for (size_t k = below(g, 4); k > 0; k--)
        u->items[u->n_items++] = below(g, g->n_items);
    if (below(g, 4) == 0)
        random_label(g, u, u->label);
    u->hides_in = -1;
}

/* A copy of unit src: its open part, and its hidden part or one changed
 * (a twin); no label, another one, or src's (a clash when src has one). */
static void copy_unit(hp_gen *g, unit *dst, const unit *src)
{
    *dst = *src;
    size_t pick = below(g, 6);
    if (pick < 2)
        dst->label[0] = '\0';
    else if (pick < 5)
        random_label(g, dst, dst->label);
    change cs[MAX_CHANGES];
    for (size_t k = below(g, 2) * (1 + below(g, 2)); k > 0; k--) {
        size_t n = hidden_changes(g, dst, cs);
        if (n > 0)
            apply(dst, &cs[below(g, n)]);
    }
}

static bool secret(const hp_gen *g, const roster *r, size_t i)
{
    return g->entries[r->u[i].entry].e->secret;
}

/* A non-secret unit of r at random, other than not; -1 if there is none. */
static long random_host(hp_gen *g, const roster *r, long not)
{
    size_t hosts[MAX_UNITS], n = 0;
    for (size_t i = 0; i < r->n; i++)
        if (!secret(g, r, i) && (long)i != not)
            hosts[n++] = i;
    return n ? (long)hosts[below(g, n)] : -1;
}

static void random_roster(hp_gen *g, roster *r)
{
    static const int POINTS[] = {1000, 2000, 2500, 4500};
    memset(r, 0, sizeof *r);
    r->points = POINTS[below(g, 4)];
    for (size_t k = 2 + below(g, 5); k > 0; k--)
        random_unit(g, &r->u[r->n++]);
    for (size_t k = below(g, 5); k > 0 && r->n < MAX_UNITS; k--) {
        size_t src = below(g, r->n);
        copy_unit(g, &r->u[r->n], &r->u[src]);
        r->n++;
    }
    for (size_t i = 0; i < r->n; i++)
        if (secret(g, r, i) && below(g, 3) != 0)
            r->u[i].hides_in = random_host(g, r, -1);
}

/* ---- changing b -------------------------------------------------------------- */

/* One of the n changes cs: a kind at random, then a change of that kind
 * (hidden items without a type, always possible, would be most of them). */
static change pick_change(hp_gen *g, const change *cs, size_t n)
{
    const char *kinds[8];
    size_t n_kinds = 0;
    for (size_t k = 0; k < n; k++) {
        size_t j = 0;
        while (j < n_kinds && strcmp(kinds[j], cs[k].kind) != 0)
            j++;
        if (j == n_kinds && n_kinds < 8)
            kinds[n_kinds++] = cs[k].kind;
    }
    const char *kind = kinds[below(g, n_kinds)];
    size_t of_kind = 0;
    for (size_t k = 0; k < n; k++)
        of_kind += strcmp(cs[k].kind, kind) == 0;
    for (size_t k = 0, at = below(g, of_kind); k < n; k++)
        if (strcmp(cs[k].kind, kind) == 0 && at-- == 0)
            return cs[k];
    return cs[0];
}

/* H1: unit u of b (secret) hides in another host, or none. */
static const char *change_host(hp_gen *g, unit *u)
{
    long host = below(g, 4) == 0 ? -1 : random_host(g, &g->b, u->hides_in);
    const char *kind = host != u->hides_in ? "hides-in" : NULL;
    u->hides_in = host;
    return kind;
}

/* H3: unit u's first item changes place with another (the equipment is sorted). */
static const char *change_order(hp_gen *g, unit *u)
{
    size_t k = below(g, u->n_items - 1) + 1, first = u->items[0];
    u->items[0] = u->items[k];
    u->items[k] = first;
    return u->items[0] != u->items[k] ? "order" : NULL;
}

/* H3: a change of unit i's items that keeps its open part; unless every
 * unit of that open part is labelled, made to each one hidden-equal to i as
 * well, which keeps them so (an unlabelled unit's twin-ness shows, H4). */
static const char *change_items(hp_gen *g, size_t i)
{
    roster *b = &g->b;
    change cs[MAX_CHANGES];
    size_t n = hidden_changes(g, &b->u[i], cs);
    if (n == 0)
        return NULL;
    change c = pick_change(g, cs, n);
    unit before = b->u[i];
    bool all = !group_labelled(g, b, i);
    for (size_t j = 0; j < b->n; j++)
        if (j == i || (all && open_equal(g, &b->u[j], &before) &&
                       hidden_equal(g, &b->u[j], &before)))
            apply(&b->u[j], &c);
    return c.kind;
}

/* One hidden change to a unit of b at random: its kind, or NULL when b did
 * not change or an unlabelled unit's twin-ness would. */
static const char *hidden_change(hp_gen *g)
{
    roster *b = &g->b;
    size_t i = below(g, b->n), what = below(g, 4);
    for (size_t tries = 0; what < 2 && tries < b->n; tries++) /* a unit it applies to */
        if ((what == 0 && secret(g, b, i)) || (what == 1 && b->u[i].n_items > 1))
            break;
        else
            i = below(g, b->n);
    const char *kind = what == 0 && secret(g, b, i)        ? change_host(g, &b->u[i])
                       : what == 1 && b->u[i].n_items > 1 ? change_order(g, &b->u[i])
                                                          : change_items(g, i);
    if (kind && group_labelled(g, b, i))
        kind = "labelled-twin";
    return only_hidden_differs(g, &g->a, b) ? kind : NULL;
}

/* An item of the catalogue whose equipment text u does not show, in list
 * (mundane) or in any hidden list (other); -1 if there is none. */
static long new_text_item(hp_gen *g, const unit *u, bool mundane)
{
    size_t found[256], n = 0;
    for (size_t y = 0; y < g->n_items && n < 256; y++) {
        const wg_item_entry *it = g->items[y];
        const char *t = mundane ? (it->list == WG_ITEM_LIST_MUNDANE ? it->name : NULL)
                                : (it->list != WG_ITEM_LIST_MUNDANE ? it->mundane : NULL);
        if (t != NULL && !shows(g, u, t))
            found[n++] = y;
    }
    return n ? (long)found[below(g, n)] : -1;
}

/* One change to an open part of a unit of b: the kinds in turn; models
 * when the kind cannot be made. */
static const char *open_change(hp_gen *g, size_t turn)
{
    unit *u = &g->b.u[below(g, g->b.n)];
    const entry *e = &g->entries[u->entry];
    if (turn % 4 == 0 && e->n_options > 0) {
        u->options ^= 1u << below(g, e->n_options);
        return "option";
    }
    long y = turn % 4 == 2 ? new_text_item(g, u, true) : turn % 4 == 3 ? new_text_item(g, u, false)
                                                                      : -1;
    if (y >= 0 && u->n_items < MAX_ITEMS) {
        long x = -1;
        for (size_t k = 0; turn % 4 == 3 && k < u->n_items; k++)
            if (hidden(g, u->items[k]))
                x = (long)u->items[k];
        apply(u, &(change){NULL, x, y});
        return turn % 4 == 2 ? "plain-item" : "other-type";
    }
    u->models += u->models > 1 && below(g, 2) ? -1 : 1;
    return "models";
}

/* ---- the documents --------------------------------------------------------- */

typedef struct text {
    char *s;
    size_t len, cap;
    bool failed;
} text;

static void put(text *t, const char *s, size_t n)
{
    if (t->failed)
        return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 1024;
        while (t->len + n + 1 > cap)
            cap *= 2;
        char *s2 = realloc(t->s, cap);
        if (s2 == NULL) {
            t->failed = true;
            return;
        }
        t->s = s2;
        t->cap = cap;
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

static void puts_(text *t, const char *s)
{
    put(t, s, strlen(s));
}

static void putf(text *t, const char *fmt, long v)
{
    char buf[64];
    snprintf(buf, sizeof buf, fmt, v);
    puts_(t, buf);
}

/* s as a JSON string: quotes, backslashes and control characters escaped. */
static void put_string(text *t, const char *s)
{
    puts_(t, "\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            char esc[2] = {'\\', (char)c};
            put(t, esc, 2);
        } else if (c < 0x20)
            putf(t, "\\u%04lx", c);
        else
            put(t, s, 1);
    }
    puts_(t, "\"");
}

static void put_unit(text *t, const hp_gen *g, const unit *u)
{
    const entry *e = &g->entries[u->entry];
    puts_(t, "{\"entry\": ");
    put_string(t, e->e->id);
    putf(t, ", \"models\": %ld", u->models);
    if (u->general)
        puts_(t, ", \"general\": true");
    if (u->category >= 0) {
        puts_(t, ", \"category\": ");
        put_string(t, wg_category_name((wg_category)u->category));
    }
    puts_(t, ", \"options\": [");
    for (size_t k = 0, first = 1; k < e->n_options; k++)
        if (u->options & (1u << k)) {
            puts_(t, first ? "" : ", ");
            put_string(t, e->options[k]);
            first = 0;
        }
    puts_(t, "], \"items\": [");
    for (size_t k = 0; k < u->n_items; k++) {
        puts_(t, k ? ", " : "");
        put_string(t, g->items[u->items[k]]->id);
    }
    puts_(t, "]");
    if (u->label[0]) {
        puts_(t, ", \"label\": ");
        put_string(t, u->label);
    }
    if (u->hides_in >= 0)
        putf(t, ", \"hides_in\": %ld", u->hides_in);
    puts_(t, "}");
}

static char *document(const hp_gen *g, const roster *r)
{
    text t = {0};
    puts_(&t, "{\"format\": \"wargen-roster/1\", \"catalog\": ");
    put_string(&t, wg_catalog_id(g->catalog));
    putf(&t, ", \"points\": %ld, \"units\": [", r->points);
    for (size_t i = 0; i < r->n; i++) {
        puts_(&t, i ? ",\n  " : "\n  ");
        put_unit(&t, g, &r->u[i]);
    }
    puts_(&t, "]}\n");
    if (t.failed) {
        free(t.s);
        return NULL;
    }
    return t.s;
}

/* ---- the generator ------------------------------------------------------------ */

/* The option ids of every entry, from the catalogue's document. */
static wg_status read_options(hp_gen *g, wg_error *err)
{
    char *text = NULL;
    wg_status st = wg_catalog_to_json(&text, g->catalog, err);
    if (st != WG_OK)
        return st;
    g->doc = json_loads(text, 0, NULL);
    wg_free(text);
    json_t *units = json_object_get(g->doc, "units");
    if (json_array_size(units) != g->n_entries)
        return WG_ENOMEM; /* the document was read back whole, or memory ran out */
    for (size_t i = 0; i < g->n_entries; i++) {
        json_t *options = json_object_get(json_array_get(units, i), "options");
        entry *e = &g->entries[i];
        e->e = wg_catalog_unit_at(g->catalog, i);
        for (size_t k = 0; k < json_array_size(options) && k < MAX_OPTIONS; k++)
            e->options[e->n_options++] =
                json_string_value(json_object_get(json_array_get(options, k), "id"));
    }
    return WG_OK;
}

wg_status hp_gen_new(hp_gen **out, const wg_catalog *catalog, uint64_t seed, uint64_t stream,
                     wg_error *err)
{
    *out = NULL;
    hp_gen *g = calloc(1, sizeof *g);
    if (g == NULL)
        return WG_ENOMEM;
    g->catalog = catalog;
    g->n_entries = wg_catalog_unit_count(catalog);
    g->n_items = wg_catalog_item_count(catalog);
    if (g->n_items > MAX_CATALOG_ITEMS) /* room for every change (MAX_CHANGES) */
        g->n_items = MAX_CATALOG_ITEMS;
    g->entries = calloc(g->n_entries + 1, sizeof *g->entries);
    g->items = calloc(g->n_items + 1, sizeof *g->items);
    wg_status st = g->entries && g->items ? wg_rng_new_stream(&g->rng, seed, stream,
                                                              err) : WG_ENOMEM;
    if (st == WG_OK)
        st = read_options(g, err);
    bool any_hidden = false;
    for (size_t y = 0; st == WG_OK && y < g->n_items; y++) {
        g->items[y] = wg_catalog_item_at(catalog, y);
        any_hidden = any_hidden || g->items[y]->list != WG_ITEM_LIST_MUNDANE;
    }
    if (st == WG_OK && (!any_hidden || g->n_entries == 0)) {
        if (err)
            snprintf(err->message, sizeof err->message, "%s: no hidden item, no pair",
                     wg_catalog_id(catalog));
        st = WG_EINVAL;
    }
    if (st != WG_OK) {
        hp_gen_free(g);
        return st;
    }
    *out = g;
    return WG_OK;
}

void hp_gen_free(hp_gen *gen)
{
    if (gen == NULL)
        return;
    wg_rng_free(gen->rng);
    json_decref(gen->doc);
    free(gen->entries);
    free(gen->items);
    free(gen);
}

void hp_pair_clear(hp_pair *pair)
{
    free(pair->a);
    free(pair->b);
    free(pair->actions);
    *pair = (hp_pair){NULL, NULL, NULL, 0, NULL, false};
}

/* ---- a game's script --------------------------------------------------------- */

const char *const HP_ACT_NAMES[HP_ACT_COUNT] = {"initiative", "activate", "spend",
                                               "end_activation", "kill", "end_turn"};

#define MAX_ACTIONS 48

typedef struct script {
    hp_action *a;
    size_t n;
    int models[2 * MAX_UNITS]; /* left, by game unit */
    bool done[2 * MAX_UNITS];  /* activated this turn */
    size_t units;              /* per player */
} script;

static void emit(script *s, hp_act act, size_t unit, int value, wg_game_action action,
                 long target)
{
    if (s->n < MAX_ACTIONS)
        s->a[s->n++] = (hp_action){act, unit, value, action, target};
}

/* A unit of player (1 or 2) at random that has models left and, with
 * to_act, has not acted this turn; -1 if there is none. */
static long pick(hp_gen *g, const script *s, int player, bool to_act)
{
    size_t found[MAX_UNITS], n = 0;
    for (size_t k = 0; k < s->units; k++) {
        size_t u = (size_t)(player - 1) * s->units + k;
        if (s->models[u] > 0 && !(to_act && s->done[u]))
            found[n++] = u;
    }
    return n ? (long)found[below(g, n)] : -1;
}

/* Now and then, models of a unit die (V1): mostly player 2's. */
static void maybe_kill(hp_gen *g, script *s)
{
    long u = below(g, 3) ? -1 : pick(g, s, below(g, 3) ? 2 : 1, false);
    if (u < 0)
        return;
    int k = 1 + (int)below(g, (size_t)s->models[u]);
    emit(s, HP_KILL, (size_t)u, k, WG_GAME_ACTION_MOVE, -1);
    s->models[u] -= k;
}

/* One activation of unit u of player p: it spends an AP (on an enemy unit
 * sometimes) or not, then ends. */
static void activation(hp_gen *g, script *s, size_t u, int p)
{
    emit(s, HP_ACTIVATE, u, 0, WG_GAME_ACTION_MOVE, -1);
    size_t how = below(g, 3);
    long target = how == 1 ? pick(g, s, 3 - p, false) : -1;
    if (how < 2)
        emit(s, HP_SPEND, u, 1, (wg_game_action)below(g, WG_GAME_ACTION_COUNT), target);
    emit(s, HP_END_ACTIVATION, u, 0, WG_GAME_ACTION_MOVE, -1);
    s->done[u] = true;
}

/* The script of a game of roster r against itself (A1: players alternate;
 * one with no unit to act passes), cut at MAX_ACTIONS. */
static void make_script(hp_gen *g, const roster *r, hp_action *out, size_t *n)
{
    script s = {out, 0, {0}, {false}, r->n};
    for (size_t k = 0; k < r->n; k++)
        s.models[k] = s.models[r->n + k] = r->u[k].models;
    for (size_t turn = 0; turn < 3 && s.n < MAX_ACTIONS; turn++) {
        int p = 1 + (int)below(g, 2);
        emit(&s, HP_INITIATIVE, 0, p, WG_GAME_ACTION_MOVE, -1);
        memset(s.done, 0, sizeof s.done);
        for (;;) {
            maybe_kill(g, &s);
            long u = pick(g, &s, p, true);
            if (u < 0 && (u = pick(g, &s, p = 3 - p, true)) < 0)
                break;
            activation(g, &s, (size_t)u, p);
            p = 3 - p;
        }
        emit(&s, HP_END_TURN, 0, 0, WG_GAME_ACTION_MOVE, -1);
    }
    *n = s.n;
}

/* b: a copy of a with one to three hidden changes (H1-H4), each tried
 * TRIES times; the kind of the first, or NULL when none could be made. */
static const char *change_hidden(hp_gen *g)
{
    const char *kind = NULL;
    size_t want = 1 + below(g, 3), made = 0;
    for (size_t tries = 0; made < want && tries < TRIES; tries++) {
        roster keep = g->b;
        const char *k = hidden_change(g);
        if (k == NULL) {
            g->b = keep;
            continue;
        }
        kind = kind ? kind : k;
        made++;
    }
    return kind;
}

wg_status hp_gen_next(hp_pair *out, hp_gen *gen, wg_error *err)
{
    (void)err;
    *out = (hp_pair){NULL, NULL, NULL, 0, NULL, false};
    bool same = gen->made % HP_DIFFER_EVERY != HP_DIFFER_EVERY - 1;
    const char *kind = NULL;
    while (kind == NULL) {
        random_roster(gen, &gen->a);
        gen->b = gen->a;
        kind = same ? change_hidden(gen) : open_change(gen, gen->made / HP_DIFFER_EVERY);
    }
    out->a = document(gen, &gen->a);
    out->b = document(gen, &gen->b);
    out->actions = calloc(MAX_ACTIONS, sizeof *out->actions);
    if (out->actions)
        make_script(gen, &gen->a, out->actions, &out->n_actions);
    out->kind = kind;
    out->same_open = same;
    gen->made++;
    if (out->a == NULL || out->b == NULL || out->actions == NULL || !strcmp(out->a, out->b)) {
        bool nomem = out->a == NULL || out->b == NULL || out->actions == NULL;
        hp_pair_clear(out);
        if (nomem)
            return WG_ENOMEM;
        gen->made--; /* the changes cancelled out: another pair */
        return hp_gen_next(out, gen, err);
    }
    return WG_OK;
}

wg_status hp_play(wg_game *g, const hp_action *a)
{
    switch (a->act) {
    case HP_INITIATIVE: return wg_game_start_turn(g, a->value, NULL);
    case HP_ACTIVATE: return wg_game_activate(g, a->unit, NULL);
    case HP_SPEND:
        return wg_game_spend(g, a->unit, a->value, a->action, a->target >= 0,
                             a->target >= 0 ? (size_t)a->target : 0, NULL);
    case HP_END_ACTIVATION: return wg_game_end_activation(g, a->unit, NULL);
    case HP_KILL: return wg_game_kill(g, a->unit, a->value, NULL);
    default: return wg_game_end_turn(g, NULL);
    }
}

wg_status hp_game_new(wg_game **out, const wg_roster *mine, const wg_roster *theirs,
                      wg_error *err)
{
    wg_game *g = NULL;
    *out = NULL;
    wg_status st = wg_game_new(&g, "Alice", "Bob", err);
    if (st == WG_OK)
        st = wg_game_add_roster(g, 1, mine, HP_GAME_AP, err);
    if (st == WG_OK)
        st = wg_game_add_roster(g, 2, theirs, HP_GAME_AP, err);
    if (st != WG_OK)
        wg_game_free(g);
    else
        *out = g;
    return st;
}
