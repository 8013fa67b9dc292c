// The WebAssembly module (wasm/; docs/DESIGN.md, "The WebAssembly build")
// against the native command: the same JSON, byte for byte, for generated
// armies, validated rosters and imported BattleScribe files, through the
// exported C functions on raw pointers, as a JavaScript layer calls them.
// Run by `meson test` in an emscripten cross build (wasm/build.sh) with
// Node's runner:
//
//   WARGEN_WASM=BUILD/wasm/wargen.mjs WARGEN_BSDATA=1|0 WARGEN=NATIVE/wargen \
//     node --test tests/wasm/
//
// WARGEN is a native `wargen` command of the same sources (wasm/build.sh
// builds one); WARGEN_BSDATA says whether this build has the importer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
for (const name of ['WARGEN_WASM', 'WARGEN', 'WARGEN_BSDATA']) {
  if (!process.env[name]) throw new Error(`${name} is not set (see the comment at the top)`);
}
const modulePath = process.env.WARGEN_WASM;
const { default: createWargen } = await import(pathToFileURL(modulePath).href);
const m = await createWargen();

// ---- calling C ------------------------------------------------------------------

// A wg_error record: wg_error_format() reads it, so only its size is needed
// here (wgw_layout, below).
const ERROR_BYTES = JSON.parse(m.UTF8ToString(m._wgw_layout())).wg_error.size;

// Run f(err) with a fresh wg_error; a status other than WG_OK (0) throws
// with the library's message.
function check(what, f) {
  const err = m._malloc(ERROR_BYTES);
  try {
    const status = f(err);
    if (status !== 0) {
      const buf = m._malloc(1024);
      m._wg_error_format(buf, 1024, err);
      const text = m.UTF8ToString(buf);
      m._free(buf);
      throw new Error(`${what}: ${text}`);
    }
  } finally {
    m._free(err);
  }
}

// A C string in the module's heap (free it with m._free); its byte size.
function cString(text) {
  const size = m.lengthBytesUTF8(text);
  const ptr = m._malloc(size + 1);
  m.stringToUTF8(text, ptr, size + 1);
  return [ptr, size];
}

// f(out) fills the pointer *out; returns it (wasm32: pointers are 32 bits).
function out(what, f) {
  const cell = m._malloc(4);
  try {
    m.HEAPU32[cell >> 2] = 0;
    check(what, (err) => f(cell, err));
    return m.HEAPU32[cell >> 2];
  } finally {
    m._free(cell);
  }
}

// A char * the library allocated, read and freed with wg_free.
function takeString(ptr) {
  const text = m.UTF8ToString(ptr);
  m._wg_free(ptr);
  return text;
}

// The native command's stdout and exit status.
function wargen(...args) {
  const r = spawnSync(process.env.WARGEN, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  return { stdout: r.stdout, status: r.status, stderr: r.stderr };
}

// ---- the module ------------------------------------------------------------------

test('the module exports every function of exports.json and the runtime helpers', () => {
  const exports = JSON.parse(readFileSync(join(dirname(modulePath), 'exports.json'), 'utf8'));
  assert.ok(exports.functions.length > 100);
  for (const f of exports.functions) assert.equal(typeof m[`_${f}`], 'function', f);
  for (const r of exports.runtime) assert.equal(typeof m[r], 'function', r);
  assert.ok(m.HEAPU8 instanceof Uint8Array);
});

test('a module made from the caller\'s bytes (wasmBinary) works the same', async () => {
  const wasmBinary = readFileSync(join(dirname(modulePath), 'wargen.wasm'));
  const other = await createWargen({ wasmBinary });
  assert.notEqual(other, m);
  assert.equal(other.UTF8ToString(other._wg_version()), m.UTF8ToString(m._wg_version()));
  assert.equal(other._wg_bsdata_supported(), m._wg_bsdata_supported());
});

test('the BattleScribe importer is there exactly in the build with it', () => {
  assert.equal(m._wg_bsdata_supported(), process.env.WARGEN_BSDATA === '1' ? 1 : 0);
});

test('the version is the native command\'s', () => {
  const native = wargen('--version').stdout;
  assert.ok(native.includes(m.UTF8ToString(m._wg_version())), native);
});

// ---- what the module says of the C types (wasm/module.c) -------------------------

const layout = JSON.parse(m.UTF8ToString(m._wgw_layout()));

test('wgw_status_name names every status wg_status_str knows, and no other', () => {
  const unknown = m.UTF8ToString(m._wg_status_str(-1000));
  let named = 0;
  for (let s = 5; s >= -100; s--) {
    const name = m.UTF8ToString(m._wgw_status_name(s));
    const known = m.UTF8ToString(m._wg_status_str(s)) !== unknown;
    assert.equal(name !== '', known, `status ${s}: name '${name}'`);
    if (known) {
      assert.match(name, s === 0 ? /^OK$/ : /^E[A-Z]+$/);
      named++;
    }
  }
  assert.ok(named >= 11, `${named} statuses`);
});

test('wgw_layout gives wasm32\'s sizes and offsets of the structs', () => {
  const e = layout.wg_error;
  assert.deepEqual([e.code, e.line, e.column, e.position], [0, 4, 8, 12]);
  assert.ok(e.file >= 16 && e.path >= e.file + e.file_size && e.message >= e.path + e.path_size);
  assert.ok(e.size >= e.message + e.message_size);
  const o = layout.wg_session_options;
  assert.deepEqual([o.limit, o.players, o.mode, o.per_player_decks, o.first_player, o.size],
                   [0, 4, 8, 12, 16, 20]);
  assert.equal(layout.rng_state_text_size, 65);
  // (the npm package builds a validation report from these)
  const u = layout.wg_report_unit;
  assert.deepEqual([u.entry, u.points, u.category, u.size], [0, 4, 8, 12]);
  const v = layout.wg_violation;
  assert.deepEqual([v.code, v.rule, v.units, v.unit_count, v.message, v.size], [0, 4, 8, 12, 16, 20]);
});

// ---- generation: wargen generate --seed S --json ------------------------------

// wg_session_options at wasm32's offsets, from the module (wgw_layout).
const O = layout.wg_session_options;

function generate(seed, { size, players, cards, perPlayerDecks, firstPlayer } = {}) {
  const table = out('wg_table_new_default', (p, err) => m._wg_table_new_default(p, err));
  const options = m._malloc(O.size);
  const cell = m._malloc(4);
  let session = 0;
  try {
    m._wg_session_options_init(options);
    if (size) {
      const [name] = cString(size);
      check('wg_army_size_parse', (err) => m._wg_army_size_parse(cell, name, err));
      m._free(name);
      m.HEAP32[(options + O.limit) >> 2] = m._wg_army_size_limit(m.HEAP32[cell >> 2]);
    }
    if (players) m.HEAP32[(options + O.players) >> 2] = players;
    if (cards) {
      const [name] = cString('cards');
      check('wg_draw_mode_parse', (err) => m._wg_draw_mode_parse(cell, name, err));
      m._free(name);
      m.HEAP32[(options + O.mode) >> 2] = m.HEAP32[cell >> 2];
    }
    if (perPlayerDecks) m.HEAPU8[options + O.per_player_decks] = 1;
    if (firstPlayer) m.HEAP32[(options + O.first_player) >> 2] = firstPlayer;
    session = out('wg_session_new',
                  (p, err) => m._wg_session_new(p, table, BigInt(seed), options, err));
    check('wg_session_run', (err) => m._wg_session_run(session, 0, err));
    return takeString(out('wg_session_to_json', (p, err) => m._wg_session_to_json(p, session, err)));
  } finally {
    m._wg_session_free(session);
    m._free(cell);
    m._free(options);
    m._wg_table_free(table);
  }
}

const generations = [
  [0n, {}, []],
  [1n, {}, []],
  [42n, {}, []],
  [2n ** 53n + 1n, { size: 'large' }, ['--size', 'large']],
  [2n ** 64n - 1n, { size: 'medium', players: 2 }, ['--size', 'medium', '--players', '2']],
  [7n, { players: 2, cards: true }, ['--players', '2', '--cards']],
  [8n, { players: 2, cards: true, perPlayerDecks: true, firstPlayer: 2 },
   ['--players', '2', '--cards', '--per-player-decks', '--first-player', '2']],
];
for (const [seed, options, flags] of generations) {
  test(`generate --seed ${seed} ${flags.join(' ')}`, () => {
    const native = wargen('generate', '--seed', String(seed), '--json', ...flags);
    assert.equal(native.status, 0, native.stderr);
    assert.equal(generate(seed, options) + '\n', native.stdout);
  });
}

// ---- validation: wargen validate --catalog BOOK --json ROSTER -----------------

const catalogPath = join(root, 'data', 'catalogs', 'example-kingdom.json');

function validate(catalogText, rosterText) {
  const [catalogJson, catalogSize] = cString(catalogText);
  const [rosterJson, rosterSize] = cString(rosterText);
  const [name] = cString('<test>');
  let catalog = 0, roster = 0, report = 0;
  try {
    catalog = out('wg_catalog_load_string', (p, err) =>
      m._wg_catalog_load_string(p, catalogJson, catalogSize, name, err));
    roster = out('wg_roster_load_string', (p, err) =>
      m._wg_roster_load_string(p, catalog, rosterJson, rosterSize, name, err));
    report = out('wg_roster_validate', (p, err) => m._wg_roster_validate(p, roster, err));
    const json = takeString(out('wg_report_to_json', (p, err) =>
      m._wg_report_to_json(p, report, err)));
    return { json, valid: m._wg_report_valid(report) === 1 };
  } finally {
    m._wg_report_free(report);
    m._wg_roster_free(roster);
    m._wg_catalog_free(catalog);
    for (const p of [catalogJson, rosterJson, name]) m._free(p);
  }
}

const rosterDir = join(root, 'data', 'rosters');
const rosters = readdirSync(rosterDir).filter((f) => f.endsWith('.json')).sort();
test('the shipped rosters are there', () => assert.ok(rosters.length >= 10, rosters.join()));
for (const file of rosters) {
  test(`validate ${file}`, () => {
    const path = join(rosterDir, file);
    const native = wargen('validate', '--catalog', catalogPath, path, '--json');
    const { json, valid } = validate(readFileSync(catalogPath, 'utf8'), readFileSync(path, 'utf8'));
    assert.equal(native.status, valid ? 0 : 1, native.stderr);
    assert.equal(json + '\n', native.stdout);
  });
}

// ---- BattleScribe import: wargen import catalog|roster --gst --cat ------------

const bsdata = join(root, 'tests', 'data', 'bsdata');
const bsdataBuilt = process.env.WARGEN_BSDATA === '1';

// Bytes in the module's heap (free with m._free).
function cBytes(bytes) {
  const ptr = m._malloc(bytes.length || 1);
  m.HEAPU8.set(bytes, ptr);
  return ptr;
}

// The book of system.gst and BOOK.cat, given to use(book); the number of its
// warnings.
function withBook(bookFile, use) {
  const system = readFileSync(join(bsdata, 'system.gst'));
  const cat = readFileSync(join(bsdata, bookFile));
  const [s, c] = [cBytes(system), cBytes(cat)];
  const warningsCell = m._malloc(4);
  let book = 0;
  try {
    m.HEAPU32[warningsCell >> 2] = 0;
    book = out('wg_bsdata_book_load_strings', (p, err) =>
      m._wg_bsdata_book_load_strings(p, warningsCell, s, system.length, c, cat.length, err));
    const warnings = m.HEAPU32[warningsCell >> 2];
    const count = m._wg_problems_count(warnings);
    m._wg_problems_free(warnings);
    return use(book, count);
  } finally {
    m._wg_bsdata_book_free(book);
    for (const p of [s, c, warningsCell]) m._free(p);
  }
}

const nativeWarnings = (stderr) => stderr.split('\n').filter((l) => l.startsWith('wargen: warning:')).length;

test('without the importer, loading a book fails with WG_ENOTSUP', { skip: bsdataBuilt }, () => {
  assert.throws(() => withBook('book.cat', () => {}), /not supported|built without/i);
});

for (const bookFile of ['book.cat', 'edge.cat']) {
  test(`import catalog --cat ${bookFile}`, { skip: !bsdataBuilt }, () => {
    const native = wargen('import', 'catalog', '--gst', join(bsdata, 'system.gst'),
                          '--cat', join(bsdata, bookFile));
    assert.equal(native.status, 0, native.stderr);
    const [json, warnings] = withBook(bookFile, (book, count) => [
      takeString(out('wg_catalog_to_json', (p, err) =>
        m._wg_catalog_to_json(p, m._wg_bsdata_book_catalog(book), err))), count]);
    assert.equal(json + '\n', native.stdout);
    assert.equal(warnings, nativeWarnings(native.stderr));
  });
}

const importedRosters = [
  ['book.cat', 'valid-standard.ros'], ['book.cat', 'valid-standard.rosz'],
  ['book.cat', 'invalid-standard.ros'], ['book.cat', 'valid-warband-moved.ros'],
  ['edge.cat', 'edge.ros'],
];
for (const [bookFile, rosterFile] of importedRosters) {
  test(`import roster --cat ${bookFile} ${rosterFile}`, { skip: !bsdataBuilt }, () => {
    const native = wargen('import', 'roster', '--gst', join(bsdata, 'system.gst'),
                          '--cat', join(bsdata, bookFile), join(bsdata, rosterFile));
    assert.equal(native.status, 0, native.stderr);
    const data = readFileSync(join(bsdata, rosterFile));
    const json = withBook(bookFile, (book) => {
      const bytes = cBytes(data);
      const [name] = cString(rosterFile);
      try {
        return takeString(out('wg_bsdata_book_import_roster_string', (p, err) =>
          m._wg_bsdata_book_import_roster_string(p, 0, book, bytes, data.length, name, err)));
      } finally {
        m._free(bytes);
        m._free(name);
      }
    });
    assert.equal(json + '\n', native.stdout);
  });
}
