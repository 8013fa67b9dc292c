/* Generator tables (wargen/gen.h, rules G2, G4, G12): reading, checking,
 * writing. One reader serves loading (stop at the first problem) and
 * checking (collect them all). */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "internal/alloc.h"
#include "internal/gen.h"
#include "internal/json.h"
#include "internal/load.h"
#include "internal/problems.h"

/* Where problems go: the caller's record (stop at the first) or a list. */
typedef struct sink {
    wg_problems *list;
    wg_status status; /* the first problem's code, or WG_ENOMEM */
    wg_error first;
} sink;

/* Record the problem in e; true when reading must stop. */
static bool problem(sink *s, wg_status code, const wg_error *e)
{
    if (s->status == WG_OK) {
        s->status = code;
        s->first = *e;
    }
    if (s->list == NULL)
        return true;
    if (wgi_problems_add(s->list, e) != WG_OK) {
        s->status = WG_ENOMEM;
        return true;
    }
    return false;
}

wg_status wg_d66_check(int roll, wg_error *err)
{
    if (wgi_d66_index(roll) < 0)
        return wgi_fail(err, WG_EINVAL, "no entry for roll %d: rolls are D66 values, 11 to 66 "
                                       "with both digits 1 to 6 (G2)", roll);
    return WG_OK;
}

int wgi_d66_index(int roll)
{
    int tens = roll / 10, units = roll % 10;
    if (roll < 11 || roll > 66 || units < 1 || units > 6)
        return -1;
    return (tens - 1) * 6 + (units - 1);
}

static const char *const TABLE_KEYS[] = {"format", "name", "entries", NULL};
static const char *const ENTRY_KEYS[] = {"roll", "cost", "slots", NULL};
static const char *const SLOT_KEYS[] = {"count", "type", "reinforceable", "endless_spell", NULL};

static bool in_list(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(name, *list) == 0)
            return true;
    return false;
}

/* How an object's keys are checked: wgi_json_object, or at the root
 * wgi_json_root_object (which also takes "$schema"). */
typedef wg_status (*keys_check)(const wgi_jval *v, const char *const *keys, wg_error *err);

/* v must be an object with keys from the list, as check says. Every unknown
 * key is its own problem, located at the key: each is named by checking
 * against the known keys plus all the object's other keys. *sound becomes
 * false on any problem; false when reading must stop. */
static bool read_keys(const wgi_jval *v, const char *const *keys, keys_check check, bool *sound,
                      sink *s)
{
    enum { MAX_KEYS = 32 };
    const char *allowed[MAX_KEYS + 1];
    const char *key, *other;
    json_t *value, *other_value;
    wg_error e;
    size_t known = 0;
    while (keys[known])
        known++;
    if (!json_is_object(v->node) || json_object_size(v->node) + known > MAX_KEYS) {
        /* not an object, or too many keys to name each: the first problem */
        if (check(v, keys, &e) == WG_OK)
            return true;
        *sound = false;
        return !problem(s, WG_EFORMAT, &e);
    }
    json_object_foreach(v->node, key, value) {
        if (in_list(key, keys))
            continue;
        size_t n = 0;
        for (size_t k = 0; k < known; k++)
            allowed[n++] = keys[k];
        json_object_foreach(v->node, other, other_value) {
            if (strcmp(other, key) != 0)
                allowed[n++] = other;
        }
        allowed[n] = NULL;
        if (check(v, allowed, &e) != WG_OK) {
            *sound = false;
            if (problem(s, WG_EFORMAT, &e))
                return false;
        }
    }
    return true;
}

static bool read_object(const wgi_jval *v, const char *const *keys, bool *sound, sink *s)
{
    return read_keys(v, keys, wgi_json_object, sound, s);
}

/* Note a failed step st (its error in e): *sound becomes false; false when
 * reading must stop. */
static bool step_ok(wg_status st, const wg_error *e, bool *sound, sink *s)
{
    if (st == WG_OK)
        return true;
    *sound = false;
    return !problem(s, st, e);
}

/* An endless-spell slot: {"endless_spell": true} and nothing else. */
static bool read_spell_slot(wg_slot *out, const wgi_jval *v, const wgi_jval *flag, bool *sound,
                            sink *s)
{
    wg_error e;
    bool on = false;
    wg_status st = wgi_json_bool(&on, flag, &e);
    if (st == WG_OK && !on)
        st = wgi_json_fail(&e, flag, WG_EFORMAT, "must be true, or left out for a unit slot");
    if (!step_ok(st, &e, sound, s))
        return false;
    if (on && (json_object_get(v->node, "count") || json_object_get(v->node, "type") ||
               json_object_get(v->node, "reinforceable"))) {
        wgi_json_fail(&e, v, WG_EFORMAT,
                     "an endless-spell slot has no count, type or reinforceable");
        if (!step_ok(WG_EFORMAT, &e, sound, s))
            return false;
    }
    *out = (wg_slot){.endless_spell = true};
    return true;
}

/* Read slot v into out; reports go to s, every problem of the slot. *sound
 * becomes false on any problem; false when reading must stop. */
static bool read_slot(wg_slot *out, const wgi_jval *v, bool *sound, sink *s)
{
    wg_error e;
    wgi_jval flag, count, type, star;
    int64_t n = 0;
    int t = 0;
    bool reinforceable = false, ok = true;
    *out = (wg_slot){0};
    if (!read_object(v, SLOT_KEYS, &ok, s))
        return false;
    if (!json_is_object(v->node)) {
        *sound = false;
        return true;
    }
    wgi_json_member(&flag, v, "endless_spell", false, NULL);
    if (flag.node) {
        bool spell_ok = ok;
        bool go = read_spell_slot(out, v, &flag, &spell_ok, s);
        *sound = *sound && spell_ok;
        return go;
    }
    wg_status st = wgi_json_member(&count, v, "count", true, &e);
    if (st == WG_OK)
        st = wgi_json_int(&n, &count, 1, 1000, &e);
    if (!step_ok(st, &e, &ok, s))
        return false;
    st = wgi_json_member(&type, v, "type", true, &e);
    if (st == WG_OK)
        st = wgi_json_enum(&t, &type, wgi_gen_unit_type_names, &e);
    if (!step_ok(st, &e, &ok, s))
        return false;
    wgi_json_member(&star, v, "reinforceable", false, NULL);
    if (star.node && !step_ok(wgi_json_bool(&reinforceable, &star, &e), &e, &ok, s))
        return false;
    if (ok)
        *out = (wg_slot){false, (int)n, (wg_gen_unit_type)t, reinforceable};
    *sound = *sound && ok;
    return true;
}

static wg_status read_roll(int *out, const wgi_jval *entry, wg_error *e)
{
    wgi_jval v;
    int64_t roll;
    wg_status st = wgi_json_member(&v, entry, "roll", true, e);
    if (st == WG_OK)
        st = wgi_json_int(&roll, &v, 11, 66, e);
    if (st == WG_OK && wgi_d66_index((int)roll) < 0)
        st = wgi_json_fail(e, &v, WG_EFORMAT, "%lld is not a D66 value: both digits must be 1 "
                                             "to 6 (G2)", (long long)roll);
    if (st == WG_OK)
        *out = (int)roll;
    return st;
}

/* Read entry v; reports go to s, every problem of the entry (a bad key,
 * cost or slot does not hide the others, nor lose the entry's roll).
 * Returns false when reading must stop; *ok says whether the entry is
 * sound. */
static bool read_entry(wg_gen_entry *out, bool *ok, const wgi_jval *v, sink *s)
{
    wg_error e;
    wgi_jval cost, slots;
    int64_t c = 0;
    size_t n = 0;
    bool sound = true;
    *ok = false;
    *out = (wg_gen_entry){0};
    if (!read_object(v, ENTRY_KEYS, &sound, s))
        return false;
    if (!json_is_object(v->node))
        return true;
    if (!step_ok(read_roll(&out->roll, v, &e), &e, &sound, s))
        return false;
    wg_status st = wgi_json_member(&cost, v, "cost", true, &e);
    if (st == WG_OK)
        st = wgi_json_int(&c, &cost, 0, 1000, &e);
    if (!step_ok(st, &e, &sound, s))
        return false;
    out->cost = (int)c;
    st = wgi_json_member(&slots, v, "slots", true, &e);
    if (st == WG_OK)
        st = wgi_json_array(&n, &slots, 1, WG_ENTRY_MAX_SLOTS, &e);
    if (!step_ok(st, &e, &sound, s))
        return false;
    out->slot_count = n;
    for (size_t i = 0; i < n; i++) {
        wgi_jval slot;
        wgi_json_element(&slot, &slots, i);
        if (!read_slot(&out->slots[i], &slot, &sound, s))
            return false;
        out->units += out->slots[i].count;
    }
    *ok = sound;
    return true;
}

/* Every D66 value exactly once (G2): report repeats and gaps. */
static bool check_coverage(const int *first_at, const wgi_jval *entries, sink *s)
{
    wg_error e;
    for (int i = 0; i < WG_TABLE_ENTRIES; i++) {
        if (first_at[i] >= 0)
            continue;
        wgi_json_fail(&e, entries, WG_EFORMAT, "no entry for roll %d: a table has one entry for "
                     "each D66 value (G2)", (i / 6 + 1) * 10 + i % 6 + 1);
        if (problem(s, WG_EFORMAT, &e))
            return false;
    }
    return true;
}

/* G10: a table whose every entry costs 0 AP could never bring a player to
 * a limit; checked once all 36 entries are sound. */
static bool check_costs(const wg_table *t, const wgi_jval *entries, sink *s)
{
    wg_error e;
    for (int i = 0; i < WG_TABLE_ENTRIES; i++)
        if (t->entries[i].cost > 0)
            return true;
    wgi_json_fail(&e, entries, WG_EFORMAT,
                 "every entry costs 0 AP: no player could ever reach a limit (G10)");
    return !problem(s, WG_EFORMAT, &e);
}

static bool read_entries(wg_table *t, const wgi_jval *entries, sink *s)
{
    wg_error e;
    int first_at[WG_TABLE_ENTRIES], sound = 0;
    memset(first_at, -1, sizeof first_at);
    if (!json_is_array(entries->node)) {
        wgi_json_fail(&e, entries, WG_EFORMAT, "must be an array of 36 entries");
        return !problem(s, WG_EFORMAT, &e);
    }
    size_t n = json_array_size(entries->node);
    if (n != WG_TABLE_ENTRIES) {
        wgi_json_fail(&e, entries, WG_EFORMAT, "must have exactly 36 entries, one per D66 value "
                     "(G2), not %zu", n);
        if (problem(s, WG_EFORMAT, &e))
            return false;
    }
    for (size_t i = 0; i < n; i++) {
        wgi_jval v;
        wg_gen_entry entry;
        bool ok;
        wgi_json_element(&v, entries, i);
        if (!read_entry(&entry, &ok, &v, s))
            return false;
        int at = entry.roll ? wgi_d66_index(entry.roll) : -1;
        if (at < 0)
            continue;
        if (first_at[at] >= 0) {
            wgi_jval roll;
            wgi_json_member(&roll, &v, "roll", true, NULL);
            wgi_json_fail(&e, &roll, WG_EFORMAT, "roll %d repeats entries[%d] (G2)", entry.roll,
                         first_at[at]);
            if (problem(s, WG_EFORMAT, &e))
                return false;
            continue;
        }
        first_at[at] = (int)i;
        if (ok) {
            t->entries[at] = entry;
            sound++;
        }
    }
    if (!check_coverage(first_at, entries, s))
        return false;
    return sound < WG_TABLE_ENTRIES || check_costs(t, entries, s);
}

static bool read_table(wg_table *t, const wgi_jdoc *doc, sink *s)
{
    wg_error e;
    wgi_jval root, name, entries;
    const char *text = NULL;
    bool sound = true;
    wgi_json_root(&root, doc);
    /* the keys, the format, "$schema" and the name are each their own problem */
    if (!read_keys(&root, TABLE_KEYS, wgi_json_root_object, &sound, s))
        return false;
    if (!step_ok(wgi_json_expect_format(&root, "wargen-table/1", &e), &e, &sound, s))
        return false;
    if (!step_ok(wgi_json_schema(&root, &e), &e, &sound, s))
        return false;
    wg_status st = wgi_json_member(&name, &root, "name", true, &e);
    if (st == WG_OK)
        st = wgi_json_string(&text, &name, &e);
    if (st == WG_OK && (text[0] == '\0' || strlen(text) > 200))
        st = wgi_json_fail(&e, &name, WG_EFORMAT, "must be 1 to 200 characters");
    if (!step_ok(st, &e, &sound, s))
        return false;
    if (st == WG_OK && (t->name = wgi_strdup(text)) == NULL) {
        s->status = WG_ENOMEM;
        return false;
    }
    if (wgi_json_member(&entries, &root, "entries", true, &e) != WG_OK)
        return !problem(s, WG_EFORMAT, &e);
    return read_entries(t, &entries, s);
}

/* FNV-1a, 64 bits, over the entries' canonical JSON lines. */
static wg_status compute_digest(wg_table *t)
{
    wgi_buf b;
    wgi_buf_init(&b);
    for (int i = 0; i < WG_TABLE_ENTRIES; i++) {
        wgi_entry_write(&b, &t->entries[i]);
        wgi_buf_add(&b, "\n");
    }
    if (b.failed) {
        wgi_buf_free(&b);
        return WG_ENOMEM;
    }
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    for (size_t i = 0; i < b.len; i++)
        h = (h ^ (unsigned char)b.data[i]) * UINT64_C(0x100000001b3);
    snprintf(t->digest, sizeof t->digest, "%016llx", (unsigned long long)h);
    wgi_buf_free(&b);
    return WG_OK;
}

void wg_table_free(wg_table *table)
{
    if (table) {
        wg_free(table->name);
        wg_free(table);
    }
}

/* Read doc into a new table, reporting to s; NULL on any problem. */
static wg_table *from_doc(const wgi_jdoc *doc, sink *s)
{
    wg_table *t = wgi_calloc(1, sizeof *t);
    if (t == NULL) {
        s->status = WG_ENOMEM;
        return NULL;
    }
    if (read_table(t, doc, s) && s->status == WG_OK && compute_digest(t) != WG_OK)
        s->status = WG_ENOMEM;
    if (s->status != WG_OK) {
        wg_table_free(t);
        return NULL;
    }
    return t;
}

static wg_status load(void *target, const void *ctx, wgi_jdoc *doc, wg_error *err)
{
    (void)ctx;
    sink s = {NULL, WG_OK, {0}};
    wg_table *t = from_doc(doc, &s);
    if (t != NULL)
        *(wg_table **)target = t;
    if (s.status == WG_ENOMEM)
        return wgi_fail_nomem(err);
    if (s.status != WG_OK && err)
        *err = s.first;
    return s.status;
}

static const wgi_reader load_reader = {load, true, false};

wg_status wg_table_load_string(wg_table **out, const char *json, size_t size, const char *name,
                               wg_error *err)
{
    return wgi_load(out, NULL, &load_reader, WGI_TEXT(json, size, name), err);
}

wg_status wg_table_load_file(wg_table **out, const char *path, wg_error *err)
{
    return wgi_load(out, NULL, &load_reader, WGI_FILE(path), err);
}

wg_status wg_table_new_default(wg_table **out, wg_error *err)
{
    return wg_table_load_string(out, wgi_default_table_json, strlen(wgi_default_table_json),
                                "data/tables/default.json", err);
}

/* Check: a broken document is one problem; a readable one, all of them. */
static wg_status check(wg_problems **out, const wgi_source *src, wg_error *err)
{
    sink s = {NULL, WG_OK, {0}};
    wgi_jdoc doc;
    wg_error e;
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "%s: out is NULL", src->fn);
    *out = NULL;
    wg_status loaded = wgi_json_open(&doc, src, &e);
    if (loaded == WG_ENOMEM || loaded == WG_EIO || loaded == WG_EINVAL) {
        if (err)
            *err = e;
        return loaded;
    }
    if (wgi_problems_new(&s.list) != WG_OK) {
        wgi_json_close(&doc);
        return wgi_fail_nomem(err);
    }
    if (loaded != WG_OK)
        problem(&s, loaded, &e);
    else
        wg_table_free(from_doc(&doc, &s));
    wgi_json_close(&doc);
    if (s.status == WG_ENOMEM) {
        wg_problems_free(s.list);
        return wgi_fail_nomem(err);
    }
    *out = s.list;
    return WG_OK;
}

wg_status wg_table_check_string(wg_problems **out, const char *json, size_t size,
                                const char *name, wg_error *err)
{
    return check(out, WGI_TEXT(json, size, name), err);
}

wg_status wg_table_check_file(wg_problems **out, const char *path, wg_error *err)
{
    return check(out, WGI_FILE(path), err);
}

const char *wg_table_name(const wg_table *table)
{
    return table ? table->name : NULL;
}

const char *wg_table_digest(const wg_table *table)
{
    return table ? table->digest : NULL;
}

const wg_gen_entry *wg_table_entry_by_roll(const wg_table *table, int roll)
{
    int i = wgi_d66_index(roll);
    return i < 0 ? NULL : wg_table_entry_at(table, (size_t)i);
}

size_t wg_table_entry_count(const wg_table *table)
{
    return table ? WG_TABLE_ENTRIES : 0;
}

const wg_gen_entry *wg_table_entry_at(const wg_table *table, size_t index)
{
    return index < wg_table_entry_count(table) ? &table->entries[index] : NULL;
}

void wgi_slot_write(wgi_buf *b, const wg_slot *slot, int level)
{
    if (slot->endless_spell) {
        wgi_buf_add(b, "{\"endless_spell\": true}");
        return;
    }
    wgi_buf_addf(b, "{\"count\": %d, \"type\": \"%s\", \"reinforceable\": %s", slot->count,
                wg_gen_unit_type_name(slot->type), slot->reinforceable ? "true" : "false");
    if (level > 0)
        wgi_buf_addf(b, ", \"level\": %d", level);
    wgi_buf_add(b, "}");
}

void wgi_entry_write(wgi_buf *b, const wg_gen_entry *entry)
{
    wgi_buf_addf(b, "{\"roll\": %d, \"cost\": %d, \"slots\": [", entry->roll, entry->cost);
    for (size_t i = 0; i < entry->slot_count; i++) {
        wgi_buf_add(b, i ? ", " : "");
        wgi_slot_write(b, &entry->slots[i], 0);
    }
    wgi_buf_add(b, "]}");
}

wg_status wg_gen_entry_to_json(char **out, const wg_gen_entry *entry, wg_error *err)
{
    if (out == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_gen_entry_to_json: out is NULL");
    wgi_buf b;
    wgi_buf_init(&b);
    if (entry)
        wgi_entry_write(&b, entry);
    else
        wgi_buf_add(&b, "null");
    return wgi_buf_finish(&b, out, err);
}

wg_status wg_table_to_json(char **out, const wg_table *table, wg_error *err)
{
    if (out == NULL || table == NULL)
        return wgi_fail(err, WG_EINVAL, "wg_table_to_json: NULL argument");
    wgi_buf b;
    wgi_buf_init(&b);
    wgi_buf_add(&b, "{\n  \"format\": \"wargen-table/1\",\n  \"name\": ");
    wgi_buf_add_json_string(&b, table->name);
    wgi_buf_add(&b, ",\n  \"entries\": [\n");
    for (int i = 0; i < WG_TABLE_ENTRIES; i++) {
        wgi_buf_add(&b, "    ");
        wgi_entry_write(&b, &table->entries[i]);
        wgi_buf_add(&b, i + 1 < WG_TABLE_ENTRIES ? ",\n" : "\n");
    }
    wgi_buf_add(&b, "  ]\n}\n");
    return wgi_buf_finish(&b, out, err);
}
