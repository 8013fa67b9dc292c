/* A progress line on stderr for the command's long runs (generate --count,
 * morale --roll --count): "wargen: generate: 123,456 of 1,000,000 (12%)",
 * rewritten in place with '\r'. Only for a person watching: stderr must be
 * a terminal and stdout must not be (there the output itself shows the
 * pace, and the line would mix with it). Pipes, files and --json consumers
 * see nothing. It appears once the run has lasted half a second, so a
 * short run never shows it, and is redrawn at most 10 times a second. */
#ifndef WARGEN_CLI_PROGRESS_H
#define WARGEN_CLI_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

#include "wargen.h"

/* One run's progress; the command's run owns it (no global state). */
typedef struct cli_progress {
    const char *command;  /* "generate": the line reads "wargen: generate: ..." */
    uint64_t total;       /* items of the run */
    uint64_t next;        /* items done at which the clock is read next */
    uint64_t stride;      /* items between two readings, adapted to the pace */
    double checked;       /* when the clock was last read, in seconds */
    double due;           /* when the line may be drawn next, in seconds */
    int width;            /* length of the line on screen, 0 when none is */
} cli_progress;

/* Start the progress of a run of total items named command (a static string). */
void cli_progress_start(cli_progress *p, const char *command, uint64_t total);

/* Read the clock and redraw the line if it is due; cli_progress_step's slow path. */
void cli_progress_check(cli_progress *p, uint64_t done);

/* done of the total items are done. Costs one comparison per item: the
 * clock is read only every `stride` items (none at all off a terminal). */
static inline void cli_progress_step(cli_progress *p, uint64_t done)
{
    if (done >= p->next)
        cli_progress_check(p, done);
}

/* Erase the line, if one is shown: at the end of the run and before any
 * error message. Nothing more is drawn after it. p may be NULL. */
void cli_progress_end(cli_progress *p);

/* cli_progress_end, then report err as cli_lib_error does; returns EXIT_USAGE. */
int cli_progress_error(cli_progress *p, const wg_error *err);

#endif
