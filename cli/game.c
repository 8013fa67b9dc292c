/* wargen game play: a wargen-game/1 game replayed (rules A1-A3, V1-V2) and
 * its state printed as a board to read at the table, or as the library's
 * JSON (wg_game_to_json), or as a player may see it (--player: H2 in a game,
 * wg_game_view_score and wg_game_view_to_json decide what is withheld). A
 * refused action stops it: the board as it stood, the action and its
 * reason on stderr, exit 1. */
#include <string.h>

#include "cli.h"

typedef struct game_args {
    const char *file;
    bool play, json;
    int player;   /* --player: 1 or 2; 0 for the referee's whole state */
} game_args;

static int parse_word(game_args *a, const char *w)
{
    if (w[0] == '-' && w[1] != '\0')
        return cli_usage_error(&cli_game, "unknown argument '%s'", w);
    if (!a->play) {
        if (strcmp(w, "play") != 0)
            return cli_usage_error(&cli_game, "unknown subcommand '%s' (expected play)", w);
        a->play = true;
        return EXIT_VALID;
    }
    if (a->file)
        return cli_usage_error(&cli_game, "one game file only, not '%s' too", w);
    return cli_file_arg(&cli_game, "GAME.json", w, &a->file);
}

static int parse(game_args *a, int argc, char **argv)
{
    *a = (game_args){0};
    for (int i = 0; i < argc; i++) {
        int rc = EXIT_VALID;
        const char *v;
        bool missing;
        if (strcmp(argv[i], "--json") == 0)
            a->json = true;
        else if (cli_option(argc, argv, &i, "--player", &v, &missing))
            rc = cli_int_arg(&cli_game, "--player", v, 1, 2, &a->player);
        else
            rc = parse_word(a, argv[i]);
        if (rc != EXIT_VALID)
            return rc;
    }
    if (!a->play)
        return cli_usage_error(&cli_game, "the subcommand (play) is missing");
    if (a->file == NULL)
        return cli_usage_error(&cli_game, "the GAME.json file is missing");
    return EXIT_VALID;
}

/* ---- the board ------------------------------------------------------------ */

static void print_player(const wg_game *g, int player)
{
    printf("%s", player ? "player " : "nobody");
    if (player) {
        printf("%d (", player);
        cli_print_text(wg_game_player_name(g, player));
        putchar(')');
    }
}

static void print_status(const char *path, const wg_game *g, int viewer)
{
    fputs("game:      ", stdout);
    cli_print_text(path);
    if (viewer) {
        fputs("\nseen by:   ", stdout);
        print_player(g, viewer);
    }
    printf("\nturn:      %d%s, after %zu action%s\nto act:    ", wg_game_turn(g),
           wg_game_over(g) ? " (game over)" : wg_game_in_turn(g) ? "" : " (between turns)",
           wg_game_step(g), wg_game_step(g) == 1 ? "" : "s");
    print_player(g, wg_game_to_act(g));
    putchar('\n');
}

/* "  knights  Knights  active, panicked  1/3 AP  5/5 models" per unit. */
static void print_units(const wg_game *g, int player)
{
    printf("\n");
    print_player(g, player);
    putchar('\n');
    for (size_t i = 0; i < wg_game_unit_count(g); i++) {
        wg_game_unit u;
        wg_game_unit_at(&u, g, i, NULL);
        if (u.player != player)
            continue;
        fputs("  ", stdout);
        cli_print_text(u.id);
        if (strcmp(u.id, u.name) != 0) {
            fputs(" (", stdout);
            cli_print_text(u.name);
            putchar(')');
        }
        printf(": %s%s, %d/%d AP, %d/%d models\n", wg_unit_state_name(u.state),
               u.panicked ? ", panicked" : "", u.ap, u.ap_per_turn, u.models, u.models_start);
    }
}

static void print_effects(const wg_game *g)
{
    size_t n = wg_game_effect_count(g);
    for (size_t i = 0; i < n; i++) {
        wg_game_effect e;
        wg_game_effect_at(&e, g, i, NULL);
        fputs(i ? ", " : "\neffects:   ", stdout);
        cli_print_text(e.id);
        fputs(" (by ", stdout);
        cli_print_text(wg_game_unit_id(g, e.unit));
        printf(", resolved %d time%s)", e.resolutions, e.resolutions == 1 ? "" : "s");
    }
    if (n)
        putchar('\n');
}

/* A figure, or "withheld" from the player whose view it is (H2 in a game). */
static void print_fraction(const wg_score_view *vs, int p)
{
    wg_fraction f = vs->score.battle_points[p];
    if (!vs->battle_points_shown[p])
        fputs("withheld", stdout);
    else
        printf(f.den == 1 ? "%lld" : "%lld/%lld", (long long)f.num, (long long)f.den);
}

/* The score (V1, V2) and who wins, or leads while the game goes on: all of
 * it, or what the viewer (1 or 2) may see. */
static void print_result(const wg_game *g, int viewer)
{
    wg_score_view vs = {.battle_points_shown = {true, true}, .result_shown = true,
                        .winner = wg_game_winner(g)};
    wg_game_score(&vs.score, g, NULL);
    if (viewer)
        wg_game_view_score(&vs, g, viewer, NULL);
    const wg_score *s = &vs.score;
    fputs("\nbattle points: ", stdout);
    print_fraction(&vs, 0);
    fputs(" to ", stdout);
    print_fraction(&vs, 1);
    if (wg_game_is_scenario(g))
        printf("\nobjectives:    %ld to %ld (they decide, V2)", s->objectives[0],
               s->objectives[1]);
    int w = vs.winner;
    fputs(wg_game_over(g) ? "\nresult:        " : "\nstanding:      ", stdout);
    if (!vs.result_shown) {
        puts("withheld (hidden costs, H2)");
        return;
    }
    if (w == 0) {
        puts("a draw");
        return;
    }
    print_player(g, w);
    puts(wg_game_over(g) ? " wins" : " leads");
}

static void print_board(const char *path, const wg_game *g, int viewer)
{
    print_status(path, g, viewer);
    print_units(g, 1);
    print_units(g, 2);
    print_effects(g);
    print_result(g, viewer);
}

/* ---- the command ------------------------------------------------------------ */

static int show(const game_args *a, const wg_game *g)
{
    char *json = NULL;
    wg_error err;
    if (!a->json) {
        print_board(a->file, g, a->player);
        return EXIT_VALID;
    }
    wg_status st = a->player ? wg_game_view_to_json(&json, g, a->player, &err)
                             : wg_game_to_json(&json, g, &err);
    if (st != WG_OK)
        return cli_lib_error(&err);
    puts(json);
    wg_free(json);
    return EXIT_VALID;
}

static int run(int argc, char **argv)
{
    game_args a;
    wg_game *g = NULL;
    wg_error err;
    int rc = parse(&a, argc, argv);
    if (rc != EXIT_VALID)
        return rc;
    wg_status st = wg_game_load_file(&g, a.file, &err);
    if (st == WG_OK || st == WG_ERULE)
        rc = show(&a, g);
    if (st == WG_ERULE && rc == EXIT_VALID) { /* the board as it stood, then the action */
        cli_lib_error(&err);
        rc = EXIT_RULE;
    } else if (st != WG_OK) {
        rc = cli_lib_error(&err);
    }
    wg_game_free(g);
    return rc;
}

const cli_command cli_game = {
    .name = "game",
    .synopsis = "play GAME.json [--player 1|2] [--json]",
    .summary = "Replay a game of alternate activations (rules A1-A3) from a wargen-game/1\n"
               "file: its players' units, an optional scenario of objectives and its\n"
               "actions in order. Print the board after the last action: the turn, who is\n"
               "to act, every unit's state (unactivated, active, waiting, responding,\n"
               "activated, destroyed), panic, AP and models, the effects in play, the\n"
               "battle points as exact fractions (V1), the objective points (V2) and the\n"
               "result.",
    .help = "options:\n"
            "  --player P  the board (or the state) as player P (1 or 2) may see it\n"
            "              (H2 in a game): before the game is over, P's battle points\n"
            "              are withheld when they include a model of an opponent's\n"
            "              unit whose cost is hidden (\"cost_hidden\": true: taken from\n"
            "              a roster), and so is the result when it depends on them\n"
            "              (wg_game_view_to_json in wargen/game.h)\n"
            "  --json      the state as one line of JSON (its shape: wg_game_to_json in\n"
            "              wargen/game.h)\n"
            "  --help      this text\n"
            "\n"
            "GAME.json: {\"format\": \"wargen-game/1\", \"players\": [{\"name\", \"units\":\n"
            "[{\"id\", \"name\"?, \"ap\", \"models\", \"cost\", \"cost_hidden\"?}]}, {...}],\n"
            "\"scenario\"?: {\"objectives\": [...]}, \"actions\": [{\"initiative\": 1},\n"
            "{\"activate\": ID}, ...]} (its shape: wg_game_log_to_json in wargen/game.h).\n"
            "\n"
            "Exit status: 0 played, 1 an action the rules refuse: the board as it\n"
            "stood before it, and on stderr 'wargen: file:line:column: actions[N]:\n"
            "REASON: message' (REASON is the refusal's code, such as not-your-turn:\n"
            "wg_game_reason_name in wargen/game.h), 2 bad usage or a bad file (located\n"
            "the same way).\n",
    .run = run,
};
