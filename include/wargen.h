/**
 * @file wargen.h
 * @brief libwargen, a rules engine for tabletop wargames: include this one
 *        header to get the whole public API.
 *
 * Modules, each with its own header (the header is the manual):
 * - wargen/version.h: version macros and wg_version()
 * - wargen/error.h: ::wg_status codes and the ::wg_error detail record
 * - wargen/alloc.h: the process-wide allocator
 * - wargen/rng.h: seeded dice, D66, dice pools with re-rolls
 * - wargen/gen.h: the Open War army generator (rules G1–G12)
 * - wargen/dist.h: exact distributions of the armies it generates (G1–G10)
 * - wargen/roster.h: The 9th Age catalogues, rosters and validation (R1–R14)
 * - wargen/hidden.h: open and hidden rosters, twins and their labels, and
 *   what a game reveals of them (H1–H5)
 * - wargen/mod.h: the modifier pipeline, in the rulebook's order (M1–M5)
 * - wargen/morale.h: battalions, morale checks and retreats (B1–B12)
 * - wargen/game.h: a game engine: alternate activation, turns and victory
 *   (A1–A3, V1–V2)
 * - wargen/bsdata.h: importing BattleScribe army books and rosters (an
 *   optional module: wg_bsdata_supported())
 *
 * wargen/export.h (the WG_API macro) comes with every header.
 */
#ifndef WARGEN_H
#define WARGEN_H

#include "wargen/export.h"
#include "wargen/version.h"
#include "wargen/error.h"
#include "wargen/alloc.h"
#include "wargen/rng.h"
#include "wargen/gen.h"
#include "wargen/dist.h"
#include "wargen/roster.h"
#include "wargen/hidden.h"
#include "wargen/mod.h"
#include "wargen/morale.h"
#include "wargen/game.h"
#include "wargen/bsdata.h"

#endif /* WARGEN_H */
