// The npm package `wargen`: libwargen's rules engine in JavaScript, over its
// WebAssembly module. Hand-written declarations of every export of index.js
// (docs/DESIGN.md, "JavaScript").
//
// Conventions: camelCase names; results are plain objects and arrays, the
// JSON the C library writes (docs/FORMATS.md), parsed (a validation report
// is built from the library's values, equal to its JSON parsed); each such
// method has a `...Json()` twin that returns the library's text itself,
// byte for byte what the `wargen` command prints. 64-bit integers (seeds, draws) are
// `bigint` on handles; in parsed documents they are JSON numbers, exact up
// to 2^53 (a seed above that is exact only in the text). Failures throw
// WargenError. Handles hold C memory: free them with `dispose()` or a
// `using` declaration; a handle that is collected undisposed is freed then
// (a safety net, not a promise of when).

// Symbol.dispose for a project whose `lib` lacks esnext.disposable (with it,
// this is the same declaration).
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/** Names of the C library's status codes (wg_status without "WG_"). */
export type WargenErrorCode =
  | 'EINVAL' | 'ENOMEM' | 'EIO' | 'EPARSE' | 'EFORMAT' | 'ERANGE'
  | 'ESTATE' | 'ERULE' | 'ENOTFOUND' | 'ENOTSUP';

/** A libwargen call failed. `message` is the library's one-line form,
 * `file:line:column: path: message` without the empty parts. */
export class WargenError extends Error {
  /** message: the text without location; fields: the rest (`text` the whole
   * message, as wg_error_format writes it). */
  constructor(message: string, fields?: {
    code?: WargenErrorCode; status?: number; file?: string; line?: number; column?: number;
    position?: number; path?: string; text?: string; violations?: ViewViolations;
  });
  readonly name: 'WargenError';
  /** The status's name, e.g. 'EPARSE' for a document that is not JSON. */
  readonly code: WargenErrorCode;
  /** The C status value (negative; 0 for an error of load() before there is
   * a module). */
  readonly status: number;
  /** The message without the location. */
  readonly detail: string;
  /** The document's name ('<string>' unless a name was given), '' if none. */
  readonly file: string;
  /** 1-based line in the document, 0 if none. */
  readonly line: number;
  /** 1-based column (characters), 0 if none. */
  readonly column: number;
  /** 0-based byte offset in the document. */
  readonly position: number;
  /** The JSON path of the problem, e.g. 'units[3].entry', '' if none. */
  readonly path: string;
  /** For a roster whose views refuse it (H4 label clashes, code 'ERULE'): what
   * `wargen roster open --json` prints for it. */
  readonly violations?: ViewViolations;
  /** For a game action the rules refuse (code 'ERULE'): the reason's name,
   * e.g. 'not-your-turn' (A1-A3), or 'refused-by-host' for one the host's
   * onBefore refused. */
  readonly reason?: string;
  /** With `reason`: the game as it stood before the refused action. For an
   * action on a game, that game itself (unchanged); from Game.load, the game
   * as far as its document replayed, a new handle to dispose. */
  readonly game?: Game;
}

/** A document: its text, its bytes (UTF-8), or an object written as JSON. */
export type DocumentSource = string | Uint8Array | ArrayBuffer | ArrayBufferView | object;

/** A 64-bit unsigned integer: a bigint, a safe integer or a decimal string. */
export type Uint64 = bigint | number | string;

/** The module's loader (the default export of its wargen.mjs). */
export type CreateWargen = (options?: object) => Promise<object>;

export interface LoadOptions {
  /** 'full' (the default), with the BattleScribe importer, or 'lite', without. */
  variant?: 'full' | 'lite';
  /** The module's wargen.mjs (a path on Node, or a URL), or its createWargen;
   * by default ./wasm/VARIANT/wargen.mjs beside index.js. */
  loader?: string | URL | CreateWargen;
  /** The .wasm's bytes, not fetched nor read then. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where the .wasm is: (file name, folder of the loader) to its path or URL. */
  locateFile?: (file: string, dir: string) => string;
}

/** Anything that holds C memory. */
export interface Disposable {
  /** Frees the C object; later calls do nothing. Using it afterwards throws
   * WargenError 'ESTATE'. */
  dispose(): void;
  [Symbol.dispose](): void;
  /** Whether dispose() was called. */
  readonly disposed: boolean;
}

/** A seeded generator (xoshiro256**): the same seed gives the same numbers as
 * C, Python and Lua. */
export interface Rng extends Disposable {
  copy(): Rng;
  reseed(seed: Uint64): void;
  /** One D6: 1 to 6. */
  d6(): number;
  /** A D66 (rule G2): 11 to 66. */
  d66(): number;
  /** The next raw 64-bit output. */
  next(): bigint;
  /** A uniform integer in [0, bound). */
  below(bound: Uint64): bigint;
  /** count D6 rolled together (at most the library's WG_DICE_MAX), as
   * `wargen roll --dice COUNT` rolls them. */
  roll(count: number): number[];
  /** count D6 rolled as a pool that can be re-rolled die by die; it keeps this
   * generator, which its re-rolls draw from. */
  pool(count: number): Roll;
  /** A morale check (B1-B4) rolled with this generator: the opponent's D6 and
   * the player's three, each plus `modifier` (B4). */
  moraleCheck(modifier?: number): MoraleCheck;
  /** The same as the library's JSON text. */
  moraleCheckJson(modifier?: number): string;
  /** Roll `checks` checks (as many moraleCheck calls would): counts[k] is how
   * many had k failures. */
  moraleSimulate(checks: Uint64, modifier?: number): [bigint, bigint, bigint, bigint];
  /** Advance by 2^128 draws. */
  jump(): void;
  /** Advance by 2^192 draws. */
  longJump(): void;
  /** The state as 64 hexadecimal digits; assign one to restore it. */
  state: string;
}
/** A pool of D6 rolled together; each die can be re-rolled once. */
export interface Roll extends Disposable {
  readonly dice: number[];
  readonly sum: number;
  /** How many dice show target or more. */
  countAtLeast(target: number): number;
  rerolled(index: number): boolean;
  /** Re-roll one die: its new value; a second re-roll throws 'ERULE'. */
  reroll(index: number): number;
  /** Re-roll every die below target not re-rolled yet: how many were. */
  rerollBelow(target: number): number;
  /** A line of `wargen roll --json`, with the seed and the index (from 1) it shows. */
  json(seed: Uint64, index: Uint64): string;
}

export interface RngConstructor {
  new (seed: Uint64): Rng;
  /** Stream `stream` of `seed`: `new Rng(seed)` jumped `stream` times. */
  stream(seed: Uint64, stream: Uint64): Rng;
}

/** A morale check (rules B1-B4), as a line of `wargen morale --roll --json`
 * without its seed and index. */
export interface MoraleCheck {
  opponent: number;
  dice: [number, number, number];
  modifier: number;
  failures: number;
  result: 'hold' | 'retreat' | 'fled' | string;
}
/** The exact odds of a check (B5), as `wargen morale --odds --json` prints them:
 * exactly k failures with probability failures[k] / denominator. */
export interface MoraleOdds {
  modifier: number;
  denominator: number;
  failures: [number, number, number, number];
}

/** A rectangular base (B6, B12): centre (x, y), `width` along its front, `depth`
 * front to back, its front facing `facing` degrees counter-clockwise from +x, in
 * the caller's units of length. */
export interface Base {
  x: number;
  y: number;
  width: number;
  depth: number;
  facing: number;
}
/** A base given to a battle: an object (facing 0 when left out) or
 * [x, y, width, depth, facing?]; another key is refused. */
export type BaseLike = { x: number; y: number; width: number; depth: number; facing?: number }
  | [number, number, number, number] | [number, number, number, number, number];

/** A battalion as Battle.addBattalion takes it (wg_battalion_spec). */
export interface BattalionSpec {
  /** 1 to 100 bytes, shown in messages. */
  name: string;
  /** 0 or 1. */
  army: number;
  /** At the start: 1 to the library's WG_BATTALION_MAX. */
  warriors: number;
  /** Its speed in units of length. */
  speed: number;
  /** Ranks of its formation (B10); 1 when left out. */
  ranks?: number;
  /** The Shooter property (B7). */
  shooter?: boolean;
  /** Giants cannot use ladders (B8). */
  giant?: boolean;
  /** Where it stands at the start. */
  base: BaseLike;
}
/** A battalion now (wg_battalion_state). */
export interface BattalionState {
  name: string;
  army: number;
  /** Warriors at the start. */
  start: number;
  /** Healthy warriors. */
  warriors: number;
  /** Warriors killed (B11). */
  killed: number;
  /** Wounded warriors (B10). */
  wounded: number;
  /** Ranks of the wounded column (B10). */
  woundedRanks: number;
  /** Ranks it loses in combat: one per full rank of wounded. */
  combatRankPenalty: number;
  /** Battle.speed(): its boat's while aboard, less for its wounded. */
  speed: number;
  /** B1(a) has triggered. */
  halfLost: boolean;
  /** Off the table (B3). */
  fled: boolean;
  /** The boat it is aboard, or null. */
  boat: number | null;
  /** Where it stands (its last place when fled). */
  base: Base;
}
/** The kinds of character (B1, B4, B6). */
export type CharacterKind = 'general' | 'hero' | 'standard-bearer';
/** A character as it is now (wg_character_state). */
export interface BattleCharacter {
  name: string;
  kind: CharacterKind;
  /** The battalion it is attached to. */
  battalion: number | null;
  /** false once it is killed. */
  alive: boolean;
}
/** What an event did to a battalion (wg_damage). */
export interface Damage {
  /** Healthy warriors killed. */
  killed: number;
  /** Healthy warriors wounded (B10). */
  wounded: number;
  /** Wounded warriors killed. */
  woundedKilled: number;
  /** Whether a check was queued (B1(a)). */
  check: boolean;
}
/** A retreat's movement (B12; wg_retreat). */
export interface Retreat {
  /** How far the base moved. */
  distance: number;
  /** The unit direction it moved in. */
  dx: number;
  dy: number;
  /** What stopped it. */
  stop: 'none' | 'terrain' | 'friend' | 'enemy';
  /** The battalion touched, the terrain's index, or null when nothing stopped it. */
  other: number | null;
  /** The nearest enemy battalion it moved away from, or null (no enemy on the table). */
  from: number | null;
  /** -2 when it ends in contact with an enemy (close combat), else 0. */
  combatModifier: number;
}
/** A check queued and not yet taken (B1). */
export interface PendingCheck {
  battalion: number;
  cause: 'half-lost' | 'leader-killed' | 'attached-killed';
}
/** A check taken for a battalion and its result applied (B3). */
export interface CheckTaken {
  /** The check, as Rng.moraleCheck() gives one. */
  check: MoraleCheck;
  /** The movement of a retreat; null when the result moved nothing back. */
  retreat: Retreat | null;
}

/** A battle (rules B1-B12): two armies' battalions, characters, boats and terrain,
 * each numbered from 0 in the order added, and the morale checks events queue.
 * The names are the C functions' (wg_battle_add_character, ...; Python's Battle
 * keeps its older attach, give_order and set_shooting_orders). A number past the
 * last battalion, character or boat is 'ENOTFOUND'; what the rules forbid is
 * 'ERULE', what the state forbids 'ESTATE' (morale.h says which). */
export interface Battle extends Disposable {
  /** 0 before the game (its preparation), then 1, 2, ... */
  readonly turn: number;
  /** Start the next turn: its number. */
  nextTurn(): number;
  /** Add a battalion on the table: its index. */
  addBattalion(spec: BattalionSpec): number;
  /** Attach a character to a battalion: its index among the characters. */
  addCharacter(battalion: number, kind: CharacterKind, name: string): number;
  /** A boat of `capacity` models and `speed` (B9): its index. */
  addBoat(capacity: number, speed: number): number;
  /** Impassable terrain: a convex polygon of [x, y] or {x, y} points (B12). */
  addTerrain(points: Array<[number, number] | { x: number; y: number }>): this;
  /** Give an order ('shooting-attack' spends one of the army's shooting orders,
   * B7; 'recovery', 'to-the-doctor' and 'mercy' need wounded, B10). */
  addOrder(battalion: number, order: string): this;
  readonly battalionCount: number;
  battalion(index: number): BattalionState;
  readonly battalions: BattalionState[];
  readonly characterCount: number;
  character(index: number): BattleCharacter;
  readonly characters: BattleCharacter[];
  readonly boatCount: number;
  readonly terrainCount: number;
  /** The checks queued and not yet taken, in the order queued. */
  readonly pendingCount: number;
  pendingAt(index: number): PendingCheck;
  readonly pending: PendingCheck[];
  /** The battalion's orders, in the order given. */
  orders(battalion: number): string[];
  orderCount(battalion: number): number;
  orderAt(battalion: number, index: number): string;
  /** The battalion takes damage (B10, B11; half of it wounds with a field hospital). */
  damage(battalion: number, damage: number): Damage;
  /** An enemy attacks the battalion's wounded (B10): no check is queued. */
  attackWounded(battalion: number, damage: number): Damage;
  /** A character dies; checks are queued (B1(b), B1(c)). */
  killCharacter(character: number): this;
  /** Take a check for the battalion (its first queued one, if any) rolled with
   * `rng`, with its own modifier plus `extra`, and apply the result (B3). */
  check(battalion: number, rng: Rng, extra?: number): CheckTaken;
  /** The same with dice rolled on the table (1 to 6). */
  checkJudge(battalion: number, opponent: number, dice: [number, number, number], extra?: number): CheckTaken;
  /** Move the battalion back as a retreat does, without a check (B12). */
  retreat(battalion: number): Retreat;
  /** +1 while a standard bearer attached to it lives (B4). */
  moraleModifier(battalion: number): number;
  /** Its speed now (B9, B10). */
  speed(battalion: number): number;
  /** Its speed on a ladder (B8); a Giant's throws 'ERULE'. */
  ladderSpeed(battalion: number): number;
  /** The command points of the army's General (B6). */
  commandPoints(army: number): number;
  setCommandPoints(army: number, points: number): this;
  /** Rally a fled battalion at `base`, for two command points (B6). */
  rally(battalion: number, base: BaseLike): this;
  /** Roll the army's shooting orders before the game: one D6 per Shooter (B7); their sum. */
  rollShootingOrders(army: number, rng: Rng): number;
  /** The same with dice rolled on the table, one per Shooter. */
  judgeShootingOrders(army: number, dice: number[]): number;
  /** The shooting orders the army has left. */
  shootingOrders(army: number): number;
  /** Load the battalion onto the boat (B9), giving it the order 'load'. */
  load(boat: number, battalion: number): this;
  /** Unload the boat's battalion, giving it the order 'unload'. */
  unload(boat: number): this;
  /** The battalion the boat carries, or null. */
  boatCargo(boat: number): number | null;
  /** Whether the army has a field hospital (B10). */
  hospital(army: number): boolean;
  /** Place (true, the default) or remove the army's field hospital; before the game only. */
  setHospital(army: number, hospital?: boolean): this;
}
export interface BattleConstructor {
  /** An empty battle: two armies, turn 0, no command points or field hospitals. */
  new (): Battle;
}

/** A unit table for army generation (`wargen-table/1`). */
export interface Table extends Disposable {
  readonly name: string;
  readonly digest: string;
  json(): string;
  toObject(): Record<string, unknown>;
}
export interface TableConstructor {
  /** The built-in table. */
  default(): Table;
  load(source: DocumentSource, options?: { name?: string }): Table;
  /** Every problem of a table document, as `wargen table check` lists them
   * (none: a valid table), not thrown. */
  check(source: DocumentSource, options?: { name?: string }): Warnings;
}

/** Options of a generation session (rules G1-G11); the library checks them. */
export interface SessionOptions {
  /** The table (a Table, or a document); the built-in one by default. */
  table?: Table | DocumentSource;
  /** The seed; a fresh one (wg_rng_fresh_seed) by default. */
  seed?: Uint64;
  /** 'small' (the default), 'medium' or 'large'. */
  size?: 'small' | 'medium' | 'large';
  /** The AP limit of each player, instead of a size. */
  limit?: number;
  /** 1 (the default) or 2. */
  players?: 1 | 2;
  /** Draw cards instead of rolling dice. */
  cards?: boolean;
  /** With cards: a deck per player. */
  perPlayerDecks?: boolean;
  /** 1 or 2; a seeded roll-off by default. */
  firstPlayer?: 1 | 2;
}

/** An entry of a unit table: its roll, cost and slots (docs/FORMATS.md). */
export interface GenEntry {
  roll: number;
  cost: number;
  slots: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** One drawn army's summary in a session document (docs/FORMATS.md). */
export interface SessionPlayer {
  player: number;
  total: number;
  units: number;
  draws: Array<Record<string, unknown>>;
  [key: string]: unknown;
}
/** The session as `wargen generate --json` prints it (docs/FORMATS.md). */
export interface SessionDocument {
  seed: number | string;
  limit: number;
  mode: 'dice' | 'cards';
  first_player: number;
  players: SessionPlayer[];
  [key: string]: unknown;
}
/** A `wargen-log/1` log (docs/FORMATS.md). */
export interface SessionLog {
  format: string;
  seed: number | string;
  steps: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** A generation session. */
export interface Session extends Disposable {
  readonly table: Table;
  readonly seed: bigint;
  readonly finished: boolean;
  /** Draw until every army is complete, with the automatic policy. */
  run(): this;
  /** Whose turn it is (1 or 2). */
  readonly turn: number;
  /** Step by step (G4-G10): every call names the player acting; one out of
   * turn or phase throws 'ESTATE', one the rules forbid 'ERULE', and neither
   * changes anything. Draw: the table's entry drawn. */
  draw(player: 1 | 2): GenEntry;
  /** The pending draw's entry, or null. */
  readonly pending: GenEntry | null;
  /** Reinforce a `*` slot of the pending draw to level 1 or 2 (G7). */
  reinforce(player: 1 | 2, slot: number, level: 1 | 2): this;
  /** Replace the pending draw by one substitute unit (G8). */
  substitute(player: 1 | 2, type: string, level?: number): this;
  /** Take an endless spell, named by the player, for an endless-spell slot (G6). */
  takeEndlessSpell(player: 1 | 2, slot: number, name: string): this;
  /** Field a suitable unit in a unit slot, as the automatic policy does (G4, G5). */
  field(player: 1 | 2, slot: number): this;
  /** Commit the pending draw: its cost and units are the player's (G10). */
  commit(player: 1 | 2): this;
  /** The player has no more units to field: they finish now (G10). */
  declareOutOfUnits(player: 1 | 2): this;
  /** What `wargen generate --seed S --json` prints (without the newline). */
  json(): string;
  toObject(): SessionDocument;
  /** The `wargen-log/1` log, which Session.replay() replays. */
  logJson(): string;
  log(): SessionLog;
}
export interface SessionConstructor {
  /** Replay a log (pass its text for seeds above 2^53) on options.table (the
   * built-in table by default): 'ERULE' names the first step that does not
   * replay. */
  replay(log: DocumentSource, options?: { table?: Table | DocumentSource; name?: string }): Session;
}

/** An army book (`wargen-catalog/1`). */
export interface Catalog extends Disposable {
  readonly id: string;
  readonly name: string;
  json(): string;
  toObject(): Record<string, unknown>;
}
export interface CatalogConstructor {
  load(source: DocumentSource, options?: { name?: string }): Catalog;
}

/** One violation of a report (docs/FORMATS.md). */
export interface Violation {
  code: string;
  rule: string;
  message: string;
  [key: string]: unknown;
}
/** A validation report, as `wargen validate --json` prints it. */
export interface Report {
  valid: boolean;
  violations: Violation[];
  [key: string]: unknown;
}
/** A `wargen-view/1` document. */
export interface ViewDocument {
  format: string;
  view: 'open' | 'hidden';
  catalog: string;
  points: number;
  units: Array<Record<string, unknown>>;
}
/** The label clashes of a roster (H4). */
export interface ViewViolations {
  valid: boolean;
  violations: Violation[];
}

/** A roster (`wargen-roster/1`) of a catalogue, which it keeps: disposing the
 * catalogue first makes the roster refuse every call. */
export interface Roster extends Disposable {
  readonly catalog: Catalog;
  /** The points limit. */
  readonly points: number;
  json(): string;
  toObject(): Record<string, unknown>;
  /** What `wargen validate --catalog BOOK --json ROSTER` prints. */
  validateJson(): string;
  validate(): Report;
  /** What `wargen roster open|hidden --json` prints for a roster without label
   * clashes; with them, throws WargenError 'ERULE' carrying `violations`. */
  viewJson(kind?: 'open' | 'hidden'): string;
  openView(): ViewDocument;
  /** A tracker of what a game reveals of the roster's hidden items (H5); label
   * clashes throw as for viewJson(). */
  reveal(): Reveal;
}

/** How an item is used (H5): the names of `wargen-reveal/1` documents. */
export type ItemUse = 'roll' | 'attack' | 'save' | 'move' | 'charge' | 'other';

/** What a game has revealed of a roster's hidden items (H5). json() is what
 * `wargen roster reveal --json` prints after the same events. */
export interface Reveal extends Disposable {
  /** Feed every event of a `wargen-reveal/1` document, in order; all are checked
   * first (EFORMAT names the event, e.g. 'events[2].item'). */
  apply(events: DocumentSource, options?: { name?: string }): this;
  /** Feed one use of `item` by unit `unit` (a roster index): whether it reveals
   * the item now. */
  use(unit: number, item: string, use: ItemUse, beyondMundane?: boolean): boolean;
  isRevealed(unit: number, item: string): boolean;
  readonly eventCount: number;
  readonly revelationCount: number;
  json(): string;
  toObject(): { revealed: Array<{ event: number; unit: number; item: string }>;
                open: ViewDocument; [key: string]: unknown };
}
export interface RosterConstructor {
  load(catalog: Catalog, source: DocumentSource, options?: { name?: string }): Roster;
}

/** Problems a BattleScribe import went past (docs/BSDATA.md): what `wargen import`
 * prints as warnings, each with its file, line, column and XML path; `omitted`
 * counts those found beyond the ones kept. */
export interface Warnings extends Array<WargenError> {
  omitted: number;
}

/** A BattleScribe army book: a game system (`.gst`) and a catalogue (`.cat`) read
 * into a catalogue (docs/BSDATA.md). Only in the 'full' variant: the 'lite'
 * one throws WargenError 'ENOTSUP'. */
export interface BattleScribeBook extends Disposable {
  /** What reading the book went past. */
  readonly warnings: Warnings;
  /** The book's catalogue, owned by the book: disposed with it (what `wargen
   * import catalog` prints is its json()). */
  readonly catalog: Catalog;
  /** A roster (`.ros` XML, or `.rosz` bytes) of the book as the `wargen-roster/1`
   * document `wargen import roster` prints. */
  importRosterJson(data: string | Uint8Array | ArrayBuffer | ArrayBufferView,
                   options?: { name?: string }): string;
  importRoster(data: string | Uint8Array | ArrayBuffer | ArrayBufferView,
               options?: { name?: string }): { roster: Record<string, unknown>; warnings: Warnings };
  /** The same roster as a Roster of the book's catalogue. */
  loadRoster(data: string | Uint8Array | ArrayBuffer | ArrayBufferView,
             options?: { name?: string }): { roster: Roster; warnings: Warnings };
}
export interface BattleScribeBookConstructor {
  /** Read a book from the contents of its two files; errors name them
   * '<system>' and '<book>'. */
  load(system: string | Uint8Array | ArrayBuffer | ArrayBufferView,
       book: string | Uint8Array | ArrayBuffer | ArrayBufferView): BattleScribeBook;
}

/** A model's characteristic reached step by step (M5), as in `wargen modify
 * --explain --json`: the base step, then each modifier with its operands (a
 * `mul` as the exact fraction `num`/`den`), `before`, `after`, `clamped`. */
export type Trace = Array<{ op: string; after: number; [key: string]: unknown }>;

/** A set of models with characteristics and modifiers (`wargen-models/1`, M1-M5). */
export interface Models extends Disposable {
  readonly modelIds: string[];
  /** The `wargen modify --json` document (every value evaluated); with
   * `explain`, each model's trace of every characteristic. */
  json(options?: { explain?: boolean }): string;
  toObject(options?: { explain?: boolean }): {
    models: Array<{ id: string; characteristics: Record<string, number>;
                    trace?: Record<string, Trace> }>;
  };
  /** What `wargen modify [--explain]` prints. */
  text(options?: { explain?: boolean }): string;
  /** The final value of a characteristic; model is an index or an id. */
  value(model: number | string, stat: string): number;
  /** Set a base value (within the characteristic's range, M4). */
  setBase(model: number | string, stat: string, base: number): this;
  explain(model: number | string, stat: string): Trace;
  /** The same as text: `spearman.Str = 5`, then a line a step. */
  explainText(model: number | string, stat: string): string;
}
export interface ModelsConstructor {
  load(source: DocumentSource, options?: { name?: string }): Models;
}

/** The actions a unit spends AP on (`wargen-game/1`'s "action"). */
export type GameAction = 'move' | 'shoot' | 'magic' | 'melee' | 'other';

/** A unit as Game.addUnit takes it: as a unit of a `wargen-game/1` log. */
export interface GameUnitDef {
  /** Unique in the game: letters, digits, '-', '_', '.', 1 to 64 bytes. */
  id: string;
  /** Shown to people; the id when left out. */
  name?: string;
  /** Action points per turn. */
  ap: number;
  /** Models at the start. */
  models: number;
  /** Points: a multiple of 0.5 (R3). */
  cost: number;
}
/** The kinds of objective of a scenario (V2). */
export type ObjectiveKind = 'hold' | 'capture' | 'destroy' | 'escort';
/** An objective as Game.addObjective takes it. */
export interface GameObjectiveDef {
  id: string;
  kind: ObjectiveKind;
  /** What completing it scores. */
  points: number;
  /** destroy: the target unit's id; escort: the escorted unit's; none otherwise. */
  unit?: string;
}
/** A unit of a game as it is now (wg_game_unit). */
export interface GameUnit {
  id: string;
  /** Its name (its id when it was given none). */
  name: string;
  player: 1 | 2;
  state: 'unactivated' | 'active' | 'waiting' | 'responding' | 'activated' | 'destroyed';
  /** The panic token (A2). */
  panicked: boolean;
  /** AP left this turn. */
  ap: number;
  apPerTurn: number;
  /** Models left. */
  models: number;
  modelsStart: number;
  /** Points, the referee's full cost (halves are exact). */
  cost: number;
  /** Taken from a roster: its cost may include hidden items (H2). */
  costHidden: boolean;
}
/** An uncontrolled effect in play (A3). */
export interface GameEffect {
  id: string;
  /** The unit that left it. */
  unit: string;
  /** How often it was resolved, at ends of turns. */
  resolutions: number;
}
/** An objective of a scenario (V2). */
export interface GameObjective {
  id: string;
  kind: ObjectiveKind;
  points: number;
  /** destroy, escort: the unit's id; null otherwise. */
  unit: string | null;
  /** The player who scored it, or null. */
  scoredBy: 1 | 2 | null;
}
/** An exact number of points, num / den reduced (den >= 1): numbers, exact to
 * 2^53 ('ERANGE' beyond). */
export interface Fraction {
  num: number;
  den: number;
}
/** The score so far: battle points (V1) and objective points (V2), player 1's first. */
export interface GameScore {
  battlePoints: [Fraction, Fraction];
  objectives: [number, number];
}

/** An event of a game (A1-A3). */
export interface GameEvent {
  kind: 'activation-started' | 'activation-ended' | 'response' | 'kill' | 'effect-resolved'
    | 'turn-ended' | 'game-over';
  /** The turn it happened in. */
  turn: number;
  /** The unit concerned (its id), or null. */
  unit: string | null;
  /** For a response: the interrupted unit. */
  other: string | null;
  /** For effect-resolved: the effect's id. */
  effect: string | null;
  /** kill: the models killed; effect-resolved: its resolutions so far. */
  count: number;
}

/** An action the rules allow, as the host is asked about it before it changes
 * anything (onBefore); a field the kind has not is null or 0. */
export interface GameRequest {
  /** Which action: the keys of `wargen-game/1`'s actions. */
  kind: 'initiative' | 'activate' | 'spend' | 'wait' | 'respond' | 'end_activation' | 'kill' | 'panic'
    | 'rally' | 'effect' | 'end_effect' | 'objective' | 'end_turn' | 'end_game';
  /** The turn (for initiative, the one before the turn it starts). */
  turn: number;
  /** initiative: the player to act first; objective: who scores it; otherwise
   * the unit's player; 0 for end_turn and end_game. */
  player: number;
  /** The unit that acts, loses models, panics, rallies or leaves the effect (its id). */
  unit: string | null;
  /** spend: the target of a hostile action; respond: the unit responded to. */
  other: string | null;
  /** spend: the AP spent. */
  ap: number;
  /** spend: what on. */
  action: GameAction | null;
  /** kill: the models killed. */
  models: number;
  /** effect, end_effect: the effect's id. */
  effect: string | null;
  /** objective: the objective's id. */
  objective: string | null;
}

/** A game between two players (rules A1-A3, V1-V2): the state of `wargen game
 * play`. Set it up (addUnit, addRoster, addObjective: before the first action),
 * then call one method per action; each returns the game, and one the rules (or
 * the host, onBefore) refuse throws WargenError 'ERULE' with `reason` and changes
 * nothing. Units, effects and objectives are named by their ids.
 *
 * Callbacks (onEvent, onEffect, onBefore) are called by the C engine during an
 * action; an exception one throws never unwinds through C: it is caught, the
 * later callbacks of that action are not called, and the action throws it when
 * it returns. For onEvent and onEffect the action is applied all the same (the
 * game is as after it); for onBefore it is refused (the game unchanged). A
 * callback must not act on its game: that action throws 'ESTATE' (and, thrown
 * on, fails the action as above). As in Python's binding. */
export interface Game extends Disposable {
  /** Add a unit of `player`. 'EINVAL' for a field out of range, an id taken or
   * ill-formed, a cost not a multiple of 0.5, a game started. */
  addUnit(player: 1 | 2, unit: GameUnitDef): this;
  /** Add every unit of `roster` for `player`, each with `ap` action points: ids
   * "<entry>-<N>", costs as validation counts them, marked cost-hidden (H2). */
  addRoster(player: 1 | 2, roster: Roster, ap: number): this;
  /** Add an objective: the game becomes a scenario (V2). */
  addObjective(objective: GameObjectiveDef): this;
  /** Call fn after every event of the game from now on (null: none), instead
   * of the function set before. */
  onEvent(fn: ((event: GameEvent) => void) | null): this;
  /** Call fn(effectId, unitId) for each effect in play at every end of turn,
   * before the activations are cleared (A3) (null: none). */
  onEffect(fn: ((effect: string, unit: string | null) => void) | null): this;
  /** Ask fn about every action the rules allow, before it changes anything (a
   * house rule; null: none): undefined, null or true allow it; false or a
   * reason (a string) refuse it, the action then throwing 'ERULE' with reason
   * 'refused-by-host' and a message ending with fn's reason. Another value
   * refuses it and throws 'EINVAL'. A refused action is not logged. */
  onBefore(fn: ((request: GameRequest) => boolean | string | null | undefined | void) | null): this;
  readonly turn: number;
  /** The number of actions applied. */
  readonly step: number;
  readonly over: boolean;
  /** Whether a turn is in progress. */
  readonly inTurn: boolean;
  /** Whether the game has objectives (V2). */
  readonly isScenario: boolean;
  /** The player to act, null when no unit can act. */
  readonly toAct: 1 | 2 | null;
  /** The player leading (final once over), null for a draw. */
  readonly winner: 1 | 2 | null;
  /** Why the last action was refused (e.g. 'not-your-turn'), null after an applied one. */
  readonly refusal: string | null;
  /** The players' names. */
  readonly players: [string, string];
  /** The units in the order added, both players together. */
  readonly units: GameUnit[];
  readonly unitCount: number;
  unitAt(index: number): GameUnit;
  /** The unit with that id ('ENOTFOUND' if there is none). */
  unit(id: string): GameUnit;
  /** The effects in play, in the order they came. */
  readonly effects: GameEffect[];
  readonly effectCount: number;
  effectAt(index: number): GameEffect;
  readonly objectives: GameObjective[];
  readonly objectiveCount: number;
  objectiveAt(index: number): GameObjective;
  readonly score: GameScore;
  startTurn(player: 1 | 2): this;
  activate(unit: string): this;
  spend(unit: string, ap: number, action: GameAction, target?: string): this;
  wait(unit: string): this;
  respond(unit: string, to: string): this;
  endActivation(unit: string): this;
  kill(unit: string, models: number): this;
  panic(unit: string): this;
  rally(unit: string): this;
  addEffect(id: string, unit: string): this;
  endEffect(id: string): this;
  scoreObjective(objective: string, player: 1 | 2): this;
  endTurn(): this;
  endGame(): this;
  /** The state, as `wargen game play --json` prints it; battle points are
   * exact fractions in strings ("130/3"). */
  json(): string;
  toObject(): Record<string, unknown>;
  /** The state as `player` may see it (`wargen game play --player P --json`). */
  viewJson(player: 1 | 2): string;
  view(player: 1 | 2): Record<string, unknown>;
  /** The `wargen-game/1` log, which Game.load replays: the referee's, or as
   * `player` may see it (which does not replay). */
  logJson(player?: 1 | 2): string;
  log(player?: 1 | 2): Record<string, unknown>;
}
export interface GameConstructor {
  /** A game with no units yet; the players' names ("Player 1", "Player 2"
   * when left out). */
  new (player1?: string | null, player2?: string | null): Game;
  /** Set a game up from a `wargen-game/1` document and apply its actions. */
  load(source: DocumentSource, options?: { name?: string }): Game;
  /** A game the program saved (its logJson()), at any length: load refuses a
   * document over 16 MiB, as one from outside. */
  restore(text: string | Uint8Array | ArrayBuffer | ArrayBufferView): Game;
}

/** One loaded module: its functions and classes. */
export interface Wargen {
  readonly variant: 'full' | 'lite';
  /** The library's version, as `wargen --version` shows it. */
  readonly version: string;
  /** Whether this module has the BattleScribe importer. */
  readonly bsdataSupported: boolean;
  /** The names the library gives each of its enumerations, in the C order
   * (each list from its wg_*_name function): what the options, arguments and
   * results above accept and show, e.g. `names.armySize` for
   * SessionOptions.size, `names.moraleResult[k]` for a check with k failures. */
  readonly names: {
    readonly armySize: readonly string[];
    readonly drawMode: readonly string[];
    readonly unitType: readonly string[];
    readonly category: readonly string[];
    readonly viewKind: readonly string[];
    readonly itemUse: readonly string[];
    readonly moraleResult: readonly string[];
    readonly characterKind: readonly string[];
    readonly checkCause: readonly string[];
    readonly retreatStop: readonly string[];
    readonly gameAction: readonly string[];
    readonly objectiveKind: readonly string[];
    readonly unitState: readonly string[];
    readonly gameEventKind: readonly string[];
    readonly gameReason: readonly string[];
  };
  /** A fresh seed, from 0 to 999999999. */
  freshSeed(): bigint;
  /** How many handles of this module hold C memory: made, and neither
   * disposed nor collected yet (for finding leaks). */
  liveHandles(): number;
  readonly Rng: RngConstructor;
  readonly Table: TableConstructor;
  readonly Session: SessionConstructor;
  readonly Catalog: CatalogConstructor;
  readonly Roster: RosterConstructor;
  readonly BattleScribeBook: BattleScribeBookConstructor;
  readonly Models: ModelsConstructor;
  readonly Game: GameConstructor;
  readonly Battle: BattleConstructor;
  /** A session not yet run. */
  newSession(options?: SessionOptions): Session;
  /** A session run to the end: the armies `wargen generate` makes. */
  generate(options?: SessionOptions): Session;
  /** The exact odds of a morale check with `modifier` (B5). */
  moraleOdds(modifier?: number): MoraleOdds;
  moraleOddsJson(modifier?: number): string;
  /** A check judged from dice rolled on the table (B2, B3); dice are 1 to 6. */
  moraleJudge(opponent: number, dice: [number, number, number], modifier?: number): MoraleCheck;
  moraleJudgeJson(opponent: number, dice: [number, number, number], modifier?: number): string;
  /** Load both documents, validate, free them: the report. */
  validate(catalog: DocumentSource, roster: DocumentSource,
           options?: { catalogName?: string; rosterName?: string }): Report;
}

/** Load a module; each call makes a new one. */
export function load(options?: LoadOptions): Promise<Wargen>;
