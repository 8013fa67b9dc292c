/* The progress line of the command's long runs: progress.h. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, isatty, fileno */

#include <inttypes.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "progress.h"

enum { MAX_STRIDE = 1 << 16 };
static const double DELAY = 0.5;     /* a run shorter than this shows nothing */
static const double INTERVAL = 0.1;  /* at most 10 redraws a second */
/* The clock is read about every 10 to 50 ms: often enough for INTERVAL,
 * rarely enough that a fast loop pays nothing measurable. */
static const double READ_SOON = 0.01, READ_LATE = 0.05;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

void cli_progress_start(cli_progress *p, const char *command, uint64_t total)
{
    bool watched = isatty(fileno(stderr)) && !isatty(fileno(stdout));
    double t = now();
    *p = (cli_progress){.command = command, .total = total, .stride = 1,
                        .next = watched ? 1 : UINT64_MAX, .checked = t, .due = t + DELAY};
}

/* "1,234,567": digits in groups of three, whatever the locale. */
static void format_count(char *buf, size_t size, uint64_t n)
{
    char digits[24];
    int len = snprintf(digits, sizeof digits, "%" PRIu64, n);
    size_t j = 0;
    for (int i = 0; i < len && j + 2 < size; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            buf[j++] = ',';
        buf[j++] = digits[i];
    }
    buf[j] = '\0';
}

static void draw(cli_progress *p, uint64_t done)
{
    char d[32], t[32], line[128];
    format_count(d, sizeof d, done);
    format_count(t, sizeof t, p->total);
    int n = snprintf(line, sizeof line, "wargen: %s: %s of %s (%" PRIu64 "%%)", p->command, d,
                     t, done * 100 / p->total);
    /* pad over a longer line before it, then one write to the terminal */
    fprintf(stderr, "\r%-*s", p->width > n ? p->width : n, line);
    p->width = p->width > n ? p->width : n;
}

/* Read the clock less often while items come fast, more often when slow. */
static void adapt(cli_progress *p, double elapsed)
{
    if (elapsed < READ_SOON && p->stride < MAX_STRIDE)
        p->stride *= 2;
    else if (elapsed > READ_LATE && p->stride > 1)
        p->stride /= 2;
}

void cli_progress_check(cli_progress *p, uint64_t done)
{
    double t = now();
    adapt(p, t - p->checked);
    p->checked = t;
    p->next = done + p->stride;
    /* the last item ends the run: cli_progress_end follows, nothing to draw */
    if (done >= p->total || t < p->due)
        return;
    draw(p, done);
    p->due = t + INTERVAL;
}

void cli_progress_end(cli_progress *p)
{
    if (p == NULL)
        return;
    if (p->width > 0)
        fprintf(stderr, "\r%*s\r", p->width, "");
    p->width = 0;
    p->next = UINT64_MAX;
}

int cli_progress_error(cli_progress *p, const wg_error *err)
{
    cli_progress_end(p);
    return cli_lib_error(err);
}
