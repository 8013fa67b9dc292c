// The npm package `wargen` (bindings/js/) against the native command: the
// same JSON for generation, validation and open views, byte for byte, and
// what the package adds: loading, errors, argument conversions, lifetimes,
// and its TypeScript declarations (tsc on test/types/sample.ts).
// Run by `meson test` in an emscripten cross build (wasm/build.sh, the test
// `js`) with Node's runner:
//
//   WARGEN_WASM=BUILD/wasm/wargen.mjs WARGEN_BSDATA=1|0 WARGEN=NATIVE/wargen \
//     node --test bindings/js/test/
import { test as nodeTest } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync,
         writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { load, WargenError } from '../index.js';

// Node 20 has no `using` declarations: in a test, use(handle) gives the
// handle back and disposes it when the test ends.
const scope = [];
const use = (handle) => (scope.push(handle), handle);
function test(name, ...args) {
  const fn = args.pop();
  nodeTest(name, ...args, async (t) => {
    try {
      return await fn(t);
    } finally {
      while (scope.length) scope.pop()[Symbol.dispose]();
    }
  });
}

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..');
const root = join(pkg, '..', '..');
for (const name of ['WARGEN_WASM', 'WARGEN', 'WARGEN_BSDATA']) {
  if (!process.env[name]) throw new Error(`${name} is not set (see the comment at the top)`);
}
const loader = process.env.WARGEN_WASM;
const variant = process.env.WARGEN_BSDATA === '1' ? 'full' : 'lite';
const wg = await load({ variant, loader });

function wargen(...args) {
  const r = spawnSync(process.env.WARGEN, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  return { stdout: r.stdout, status: r.status, stderr: r.stderr };
}

// Runs f, requires a WargenError with these fields; returns it.
function throwsWargen(f, fields) {
  let error;
  try {
    f();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof WargenError, `expected a WargenError, got ${error}`);
  assert.ok(error instanceof Error);
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof RegExp) assert.match(error[key], value, key);
    else assert.equal(error[key], value, key);
  }
  return error;
}

// ---- loading ---------------------------------------------------------------------

test('load gives the module\'s API, its version the native command\'s', () => {
  assert.equal(wg.variant, variant);
  assert.ok(wargen('--version').stdout.includes(wg.version));
  assert.equal(wg.bsdataSupported, variant === 'full');
  assert.ok(Object.isFrozen(wg));
});

test('the package\'s version is the library\'s', () => {
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  assert.equal(version, wg.version);
});

test('load takes a URL, a loader function or the bytes; each load is a new module', async () => {
  const { default: createWargen } = await import(pathToFileURL(loader).href);
  const byFunction = await load({ loader: createWargen });
  const wasmBinary = readFileSync(join(dirname(loader), 'wargen.wasm'));
  const byBytes = await load({ loader: pathToFileURL(loader), wasmBinary });
  for (const other of [byFunction, byBytes]) {
    assert.equal(other.version, wg.version);
    const rng = use(new other.Rng(5));
    const mine = use(new wg.Rng(5));
    assert.deepEqual(rng.roll(20), mine.roll(20));
  }
});

test('without a loader, load() imports wasm/VARIANT/wargen.mjs beside index.js', async () => {
  // the package's layout, in a temporary folder: index.js and this variant's module
  const dir = mkdtempSync(join(tmpdir(), 'wargen-js-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{"type": "module"}');
    copyFileSync(join(pkg, 'index.js'), join(dir, 'index.js'));
    mkdirSync(join(dir, 'wasm', variant), { recursive: true });
    for (const f of ['wargen.mjs', 'wargen.wasm']) {
      copyFileSync(join(dirname(loader), f), join(dir, 'wasm', variant, f));
    }
    const copy = await import(pathToFileURL(join(dir, 'index.js')).href);
    const other = await copy.load({ variant });
    assert.equal(other.variant, variant);
    assert.equal(other.bsdataSupported, variant === 'full');
    assert.equal(other.version, wg.version);
    await assert.rejects(copy.load({ variant: variant === 'full' ? 'lite' : 'full' }),
                         /wargen\.mjs/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('load refuses an unknown variant', async () => {
  await assert.rejects(load({ variant: 'huge' }), (e) => e instanceof WargenError && e.code === 'EINVAL');
});

// ---- errors ----------------------------------------------------------------------

const catalogPath = join(root, 'data', 'catalogs', 'example-kingdom.json');
const catalogText = readFileSync(catalogPath, 'utf8');

test('a document that is not JSON: EPARSE with its file, line and column', () => {
  const e = throwsWargen(() => wg.Catalog.load('{\n  "format": }', { name: 'book.json' }), {
    code: 'EPARSE', file: 'book.json', line: 2, name: 'WargenError',
  });
  assert.ok(e.column > 0);
  assert.ok(e.status < 0);
  assert.match(e.message, /^book\.json:2:\d+: /);
  assert.ok(e.detail.length > 0 && !e.detail.startsWith('book.json'));
});

test('a document that breaks its format: EFORMAT with the JSON path', () => {
  const catalog = use(wg.Catalog.load(catalogText));
  const roster = JSON.parse(readFileSync(join(root, 'data', 'rosters', 'valid-grand.json'), 'utf8'));
  roster.units[1].entry = 42;
  const e = throwsWargen(() => wg.Roster.load(catalog, roster), { code: 'EFORMAT', file: '<string>' });
  assert.match(e.path, /^units\[1\]/);
  assert.ok(e.line > 0 && e.column > 0);
});

test('a document that grows the module\'s memory: its error is located all the same', () => {
  // a document larger than the module's memory so far: its copy grows the heap
  const big = `{"format": "wargen-catalog/1", "name": "${'x'.repeat(24 << 20)}"`;
  const e = throwsWargen(() => wg.Catalog.load(big, { name: 'big.json' }), { file: 'big.json' });
  assert.ok(['EPARSE', 'ERANGE'].includes(e.code), e.message);
  assert.match(e.message, /^big\.json/);
  throwsWargen(() => wg.Catalog.load('{', { name: 'small.json' }), { code: 'EPARSE', line: 1 });
});

test('the status names are the C library\'s, one per code', () => {
  const codes = new Set();
  for (const f of [() => wg.Catalog.load('['), () => wg.Catalog.load('{}'),
                   () => new wg.Rng(1).roll(1e9), () => wg.generate({ players: 3 })]) {
    try {
      f();
    } catch (e) {
      assert.ok(e instanceof WargenError);
      codes.add(`${e.code} ${e.status}`);
    }
  }
  assert.deepEqual([...codes].sort(), ['EFORMAT -5', 'EINVAL -1', 'EPARSE -4', 'ERANGE -6']);
});

test('arguments the C types cannot hold are refused, naming them', () => {
  throwsWargen(() => new wg.Rng(-1), { code: 'ERANGE', message: /seed/ });
  throwsWargen(() => new wg.Rng(2n ** 64n), { code: 'ERANGE', message: /seed/ });
  throwsWargen(() => new wg.Rng(1.5), { code: 'EINVAL', message: /seed/ });
  throwsWargen(() => new wg.Rng('x'), { code: 'EINVAL', message: /seed/ });
  const rng = use(new wg.Rng(1));
  throwsWargen(() => rng.roll(-1), { code: 'EINVAL', message: /count/ });
  throwsWargen(() => wg.generate({ seed: 1, colour: 'red' }), { code: 'EINVAL', message: /colour/ });
  throwsWargen(() => wg.generate({ seed: 1, size: 'huge' }), { code: 'EINVAL', message: /huge/ });
  // the values of names parsed are kept, not those of names refused
  const large = () => use(wg.generate({ seed: 1, size: 'large' })).json();
  assert.equal(large(), large());
  throwsWargen(() => wg.generate({ seed: 1, size: 'huge' }), { code: 'EINVAL', message: /huge/ });
  throwsWargen(() => wg.Catalog.load(42), { code: 'EINVAL', message: /Catalog must be a string/ });
  throwsWargen(() => wg.Session.load('{}'), { code: 'EINVAL', message: /Session has no load/ });
  throwsWargen(() => new wg.Catalog(), { code: 'EINVAL', message: /Catalog/ });
});

// ---- lifetimes -----------------------------------------------------------------------

test('a disposed handle is refused clearly; dispose twice does nothing', () => {
  const rng = new wg.Rng(1);
  assert.equal(rng.disposed, false);
  rng.dispose();
  rng.dispose();
  assert.equal(rng.disposed, true);
  throwsWargen(() => rng.d6(), { code: 'ESTATE', message: /Rng was disposed/ });
});

test('[Symbol.dispose] disposes; a roster refuses once its catalogue is gone', () => {
  const rng = new wg.Rng(3);
  rng[Symbol.dispose]();
  assert.equal(rng.disposed, true);
  const catalog = wg.Catalog.load(catalogText);
  const roster = use(wg.Roster.load(catalog, readFileSync(join(root, 'data', 'rosters', 'valid-grand.json'))));
  assert.equal(roster.catalog, catalog);
  catalog[Symbol.dispose]();
  throwsWargen(() => roster.validate(), { code: 'ESTATE', message: /Roster's Catalog was disposed/ });
});

test('undisposed handles are freed when collected (the safety net)', async () => {
  // gc() without --expose-gc on the command line
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const before = wg.liveHandles();
  (() => {
    for (let i = 0; i < 100; i++) wg.Catalog.load(catalogText);
  })();
  assert.equal(wg.liveHandles(), before + 100);
  for (let i = 0; i < 50 && wg.liveHandles() > before; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 20));
  }
  // (and the earlier tests' undisposed handles, if any)
  const after = wg.liveHandles();
  assert.ok(after <= before, `${after} live handles, ${before} before`);
  new wg.Rng(1).dispose();
  assert.equal(wg.liveHandles(), after);
});

// ---- dice -------------------------------------------------------------------------

test('roll: the dice of `wargen roll --dice N --seed S --count K --json`', () => {
  for (const [seed, dice, count] of [[0n, 1, 3], [42n, 6, 4], [2n ** 64n - 1n, 100, 2]]) {
    const native = wargen('roll', '--dice', String(dice), '--seed', String(seed), '--count',
                          String(count), '--json');
    assert.equal(native.status, 0, native.stderr);
    const lines = native.stdout.trim().split('\n').map((l) => JSON.parse(l));
    const rng = use(new wg.Rng(seed));
    for (const line of lines) {
      const rolled = rng.roll(dice);
      assert.deepEqual(rolled, line.dice);
      assert.equal(rolled.reduce((a, b) => a + b, 0), line.sum);
    }
  }
});

test('pools: the lines of `wargen roll --json`, byte for byte; re-rolls once per die', () => {
  for (const [seed, dice, count] of [[0n, 1, 3], [42n, 6, 4], [2n ** 64n - 1n, 100, 2]]) {
    const native = wargen('roll', '--dice', String(dice), '--seed', String(seed), '--count',
                          String(count), '--json');
    const rng = use(new wg.Rng(seed));
    const lines = [];
    for (let k = 1; k <= count; k++) {
      const pool = use(rng.pool(dice));
      lines.push(pool.json(seed, k));
    }
    assert.equal(lines.join('\n') + '\n', native.stdout);
  }
  const rng = use(new wg.Rng(8));
  const pool = use(rng.pool(10));
  const dice = pool.dice;
  assert.equal(pool.sum, dice.reduce((a, b) => a + b, 0));
  assert.equal(pool.countAtLeast(4), dice.filter((d) => d >= 4).length);
  const value = pool.reroll(3);
  assert.ok(value >= 1 && value <= 6 && pool.dice[3] === value && pool.rerolled(3));
  throwsWargen(() => pool.reroll(3), { code: 'ERULE' });
  throwsWargen(() => pool.reroll(10), { code: 'ENOTFOUND' });
  const below = pool.dice.filter((d, i) => d < 4 && i !== 3).length;
  assert.equal(pool.rerollBelow(4), below);
  throwsWargen(() => rng.pool(0), { code: 'ERANGE' });
  rng.dispose();
  throwsWargen(() => pool.sum, { code: 'ESTATE', message: /Roll's Rng was disposed/ });
});

test('table check: the problems `wargen table check` lists', () => {
  for (const path of [join(root, 'data', 'tables', 'default.json'),
                      join(root, 'tests', 'data', 'tables', 'several-problems.json')]) {
    const native = wargen('table', 'check', path);
    const problems = wg.Table.check(readFileSync(path), { name: path });
    assert.equal(native.status, problems.length ? 2 : 0);
    const lines = native.stderr.split('\n').filter((l) => l.startsWith('wargen: '));
    assert.deepEqual(problems.map((p) => `wargen: ${p.message}`), lines);
    assert.equal(problems.omitted, 0);
    for (const p of problems) assert.ok(p instanceof WargenError && p.line > 0 && p.file === path);
  }
});

test('a seed is the same as a bigint, a number or a decimal string', () => {
  const a = use(new wg.Rng(123456789));
  const b = use(new wg.Rng(123456789n));
  const c = use(new wg.Rng('123456789'));
  const r = [a.next(), b.next(), c.next()];
  assert.equal(typeof r[0], 'bigint');
  assert.ok(r[0] >= 0n && r[0] < 2n ** 64n);
  assert.equal(r[1], r[0]);
  assert.equal(r[2], r[0]);
});

test('d6, d66, below, state, copy, reseed, streams', () => {
  const rng = use(new wg.Rng(9));
  for (let i = 0; i < 200; i++) {
    const d = rng.d6();
    assert.ok(d >= 1 && d <= 6);
    const dd = rng.d66();
    assert.ok(dd >= 11 && dd <= 66 && dd % 10 >= 1 && dd % 10 <= 6);
    assert.ok(rng.below(2n ** 63n + 5n) < 2n ** 63n + 5n);
  }
  const state = rng.state;
  assert.match(state, /^[0-9a-f]{64}$/);
  const copy = use(rng.copy());
  const ahead = rng.roll(10);
  assert.deepEqual(copy.roll(10), ahead);
  rng.state = state;
  assert.deepEqual(rng.roll(10), ahead);
  throwsWargen(() => { rng.state = 'zz'; }, { code: 'EINVAL' });
  rng.reseed(9);
  const fresh = use(new wg.Rng(9));
  assert.equal(rng.next(), fresh.next());
  const s0 = use(wg.Rng.stream(9, 0));
  const s2 = use(wg.Rng.stream(9, 2));
  const jumped = use(new wg.Rng(9));
  jumped.jump();
  jumped.jump();
  assert.equal(s2.next(), jumped.next());
  assert.notEqual(s0.next(), s2.next());
  throwsWargen(() => wg.Rng.stream(9, 10n ** 12n), { code: 'ERANGE' });
  const seed = wg.freshSeed();
  assert.ok(seed >= 0n && seed <= 999999999n);
});

// ---- names ------------------------------------------------------------------------------------

test('names: each enumeration as the library names it, what it accepts and shows', () => {
  for (const [what, list] of Object.entries(wg.names)) {
    assert.ok(list.length > 0 && new Set(list).size === list.length, what);
    assert.ok(Object.isFrozen(list), what);
  }
  assert.deepEqual(wg.names.armySize, ['small', 'medium', 'large']);
  assert.deepEqual(wg.names.moraleResult, ['steady', 'wavered', 'retreat', 'fled']);
  // every size is one the command takes, and gives its armies
  for (const size of wg.names.armySize) {
    const session = use(wg.generate({ seed: 5, size }));
    assert.equal(session.json() + '\n', wargen('generate', '--seed', '5', '--size', size, '--json').stdout);
  }
  // a check with k failures shows names.moraleResult[k] (B3)
  for (const [opponent, dice, k] of [[1, [6, 6, 6], 0], [6, [1, 6, 6], 1], [6, [1, 1, 6], 2],
                                     [6, [1, 1, 1], 3]]) {
    const check = wg.moraleJudge(opponent, dice, 0);
    assert.equal(check.failures, k);
    assert.equal(check.result, wg.names.moraleResult[k]);
  }
  for (const action of wg.names.gameAction) assert.match(action, /^[a-z-]+$/);
  assert.ok(wg.names.gameReason.includes('refused-by-host'));
});

// ---- the game engine ------------------------------------------------------------------------

const gamesDir = join(root, 'data', 'games');
for (const file of readdirSync(gamesDir).filter((f) => f.endsWith('.json')).sort()) {
  test(`game ${file}: wargen game play [--player P] --json`, () => {
    const path = join(gamesDir, file);
    const game = use(wg.Game.load(readFileSync(path), { name: path }));
    const native = wargen('game', 'play', path, '--json');
    assert.equal(native.status, 0, native.stderr);
    assert.equal(game.json() + '\n', native.stdout);
    assert.deepEqual(game.toObject(), JSON.parse(native.stdout));
    for (const player of [1, 2]) {
      const view = wargen('game', 'play', path, '--player', String(player), '--json');
      assert.equal(game.viewJson(player) + '\n', view.stdout);
      assert.deepEqual(game.view(player), JSON.parse(view.stdout));
      assert.equal(game.log(player).view, player);
    }
    // the log replays to the same state
    const again = use(wg.Game.load(game.logJson()));
    assert.equal(again.json(), game.json());
  });
}

test('a game played action by action is the one its log replays; a refusal names its reason', () => {
  const doc = JSON.parse(readFileSync(join(gamesDir, 'example.json'), 'utf8'));
  const setup = { ...doc, actions: [] };
  const game = use(wg.Game.load(setup));
  game.startTurn(1).activate('knights').spend('knights', 2, 'move')
    .spend('knights', 1, 'melee', 'archers').activate('archers').wait('archers')
    .kill('archers', 4).panic('archers').addEffect('fire', 'knights').scoreObjective('hill', 1)
    .endTurn();
  const replayed = use(wg.Game.load(doc));
  assert.equal(game.json(), replayed.json());
  assert.equal(game.turn, replayed.turn);
  assert.equal(game.over, false);
  const before = game.json();
  const e = throwsWargen(() => game.activate('nobody'), { code: 'ERULE', reason: 'unknown-unit' });
  assert.equal(e.game, game);
  assert.equal(game.json(), before);
  throwsWargen(() => game.spend('knights', 1, 'dance'), { code: 'EINVAL', message: /dance/ });
  // the other actions reach the engine with their ids: applied, or refused by a rule
  for (const act of [() => game.rally('archers'), () => game.respond('archers', 'knights'),
                     () => game.endActivation('knights'), () => game.endEffect('fire')]) {
    try {
      assert.equal(act(), game);
    } catch (e) {
      assert.ok(e instanceof WargenError && e.code === 'ERULE' && e.reason, String(e));
    }
  }
  game.endGame();
  assert.equal(game.over, true);

  const refusedLog = { ...doc, actions: [...doc.actions, { activate: 'knights' }, { activate: 'archers' }] };
  const r = throwsWargen(() => wg.Game.load(refusedLog, { name: 'g.json' }),
                         { code: 'ERULE', file: 'g.json', path: /^actions\[/ });
  assert.equal(typeof r.reason, 'string');
  assert.ok(r.game.json().length > 0);
  r.game.dispose();
  throwsWargen(() => wg.Game.load('{"format": "wargen-game/1"}'), { code: 'EFORMAT' });
});

test('game events reach a JavaScript callback; one that throws fails the action after it', () => {
  const doc = JSON.parse(readFileSync(join(gamesDir, 'example.json'), 'utf8'));
  const game = use(wg.Game.load({ ...doc, actions: [] }));
  const events = [];
  game.onEvent((e) => events.push(e));
  game.startTurn(1).activate('knights').spend('knights', 3, 'move');
  game.activate('archers').wait('archers').kill('archers', 4).addEffect('fire', 'knights');
  assert.deepEqual(events[0], { kind: 'activation-started', turn: 1, unit: 'knights', other: null,
                                effect: null, count: 0 });
  const kill = events.find((e) => e.kind === 'kill');
  assert.deepEqual([kill.unit, kill.count], ['archers', 4]);
  const seen = events.length;
  game.endTurn();
  const resolved = events.slice(seen).find((e) => e.kind === 'effect-resolved');
  assert.deepEqual([resolved.effect, resolved.unit], ['fire', 'knights']);
  assert.ok(events.slice(seen).some((e) => e.kind === 'turn-ended'));

  game.startTurn(2);
  game.onEvent(() => { throw new Error('from the callback'); });
  assert.throws(() => game.kill('knights', 1), /from the callback/);
  assert.equal(game.toObject().units.knights.models, 4); // the action was applied
  game.onEvent(null);
  game.endGame();
  assert.equal(events.filter((e) => e.kind === 'game-over').length, 0);
  throwsWargen(() => game.onEvent('no'), { code: 'EINVAL' });
});

test('a callback may call the package during an action: its scratch memory stacks below', () => {
  const doc = JSON.parse(readFileSync(join(gamesDir, 'example.json'), 'utf8'));
  const game = use(wg.Game.load({ ...doc, actions: [] }));
  const plain = use(wg.Game.load({ ...doc, actions: [] }));
  const view = plain.viewJson(1);
  const refusal = throwsWargen(() => wg.moraleJudge(0, [1, 2, 3]), { code: 'EINVAL' }).message;
  let calls = 0;
  game.onEvent(() => {
    calls++;
    assert.equal(plain.viewJson(1), view);
    assert.equal(throwsWargen(() => wg.moraleJudge(0, [1, 2, 3]), { code: 'EINVAL' }).message, refusal);
  });
  game.startTurn(1).activate('knights').spend('knights', 3, 'move');
  plain.startTurn(1).activate('knights').spend('knights', 3, 'move');
  assert.ok(calls > 0);
  assert.equal(game.json(), plain.json());
});

// ---- modifiers ---------------------------------------------------------------------------

const modelsDir = join(root, 'data', 'models');
for (const file of readdirSync(modelsDir).filter((f) => f.endsWith('.json')).sort()) {
  test(`modifiers of ${file}: wargen modify [--explain] [--json]`, () => {
    const path = join(modelsDir, file);
    const models = use(wg.Models.load(readFileSync(path), { name: path }));
    for (const explain of [false, true]) {
      const flags = explain ? ['--explain'] : [];
      const json = wargen('modify', path, ...flags, '--json');
      assert.equal(json.status, 0, json.stderr);
      assert.equal(models.json({ explain }) + '\n', json.stdout);
      assert.deepEqual(models.toObject({ explain }), JSON.parse(json.stdout));
      const text = wargen('modify', path, ...flags);
      assert.equal(models.text({ explain }), text.stdout);
    }
    const doc = JSON.parse(wargen('modify', path, '--explain', '--json').stdout);
    assert.deepEqual(models.modelIds, doc.models.map((m) => m.id));
    doc.models.forEach((model, i) => {
      for (const [stat, value] of Object.entries(model.characteristics)) {
        assert.equal(models.value(model.id, stat), value);
        assert.equal(models.value(i, stat), value);
        assert.deepEqual(models.explain(model.id, stat), model.trace[stat]);
        assert.match(models.explainText(i, stat), new RegExp(`^${model.id}\\.${stat} = ${value}\n`));
      }
    });
  });
}

test('modifiers: setBase changes what depends on it; errors name what is missing', () => {
  const models = use(wg.Models.load(readFileSync(join(modelsDir, 'example.json'))));
  assert.equal(models.value('spearman', 'Dis'), 9);
  models.setBase('general', 'Dis', 6);
  assert.equal(models.value('general', 'Dis'), 7);
  assert.equal(models.value('spearman', 'Dis'), 7);
  throwsWargen(() => models.value('nobody', 'Dis'), { code: 'ENOTFOUND', message: /nobody/ });
  throwsWargen(() => models.value('general', 'Nope'), { code: 'ENOTFOUND' });
  throwsWargen(() => models.setBase('general', 'Dis', 1000), { code: 'ERANGE' });
  throwsWargen(() => wg.Models.load('{"format": "wargen-models/1", "models": 3}', { name: 'm.json' }),
               { code: 'EFORMAT', file: 'm.json', path: /^models/ });
});

// ---- morale -----------------------------------------------------------------------------

test('morale odds: `wargen morale --odds --modifier N --json`', () => {
  for (const modifier of [0, 1, -2, 6, -7]) {
    const native = wargen('morale', '--odds', '--modifier', String(modifier), '--json');
    assert.equal(native.status, 0, native.stderr);
    assert.equal(wg.moraleOddsJson(modifier) + '\n', native.stdout);
    assert.deepEqual(wg.moraleOdds(modifier), JSON.parse(native.stdout));
  }
  assert.equal(wg.moraleOddsJson(), wg.moraleOddsJson(0));
});

test('morale checks: the lines of `wargen morale --roll --seed S --count K --json`', () => {
  for (const [seed, modifier] of [[5n, -2], [2n ** 64n - 1n, 0], [77n, 3]]) {
    const native = wargen('morale', '--roll', '--modifier', String(modifier), '--seed', String(seed),
                          '--count', '20', '--json');
    assert.equal(native.status, 0, native.stderr);
    const rng = use(new wg.Rng(seed));
    for (const line of native.stdout.trim().split('\n')) {
      const { seed: _s, index: _i, ...check } = JSON.parse(line);
      assert.deepEqual(rng.moraleCheck(modifier), check);
    }
  }
});

test('morale: judged dice, simulated counts, refusals', () => {
  const judged = wg.moraleJudge(4, [1, 5, 6], 0);
  assert.deepEqual(judged.dice, [1, 5, 6]);
  assert.equal(judged.failures, 1);
  assert.deepEqual(JSON.parse(wg.moraleJudgeJson(4, [1, 5, 6])), judged);
  throwsWargen(() => wg.moraleJudge(7, [1, 2, 3]), { code: 'EINVAL' });
  throwsWargen(() => wg.moraleJudge(3, [1, 2]), { code: 'EINVAL', message: /dice/ });
  const rng = use(new wg.Rng(1));
  const copy = use(rng.copy());
  const counts = rng.moraleSimulate(1296 * 4);
  assert.equal(counts.reduce((a, b) => a + b, 0n), 1296n * 4n);
  const byHand = [0n, 0n, 0n, 0n];
  for (let i = 0; i < 1296 * 4; i++) byHand[copy.moraleCheck().failures]++;
  assert.deepEqual(counts, byHand);
  throwsWargen(() => rng.moraleSimulate(2n ** 63n), { code: 'ERANGE' });
});

// ---- generation ----------------------------------------------------------------------

const generations = [
  [0n, {}, []],
  [42n, {}, []],
  [2n ** 53n + 1n, { size: 'large' }, ['--size', 'large']],
  [2n ** 64n - 1n, { size: 'medium', players: 2 }, ['--size', 'medium', '--players', '2']],
  [5n, { limit: 23 }, ['--limit', '23']],
  [7n, { players: 2, cards: true }, ['--players', '2', '--cards']],
  [8n, { players: 2, cards: true, perPlayerDecks: true, firstPlayer: 2 },
   ['--players', '2', '--cards', '--per-player-decks', '--first-player', '2']],
];
for (const [seed, options, flags] of generations) {
  test(`generate --seed ${seed} ${flags.join(' ')}: the same JSON, a log that replays`, () => {
    const native = wargen('generate', '--seed', String(seed), '--json', ...flags);
    assert.equal(native.status, 0, native.stderr);
    const session = use(wg.generate({ seed, ...options }));
    assert.equal(session.json() + '\n', native.stdout);
    assert.equal(session.seed, seed);
    assert.equal(session.finished, true);
    const doc = session.toObject();
    assert.equal(doc.players.length, options.players ?? 1);
    if (seed <= BigInt(Number.MAX_SAFE_INTEGER)) assert.deepEqual(doc, JSON.parse(native.stdout));

    const replayed = use(wg.Session.replay(session.logJson(), { table: session.table }));
    assert.equal(replayed.json(), session.json());
    assert.equal(session.log().format, 'wargen-log/1');
  });
}

test('the log is `wargen generate --log`\'s, and `wargen replay` replays the package\'s', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wargen-log-'));
  const logFile = join(dir, 'log.json');
  const native = wargen('generate', '--seed', '11', '--players', '2', '--log', logFile, '--json');
  assert.equal(native.status, 0, native.stderr);
  const session = use(wg.generate({ seed: 11, players: 2 }));
  assert.deepEqual(session.log(), JSON.parse(readFileSync(logFile, 'utf8')));
  const fromNative = use(wg.Session.replay(readFileSync(logFile)));
  assert.equal(fromNative.json() + '\n', native.stdout);
  rmSync(dir, { recursive: true });
});

test('a log that does not replay: ERULE naming the step', () => {
  const session = use(wg.generate({ seed: 3 }));
  const log = session.log();
  log.steps[0].draw.roll = log.steps[0].draw.roll === 11 ? 12 : 11;
  throwsWargen(() => wg.Session.replay(log, { name: 'log.json' }),
               { code: 'ERULE', file: 'log.json', path: /^steps\[0\]/ });
});

test('step by step: a generated session\'s log, applied call by call, gives its armies', () => {
  for (const seed of [1, 2, 3]) {
    const generated = use(wg.generate({ seed, players: 2, size: 'large' }));
    const session = use(wg.newSession({ seed, players: 2, size: 'large' }));
    for (const step of generated.log().steps) {
      if (step.draw) {
        assert.equal(session.turn, step.player);
        assert.equal(session.draw(step.player).roll, step.draw.roll);
        assert.equal(session.pending.roll, step.draw.roll);
      } else if (step.field) {
        session.field(step.player, step.field.slot);
      } else if (step.commit) {
        session.commit(step.player);
        assert.equal(session.pending, null);
      } else {
        assert.fail(`a step this test does not know: ${JSON.stringify(step)}`);
      }
    }
    assert.equal(session.finished, true);
    assert.equal(session.json(), generated.json());
    assert.equal(session.logJson(), generated.logJson());
  }
});

test('step by step: decisions and refusals', () => {
  const session = use(wg.newSession({ seed: 4, players: 2, firstPlayer: 1 }));
  const other = 2;
  throwsWargen(() => session.draw(other), { code: 'ESTATE' });
  throwsWargen(() => session.commit(1), { code: 'ESTATE' });
  session.draw(1);
  session.substitute(1, 'horde', 1);
  throwsWargen(() => session.substitute(1, 'regular'), { code: 'ERULE' });
  throwsWargen(() => session.substitute(1, 'wizard'), { code: 'EINVAL', message: /wizard/ });
  session.field(1, 0).commit(1);
  const draw = session.toObject().players[0].draws[0];
  assert.equal(draw.substitute, true);
  assert.equal(draw.cost, 3);
  assert.equal(session.turn, 2);
  session.draw(2);
  // out of units only with no draw pending; a slot past the entry's
  throwsWargen(() => session.declareOutOfUnits(2), { code: 'ESTATE' });
  throwsWargen(() => session.takeEndlessSpell(2, 99, 'Orb'), { code: 'ENOTFOUND' });
});

test('a session made then run; a table of its own', () => {
  const table = use(wg.Table.default());
  assert.equal(typeof table.name, 'string');
  assert.match(table.digest, /^[0-9a-f]+$/);
  const copy = use(wg.Table.load(table.json(), { name: 'table.json' }));
  assert.equal(copy.digest, table.digest);
  assert.deepEqual(copy.toObject(), table.toObject());
  const session = use(wg.newSession({ seed: 1, table: copy }));
  assert.equal(session.finished, false);
  session.run();
  const same = use(wg.generate({ seed: 1 }));
  assert.equal(session.json(), same.json());
  throwsWargen(() => wg.Table.load('{"format": "wargen-table/1"}'), { code: 'EFORMAT' });
});

// ---- catalogues, rosters, validation, views ---------------------------------------------

const rosterDir = join(root, 'data', 'rosters');
const rosters = readdirSync(rosterDir).filter((f) => f.endsWith('.json')).sort();
test('the shipped rosters are there', () => assert.ok(rosters.length >= 10, rosters.join()));
const hiddenDir = join(rosterDir, 'hidden');
const views = [...rosters.map((f) => join(rosterDir, f)),
               ...readdirSync(hiddenDir).filter((f) => f.endsWith('.json')).sort()
                 .map((f) => join(hiddenDir, f))];

// roster.validate(), which builds the report from the library's accessors
// (index.js, reportObject), and requires it to be JSON.parse of
// validateJson(), the library's own text: the same values and, through
// JSON.stringify, the same keys in the same order.
function reportOf(roster, what) {
  const report = roster.validate();
  const parsed = JSON.parse(roster.validateJson());
  assert.deepEqual(report, parsed, what);
  assert.equal(JSON.stringify(report), JSON.stringify(parsed), `${what}: keys and their order`);
  return report;
}

for (const path of views) {
  const name = path.slice(rosterDir.length + 1);
  test(`validate ${name}: wargen validate --json's report`, () => {
    const native = wargen('validate', '--catalog', catalogPath, path, '--json');
    const catalog = use(wg.Catalog.load(catalogText, { name: catalogPath }));
    let roster;
    try {
      roster = use(wg.Roster.load(catalog, readFileSync(path), { name: path }));
    } catch (e) {
      // not a roster (a reveal's events): the command refuses it too
      assert.ok(e instanceof WargenError);
      assert.equal(native.status, 2, native.stderr);
      return;
    }
    assert.equal(roster.validateJson() + '\n', native.stdout);
    const report = reportOf(roster, name);
    assert.deepEqual(report, JSON.parse(native.stdout));
    assert.equal(native.status, report.valid ? 0 : 1, native.stderr);
    assert.deepEqual(wg.validate(JSON.parse(catalogText), readFileSync(path, 'utf8')), report);
  });
}

test('a report\'s "percent" is hundredths / 100: the number JSON.parse makes of "%ld.%02ld"', () => {
  // (what reportObject relies on: both are the correctly rounded value of one fraction)
  const text = (h) => `${Math.trunc(h / 100)}.${String(h % 100).padStart(2, '0')}`;
  let checked = 0;
  for (const [from, to] of [[0, 1000000], [2 ** 31 - 100000, 2 ** 31 - 1]]) {
    for (let h = from; h <= to; h++, checked++) {
      if (h / 100 !== JSON.parse(text(h))) assert.fail(`${h} / 100 is not ${text(h)}`);
    }
  }
  assert.equal(checked, 1100001);
});

// Generated rosters: the seeded generator of the non-interference tests
// (tests/pairs, the program hidden-pairs of a native build with tests:
// WARGEN_HIDDEN_PAIRS, else the one beside $WARGEN's build), both rosters
// of each pair, over catalogues of every kind; and the fuzz corpus's
// rosters (fuzz/corpus/roster/, against the fuzz target's catalogue).
const hiddenPairs = process.env.WARGEN_HIDDEN_PAIRS ??
  join(dirname(process.env.WARGEN), '..', 'tests', 'pairs', 'hidden-pairs');
const pairBooks = [join(root, 'tests', 'data', 'hidden', 'pairs-book.json'), catalogPath,
                   join(root, 'tests', 'data', 'bsdata', 'book.json'),
                   join(root, 'tests', 'data', 'bsdata', 'edge.json'),
                   join(root, 'tests', 'cli', 'data', 'validate-catalog.json')];
test('validate() is JSON.parse(validateJson()) for 400 generated rosters',
     { skip: !existsSync(hiddenPairs) && `no ${hiddenPairs} (a native build with tests=true, or WARGEN_HIDDEN_PAIRS)` },
     () => {
  const r = spawnSync(hiddenPairs, ['31', '200', ...pairBooks], { encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(r.status, 0, r.stderr);
  const catalogs = new Map(pairBooks.map((b) => [b, use(wg.Catalog.load(readFileSync(b), { name: b }))]));
  const codes = new Set();
  const sizes = new Set();
  let checked = 0;
  for (const line of r.stdout.trim().split('\n')) {
    const pair = JSON.parse(line);
    for (const side of ['a', 'b']) {
      const roster = wg.Roster.load(catalogs.get(pair.catalog), pair[side], { name: `pair ${pair.index}${side}` });
      try {
        const report = reportOf(roster, `pair ${pair.index}${side} of ${pair.catalog}`);
        for (const v of report.violations) codes.add(v.code);
        sizes.add(report.size);
        checked++;
      } finally {
        roster.dispose();
      }
    }
  }
  assert.equal(checked, 400);
  // the rosters break most rules, in every format
  assert.ok(codes.size >= 10, [...codes].join());
  assert.equal(sizes.size, 3, [...sizes].join());
});

test('validate() is JSON.parse(validateJson()) for the fuzz corpus\'s rosters', () => {
  const corpus = join(root, 'fuzz', 'corpus', 'roster');
  const catalog = use(wg.Catalog.load(catalogText, { name: catalogPath }));
  let checked = 0;
  for (const file of readdirSync(corpus).sort()) {
    let roster;
    try {
      roster = wg.Roster.load(catalog, readFileSync(join(corpus, file)), { name: file });
    } catch (e) {
      assert.ok(e instanceof WargenError, file); // a roster the reader refuses
      continue;
    }
    try {
      reportOf(roster, file);
      checked++;
    } finally {
      roster.dispose();
    }
  }
  assert.ok(checked >= 20, `${checked} rosters`);
});

test('a catalogue as text, bytes and an object is the same; its id and name', () => {
  const a = use(wg.Catalog.load(catalogText));
  const b = use(wg.Catalog.load(new TextEncoder().encode(catalogText)));
  const c = use(wg.Catalog.load(JSON.parse(catalogText)));
  assert.equal(a.json(), b.json());
  assert.equal(a.json(), c.json());
  assert.equal(a.id, 'example-kingdom');
  assert.equal(typeof a.name, 'string');
  assert.deepEqual(a.toObject(), JSON.parse(a.json()));
});

for (const path of views) {
  const name = path.slice(rosterDir.length + 1);
  test(`open view of ${name}: wargen roster open --json's`, () => {
    const native = wargen('roster', 'open', '--catalog', catalogPath, path, '--json');
    const catalog = use(wg.Catalog.load(catalogText));
    let roster;
    try {
      roster = wg.Roster.load(catalog, readFileSync(path));
    } catch (e) {
      // a roster the reader refuses: the command refuses it too
      assert.ok(e instanceof WargenError);
      assert.equal(native.status, 2);
      return;
    }
    const r = use(roster);
    if (native.status === 0) {
      assert.equal(r.viewJson('open') + '\n', native.stdout);
      assert.deepEqual(r.openView(), JSON.parse(native.stdout));
    } else {
      assert.equal(native.status, 1, native.stderr);
      const e = throwsWargen(() => r.openView(), { code: 'ERULE' });
      assert.deepEqual(e.violations, JSON.parse(native.stdout));
    }
  });
}

test('the hidden view is `wargen roster hidden --json`\'s', () => {
  const path = join(hiddenDir, 'secret-assassin.json');
  const native = wargen('roster', 'hidden', '--catalog', catalogPath, path, '--json');
  assert.equal(native.status, 0, native.stderr);
  const catalog = use(wg.Catalog.load(catalogText));
  const roster = use(wg.Roster.load(catalog, readFileSync(path)));
  assert.equal(roster.viewJson('hidden') + '\n', native.stdout);
  throwsWargen(() => roster.viewJson('secret'), { code: 'EINVAL', message: /secret/ });
});

test('reveals: `wargen roster reveal --json` after the same events, fed at once or one by one', () => {
  const path = join(hiddenDir, 'twins-labelled.json');
  const eventsPath = join(hiddenDir, 'twins-labelled-reveal.json');
  const native = wargen('roster', 'reveal', '--catalog', catalogPath, path, eventsPath, '--json');
  assert.equal(native.status, 0, native.stderr);
  const catalog = use(wg.Catalog.load(catalogText));
  const roster = use(wg.Roster.load(catalog, readFileSync(path)));
  const all = use(roster.reveal());
  assert.equal(all.apply(readFileSync(eventsPath), { name: eventsPath }).json() + '\n', native.stdout);
  assert.deepEqual(all.toObject(), JSON.parse(native.stdout));

  const one = use(roster.reveal());
  const events = JSON.parse(readFileSync(eventsPath, 'utf8')).events;
  const revealedAt = JSON.parse(native.stdout).revealed.map((r) => r.event);
  events.forEach((e, i) => {
    assert.equal(one.use(e.unit, e.item, e.use, e.beyond_mundane ?? true), revealedAt.includes(i), `event ${i}`);
  });
  assert.equal(one.json(), all.json());
  assert.equal(one.eventCount, events.length);
  assert.equal(one.revelationCount, revealedAt.length);
  assert.equal(one.isRevealed(events[0].unit, events[0].item), true);
  assert.equal(one.isRevealed(1, 'no-such-item'), false);

  const bad = { format: 'wargen-reveal/1', events: [events[0], { ...events[1], item: 'no-such-item' }] };
  throwsWargen(() => one.apply(bad, { name: 'bad.json' }), { code: 'EFORMAT', file: 'bad.json', path: /^events\[1\]/ });
  assert.equal(one.eventCount, events.length);
  throwsWargen(() => one.use(0, 'biting-blade', 'dance'), { code: 'EINVAL', message: /dance/ });
  throwsWargen(() => one.use(999, 'biting-blade', 'attack'), { code: 'ENOTFOUND' });
  const clashing = use(wg.Roster.load(catalog, readFileSync(join(hiddenDir, 'twins-clashing.json'))));
  throwsWargen(() => clashing.reveal(), { code: 'ERULE' });
  roster.dispose();
  throwsWargen(() => one.eventCount, { code: 'ESTATE', message: /Reveal's Roster was disposed/ });
});

// ---- BattleScribe import --------------------------------------------------------------------

const bsdata = join(root, 'tests', 'data', 'bsdata');
const bsdataBuilt = variant === 'full';
const bsdataFile = (f) => readFileSync(join(bsdata, f));
const nativeWarnings = (stderr) => stderr.split('\n').filter((l) => l.startsWith('wargen: warning:'));

test('without the importer, a book is refused with ENOTSUP', { skip: bsdataBuilt }, () => {
  throwsWargen(() => wg.BattleScribeBook.load(bsdataFile('system.gst'), bsdataFile('book.cat')),
               { code: 'ENOTSUP' });
});

for (const bookFile of ['book.cat', 'edge.cat']) {
  test(`a book from bytes: wargen import catalog --cat ${bookFile}`, { skip: !bsdataBuilt }, () => {
    const native = wargen('import', 'catalog', '--gst', join(bsdata, 'system.gst'),
                          '--cat', join(bsdata, bookFile));
    assert.equal(native.status, 0, native.stderr);
    const book = use(wg.BattleScribeBook.load(bsdataFile('system.gst'), bsdataFile(bookFile)));
    assert.equal(book.catalog.json() + '\n', native.stdout);
    assert.equal(book.warnings.length + book.warnings.omitted, nativeWarnings(native.stderr).length);
    for (const w of book.warnings) assert.ok(w instanceof WargenError && w.file === '<book>', w.message);
  });
}

const importedRosters = [
  ['book.cat', 'valid-standard.ros'], ['book.cat', 'valid-standard.rosz'],
  ['book.cat', 'invalid-standard.ros'], ['book.cat', 'valid-warband-moved.ros'],
  ['edge.cat', 'edge.ros'],
];
for (const [bookFile, rosterFile] of importedRosters) {
  test(`a roster from bytes: wargen import roster, validate --json (${rosterFile})`, { skip: !bsdataBuilt }, () => {
    const gst = join(bsdata, 'system.gst');
    const cat = join(bsdata, bookFile);
    const ros = join(bsdata, rosterFile);
    const imported = wargen('import', 'roster', '--gst', gst, '--cat', cat, ros);
    assert.equal(imported.status, 0, imported.stderr);
    const validated = wargen('validate', '--catalog', cat, '--gst', gst, ros, '--json');
    const book = use(wg.BattleScribeBook.load(bsdataFile('system.gst'), bsdataFile(bookFile)));
    assert.equal(book.importRosterJson(bsdataFile(rosterFile), { name: rosterFile }) + '\n',
                 imported.stdout);
    const { roster: doc, warnings } = book.importRoster(bsdataFile(rosterFile));
    assert.deepEqual(doc, JSON.parse(imported.stdout));
    const { roster } = book.loadRoster(bsdataFile(rosterFile));
    use(roster);
    assert.equal(roster.catalog, book.catalog);
    assert.equal(roster.validateJson() + '\n', validated.stdout);
    assert.equal(validated.status, reportOf(roster, rosterFile).valid ? 0 : 1, validated.stderr);
    assert.equal(warnings.length + warnings.omitted,
                 nativeWarnings(imported.stderr).length - book.warnings.length - book.warnings.omitted);
  });
}

test('a book\'s errors and lifetimes', { skip: !bsdataBuilt }, () => {
  throwsWargen(() => wg.BattleScribeBook.load(bsdataFile('system.gst'), '<catalogue'),
               { code: 'EPARSE', file: '<book>' });
  const book = wg.BattleScribeBook.load(bsdataFile('system.gst'), bsdataFile('book.cat'));
  throwsWargen(() => book.loadRoster('<roster/>', { name: 'bad.ros' }), { file: 'bad.ros' });
  const { roster } = book.loadRoster(bsdataFile('valid-standard.ros'));
  book.dispose();
  throwsWargen(() => book.catalog, { code: 'ESTATE', message: /BattleScribeBook was disposed/ });
  throwsWargen(() => roster.validate(), { code: 'ESTATE', message: /Catalog was disposed/ });
  roster.dispose();
});

// ---- the declarations -------------------------------------------------------------------

const tsc = join(pkg, 'node_modules', 'typescript', 'bin', 'tsc');
test('the declarations type-check a sample (tsc --noEmit)',
     { skip: !existsSync(tsc) && 'typescript is not installed: run `npm ci` in bindings/js' }, () => {
  const r = spawnSync(process.execPath, [tsc, '-p', join(here, 'types')], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
