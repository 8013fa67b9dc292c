/* wargen validate with several rosters (docs/FORMATS.md, "Command line"):
 * the book read once, then each roster read and validated against it, one
 * line each (the file, then "valid" or its violation codes) and a total, or
 * with --json one report per line with "file" added (JSON Lines), in input
 * order. A roster that cannot be read is reported on its line and on stderr
 * and the others are still validated. With --jobs N, N threads read and
 * validate (the book is shared read-only: wargen/roster.h, wargen/bsdata.h)
 * while this thread prints each roster's lines in input order, so the output
 * is the same for every N. */
#define _POSIX_C_SOURCE 200809L /* open_memstream, getline */
#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

/* One roster of the run: its file, what it prints on stdout and on stderr
 * (made by whichever thread validated it), and its outcome. */
typedef struct item {
    char *path;
    char *out, *err;
    int rc;   /* EXIT_VALID, EXIT_RULE, or EXIT_USAGE: it could not be read */
    bool done;
} item;

typedef struct run_state {
    const wg_catalog *catalog;
    const wg_bsdata_book *book;   /* a BattleScribe book, or NULL */
    bool json;
    item *items;
    size_t count, cap;
    size_t next;                  /* the next item a worker takes */
    size_t printed;               /* the items printed (and freed) so far */
    size_t window;                /* how far past them the workers may go */
    pthread_mutex_t lock;
    pthread_cond_t done;          /* an item is done, or more are printed */
} run_state;

/* ---- the list of rosters ---------------------------------------------------- */

static bool add_item(run_state *s, char *path)
{
    if (s->count == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 64;
        item *more = realloc(s->items, cap * sizeof *more);
        if (more == NULL)
            return false;
        s->items = more;
        s->cap = cap;
    }
    s->items[s->count++] = (item){.path = path, .rc = EXIT_VALID};
    return true;
}

static bool add_copy(run_state *s, const char *path)
{
    char *copy = malloc(strlen(path) + 1);
    if (copy == NULL)
        return false;
    strcpy(copy, path);
    if (!add_item(s, copy)) {
        free(copy);
        return false;
    }
    return true;
}

static bool ends_with(const char *s, const char *end)
{
    size_t n = strlen(s), k = strlen(end);
    return n > k && strcmp(s + n - k, end) == 0;
}

/* Whether a file of a directory is a roster: .json for a JSON book; .ros or
 * .rosz for a BattleScribe one. */
static bool roster_name(const run_state *s, const char *name)
{
    return s->book ? ends_with(name, ".ros") || ends_with(name, ".rosz")
                   : ends_with(name, ".json");
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The rosters of directory dir, in the byte order of their names. A
 * directory that cannot be read is one roster that cannot be: the reader's
 * error is reported on its line. */
static int add_directory(run_state *s, const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return add_copy(s, dir) ? EXIT_VALID : cli_error("out of memory");
    char **names = NULL;
    size_t n = 0, cap = 0;
    bool ok = true;
    for (struct dirent *e; ok && (e = readdir(d)) != NULL;) {
        if (!roster_name(s, e->d_name))
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            char **more = realloc(names, cap * sizeof *more);
            ok = more != NULL;
            names = ok ? more : names;
        }
        size_t len = strlen(dir) + 1 + strlen(e->d_name) + 1;
        char *path = ok ? malloc(len) : NULL;
        ok = path != NULL;
        if (ok) {
            snprintf(path, len, "%s%s%s", dir, ends_with(dir, "/") ? "" : "/", e->d_name);
            names[n++] = path;
        }
    }
    closedir(d);
    if (names)
        qsort(names, n, sizeof *names, by_name);
    size_t i = 0;
    for (; ok && i < n; i++)
        ok = add_item(s, names[i]);
    for (; i < n; i++)
        free(names[i]);
    free(names);
    return ok ? EXIT_VALID : cli_error("out of memory");
}

static bool is_directory(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* A word of the command line: a roster file, or a directory of them. */
static int add_word(run_state *s, const char *word)
{
    if (is_directory(word))
        return add_directory(s, word);
    return add_copy(s, word) ? EXIT_VALID : cli_error("out of memory");
}

/* The names of list_path ("-": standard input), one a line; empty lines
 * are skipped. */
static int add_list(run_state *s, const char *list_path)
{
    bool stdin_list = strcmp(list_path, "-") == 0;
    FILE *f = stdin_list ? stdin : fopen(list_path, "r");
    if (f == NULL)
        return cli_error("%s: cannot read: %s", list_path, strerror(errno));
    char *line = NULL;
    size_t size = 0;
    int rc = EXIT_VALID;
    for (ssize_t len; rc == EXIT_VALID && (len = getline(&line, &size, f)) != -1;) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
            line[--len] = '\0';
        if (len > 0)
            rc = add_word(s, line);
    }
    if (rc == EXIT_VALID && ferror(f))
        rc = cli_error("%s: cannot read: %s", list_path, strerror(errno));
    free(line);
    if (!stdin_list)
        fclose(f);
    return rc;
}

/* ---- one roster --------------------------------------------------------------- */

/* The length of the UTF-8 sequence at c (1 to 4), or 0 if it is not one:
 * a stray or overlong byte, a surrogate or a code point above U+10FFFF. */
static int utf8_length(const unsigned char *c)
{
    int n = *c < 0x80 ? 1 : *c >= 0xC2 && *c <= 0xDF ? 2 : *c >= 0xE0 && *c <= 0xEF ? 3
            : *c >= 0xF0 && *c <= 0xF4 ? 4 : 0;
    for (int i = 1; i < n; i++)
        if ((c[i] & 0xC0) != 0x80)
            return 0;
    if ((n == 3 && ((*c == 0xE0 && c[1] < 0xA0) || (*c == 0xED && c[1] >= 0xA0))) ||
        (n == 4 && ((*c == 0xF0 && c[1] < 0x90) || (*c == 0xF4 && c[1] >= 0x90))))
        return 0;
    return n;
}

/* s as a JSON string: quotes, a backslash and control characters escaped, a
 * byte that is not UTF-8 (a file name may hold any) as U+FFFD. */
static void print_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *c = (const unsigned char *)s; *c;) {
        int n = utf8_length(c);
        if (n == 0)
            fputs("\\ufffd", f);
        else if (*c == '"' || *c == '\\')
            fprintf(f, "\\%c", *c);
        else if (*c < 0x20 || *c == 0x7F)
            fprintf(f, "\\u%04x", *c);
        else
            fwrite(c, 1, (size_t)n, f);
        c += n ? n : 1;
    }
    fputc('"', f);
}

/* The roster's line: its report, or the error that stopped it. */
static void print_line(FILE *out, const run_state *s, const item *it, const wg_report *rep,
                       const char *json, const char *error)
{
    if (s->json) {
        fputs("{\"file\": ", out);
        print_json_string(out, it->path);
        if (error) {
            fputs(", \"error\": ", out);
            print_json_string(out, error);
            fputs("}\n", out);
        } else {
            fprintf(out, ", %s\n", json + 1); /* the report's object, "file" first */
        }
        return;
    }
    cli_fprint_text(out, it->path);
    if (error) {
        fputs(": error\n", out);
        return;
    }
    size_t n = wg_report_violation_count(rep);
    fputs(n ? ": invalid:" : ": valid", out);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s %s", i ? "," : "", wg_report_violation_at(rep, i)->code);
    fputc('\n', out);
}

/* Read and validate the roster of it, its lines made in it->out and it->err. */
static void validate_item(const run_state *s, item *it)
{
    size_t out_size = 0, err_size = 0;
    FILE *out = open_memstream(&it->out, &out_size);
    FILE *errs = open_memstream(&it->err, &err_size);
    if (out == NULL || errs == NULL) {
        it->rc = EXIT_USAGE;
        if (out)
            fclose(out);
        if (errs)
            fclose(errs);
        return;
    }
    wg_roster *roster = NULL;
    wg_problems *warnings = NULL;
    wg_report *rep = NULL;
    char *json = NULL;
    wg_error err;
    wg_status st = s->book ? wg_bsdata_book_load_roster_file(&roster, &warnings, s->book,
                                                             it->path, &err)
                           : wg_roster_load_file(&roster, s->catalog, it->path, &err);
    cli_print_warnings(errs, warnings);
    if (st == WG_OK)
        st = wg_roster_validate(&rep, roster, &err);
    if (st == WG_OK && s->json)
        st = wg_report_to_json(&json, rep, &err);
    if (st != WG_OK) {
        char line[CLI_ERROR_LINE_SIZE];
        wg_error_format(line, sizeof line, &err);
        fprintf(errs, "wargen: %s\n", line);
        print_line(out, s, it, NULL, NULL, line);
        it->rc = EXIT_USAGE;
    } else {
        print_line(out, s, it, rep, json, NULL);
        it->rc = wg_report_valid(rep) ? EXIT_VALID : EXIT_RULE;
    }
    wg_free(json);
    wg_report_free(rep);
    wg_roster_free(roster);
    wg_problems_free(warnings);
    if ((fclose(out) != 0) | (fclose(errs) != 0))
        it->rc = EXIT_USAGE;
}

/* ---- the run ------------------------------------------------------------------- */

/* Take the next item, validate it, say so; until none is left. A worker
 * stays within s->window items of the last printed, so that the lines
 * waiting to be printed stay few however long the run. */
static void *worker(void *arg)
{
    run_state *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        while (s->next < s->count && s->next >= s->printed + s->window)
            pthread_cond_wait(&s->done, &s->lock);
        size_t i = s->next < s->count ? s->next++ : s->count;
        pthread_mutex_unlock(&s->lock);
        if (i == s->count)
            return NULL;
        validate_item(s, &s->items[i]);
        pthread_mutex_lock(&s->lock);
        s->items[i].done = true;
        pthread_cond_broadcast(&s->done);
        pthread_mutex_unlock(&s->lock);
    }
}

/* Item i's lines printed (stderr first) and freed; its outcome counted. */
static void report_item(item *it, size_t counts[3])
{
    if (it->err)
        fputs(it->err, stderr);
    if (it->out)
        fputs(it->out, stdout);
    if (it->out == NULL || it->err == NULL)
        cli_error("%s: out of memory", it->path);
    counts[it->rc]++;
    free(it->out);
    free(it->err);
    it->out = it->err = NULL;
}

/* Validate every item, with jobs threads (1: in this one), printing them in
 * order; counts[rc] receives how many ended with each status. */
static void validate_items(run_state *s, unsigned jobs, size_t counts[3])
{
    pthread_t threads[CLI_JOBS_MAX];
    unsigned started = 0;
    if (jobs > s->count)
        jobs = (unsigned)s->count;
    s->window = 8 * (size_t)jobs;
    while (jobs > 1 && started < jobs && pthread_create(&threads[started], NULL, worker, s) == 0)
        started++;
    for (size_t i = 0; i < s->count; i++) {
        item *it = &s->items[i];
        if (started == 0) {
            validate_item(s, it);
        } else {
            pthread_mutex_lock(&s->lock);
            while (!it->done)
                pthread_cond_wait(&s->done, &s->lock);
            pthread_mutex_unlock(&s->lock);
        }
        report_item(it, counts);
        fflush(stdout);
        if (started) {
            pthread_mutex_lock(&s->lock);
            s->printed = i + 1;
            pthread_cond_broadcast(&s->done);
            pthread_mutex_unlock(&s->lock);
        }
    }
    for (unsigned t = 0; t < started; t++)
        pthread_join(threads[t], NULL);
}

static int run_all(run_state *s, unsigned jobs, bool json)
{
    size_t counts[3] = {0, 0, 0};
    validate_items(s, jobs, counts);
    if (!json)
        printf("%zu roster%s: %zu valid, %zu invalid, %zu not read\n", s->count,
               s->count == 1 ? "" : "s", counts[EXIT_VALID], counts[EXIT_RULE],
               counts[EXIT_USAGE]);
    return counts[EXIT_USAGE] ? EXIT_USAGE : counts[EXIT_RULE] ? EXIT_RULE : EXIT_VALID;
}

int cli_validate_many(const cli_many_args *a)
{
    run_state s = {.json = a->json};
    wg_catalog *catalog = NULL;
    wg_bsdata_book *book = NULL;
    wg_error err;
    int rc = EXIT_VALID;
    if (cli_is_bsdata_book(a->catalog))
        rc = cli_load_bsdata_book(&book, a->system, a->catalog);
    else if (wg_catalog_load_file(&catalog, a->catalog, &err) != WG_OK)
        rc = cli_lib_error(&err);
    s.book = book;
    s.catalog = book ? wg_bsdata_book_catalog(book) : catalog;
    for (size_t i = 0; rc == EXIT_VALID && i < a->word_count; i++)
        rc = add_word(&s, a->words[i]);
    if (rc == EXIT_VALID && a->list)
        rc = add_list(&s, a->list);
    if (rc == EXIT_VALID && s.count == 0)
        rc = cli_error("no roster to validate: the directories and lists given name none");
    if (rc == EXIT_VALID) {
        pthread_mutex_init(&s.lock, NULL);
        pthread_cond_init(&s.done, NULL);
        rc = run_all(&s, a->jobs, a->json);
        pthread_cond_destroy(&s.done);
        pthread_mutex_destroy(&s.lock);
    }
    for (size_t i = 0; i < s.count; i++)
        free(s.items[i].path);
    free(s.items);
    wg_catalog_free(catalog);
    wg_bsdata_book_free(book);
    return rc;
}
