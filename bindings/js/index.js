// The npm package `wargen`: libwargen's WebAssembly module (wasm/) as
// JavaScript, for Node and browsers (docs/DESIGN.md, "JavaScript").
// index.d.ts is its manual.
//
// What a rule, a limit or a format means is the C library's alone: results
// are the JSON the library writes (wg_*_to_json), parsed, or for a
// validation report its accessors' values in that JSON's shape
// (reportObject); arguments are checked by the C functions they go to;
// status names and struct layouts come from wasm/module.c (wgw_status_name,
// wgw_layout). This file only moves values across the boundary and manages
// lifetimes.

const disposeSymbol = Symbol.dispose ?? Symbol.for('Symbol.dispose');

/** A libwargen call failed; see index.d.ts. */
export class WargenError extends Error {
  constructor(message, fields = {}) {
    super(fields.text || message);
    this.name = 'WargenError';
    this.code = fields.code ?? 'EINVAL';
    this.status = fields.status ?? 0;
    this.file = fields.file ?? '';
    this.line = fields.line ?? 0;
    this.column = fields.column ?? 0;
    this.position = fields.position ?? 0;
    this.path = fields.path ?? '';
    this.detail = message;
    if (fields.violations !== undefined) this.violations = fields.violations;
  }
}

/**
 * Load a module and return its API. options: variant ('full' with the
 * BattleScribe importer, the default, or 'lite'), loader (the module's
 * wargen.mjs as a path, URL or its createWargen function), wasmBinary,
 * locateFile.
 */
export async function load(options = {}) {
  const variant = options.variant ?? 'full';
  if (variant !== 'full' && variant !== 'lite') {
    throw new WargenError(`variant must be 'full' or 'lite', not ${String(variant)}`);
  }
  let create = options.loader ?? new URL(`./wasm/${variant}/wargen.mjs`, import.meta.url);
  if (typeof create !== 'function') {
    let href = create instanceof URL ? create.href : String(create);
    if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && onNode()) {
      const { pathToFileURL } = await import('node:url');
      href = pathToFileURL(href).href;
    }
    create = (await import(href)).default;
  }
  const moduleOptions = {};
  if (options.wasmBinary) moduleOptions.wasmBinary = options.wasmBinary;
  if (options.locateFile) moduleOptions.locateFile = options.locateFile;
  return makeApi(await create(moduleOptions), variant);
}

function onNode() {
  return typeof process === 'object' && typeof process.versions?.node === 'string';
}

function makeApi(m, variant) {
  // ---- facts from C ---------------------------------------------------------------
  const layout = JSON.parse(m.UTF8ToString(m._wgw_layout()));
  const E = layout.wg_error;
  const O = layout.wg_session_options;
  const statusByName = {};
  const nameByStatus = {};
  for (let s = 0; ; s--) {
    const name = m.UTF8ToString(m._wgw_status_name(s));
    if (!name) break;
    statusByName[name] = s;
    nameByStatus[s] = name;
  }

  // An error raised here, not by a C call: code is a status name.
  function fail(code, message) {
    return new WargenError(message, { code, status: statusByName[code], text: message });
  }

  // ---- memory -----------------------------------------------------------------------
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // f(ptr) with size bytes of scratch memory for one call (an out-cell, an
  // error record, a small struct): the module's stack, given back when f
  // returns or throws. Cheaper than malloc and free, and a call made from a
  // callback (a game's onEvent) stacks below the one running it.
  function onStack(size, f) {
    const top = m.stackSave();
    try {
      return f(m.stackAlloc(size));
    } finally {
      m.stackRestore(top);
    }
  }

  // A copy of bytes in the heap, NUL-terminated; free with m._free.
  function heapBytes(bytes) {
    const ptr = m._malloc(bytes.length + 1);
    if (!ptr) throw fail('ENOMEM', 'out of memory');
    m.HEAPU8.set(bytes, ptr);
    m.HEAPU8[ptr + bytes.length] = 0;
    return ptr;
  }
  const heapString = (text) => heapBytes(encoder.encode(text));

  // A document's bytes: text, bytes, or an object written as JSON.
  function documentBytes(source, what) {
    if (typeof source === 'string') return encoder.encode(source);
    if (source instanceof Uint8Array) return source;
    if (source instanceof ArrayBuffer) return new Uint8Array(source);
    if (ArrayBuffer.isView(source)) {
      return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    }
    if (source !== null && typeof source === 'object') return encoder.encode(JSON.stringify(source));
    throw fail('EINVAL', `${what} must be a string, bytes or an object, not ${typeof source}`);
  }

  // The WargenError of the record at err.
  function recordError(err) {
    // (m.HEAPU8 is read at each use: an allocation may grow the memory and
    // replace the views)
    const text = (offset, size) => {
      const bytes = m.HEAPU8.subarray(err + offset, err + offset + size);
      const end = bytes.indexOf(0);
      return new TextDecoder().decode(bytes.subarray(0, end < 0 ? size : end));
    };
    const status = m.HEAP32[(err + E.code) >> 2];
    // wg_error_format's line, in a buffer of the size it says it needs
    const size = m._wg_error_format(0, 0, err) + 1;
    const buf = m._malloc(size);
    let formatted = '';
    if (buf) {
      m._wg_error_format(buf, size, err);
      formatted = m.UTF8ToString(buf);
      m._free(buf);
    }
    return new WargenError(text(E.message, E.message_size), {
      code: nameByStatus[status] ?? String(status),
      status,
      line: m.HEAP32[(err + E.line) >> 2],
      column: m.HEAP32[(err + E.column) >> 2],
      position: m.HEAPU32[(err + E.position) >> 2],
      file: text(E.file, E.file_size),
      path: text(E.path, E.path_size),
      text: formatted,
    });
  }

  // f(err) with a fresh record: the WargenError of a status other than WG_OK, or null.
  function attempt(f) {
    return onStack(E.size, (err) => {
      m._wg_error_clear(err);
      return f(err) === 0 ? null : recordError(err);
    });
  }

  // f(err); a status other than WG_OK throws.
  function check(f) {
    const error = attempt(f);
    if (error) throw error;
  }

  // f(cell) with a zeroed cell of 32 bits (a pointer, an int, an enum in wasm32).
  function withCell(f) {
    return onStack(4, (cell) => {
      m.HEAPU32[cell >> 2] = 0;
      return f(cell);
    });
  }

  // f(ptr) with size zeroed bytes of scratch memory (a struct the C function fills).
  function withStruct(size, f) {
    return onStack(size, (ptr) => {
      m.HEAPU8.fill(0, ptr, ptr + size);
      return f(ptr);
    });
  }

  // The value of an enum named text, by its wg_*_parse function f; the values
  // of names parsed once are kept, per function (an option given on every
  // call, such as a size, is then not encoded and parsed again).
  const parsed = new Map();
  function parseEnum(f, text) {
    let known = parsed.get(f);
    if (known === undefined) parsed.set(f, (known = new Map()));
    let value = known.get(text);
    if (value === undefined) {
      value = withCell((cell) => {
        withStrings([text], (name) => check((err) => f(cell, name, err)));
        return m.HEAP32[cell >> 2];
      });
      if (typeof text === 'string') known.set(text, value);
    }
    return value;
  }

  // f(cell, err) fills the pointer *cell; returns it.
  function out(f) {
    return withCell((cell) => {
      check((err) => f(cell, err));
      return m.HEAPU32[cell >> 2];
    });
  }

  // The text of a char * the library allocated (wg_free'd here): its end
  // found by indexOf and decoded in one step, where UTF8ToString walks a
  // document byte by byte in JavaScript.
  function takeString(ptr) {
    try {
      const heap = m.HEAPU8;
      return decoder.decode(heap.subarray(ptr, heap.indexOf(0, ptr)));
    } finally {
      m._wg_free(ptr);
    }
  }
  const jsonOf = (f) => takeString(out(f));

  // Runs f(ptr...) with C strings made of texts (undefined gives NULL).
  function withStrings(texts, f) {
    const ptrs = texts.map((t) => (t === undefined || t === null ? 0 : heapString(String(t))));
    try {
      return f(...ptrs);
    } finally {
      for (const p of ptrs) if (p) m._free(p);
    }
  }
  function withDocument(source, what, f) {
    const bytes = documentBytes(source, what);
    const ptr = heapBytes(bytes);
    try {
      return f(ptr, bytes.length);
    } finally {
      m._free(ptr);
    }
  }

  // ---- arguments ---------------------------------------------------------------------
  // Conversions to the C types only: what values a function takes is its own check.
  function u64(value, what) {
    let v;
    if (typeof value === 'bigint') v = value;
    else if (typeof value === 'number' && Number.isSafeInteger(value)) v = BigInt(value);
    else if (typeof value === 'string' && /^[0-9]+$/.test(value)) v = BigInt(value);
    else throw fail('EINVAL', `${what} must be an integer (number, bigint or decimal string), not ${String(value)}`);
    if (v < 0n || v >= 1n << 64n) throw fail('ERANGE', `${what} must be from 0 to 2^64 - 1, not ${v}`);
    return v;
  }
  function int32(value, what) {
    if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) {
      throw fail('EINVAL', `${what} must be an integer of 32 bits, not ${String(value)}`);
    }
    return value;
  }
  function size32(value, what) {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw fail('EINVAL', `${what} must be a non-negative integer, not ${String(value)}`);
    }
    return value;
  }
  const u64out = (v) => BigInt.asUintN(64, v);

  // An options object's keys must be among known (a key misspelt is refused,
  // not ignored).
  function checkKeys(object, known, what, noun) {
    if (object === null || typeof object !== 'object') throw fail('EINVAL', `${what} must be an object`);
    for (const key of Object.keys(object)) {
      if (!known.includes(key)) throw fail('EINVAL', `unknown ${noun} ${key} (known: ${known.join(', ')})`);
    }
  }
  function number(value, what) {
    if (typeof value !== 'number') throw fail('EINVAL', `${what} must be a number, not ${String(value)}`);
    return value;
  }

  // ---- names -------------------------------------------------------------------------------------------
  // An enumeration's names in order, as its C *_name function gives them
  // (NULL past the last), so that a caller offers what the library accepts.
  function enumNames(nameOf) {
    const names = [];
    for (let ptr; (ptr = nameOf(names.length)); ) names.push(m.UTF8ToString(ptr));
    return Object.freeze(names);
  }
  const names = Object.freeze({
    armySize: enumNames(m._wg_army_size_name),
    drawMode: enumNames(m._wg_draw_mode_name),
    unitType: enumNames(m._wg_gen_unit_type_name),
    category: enumNames(m._wg_category_name),
    viewKind: enumNames(m._wg_view_kind_name),
    itemUse: enumNames(m._wg_item_use_name),
    moraleResult: enumNames(m._wg_morale_result_name),
    characterKind: enumNames(m._wg_character_kind_name),
    checkCause: enumNames(m._wg_check_cause_name),
    retreatStop: enumNames(m._wg_stop_name),
    gameAction: enumNames(m._wg_game_action_name),
    objectiveKind: enumNames(m._wg_objective_kind_name),
    unitState: enumNames(m._wg_unit_state_name),
    gameEventKind: enumNames(m._wg_game_event_kind_name),
    gameReason: enumNames(m._wg_game_reason_name),
  });

  // ---- structs ------------------------------------------------------------------------
  // Readers of a struct's members by their C type, at an address; a struct is read
  // as an object of its members (wgw_layout's offsets) in camelCase.
  const read = {
    int: (p) => m.HEAP32[p >> 2],
    bool: (p) => m.HEAPU8[p] !== 0,
    double: (p) => m.HEAPF64[p >> 3],
    string: (p) => {
      const s = m.HEAPU32[p >> 2];
      return s ? m.UTF8ToString(s) : null;
    },
    // a size_t index, null for WG_NONE
    index: (p) => {
      const v = m.HEAPU32[p >> 2];
      return v === layout.none ? null : v;
    },
    // an enum's value by its names (enumNames), null for a value without a name
    name: (list) => (p) => list[m.HEAP32[p >> 2]] ?? null,
  };
  const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
  // The struct of layout L at ptr: {camelCase member: readers[member](address)}.
  function record(ptr, L, readers) {
    const o = {};
    for (const [member, reader] of Object.entries(readers)) {
      if (L[member] === undefined) throw fail('EINVAL', `wgw_layout has no member ${member}`);
      o[camel(member)] = reader(ptr + L[member]);
    }
    return o;
  }
  // f(out, err) fills a struct of layout L; read it with readers.
  function outRecord(L, readers, f) {
    return withStruct(L.size, (ptr) => {
      check((err) => f(ptr, err));
      return record(ptr, L, readers);
    });
  }
  // f(cell, err) fills an int / a bool.
  function outInt(f) {
    return withCell((cell) => {
      check((err) => f(cell, err));
      return m.HEAP32[cell >> 2];
    });
  }
  function outBool(f) {
    return withCell((cell) => {
      check((err) => f(cell, err));
      return m.HEAPU8[cell] !== 0;
    });
  }

  // ---- handles -----------------------------------------------------------------------
  // The safety net: a handle collected without dispose() is freed then.
  // liveHandles() counts the handles not yet freed either way.
  let live = 0;
  const registry = new FinalizationRegistry(({ free, ptr }) => {
    free(ptr);
    live--;
  });

  const INTERNAL = Symbol('internal');

  class Handle {
    #ptr;
    #free;
    #kind;
    #uses;
    constructor(token, kind, ptr, free, uses = []) {
      if (token !== INTERNAL) {
        throw fail('EINVAL', `${new.target.name} is made by its static functions (load, default, ...), not new`);
      }
      this.#kind = kind;
      this.#ptr = ptr;
      this.#free = free;
      this.#uses = uses; // handles this one needs alive (a roster's catalogue)
      registry.register(this, { free, ptr }, this);
      live++;
    }
    get disposed() {
      return this.#ptr === 0;
    }
    // The C pointer; refused once this handle or one it uses is disposed.
    get _ptr() {
      if (this.#ptr === 0) throw fail('ESTATE', `this ${this.#kind} was disposed`);
      for (const u of this.#uses) {
        if (u.disposed) throw fail('ESTATE', `this ${this.#kind}'s ${u.#kind} was disposed`);
        u._ptr; // and the handles it uses
      }
      return this.#ptr;
    }
    dispose() {
      if (this.#ptr !== 0) {
        registry.unregister(this);
        this.#free(this.#ptr);
        this.#ptr = 0;
        live--;
      }
    }
    [disposeSymbol]() {
      this.dispose();
    }
  }

  // ---- dice ----------------------------------------------------------------------------
  class Rng extends Handle {
    constructor(...args) {
      if (args[0] === INTERNAL) {
        super(...args);
      } else {
        const s = u64(args[0], 'seed');
        super(INTERNAL, 'Rng', out((p, err) => m._wg_rng_new(p, s, err)), m._wg_rng_free);
      }
    }
    static stream(seed, stream) {
      const s = u64(seed, 'seed');
      const k = u64(stream, 'stream');
      return adopt(Rng, 'Rng', out((p, err) => m._wg_rng_new_stream(p, s, k, err)), m._wg_rng_free);
    }
    copy() {
      const ptr = this._ptr;
      return adopt(Rng, 'Rng', out((p, err) => m._wg_rng_copy(p, ptr, err)), m._wg_rng_free);
    }
    reseed(seed) {
      m._wg_rng_reseed(this._ptr, u64(seed, 'seed'));
    }
    d6() {
      return m._wg_rng_d6(this._ptr);
    }
    d66() {
      return m._wg_rng_d66(this._ptr);
    }
    next() {
      return u64out(m._wg_rng_next(this._ptr));
    }
    below(bound) {
      return u64out(m._wg_rng_below(this._ptr, u64(bound, 'bound')));
    }
    roll(count) {
      const ptr = this._ptr;
      const n = size32(count, 'count');
      const roll = out((p, err) => m._wg_roll_new(p, ptr, n, err));
      try {
        const dice = m._wg_roll_dice(roll) >> 2;
        return Array.from(m.HEAP32.subarray(dice, dice + m._wg_roll_die_count(roll)));
      } finally {
        m._wg_roll_free(roll);
      }
    }
    // A pool of count D6 that can be re-rolled die by die, with this generator.
    pool(count) {
      const ptr = this._ptr;
      const n = size32(count, 'count');
      return adopt(Roll, 'Roll', out((p, err) => m._wg_roll_new(p, ptr, n, err)), m._wg_roll_free, [this]);
    }
    // A morale check (B1-B4) rolled with this generator, as
    // wg_morale_check_to_json writes it.
    moraleCheckJson(modifier = 0) {
      const ptr = this._ptr;
      const mod = int32(modifier, 'modifier');
      return withStruct(layout.wg_morale_check.size, (result) => {
        check((err) => m._wg_morale_check_roll(result, ptr, mod, err));
        return jsonOf((p, err) => m._wg_morale_check_to_json(p, result, err));
      });
    }
    moraleCheck(modifier = 0) {
      return JSON.parse(this.moraleCheckJson(modifier));
    }
    // counts[k]: how many of `checks` checks had k failures.
    moraleSimulate(checks, modifier = 0) {
      const ptr = this._ptr;
      const n = u64(checks, 'checks');
      const mod = int32(modifier, 'modifier');
      return withStruct(4 * 8, (counts) => {
        check((err) => m._wg_morale_simulate(counts, ptr, mod, n, err));
        return Array.from(new BigUint64Array(m.HEAPU8.buffer, counts, 4));
      });
    }
    jump() {
      m._wg_rng_jump(this._ptr);
    }
    longJump() {
      m._wg_rng_long_jump(this._ptr);
    }
    get state() {
      const ptr = this._ptr;
      return onStack(layout.rng_state_text_size, (buf) => {
        m._wg_rng_state_text(buf, ptr);
        return m.UTF8ToString(buf);
      });
    }
    set state(text) {
      const ptr = this._ptr;
      withStrings([text], (t) => check((err) => m._wg_rng_set_state_text(ptr, t, err)));
    }
  }

  // A new object of class cls around a pointer made here.
  const adopt = (cls, kind, ptr, free, uses) => new cls(INTERNAL, kind, ptr, free, uses);

  // A handle whose C object writes itself as JSON, with its class's static _toJson
  // (a wg_*_to_json function). A class with a wg_*_load_string function (static
  // _load) and its wg_*_free (static _free) loads documents with load(source, {name}).
  class DocumentHandle extends Handle {
    static load(source, options = {}) {
      if (!this._load) throw fail('EINVAL', `${this.name} has no load(): see index.d.ts`);
      return adopt(this, this.name, loadString(source, this.name, options, this._load), this._free);
    }
    json() {
      const ptr = this._ptr;
      return jsonOf((p, err) => this.constructor._toJson(p, ptr, err));
    }
    toObject() {
      return JSON.parse(this.json());
    }
  }

  // Defines on cls's prototype a getter of each string its C object owns:
  // {property: wg_* function}.
  function textProperties(cls, getters) {
    for (const [key, f] of Object.entries(getters)) {
      Object.defineProperty(cls.prototype, key, {
        get() {
          return m.UTF8ToString(f(this._ptr));
        },
        configurable: true,
      });
    }
  }

  // Defines on cls the readers of a list of C structs its object numbers from 0:
  // a getter of their count (count(ptr)), a method reading item i (at(out, ptr,
  // i, err), the struct of layout L read with readers(ptr)) and a getter of them all.
  function numbered(cls, [countName, count], [atName, at, L, readers, what], listName) {
    Object.defineProperty(cls.prototype, countName, {
      get() {
        return count(this._ptr);
      },
      configurable: true,
    });
    Object.defineProperty(cls.prototype, atName, {
      value(index) {
        const ptr = this._ptr;
        const i = size32(index, what);
        return outRecord(L, readers(ptr), (s, err) => at(s, ptr, i, err));
      },
      writable: true,
      configurable: true,
    });
    Object.defineProperty(cls.prototype, listName, {
      get() {
        return Array.from({ length: this[countName] }, (_, i) => this[atName](i));
      },
      configurable: true,
    });
  }

  // The object f(out, text, size, name, err), a wg_*_load_string function, makes of
  // a document.
  function loadString(source, what, options, f) {
    return withDocument(source, what, (doc, size) =>
      withStrings([options.name], (name) => out((p, err) => f(p, doc, size, name, err))));
  }

  // ---- dice pools ---------------------------------------------------------------------------
  const DIE = layout.wg_die;

  class Roll extends Handle {
    get dice() {
      const ptr = this._ptr;
      const dice = m._wg_roll_dice(ptr) >> 2;
      return Array.from(m.HEAP32.subarray(dice, dice + m._wg_roll_die_count(ptr)));
    }
    get sum() {
      return m._wg_roll_sum(this._ptr);
    }
    countAtLeast(target) {
      return m._wg_roll_count_at_least(this._ptr, int32(target, 'target'));
    }
    rerolled(index) {
      const ptr = this._ptr;
      const i = size32(index, 'index');
      return withStruct(DIE.size, (die) => {
        check((err) => m._wg_roll_die_at(die, ptr, i, err));
        return m.HEAPU8[die + DIE.rerolled] !== 0;
      });
    }
    // Re-roll one die (never twice: ERULE); its new value.
    reroll(index) {
      const ptr = this._ptr;
      const i = size32(index, 'index');
      check((err) => m._wg_roll_reroll(ptr, i, err));
      return this.dice[i];
    }
    // Re-roll every die below target not re-rolled yet; how many were.
    rerollBelow(target) {
      return m._wg_roll_reroll_below(this._ptr, int32(target, 'target'));
    }
    // A line of `wargen roll --json`: the pool with the seed and the roll's index
    // in its stream, which the caller gives.
    json(seed, index) {
      const ptr = this._ptr;
      const s = u64(seed, 'seed');
      const k = u64(index, 'index');
      return jsonOf((p, err) => m._wg_roll_to_json(p, ptr, s, k, err));
    }
  }

  // ---- generation --------------------------------------------------------------------------
  class Table extends DocumentHandle {
    static default() {
      return adopt(Table, 'Table', out((p, err) => m._wg_table_new_default(p, err)), m._wg_table_free);
    }
    static _load = m._wg_table_load_string;
    static _free = m._wg_table_free;
    static _toJson = m._wg_table_to_json;
    // Every problem of a table document (`wargen table check`), not thrown.
    static check(source, options = {}) {
      return takeProblems(loadString(source, 'table', options, m._wg_table_check_string));
    }
  }
  textProperties(Table, { name: m._wg_table_name, digest: m._wg_table_digest });

  // f(o) with a wg_session_options o filled from the options object (C checks
  // the values).
  const sessionOptionNames = ['table', 'seed', 'size', 'limit', 'players', 'cards', 'perPlayerDecks', 'firstPlayer'];
  function withSessionOptions(options, f) {
    checkKeys(options, sessionOptionNames, 'options', 'option');
    return withStruct(O.size, (o) => {
      m._wg_session_options_init(o);
      if (options.size !== undefined) {
        m.HEAP32[(o + O.limit) >> 2] = m._wg_army_size_limit(parseEnum(m._wg_army_size_parse, options.size));
      }
      if (options.limit !== undefined) m.HEAP32[(o + O.limit) >> 2] = int32(options.limit, 'limit');
      if (options.players !== undefined) m.HEAP32[(o + O.players) >> 2] = int32(options.players, 'players');
      if (options.cards) m.HEAP32[(o + O.mode) >> 2] = parseEnum(m._wg_draw_mode_parse, 'cards');
      if (options.perPlayerDecks) m.HEAPU8[o + O.per_player_decks] = 1;
      if (options.firstPlayer !== undefined) {
        m.HEAP32[(o + O.first_player) >> 2] = int32(options.firstPlayer, 'firstPlayer');
      }
      return f(o);
    });
  }

  // A wg_gen_entry (owned by its table or session) as an object.
  const entryObject = (entry) => JSON.parse(jsonOf((p, err) => m._wg_gen_entry_to_json(p, entry, err)));

  let defaultTable = null;
  function tableOf(table) {
    if (table === undefined || table === null) {
      if (defaultTable === null || defaultTable.disposed) defaultTable = Table.default();
      return defaultTable;
    }
    if (table instanceof Table) return table;
    return Table.load(table);
  }

  class Session extends DocumentHandle {
    #table;
    static _wrap(ptr, table) {
      const s = adopt(Session, 'Session', ptr, m._wg_session_free, [table]);
      s.#table = table;
      return s;
    }
    static replay(log, options = {}) {
      const table = tableOf(options.table);
      const t = table._ptr;
      const ptr = loadString(log, 'log', options, (p, doc, size, name, err) =>
        m._wg_session_replay_string(p, t, doc, size, name, err));
      return Session._wrap(ptr, table);
    }
    get table() {
      return this.#table;
    }
    // Step by step (G4-G10): each call names the player acting.
    #step(f, player) {
      const ptr = this._ptr;
      const p = int32(player, 'player');
      check((err) => f(ptr, p, err));
      return this;
    }
    // Draw for player: the entry drawn, as wg_gen_entry_to_json writes it.
    draw(player) {
      const ptr = this._ptr;
      const p = int32(player, 'player');
      return entryObject(withCell((cell) => {
        check((err) => m._wg_session_draw(cell, ptr, p, err));
        return m.HEAPU32[cell >> 2];
      }));
    }
    // The pending draw's entry, or null.
    get pending() {
      const entry = m._wg_session_pending(this._ptr);
      return entry ? entryObject(entry) : null;
    }
    get turn() {
      return m._wg_session_turn(this._ptr);
    }
    reinforce(player, slot, level) {
      const s = size32(slot, 'slot');
      const l = int32(level, 'level');
      return this.#step((g, p, err) => m._wg_session_reinforce(g, p, s, l, err), player);
    }
    substitute(player, type, level = 0) {
      const kind = parseEnum(m._wg_gen_unit_type_parse, type);
      const l = int32(level, 'level');
      return this.#step((g, p, err) => m._wg_session_substitute(g, p, kind, l, err), player);
    }
    takeEndlessSpell(player, slot, name) {
      const s = size32(slot, 'slot');
      return withStrings([name], (n) =>
        this.#step((g, p, err) => m._wg_session_take_endless_spell(g, p, s, n, err), player));
    }
    // Field "a suitable unit" in a unit slot, as the automatic policy does
    // (a unit's profile, checked against the slot, is not taken yet).
    field(player, slot) {
      const s = size32(slot, 'slot');
      return this.#step((g, p, err) => m._wg_session_field(g, p, s, 0, err), player);
    }
    commit(player) {
      return this.#step(m._wg_session_commit, player);
    }
    declareOutOfUnits(player) {
      return this.#step(m._wg_session_declare_out_of_units, player);
    }
    get seed() {
      return u64out(m._wg_session_seed(this._ptr));
    }
    get finished() {
      return Boolean(m._wg_session_finished(this._ptr));
    }
    run() {
      const ptr = this._ptr;
      check((err) => m._wg_session_run(ptr, 0, err));
      return this;
    }
    static _toJson = m._wg_session_to_json;
    logJson() {
      const ptr = this._ptr;
      return jsonOf((p, err) => m._wg_session_log_to_json(p, ptr, err));
    }
    log() {
      return JSON.parse(this.logJson());
    }
  }

  function newSession(options = {}) {
    if (options === null || typeof options !== 'object') throw fail('EINVAL', 'options must be an object');
    const table = tableOf(options.table);
    const t = table._ptr;
    const seed = u64(options.seed ?? u64out(m._wg_rng_fresh_seed()), 'seed');
    return withSessionOptions(options, (o) =>
      Session._wrap(out((p, err) => m._wg_session_new(p, t, seed, o, err)), table));
  }

  function generate(options = {}) {
    const session = newSession(options);
    try {
      return session.run();
    } catch (e) {
      session.dispose();
      throw e;
    }
  }

  // ---- catalogues, rosters, validation, views -----------------------------------------------
  class Catalog extends DocumentHandle {
    static _load = m._wg_catalog_load_string;
    static _free = m._wg_catalog_free;
    static _toJson = m._wg_catalog_to_json;
  }
  textProperties(Catalog, { id: m._wg_catalog_id, name: m._wg_catalog_name });

  // ---- validation reports
  // The report at ptr as the object of its `wargen validate --json` document
  // (docs/FORMATS.md), read through the accessors of wargen/roster.h, not
  // parsed from wg_report_to_json's text: for 25 units that text is 2 KB,
  // and writing it in WebAssembly (musl's printf) and JSON.parse took most
  // of validate()'s time (bench/js/speed.mjs). Every value is the library's
  // (its accessors, wg_share_hundredths, the *_name functions, structs at
  // wgw_layout's offsets); what this builder mirrors of wg_report_to_json
  // (lib/roster/report.c) is the document's shape alone: its keys, their
  // order, and "characters" after the categories. No C function gives a
  // shape, and docs/FORMATS.md documents it; the js tests require validate()
  // to equal JSON.parse(validateJson()), key order included, for every
  // roster they have (shipped, BattleScribe, fuzz corpus, generated), so
  // that the two cannot drift apart (docs/DESIGN.md, "JavaScript").
  // validateJson() stays the library's text.
  const RU = layout.wg_report_unit;
  const VI = layout.wg_violation;
  const categoryNames = names.category;
  const formatNames = enumNames(m._wg_roster_format_name);
  // A share of the limit: "percent" is written as hundredths / 100 with two
  // decimals ("%ld.%02ld"); the double JSON.parse makes of that text and
  // hundredths / 100 are both the correctly rounded value of the same
  // fraction, so they are the same number.
  const share = (points, limit) => ({ points, percent: m._wg_share_hundredths(points, limit) / 100 });
  function reportObject(report) {
    const limit = m._wg_report_points(report);
    const categories = {};
    for (let c = 0; c < categoryNames.length; c++) {
      categories[categoryNames[c]] = share(m._wg_report_category_points(report, c), limit);
    }
    categories.characters = share(m._wg_report_character_points(report), limit);
    // (one error record for every unit: check() would make one a unit)
    const units = [];
    withStruct(RU.size, (unit) => onStack(E.size, (err) => {
      m._wg_error_clear(err);
      for (let i = 0, n = m._wg_report_unit_count(report); i < n; i++) {
        if (m._wg_report_unit_at(unit, report, i, err) !== 0) throw recordError(err);
        units.push({
          entry: m.UTF8ToString(m.HEAPU32[(unit + RU.entry) >> 2]),
          category: categoryNames[m.HEAP32[(unit + RU.category) >> 2]],
          points: m.HEAP32[(unit + RU.points) >> 2],
        });
      }
    }));
    const violations = [];
    for (let i = 0, n = m._wg_report_violation_count(report); i < n; i++) {
      const v = m._wg_report_violation_at(report, i);
      const first = m.HEAPU32[(v + VI.units) >> 2] >> 2; // its size_t indexes
      violations.push({
        code: m.UTF8ToString(m.HEAPU32[(v + VI.code) >> 2]),
        rule: m.UTF8ToString(m.HEAPU32[(v + VI.rule) >> 2]),
        units: Array.from(m.HEAPU32.subarray(first, first + m.HEAPU32[(v + VI.unit_count) >> 2])),
        message: m.UTF8ToString(m.HEAPU32[(v + VI.message) >> 2]),
      });
    }
    return {
      valid: m._wg_report_valid(report) !== 0,
      points: limit,
      total: m._wg_report_total(report),
      size: formatNames[m._wg_report_format(report)],
      categories,
      units,
      violations,
    };
  }

  class Roster extends DocumentHandle {
    #catalog;
    static load(catalog, source, options = {}) {
      if (!(catalog instanceof Catalog)) throw fail('EINVAL', 'catalog must be a Catalog of this module');
      const c = catalog._ptr;
      const ptr = loadString(source, 'roster', options, (p, doc, size, name, err) =>
        m._wg_roster_load_string(p, c, doc, size, name, err));
      return Roster._wrap(ptr, catalog);
    }
    static _wrap(ptr, catalog) {
      const r = adopt(Roster, 'Roster', ptr, m._wg_roster_free, [catalog]);
      r.#catalog = catalog;
      return r;
    }
    get catalog() {
      return this.#catalog;
    }
    get points() {
      return m._wg_roster_points(this._ptr);
    }
    static _toJson = m._wg_roster_to_json;
    // f(report) on a new report of this roster, freed after.
    #withReport(f) {
      const ptr = this._ptr;
      const report = out((p, err) => m._wg_roster_validate(p, ptr, err));
      try {
        return f(report);
      } finally {
        m._wg_report_free(report);
      }
    }
    validateJson() {
      return this.#withReport((report) => jsonOf((p, err) => m._wg_report_to_json(p, report, err)));
    }
    validate() {
      return this.#withReport(reportObject);
    }
    // The view as JSON (kind "open" or "hidden"); label clashes (H4) throw.
    viewJson(kind = 'open') {
      const view = validView(this._ptr);
      try {
        const k = parseEnum(m._wg_view_kind_parse, kind);
        return jsonOf((p, err) => m._wg_view_to_json(p, view, k, err));
      } finally {
        m._wg_view_free(view);
      }
    }
    // A tracker of what a game reveals of the hidden items (H5).
    reveal() {
      const view = validView(this._ptr);
      let ptr;
      try {
        ptr = out((p, err) => m._wg_reveal_new(p, view, err));
      } catch (e) {
        m._wg_view_free(view);
        throw e;
      }
      return adopt(Reveal, 'Reveal', ptr, (tracker) => {
        m._wg_reveal_free(tracker);
        m._wg_view_free(view);
      }, [this]);
    }
    openView() {
      return JSON.parse(this.viewJson('open'));
    }
  }

  // ---- BattleScribe import --------------------------------------------------------------------
  // The warnings of a wg_problems list (freed here), as WargenError objects.
  function takeProblems(list) {
    try {
      const warnings = [];
      for (let i = 0; i < m._wg_problems_count(list); i++) warnings.push(recordError(m._wg_problems_at(list, i)));
      warnings.omitted = m._wg_problems_omitted(list);
      return warnings;
    } finally {
      m._wg_problems_free(list);
    }
  }

  // f(out, warningsCell, err) fills both: [the pointer, the warnings].
  function withWarnings(f) {
    return withCell((cell) => {
      const ptr = out((p, err) => f(p, cell, err));
      return [ptr, takeProblems(m.HEAPU32[cell >> 2])];
    });
  }

  class BattleScribeBook extends Handle {
    #catalog;
    #warnings;
    static load(system, book) {
      const [ptr, warnings] = withDocument(system, 'system', (s, sSize) =>
        withDocument(book, 'book', (b, bSize) =>
          withWarnings((p, w, err) => m._wg_bsdata_book_load_strings(p, w, s, sSize, b, bSize, err))));
      const self = adopt(BattleScribeBook, 'BattleScribeBook', ptr, m._wg_bsdata_book_free);
      self.#warnings = warnings;
      // the book's own catalogue: freed with the book, not by itself
      self.#catalog = adopt(Catalog, 'Catalog', m._wg_bsdata_book_catalog(ptr), () => {}, [self]);
      return self;
    }
    dispose() {
      this.#catalog?.dispose();
      super.dispose();
    }
    get warnings() {
      return this.#warnings;
    }
    get catalog() {
      this._ptr;
      return this.#catalog;
    }
    // [the roster's text, the warnings]
    #import(data, options) {
      const book = this._ptr;
      const [json, warnings] = withDocument(data, 'roster', (d, size) =>
        withStrings([options.name], (name) =>
          withWarnings((p, w, err) => m._wg_bsdata_book_import_roster_string(p, w, book, d, size, name, err))));
      return [takeString(json), warnings];
    }
    importRosterJson(data, options = {}) {
      return this.#import(data, options)[0];
    }
    importRoster(data, options = {}) {
      const [json, warnings] = this.#import(data, options);
      return { roster: JSON.parse(json), warnings };
    }
    loadRoster(data, options = {}) {
      const book = this._ptr;
      const [ptr, warnings] = withDocument(data, 'roster', (d, size) =>
        withStrings([options.name], (name) =>
          withWarnings((p, w, err) => m._wg_bsdata_book_load_roster_string(p, w, book, d, size, name, err))));
      return { roster: Roster._wrap(ptr, this.#catalog), warnings };
    }
  }

  // ---- the game engine (A1-A3, V1-V2) -------------------------------------------------------------
  // A refusal's error gets the reason's name (wg_game_reason_name) and the game.
  function refused(error, game) {
    if (error.code === 'ERULE') {
      error.reason = m.UTF8ToString(m._wg_game_reason_name(m._wg_game_refusal(game._ptr)));
      error.game = game;
    }
    return error;
  }

  const EV = layout.wg_game_event;
  const RQ = layout.wg_game_request;
  const requestKinds = enumNames(m._wg_game_request_kind_name);
  // A unit's id in a game, null for WG_NONE.
  const unitId = (game, index) => (index === layout.none ? null : m.UTF8ToString(m._wg_game_unit_id(game, index)));
  // A fraction of points (wg_fraction, 64 bits each) as {num, den}: numbers, exact to 2^53.
  function fraction(ptr) {
    const F = layout.wg_fraction;
    const [num, den] = [F.num, F.den].map((at) => new BigInt64Array(m.HEAPU8.buffer, ptr + at, 1)[0]);
    const big = 2n ** 53n;
    if (num >= big || num <= -big || den >= big) throw fail('ERANGE', `${num}/${den} is beyond a number's 2^53`);
    return { num: Number(num), den: Number(den) };
  }
  // The readers of the game's structs (game.h); units as their ids in the game at `game`.
  const unitReaders = {
    id: read.string, name: read.string, player: read.int, state: read.name(names.unitState),
    panicked: read.bool, ap: read.int, ap_per_turn: read.int, models: read.int, models_start: read.int,
    // half points, as points: a number (halves are exact)
    cost: (p) => withStruct(layout.wg_fraction.size, (f) => {
      m._wg_points_from_half(f, read.int(p));
      const { num, den } = fraction(f);
      return num / den;
    }),
    cost_hidden: read.bool,
  };
  const effectReaders = (game) => ({
    id: read.string, unit: (p) => unitId(game, m.HEAPU32[p >> 2]), resolutions: read.int,
  });
  const objectiveReaders = (game) => ({
    id: read.string, kind: read.name(names.objectiveKind), points: read.int,
    unit: (p) => unitId(game, m.HEAPU32[p >> 2]),
    scored_by: (p) => read.int(p) || null,
  });

  // The callbacks of a game: a C function per kind (event, effect, before),
  // made by addFunction when first set and removed with the game. Each reaches
  // the Game through a weak reference, so that a function set on a game (which
  // the module's function table keeps) does not keep the game alive. `error`:
  // what a callback threw during the current action, thrown by the action when
  // it returns (never unwound through C's frames).
  const HOOKS = {
    event: ['vii', m._wg_game_set_event_fn],
    effect: ['viii', m._wg_game_set_effect_fn],
    before: ['iiiii', m._wg_game_set_before_fn],
  };
  // A Game's free function, which also removes its callbacks from the table.
  function gameFree(hooks) {
    return (ptr) => {
      m._wg_game_free(ptr);
      for (const kind of Object.keys(HOOKS)) if (hooks[kind]) m.removeFunction(hooks[kind]);
    };
  }

  class Game extends DocumentHandle {
    static _toJson = m._wg_game_to_json;
    #hooks;
    #fns = { event: null, effect: null, before: null };
    // new Game(player1, player2): a game with no units yet; the players'
    // names (undefined: "Player 1", "Player 2").
    constructor(...args) {
      if (args[0] === INTERNAL) {
        super(...args);
        return;
      }
      const hooks = { event: 0, effect: 0, before: 0, error: null, game: null };
      const ptr = withStrings([args[0], args[1]], (p1, p2) => out((p, err) => m._wg_game_new(p, p1, p2, err)));
      super(INTERNAL, 'Game', ptr, gameFree(hooks));
      this.#init(hooks);
    }
    #init(hooks) {
      hooks.game = new WeakRef(this);
      this.#hooks = hooks;
      return this;
    }
    static #wrap(ptr) {
      const hooks = { event: 0, effect: 0, before: 0, error: null, game: null };
      return adopt(Game, 'Game', ptr, gameFree(hooks)).#init(hooks);
    }
    // A refused action throws ERULE with `reason` and `game`: the game as it
    // stood before that action.
    static load(source, options = {}) {
      return withCell((cell) => {
        const error = withDocument(source, 'game', (doc, size) => withStrings([options.name], (name) =>
          attempt((err) => m._wg_game_load_string(cell, doc, size, name, err))));
        const ptr = m.HEAPU32[cell >> 2];
        const game = ptr ? Game.#wrap(ptr) : null;
        if (error) throw game ? refused(error, game) : error;
        return game;
      });
    }
    // A game the program saved (its logJson()), at any length (wg_game_restore).
    static restore(text) {
      const ptr = withDocument(text, 'game', (doc, size) => out((p, err) => m._wg_game_restore(p, doc, size, err)));
      return Game.#wrap(ptr);
    }
    // ---- setting up (before the first action)
    // unit: {id, name, ap, models, cost}, as a unit of a wargen-game/1 log (cost in points).
    addUnit(player, unit) {
      const ptr = this._ptr;
      const D = layout.wg_game_unit_def;
      const p = int32(player, 'player');
      checkKeys(unit, ['id', 'name', 'ap', 'models', 'cost'], 'unit', 'unit key');
      const ap = int32(unit.ap, 'ap');
      const models = int32(unit.models, 'models');
      const half = outInt((h, err) => m._wg_points_to_half(h, number(unit.cost, 'cost'), err));
      return withStrings([unit.id, unit.name], (id, name) => withStruct(D.size, (d) => {
        m.HEAPU32[(d + D.id) >> 2] = id;
        m.HEAPU32[(d + D.name) >> 2] = name;
        m.HEAP32[(d + D.ap) >> 2] = ap;
        m.HEAP32[(d + D.models) >> 2] = models;
        m.HEAP32[(d + D.cost) >> 2] = half;
        check((err) => m._wg_game_add_unit(0, ptr, p, d, err));
        return this;
      }));
    }
    addRoster(player, roster, ap) {
      const ptr = this._ptr;
      const p = int32(player, 'player');
      if (!(roster instanceof Roster)) throw fail('EINVAL', 'roster must be a Roster of this module');
      const r = roster._ptr;
      const a = int32(ap, 'ap');
      check((err) => m._wg_game_add_roster(ptr, p, r, a, err));
      return this;
    }
    // objective: {id, kind, points, unit}, as in a wargen-game/1 scenario.
    addObjective(objective) {
      const ptr = this._ptr;
      const D = layout.wg_objective_def;
      checkKeys(objective, ['id', 'kind', 'points', 'unit'], 'objective', 'objective key');
      const kind = parseEnum(m._wg_objective_kind_parse, objective.kind);
      const points = int32(objective.points, 'points');
      return withStrings([objective.id, objective.unit], (id, unit) => withStruct(D.size, (d) => {
        m.HEAPU32[(d + D.id) >> 2] = id;
        m.HEAP32[(d + D.kind) >> 2] = kind;
        m.HEAP32[(d + D.points) >> 2] = points;
        m.HEAPU32[(d + D.unit) >> 2] = unit;
        check((err) => m._wg_game_add_objective(0, ptr, d, err));
        return this;
      }));
    }
    // ---- the actions
    // Apply an action f(game, err); a refusal throws as for load(), and what a
    // callback threw during it is thrown instead.
    #act(f) {
      const ptr = this._ptr;
      const error = attempt((err) => f(ptr, err));
      const thrown = this.#hooks.error;
      this.#hooks.error = null;
      if (thrown) throw thrown.thrown;
      if (error) throw refused(error, this);
      return this;
    }
    // The action with ids: each C string argument given as text.
    #actBy(f, texts, ...numbers) {
      return withStrings(texts, (...ids) => this.#act((g, err) => f(g, ...ids, ...numbers, err)));
    }
    startTurn(player) {
      const p = int32(player, 'player');
      return this.#act((g, err) => m._wg_game_start_turn(g, p, err));
    }
    spend(unit, ap, action, target) {
      const a = int32(ap, 'ap');
      const kind = parseEnum(m._wg_game_action_parse, action);
      return withStrings([unit, target], (u, t) =>
        this.#act((g, err) => m._wg_game_spend_by_id(g, u, a, kind, t, err)));
    }
    kill(unit, models) {
      return this.#actBy(m._wg_game_kill_by_id, [unit], int32(models, 'models'));
    }
    scoreObjective(objective, player) {
      return this.#actBy(m._wg_game_score_objective_by_id, [objective], int32(player, 'player'));
    }
    // The actions that take ids only: method: [wg_game_* function, how many ids].
    static {
      const byIds = {
        activate: [m._wg_game_activate_by_id, 1],
        wait: [m._wg_game_wait_by_id, 1],
        respond: [m._wg_game_respond_by_id, 2],
        endActivation: [m._wg_game_end_activation_by_id, 1],
        panic: [m._wg_game_panic_by_id, 1],
        rally: [m._wg_game_rally_by_id, 1],
        addEffect: [m._wg_game_add_effect_by_id, 2],
        endEffect: [m._wg_game_end_effect, 1],
      };
      for (const [name, [f, count]] of Object.entries(byIds)) {
        Object.defineProperty(this.prototype, name, {
          value(...ids) {
            return this.#actBy(f, Array.from({ length: count }, (_, i) => ids[i]));
          },
          writable: true,
          configurable: true,
        });
      }
    }
    endTurn() {
      return this.#act(m._wg_game_end_turn);
    }
    endGame() {
      return this.#act(m._wg_game_end_game);
    }
    // ---- callbacks
    // Set (fn) or clear (null) the callback of a kind; the C game calls one only
    // while it is set, as Python's and Lua's _listen do.
    #listen(kind, fn, method) {
      const ptr = this._ptr;
      if (fn !== null && typeof fn !== 'function') throw fail('EINVAL', `${method} takes a function or null`);
      const hooks = this.#hooks;
      const [signature, set] = HOOKS[kind];
      if (fn !== null && !hooks[kind]) hooks[kind] = m.addFunction(Game.#trampoline(kind, hooks, ptr), signature);
      this.#fns[kind] = fn;
      set(ptr, fn === null ? 0 : hooks[kind], 0);
      return this;
    }
    // The C callback of a kind: it calls the game's function of that kind with
    // what C gives, converted, and catches what it throws (kept in hooks.error;
    // the later callbacks of the action are then not called).
    static #trampoline(kind, hooks, ptr) {
      const call = (args, failed) => {
        if (hooks.error) return failed;
        try {
          return Game.#answer(kind, hooks.game.deref().#fns[kind]?.(...args()));
        } catch (e) {
          hooks.error = { thrown: e };
          return failed;
        }
      };
      const unit = (p) => unitId(ptr, m.HEAPU32[p >> 2]);
      if (kind === 'event') {
        const readers = {
          kind: read.name(names.gameEventKind), turn: read.int, unit, other: unit, effect: read.string,
          count: read.int,
        };
        return (event) => void call(() => [record(event, EV, readers)]);
      }
      if (kind === 'effect') return (effect, u) => void call(() => [m.UTF8ToString(effect), unitId(ptr, u)]);
      const readers = {
        kind: read.name(requestKinds), turn: read.int, player: read.int, unit_id: read.string,
        other_id: read.string, ap: read.int, action: read.name(names.gameAction), models: read.int,
        effect: read.string, objective_id: read.string,
      };
      return (reason, size, request) => {
        const verdict = call(() => {
          const r = record(request, RQ, readers);
          return [{ kind: r.kind, turn: r.turn, player: r.player, unit: r.unitId, other: r.otherId, ap: r.ap,
                    action: r.action, models: r.models, effect: r.effect, objective: r.objectiveId }];
        }, false);
        if (typeof verdict === 'string') m.stringToUTF8(verdict, reason, size);
        return verdict === true ? 1 : 0;
      };
    }
    // What a callback's return value means: before, undefined, null or true
    // allow the action, false or a reason (a string) refuse it; the others
    // return nothing.
    static #answer(kind, value) {
      if (kind !== 'before' || value === undefined || value === null || value === true) return true;
      if (value === false || typeof value === 'string') return value;
      throw fail('EINVAL', `onBefore: fn must return undefined, true, false or a reason (a string), not ${typeof value}`);
    }
    // Call fn(event) after every event of the game (null: none), instead of
    // the function set before.
    onEvent(fn) {
      return this.#listen('event', fn, 'onEvent');
    }
    // Call fn(effectId, unitId) for each effect in play at every end of turn (A3).
    onEffect(fn) {
      return this.#listen('effect', fn, 'onEffect');
    }
    // Ask fn(request) about every action the rules allow, before it changes
    // anything: a house rule's refusal is refused-by-host.
    onBefore(fn) {
      return this.#listen('before', fn, 'onBefore');
    }
    // ---- reading
    get turn() {
      return m._wg_game_turn(this._ptr);
    }
    get step() {
      return m._wg_game_step(this._ptr);
    }
    get over() {
      return Boolean(m._wg_game_over(this._ptr));
    }
    get inTurn() {
      return Boolean(m._wg_game_in_turn(this._ptr));
    }
    get isScenario() {
      return Boolean(m._wg_game_is_scenario(this._ptr));
    }
    // 1 or 2, null when no unit can act
    get toAct() {
      return m._wg_game_to_act(this._ptr) || null;
    }
    // 1 or 2, null for a draw (final once over)
    get winner() {
      return m._wg_game_winner(this._ptr) || null;
    }
    // Why the last action was refused, null after an applied one.
    get refusal() {
      const r = m._wg_game_refusal(this._ptr);
      return r === 0 ? null : m.UTF8ToString(m._wg_game_reason_name(r));
    }
    get players() {
      const ptr = this._ptr;
      return [1, 2].map((p) => m.UTF8ToString(m._wg_game_player_name(ptr, p)));
    }
    // The unit with that id; ENOTFOUND if there is none.
    unit(id) {
      const ptr = this._ptr;
      return this.unitAt(withStrings([id], (u) => out((p, err) => m._wg_game_find_unit(p, ptr, u, err))));
    }
    // {battlePoints: [{num, den}, {num, den}], objectives: [a, b]}, player 1's first.
    get score() {
      const ptr = this._ptr;
      const S = layout.wg_score;
      return withStruct(S.size, (s) => {
        check((err) => m._wg_game_score(s, ptr, err));
        return {
          battlePoints: [0, 1].map((k) => fraction(s + S.battle_points + k * layout.wg_fraction.size)),
          // long: 32 bits in wasm32
          objectives: [0, 1].map((k) => m.HEAP32[((s + S.objectives) >> 2) + k]),
        };
      });
    }
    // The state as player (1 or 2) may see it.
    viewJson(player) {
      const ptr = this._ptr;
      const p = int32(player, 'player');
      return jsonOf((o, err) => m._wg_game_view_to_json(o, ptr, p, err));
    }
    view(player) {
      return JSON.parse(this.viewJson(player));
    }
    // The wargen-game/1 log (the referee's, or as player may see it).
    logJson(player) {
      const ptr = this._ptr;
      if (player === undefined) return jsonOf((o, err) => m._wg_game_log_to_json(o, ptr, err));
      const p = int32(player, 'player');
      return jsonOf((o, err) => m._wg_game_view_log_to_json(o, ptr, p, err));
    }
    log(player) {
      return JSON.parse(this.logJson(player));
    }
  }

  // unitCount, unitAt(i), units (in the order added, both players together);
  // the same of the effects in play and the objectives.
  numbered(Game, ['unitCount', m._wg_game_unit_count],
           ['unitAt', m._wg_game_unit_at, layout.wg_game_unit, () => unitReaders, 'unit'], 'units');
  numbered(Game, ['effectCount', m._wg_game_effect_count],
           ['effectAt', m._wg_game_effect_at, layout.wg_game_effect, effectReaders, 'effect'], 'effects');
  numbered(Game, ['objectiveCount', m._wg_game_objective_count],
           ['objectiveAt', m._wg_game_objective_at, layout.wg_game_objective, objectiveReaders, 'objective'],
           'objectives');

  // ---- modifiers (M1-M5) ----------------------------------------------------------------------------
  class Models extends DocumentHandle {
    static _load = m._wg_models_load_string;
    static _free = m._wg_models_free;
    // The model's index: a number is one, a string an id the set looks up.
    #index(model) {
      if (typeof model === 'number') return size32(model, 'model');
      const ptr = this._ptr;
      return withCell((cell) => {
        withStrings([model], (id) => check((err) => m._wg_models_find_model(cell, ptr, id, err)));
        return m.HEAPU32[cell >> 2];
      });
    }
    get modelIds() {
      const ptr = this._ptr;
      return Array.from({ length: m._wg_models_model_count(ptr) },
                        (_, i) => m.UTF8ToString(m._wg_models_model_at(ptr, i)));
    }
    // The `wargen modify --json` document, with each model's trace when explain.
    json(options = {}) {
      const ptr = this._ptr;
      const explain = options.explain ? 1 : 0;
      return jsonOf((p, err) => m._wg_models_to_json(p, ptr, explain, err));
    }
    toObject(options = {}) {
      return JSON.parse(this.json(options));
    }
    // What `wargen modify [--explain]` prints.
    text(options = {}) {
      const ptr = this._ptr;
      const explain = options.explain ? 1 : 0;
      return jsonOf((p, err) => m._wg_models_to_text(p, ptr, explain, err));
    }
    value(model, stat) {
      const ptr = this._ptr;
      const i = this.#index(model);
      return withCell((cell) => {
        withStrings([stat], (s) => check((err) => m._wg_models_value(cell, ptr, i, s, err)));
        return m.HEAP32[cell >> 2];
      });
    }
    setBase(model, stat, base) {
      const ptr = this._ptr;
      const i = this.#index(model);
      const b = int32(base, 'base');
      withStrings([stat], (s) => check((err) => m._wg_models_set_base(ptr, i, s, b, err)));
      return this;
    }
    // How stat of model got its value (M5): [the trace's JSON, its text].
    #explain(model, stat, toText) {
      const ptr = this._ptr;
      const i = this.#index(model);
      const trace = withStrings([stat], (s) => out((p, err) => m._wg_models_explain(p, ptr, i, s, err)));
      try {
        return jsonOf((p, err) => toText(p, trace, err));
      } finally {
        m._wg_trace_free(trace);
      }
    }
    explain(model, stat) {
      return JSON.parse(this.#explain(model, stat, m._wg_trace_to_json));
    }
    explainText(model, stat) {
      return this.#explain(model, stat, m._wg_trace_to_text);
    }
  }

  // ---- morale -------------------------------------------------------------------------------------
  // The exact odds of a check (B5), as `wargen morale --odds --json` prints them.
  function moraleOddsJson(modifier = 0) {
    const mod = int32(modifier, 'modifier');
    return withStruct(layout.wg_morale_odds.size, (odds) => {
      check((err) => m._wg_morale_odds_compute(odds, mod, err));
      return jsonOf((p, err) => m._wg_morale_odds_to_json(p, odds, err));
    });
  }

  // f(ptr, count) with an array of ints (dice) in the heap; `count` items
  // exactly when given.
  function withInts(values, what, f, count) {
    if (!Array.isArray(values) || (count !== undefined && values.length !== count)) {
      throw fail('EINVAL', `${what} must be an array of ${count ?? 'any number of'} integers`);
    }
    const ints = values.map((v, i) => int32(v, `${what}[${i}]`));
    return withStruct(Math.max(ints.length, 1) * 4, (ptr) => {
      m.HEAP32.set(ints, ptr >> 2);
      return f(ptr, ints.length);
    });
  }

  // A check judged from dice rolled on the table (B2, B3).
  function moraleJudgeJson(opponent, dice, modifier = 0) {
    const o = int32(opponent, 'opponent');
    const mod = int32(modifier, 'modifier');
    return withInts(dice, 'dice', (d) => withStruct(layout.wg_morale_check.size, (result) => {
      check((err) => m._wg_morale_check_judge(result, o, d, mod, err));
      return jsonOf((p, err) => m._wg_morale_check_to_json(p, result, err));
    }), 3);
  }

  // ---- battles (B1-B12) ------------------------------------------------------------------------
  const BASE = layout.wg_base;
  const BASE_MEMBERS = ['x', 'y', 'width', 'depth', 'facing'];
  // A base as the C numbers: {x, y, width, depth, facing} or [x, y, width, depth,
  // facing], facing 0 when left out (as in Python and Lua).
  function baseNumbers(base, what) {
    let values;
    if (Array.isArray(base)) {
      if (base.length !== 4 && base.length !== 5) {
        throw fail('EINVAL', `${what} must be [x, y, width, depth(, facing)], not ${base.length} numbers`);
      }
      values = [...base];
    } else {
      checkKeys(base, BASE_MEMBERS, what, `${what} key`);
      values = BASE_MEMBERS.map((k) => base[k]);
    }
    values[4] ??= 0;
    return values.map((v, i) => number(v, `${what}.${BASE_MEMBERS[i]}`));
  }
  function putBase(ptr, values) {
    BASE_MEMBERS.forEach((k, i) => {
      m.HEAPF64[(ptr + BASE[k]) >> 3] = values[i];
    });
  }
  const readBase = (ptr) => record(ptr, BASE, Object.fromEntries(BASE_MEMBERS.map((k) => [k, read.double])));

  // What the C structs of morale.h read as (morale.h gives their meaning).
  const BATTALION = layout.wg_battalion_state;
  const battalionReaders = {
    name: read.string, army: read.int, start: read.int, warriors: read.int, killed: read.int,
    wounded: read.int, wounded_ranks: read.int, combat_rank_penalty: read.int, speed: read.int,
    half_lost: read.bool, fled: read.bool, boat: read.index, base: readBase,
  };
  const characterReaders = {
    name: read.string, kind: read.name(names.characterKind), battalion: read.index, alive: read.bool,
  };
  const damageReaders = { killed: read.int, wounded: read.int, wounded_killed: read.int, check: read.bool };
  const RETREAT = layout.wg_retreat;
  const retreatReaders = {
    distance: read.double, dx: read.double, dy: read.double, stop: read.name(names.retreatStop),
    other: read.index, from: read.index, combat_modifier: read.int,
  };
  const pendingReaders = { battalion: read.index, cause: read.name(names.checkCause) };

  const rngOf = (rng) => {
    if (!(rng instanceof Rng)) throw fail('EINVAL', 'rng must be an Rng of this module');
    return rng._ptr;
  };

  // A battle (B1-B12): battalions, characters, boats and terrain, numbered from 0
  // in the order added, as in C and Python.
  class Battle extends Handle {
    constructor(...args) {
      if (args[0] === INTERNAL) super(...args);
      else super(INTERNAL, 'Battle', out((p, err) => m._wg_battle_new(p, err)), m._wg_battle_free);
    }
    // ---- setting up
    addBattalion(spec) {
      const ptr = this._ptr;
      const S = layout.wg_battalion_spec;
      checkKeys(spec, ['name', 'army', 'warriors', 'speed', 'ranks', 'shooter', 'giant', 'base'], 'spec',
                'battalion key');
      // ranks 1 when left out, as in Python and Lua
      const ints = Object.entries({ army: spec.army, warriors: spec.warriors, speed: spec.speed,
                                    ranks: spec.ranks ?? 1 }).map(([k, v]) => [k, int32(v, k)]);
      const base = baseNumbers(spec.base, 'base');
      return withStrings([spec.name], (name) => withStruct(S.size, (s) => {
        m.HEAPU32[(s + S.name) >> 2] = name;
        for (const [k, v] of ints) m.HEAP32[(s + S[k]) >> 2] = v;
        m.HEAPU8[s + S.shooter] = spec.shooter ? 1 : 0;
        m.HEAPU8[s + S.giant] = spec.giant ? 1 : 0;
        putBase(s + S.base, base);
        return out((p, err) => m._wg_battle_add_battalion(p, ptr, s, err));
      }));
    }
    addCharacter(battalion, kind, name) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      const k = parseEnum(m._wg_character_kind_parse, kind);
      return withStrings([name], (n) => out((p, err) => m._wg_battle_add_character(p, ptr, b, k, n, err)));
    }
    addBoat(capacity, speed) {
      const ptr = this._ptr;
      const c = int32(capacity, 'capacity');
      const v = int32(speed, 'speed');
      return out((p, err) => m._wg_battle_add_boat(p, ptr, c, v, err));
    }
    // Impassable terrain: a convex polygon of [x, y] (or {x, y}) points (B12).
    addTerrain(points) {
      const ptr = this._ptr;
      if (!Array.isArray(points)) throw fail('EINVAL', 'points must be an array of [x, y] points');
      const xy = points.flatMap((pt, i) => {
        const [x, y] = Array.isArray(pt) ? pt : [pt?.x, pt?.y];
        if (Array.isArray(pt) && pt.length !== 2) throw fail('EINVAL', `points[${i}] must be [x, y]`);
        return [number(x, `points[${i}].x`), number(y, `points[${i}].y`)];
      });
      withStruct(Math.max(xy.length, 1) * 8, (p) => {
        m.HEAPF64.set(xy, p >> 3);
        check((err) => m._wg_battle_add_terrain(ptr, p, xy.length / 2, err));
      });
      return this;
    }
    addOrder(battalion, order) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      withStrings([order], (o) => check((err) => m._wg_battle_add_order(ptr, b, o, err)));
      return this;
    }
    nextTurn() {
      m._wg_battle_next_turn(this._ptr);
      return this.turn;
    }
    get turn() {
      return m._wg_battle_turn(this._ptr);
    }
    // ---- reading
    get boatCount() {
      return m._wg_battle_boat_count(this._ptr);
    }
    get terrainCount() {
      return m._wg_battle_terrain_count(this._ptr);
    }
    orderCount(battalion) {
      this.battalion(battalion); // ENOTFOUND for no such battalion
      return m._wg_battle_order_count(this._ptr, battalion);
    }
    orderAt(battalion, index) {
      const i = size32(index, 'index');
      if (i >= this.orderCount(battalion)) throw fail('ENOTFOUND', `battalion ${battalion} has no order ${i}`);
      return m.UTF8ToString(m._wg_battle_order_at(this._ptr, battalion, i));
    }
    orders(battalion) {
      return Array.from({ length: this.orderCount(battalion) }, (_, i) => this.orderAt(battalion, i));
    }
    // ---- events (B1, B10, B11)
    damage(battalion, damage) {
      return this.#damage(m._wg_battle_damage, battalion, damage);
    }
    attackWounded(battalion, damage) {
      return this.#damage(m._wg_battle_attack_wounded, battalion, damage);
    }
    #damage(f, battalion, damage) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      const d = int32(damage, 'damage');
      return outRecord(layout.wg_damage, damageReaders, (s, err) => f(s, ptr, b, d, err));
    }
    // The calls that change the battle and give nothing back, each returning the
    // battle: method: [wg_battle_* function, [name, conversion] of each argument].
    static {
      const flag = (v) => (v === undefined || v ? 1 : 0); // setHospital(army): true
      const changes = {
        killCharacter: [m._wg_battle_kill_character, ['character', size32]],
        setCommandPoints: [m._wg_battle_set_command_points, ['army', int32], ['points', int32]],
        load: [m._wg_battle_load, ['boat', size32], ['battalion', size32]],
        unload: [m._wg_battle_unload, ['boat', size32]],
        setHospital: [m._wg_battle_set_hospital, ['army', int32], ['hospital', flag]],
      };
      for (const [name, [f, ...params]] of Object.entries(changes)) {
        Object.defineProperty(this.prototype, name, {
          value(...args) {
            const ptr = this._ptr;
            const values = params.map(([what, convert], i) => convert(args[i], what));
            check((err) => f(ptr, ...values, err));
            return this;
          },
          writable: true,
          configurable: true,
        });
      }
    }
    // ---- checks taken, results applied (B2-B4, B3, B12)
    // {check, retreat}: the check as Rng.moraleCheck() gives one, the retreat's
    // movement (null when the result moved nothing back).
    check(battalion, rng, extra = 0) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      const r = rngOf(rng);
      const x = int32(extra, 'extra');
      return this.#taken((c, retreat, err) => m._wg_battle_check_roll(c, retreat, ptr, b, r, x, err));
    }
    checkJudge(battalion, opponent, dice, extra = 0) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      const o = int32(opponent, 'opponent');
      const x = int32(extra, 'extra');
      return withInts(dice, 'dice', (d) =>
        this.#taken((c, retreat, err) => m._wg_battle_check_judge(c, retreat, ptr, b, o, d, x, err)), 3);
    }
    #taken(f) {
      return withStruct(layout.wg_morale_check.size, (c) => withStruct(RETREAT.size, (retreat) => {
        // the C call fills the retreat only for a retreat: a stop no enum has marks it untouched
        m.HEAP32[(retreat + RETREAT.stop) >> 2] = -1;
        check((err) => f(c, retreat, err));
        const moved = m.HEAP32[(retreat + RETREAT.stop) >> 2] !== -1;
        return {
          check: JSON.parse(jsonOf((p, err) => m._wg_morale_check_to_json(p, c, err))),
          retreat: moved ? record(retreat, RETREAT, retreatReaders) : null,
        };
      }));
    }
    // Move the battalion back as a retreat does, without a check (B12).
    retreat(battalion) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      return outRecord(RETREAT, retreatReaders, (s, err) => m._wg_battle_retreat(s, ptr, b, err));
    }
    moraleModifier(battalion) {
      return this.#intOf(m._wg_battle_morale_modifier, size32(battalion, 'battalion'));
    }
    speed(battalion) {
      return this.#intOf(m._wg_battle_speed, size32(battalion, 'battalion'));
    }
    ladderSpeed(battalion) {
      return this.#intOf(m._wg_battle_ladder_speed, size32(battalion, 'battalion'));
    }
    // f(out, battle, arg, err), an int read
    #intOf(f, arg) {
      const ptr = this._ptr;
      return outInt((p, err) => f(p, ptr, arg, err));
    }
    // ---- command points and rallying (B6)
    commandPoints(army) {
      return this.#intOf(m._wg_battle_command_points, int32(army, 'army'));
    }
    rally(battalion, base) {
      const ptr = this._ptr;
      const b = size32(battalion, 'battalion');
      const values = baseNumbers(base, 'base');
      withStruct(BASE.size, (s) => {
        putBase(s, values);
        check((err) => m._wg_battle_rally(ptr, b, s, err));
      });
      return this;
    }
    // ---- shooting orders (B7)
    rollShootingOrders(army, rng) {
      const ptr = this._ptr;
      const a = int32(army, 'army');
      const r = rngOf(rng);
      return outInt((p, err) => m._wg_battle_roll_shooting_orders(p, ptr, a, r, err));
    }
    judgeShootingOrders(army, dice) {
      const ptr = this._ptr;
      const a = int32(army, 'army');
      return withInts(dice, 'dice', (d, n) =>
        outInt((p, err) => m._wg_battle_judge_shooting_orders(p, ptr, a, d, n, err)));
    }
    shootingOrders(army) {
      return this.#intOf(m._wg_battle_shooting_orders, int32(army, 'army'));
    }
    // ---- boats (B9) and field hospitals (B10)
    // The battalion aboard, or null.
    boatCargo(boat) {
      const ptr = this._ptr;
      const b = size32(boat, 'boat');
      const cargo = out((p, err) => m._wg_battle_boat_cargo(p, ptr, b, err));
      return cargo === layout.none ? null : cargo;
    }
    hospital(army) {
      const ptr = this._ptr;
      const a = int32(army, 'army');
      return outBool((p, err) => m._wg_battle_hospital(p, ptr, a, err));
    }
  }

  // battalionCount, battalion(i), battalions; the same of characters; the checks
  // queued and not yet taken (B1), in the order queued: pendingCount, pendingAt(i), pending.
  numbered(Battle, ['battalionCount', m._wg_battle_battalion_count],
           ['battalion', m._wg_battle_battalion_at, BATTALION, () => battalionReaders, 'battalion'], 'battalions');
  numbered(Battle, ['characterCount', m._wg_battle_character_count],
           ['character', m._wg_battle_character_at, layout.wg_character_state, () => characterReaders, 'character'],
           'characters');
  numbered(Battle, ['pendingCount', m._wg_battle_pending_count],
           ['pendingAt', m._wg_battle_pending_at, layout.wg_pending_check, () => pendingReaders, 'index'], 'pending');

  // The views of the roster at rosterPtr (free with wg_view_free); label clashes
  // (H4) throw ERULE carrying the violations.
  function validView(rosterPtr) {
    const view = out((p, err) => m._wg_view_new(p, rosterPtr, err));
    if (m._wg_view_valid(view)) return view;
    try {
      const violations = JSON.parse(jsonOf((p, err) => m._wg_view_violations_to_json(p, view, err)));
      const message = violations.violations.map((v) => v.message).join('; ');
      throw new WargenError(message, { code: 'ERULE', status: statusByName.ERULE, violations });
    } finally {
      m._wg_view_free(view);
    }
  }

  class Reveal extends DocumentHandle {
    static _toJson = m._wg_reveal_to_json;
    // Feed the events of a wargen-reveal/1 document.
    apply(events, options = {}) {
      const ptr = this._ptr;
      withDocument(events, 'events', (doc, size) => withStrings([options.name], (name) =>
        check((err) => m._wg_reveal_apply_string(ptr, doc, size, name, err))));
      return this;
    }
    // Feed one use; whether it reveals the item now.
    use(unit, item, use, beyondMundane = true) {
      const ptr = this._ptr;
      const u = size32(unit, 'unit');
      const how = parseEnum(m._wg_item_use_parse, use);
      return withCell((revealed) => {
        withStrings([item], (id) => check((err) =>
          m._wg_reveal_use(revealed, ptr, u, id, how, beyondMundane ? 1 : 0, err)));
        return m.HEAPU8[revealed] !== 0;
      });
    }
    isRevealed(unit, item) {
      const ptr = this._ptr;
      const u = size32(unit, 'unit');
      return withStrings([item], (id) => Boolean(m._wg_reveal_is_revealed(ptr, u, id)));
    }
    get eventCount() {
      return m._wg_reveal_event_count(this._ptr);
    }
    get revelationCount() {
      return m._wg_reveal_revelation_count(this._ptr);
    }
  }

  function validate(catalog, roster, options = {}) {
    const c = Catalog.load(catalog, { name: options.catalogName });
    try {
      const r = Roster.load(c, roster, { name: options.rosterName });
      try {
        return r.validate();
      } finally {
        r.dispose();
      }
    } finally {
      c.dispose();
    }
  }

  return Object.freeze({
    variant,
    version: m.UTF8ToString(m._wg_version()),
    names,
    bsdataSupported: Boolean(m._wg_bsdata_supported()),
    freshSeed: () => u64out(m._wg_rng_fresh_seed()),
    liveHandles: () => live,
    Rng,
    Table,
    Session,
    newSession,
    generate,
    Catalog,
    Roster,
    validate,
    BattleScribeBook,
    Models,
    Game,
    moraleOddsJson,
    moraleOdds: (modifier) => JSON.parse(moraleOddsJson(modifier)),
    moraleJudgeJson,
    moraleJudge: (opponent, dice, modifier) => JSON.parse(moraleJudgeJson(opponent, dice, modifier)),
    Battle,
  });
}
