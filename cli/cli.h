/* Shared helpers of the wargen command. The command is built on the public
 * API only (wargen.h), like any other user of the library. */
#ifndef WARGEN_CLI_H
#define WARGEN_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "wargen.h"

/* Exit statuses: docs/FORMATS.md, "Command line". */
enum { EXIT_VALID = 0, EXIT_RULE = 1, EXIT_USAGE = 2 };

/* One subcommand: run() gets argv after the subcommand name. */
typedef struct cli_command {
    const char *name;
    const char *synopsis;   /* one line: arguments, after "wargen NAME " */
    const char *summary;    /* one line: what it does */
    const char *help;       /* the rest of --help: options, one per line */
    int (*run)(int argc, char **argv);
} cli_command;

extern const cli_command cli_game;
extern const cli_command cli_import;
extern const cli_command cli_generate;
extern const cli_command cli_modify;
extern const cli_command cli_morale;
extern const cli_command cli_replay;
extern const cli_command cli_roll;
extern const cli_command cli_roster;
extern const cli_command cli_table;
extern const cli_command cli_validate;

/* Print "wargen NAME: message" and the usage hint to stderr; returns EXIT_USAGE. */
int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Print a library error as "wargen: file:line:column: path: message"; returns EXIT_USAGE. */
int cli_lib_error(const wg_error *err);
/* Room for wg_error_format()'s line: the record's three fields and the
 * line, column and separators. */
enum { CLI_ERROR_LINE_SIZE = WG_ERROR_FILE_SIZE + WG_ERROR_PATH_SIZE + WG_ERROR_MESSAGE_SIZE + 64 };
/* Print "wargen: message" to stderr (a file the command cannot write ...); returns EXIT_USAGE. */
int cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Full --help text of a subcommand on stdout. */
void cli_print_help(const cli_command *cmd);

/* Is argv[*i] the option name, as "--name VALUE" or "--name=VALUE"? If so
 * *value is set (and *i advanced past a separate value). A missing value
 * is a usage error: *value is NULL and *missing is set. */
bool cli_option(int argc, char **argv, int *i, const char *name, const char **value,
                bool *missing);
/* Parse a decimal unsigned integer in [min, max]; false on bad input. */
bool cli_parse_u64(const char *s, uint64_t min, uint64_t max, uint64_t *out);
/* The value of option `name` (NULL when missing) as a whole number in
 * [min, max]; otherwise the usage error "NAME takes a whole number from MIN
 * to MAX". Returns EXIT_VALID or EXIT_USAGE. cli_int_arg needs min >= 0. */
int cli_u64_arg(const cli_command *cmd, const char *name, const char *value, uint64_t min,
                uint64_t max, uint64_t *out);
int cli_int_arg(const cli_command *cmd, const char *name, const char *value, int min, int max,
                int *out);
/* The value of option `name` as a file name: a usage error when missing (NULL) or empty. */
int cli_file_arg(const cli_command *cmd, const char *name, const char *value, const char **out);
/* The generator table of FILE, or the default one when path is NULL. A
 * bad file is reported (cli_lib_error). Returns EXIT_VALID or EXIT_USAGE. */
int cli_load_table(wg_table **out, const char *path);

/* The arguments of a command on a roster: --json, --catalog BOOK.json
 * (once), --gst SYSTEM.gst (once, when system is not NULL), any other "-x" refused, and the words, each given to
 * word(args, w) in order (cli_roster_word takes the ROSTER.json one).
 * *catalog and *json are set; usage errors name cmd. Returns EXIT_VALID or
 * the exit status. cli_book_given then refuses a missing catalogue or
 * roster. */
int cli_book_args(const cli_command *cmd, int argc, char **argv, const char **catalog,
                  const char **system, bool *json, int (*word)(void *args, const char *w),
                  void *args);
int cli_roster_word(const cli_command *cmd, const char **roster, const char *w);
int cli_book_given(const cli_command *cmd, const char *catalog, const char *roster);

/* Read the army book at catalog_path and the roster at roster_path against
 * it, then return use(ctx, catalog, roster); both are freed after. A bad file
 * is reported (cli_lib_error) and returns EXIT_USAGE. For the commands that
 * take --catalog BOOK.json ROSTER.json. */
int cli_with_roster(const char *catalog_path, const char *roster_path,
                    int (*use)(const void *ctx, const wg_catalog *catalog, const wg_roster *roster),
                    const void *ctx);
/* import.c: BattleScribe's books and rosters (wargen/bsdata.h). */

/* Whether the catalogue path names a BattleScribe catalogue (ends in .cat). */
bool cli_is_bsdata_book(const char *path);
/* Each warning as "wargen: warning: file:line:column: path: message" on f
 * (stderr, or a roster's buffer of validate_many.c), and how many more were
 * not kept. */
void cli_print_warnings(FILE *f, const wg_problems *warnings);
/* Read a book (system_path NULL: the .gst beside book_path), its warnings
 * printed; a failure is reported (cli_lib_error). EXIT_VALID or EXIT_USAGE. */
int cli_load_bsdata_book(wg_bsdata_book **out, const char *system_path, const char *book_path);
/* cli_with_roster for a BattleScribe book and roster (.ros or .rosz): both
 * imported, warnings printed, then use(ctx, the book's catalogue, roster). */
int cli_with_bsdata_roster(const char *system_path, const char *book_path,
                           const char *roster_path,
                           int (*use)(const void *ctx, const wg_catalog *catalog,
                                      const wg_roster *roster),
                           const void *ctx);

/* validate_many.c: `wargen validate` of several rosters (docs/FORMATS.md). */

/* The most threads of --jobs. */
enum { CLI_JOBS_MAX = 64 };

typedef struct cli_many_args {
    const char *catalog, *system;   /* the book (.json, or .cat with system or NULL) */
    const char *const *words;       /* the roster files and directories named */
    size_t word_count;
    const char *list;               /* --list FILE ("-": stdin), or NULL */
    unsigned jobs;                  /* threads, 1 to CLI_JOBS_MAX */
    bool json;
} cli_many_args;

/* Validate every roster the words and the list name (a directory: its
 * rosters, in the order of their names), one line each and a total, or one
 * JSON object each; returns 2 if any could not be read, else 1 if any is
 * invalid, else 0. */
int cli_validate_many(const cli_many_args *args);

/* Print "valid", or "invalid: N violations" and each violation (code, rule,
 * message, units), on stdout after a blank line: what `wargen validate`
 * prints, shared so that every command shows a broken rule alike. at(owner,
 * i) gives the i-th of count violations. */
void cli_print_violations(size_t count, const wg_violation *(*at)(const void *owner, size_t index),
                          const void *owner);

/* Text from a file (a label, a name, a path) on stdout, with control
 * characters shown as '?', so a file cannot drive the terminal. */
void cli_print_text(const char *s);
/* The same on f. */
void cli_fprint_text(FILE *f, const char *s);

/* roster_print.c: what `wargen roster` prints (rules H1-H5). */

/* The lines above every part: the roster file, which view, the catalogue
 * and the points limit. */
void cli_print_roster_header(const char *roster_path, const char *view_name,
                             const wg_roster *roster, const wg_catalog *catalog);
/* Every unit as the opponent sees it (H1-H3): no points, no hides_in; with
 * reveal (may be NULL), each unit's revealed items too (H5). */
void cli_print_open(const wg_view *view, const wg_reveal *reveal);
/* The units with hidden content: their hidden items, and where a secret
 * unit hides (H1). */
void cli_print_hidden(const wg_view *view);
/* The events fed and each revelation: its event, use, item, when it showed
 * and the unit. */
void cli_print_revelations(const wg_view *view, const wg_reveal *reveal);

/* session_print.c: what generate and replay print. */

/* The preset size whose limit this is, or -1 for a custom limit (G1). */
int cli_size_of_limit(int limit);

/* Room for the slots of one entry as cli_format_slots() writes them. */
enum { CLI_UNITS_SIZE = 512 };

/* The slots of an entry or a draw as people read them: "2 regular*, 1
 * horde", "endless spell". levels (NULL for none) gives each slot's
 * reinforcement (G7). Always NUL-terminated; cut to fit. */
void cli_format_slots(char *buf, size_t size, const wg_slot *slots, const int *levels,
                      size_t count);
/* Print a session: with json, wg_session_to_json() and a newline; else a
 * header (seed, limit, mode, first player, how to repeat it, with
 * --table table_path when not NULL) and a table of draws per player.
 * Returns WG_OK, or the JSON writer's error in *err, not yet reported (so
 * that the caller can clear its progress line first). */
wg_status cli_print_session(const wg_session *session, const char *table_path, bool json,
                            wg_error *err);

/* distribution.c: `wargen generate --distribution` (wargen/dist.h). */

/* The two types of --joint. */
typedef struct cli_joint {
    wg_gen_unit_type type, type2;
} cli_joint;

/* Compute every distribution of the armies an automatic run with options o
 * on table generates (joint: also the joint of two types, or NULL), then
 * print them: a header (table_path when not NULL) and a table each, or
 * with json one line each. A refused one is reported (cli_lib_error) and
 * nothing is printed. Returns EXIT_VALID or EXIT_USAGE. */
int cli_distribution(const wg_session_options *o, const wg_table *table, const char *table_path,
                     const cli_joint *joint, bool json);

#endif
