// The npm package's battles (wg_battle_*, rules B1-B12) and games built in
// JavaScript (wg_game_new, add_unit, add_roster, add_objective) with their
// callbacks (events, effects, the host's before-action verdict): the package's
// surface and conversions, and agreement with the native command where it has
// a path (`wargen morale --roll`, `wargen game play [--player P] --json` on a
// log made here). What the rules mean is tested in C (tests/unit/). Run as
// wargen.test.mjs is (the `js` test of a cross build's `meson test`):
//
//   WARGEN_WASM=BUILD/wasm/wargen.mjs WARGEN_BSDATA=1|0 WARGEN=NATIVE/wargen \
//     node --test bindings/js/test/
//
// Nothing here needs the BattleScribe importer: every test runs on both variants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { load, WargenError } from '../index.js';

for (const name of ['WARGEN_WASM', 'WARGEN', 'WARGEN_BSDATA']) {
  if (!process.env[name]) throw new Error(`${name} is not set (see the comment at the top)`);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const wg = await load({ variant: process.env.WARGEN_BSDATA === '1' ? 'full' : 'lite',
                        loader: process.env.WARGEN_WASM });

// The handle h, disposed when test t ends (Node 20 has no `using`).
const own = (t, h) => (t.after(() => h.dispose()), h);

// A predicate for assert.throws: a WargenError with these fields (a RegExp
// matches a field's text).
const wargenError = (fields) => (e) => {
  assert.ok(e instanceof WargenError, `expected a WargenError, got ${e}`);
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof RegExp) assert.match(e[key], value, key);
    else assert.equal(e[key], value, key);
  }
  return true;
};

// The native command's standard output (status 0 required).
function wargen(...args) {
  const r = spawnSync(process.env.WARGEN, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  assert.equal(r.status, 0, `wargen ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

// A square base (facing 0 faces +x: depth along x, width along y).
const sq = (x, y, size = 2) => [x, y, size, size, 0];

// ---- battles -------------------------------------------------------------------------------

// Army 0: a, b, c; army 1: d, e (each 20 warriors, speed 5).
function twoArmies(t) {
  const battle = own(t, new wg.Battle());
  const at = {};
  for (const [name, army, x] of [['a', 0, 10], ['b', 0, 10], ['c', 0, 10], ['d', 1, 0], ['e', 1, 0]]) {
    at[name] = battle.addBattalion({ name, army, warriors: 20, speed: 5, base: sq(x, 20 * Object.keys(at).length) });
  }
  return [battle, at];
}

test('a battle: battalions and characters added and read back as objects', (t) => {
  const b = own(t, new wg.Battle());
  assert.deepEqual([b.battalionCount, b.turn, b.pending, b.characters, b.boatCount, b.terrainCount],
                   [0, 0, [], [], 0, 0]);
  const i = b.addBattalion({ name: 'Pikes', army: 1, warriors: 30, speed: 4, ranks: 3, shooter: true,
                             base: [1.5, -2, 6, 3, 90] });
  const j = b.addBattalion({ name: 'Ogres', army: 0, warriors: 6, speed: 6, giant: true,
                             base: { x: 0, y: 0, width: 4, depth: 4 } });
  assert.deepEqual([i, j, b.battalionCount], [0, 1, 2]);
  assert.deepEqual(b.battalion(i), {
    name: 'Pikes', army: 1, start: 30, warriors: 30, killed: 0, wounded: 0, woundedRanks: 0,
    combatRankPenalty: 0, speed: 4, halfLost: false, fled: false, boat: null,
    base: { x: 1.5, y: -2, width: 6, depth: 3, facing: 90 },
  });
  assert.deepEqual(b.battalion(j).base, { x: 0, y: 0, width: 4, depth: 4, facing: 0 });
  assert.deepEqual(b.battalions.map((s) => s.name), ['Pikes', 'Ogres']);
  assert.equal(b.nextTurn(), 1);
  assert.equal(b.turn, 1);

  const g = b.addCharacter(j, 'general', 'Wellington');
  const s = b.addCharacter(i, 'standard-bearer', 'Ensign');
  assert.deepEqual([g, s, b.characterCount], [0, 1, 2]);
  assert.deepEqual(b.character(s), { name: 'Ensign', kind: 'standard-bearer', battalion: i, alive: true });
  assert.deepEqual([b.moraleModifier(i), b.moraleModifier(j)], [1, 0]); // B4
  assert.equal(b.killCharacter(s), b);
  assert.deepEqual([b.character(s).alive, b.moraleModifier(i)], [false, 0]);
  assert.deepEqual(b.pending, [{ battalion: i, cause: 'attached-killed' }]); // B1(c)
  assert.deepEqual(b.pendingAt(0), b.pending[0]);
  assert.throws(() => b.killCharacter(s), wargenError({ code: 'ESTATE' }));
});

test('events queue checks (B1): half lost once, a General\'s death for the whole army', (t) => {
  const [b, at] = twoArmies(t);
  assert.deepEqual(b.damage(at.b, 9), { killed: 9, wounded: 0, woundedKilled: 0, check: false });
  assert.deepEqual(b.damage(at.b, 1), { killed: 1, wounded: 0, woundedKilled: 0, check: true });
  assert.equal(b.damage(at.b, 5).check, false);
  assert.deepEqual(b.pending, [{ battalion: at.b, cause: 'half-lost' }]);
  const s = b.battalion(at.b);
  assert.deepEqual([s.warriors, s.killed, s.halfLost], [5, 15, true]);
  const general = b.addCharacter(at.a, 'general', 'Wellington');
  b.killCharacter(general);
  // at most one per battalion and event: b's second comes from the second event
  assert.deepEqual(b.pending.map((p) => [p.battalion, p.cause]),
                   [[at.b, 'half-lost'], [at.a, 'attached-killed'], [at.b, 'leader-killed'],
                    [at.c, 'leader-killed']]);
  assert.equal(b.pendingCount, 4);
});

test('checks taken (B3): results applied; a rolled one is `wargen morale --roll`\'s', (t) => {
  const [b, at] = twoArmies(t);
  for (const x of [at.a, at.b, at.c]) b.addOrder(x, 'charge').addOrder(x, 'hold');
  assert.deepEqual(b.checkJudge(at.a, 1, [1, 1, 1]), {
    check: { opponent: 1, dice: [1, 1, 1], modifier: 0, failures: 0, result: 'steady' }, retreat: null,
  });
  assert.deepEqual(b.orders(at.a), ['charge', 'hold']);
  const wavered = b.checkJudge(at.b, 4, [3, 4, 5]);
  assert.deepEqual([wavered.check.result, wavered.retreat, b.orders(at.b)], ['wavered', null, []]);
  const { check, retreat } = b.checkJudge(at.c, 6, [1, 1, 6], 0);
  assert.equal(check.result, 'retreat');
  const { dx, dy, ...rest } = retreat;
  assert.deepEqual(rest, { distance: 5, stop: 'none', other: null, from: at.d, combatModifier: 0 });
  // moved by its speed along a unit direction, away from the enemy
  const { x, y } = b.battalion(at.c).base;
  assert.ok(Math.abs(Math.hypot(dx, dy) - 1) < 1e-9 && Math.abs(x - (10 + 5 * dx)) < 1e-9
            && Math.abs(y - (40 + 5 * dy)) < 1e-9 && dx > 0 && dy < 0, JSON.stringify(retreat));
  const fled = b.checkJudge(at.a, 6, [1, 1, 1]);
  assert.deepEqual([fled.check.result, fled.retreat, b.battalion(at.a).fled], ['fled', null, true]);
  assert.throws(() => b.checkJudge(at.a, 1, [1, 1, 1]), wargenError({ code: 'ESTATE' }));
  assert.throws(() => b.checkJudge(at.b, 1, [1, 1]), wargenError({ code: 'EINVAL', message: /dice/ }));
  assert.throws(() => b.checkJudge(at.b, 1, [1, 1, 7]), wargenError({ code: 'EINVAL' }));

  // rolled with a generator: the checks `wargen morale --roll` rolls from the same
  // seed, with the battalion's modifier (a standard bearer, B4) plus the extra one
  const [c, on] = twoArmies(t);
  c.addCharacter(on.d, 'standard-bearer', 'Ensign');
  const rng = own(t, new wg.Rng(42));
  const checks = [c.check(on.d, rng), c.check(on.e, rng, 1), c.check(on.a, rng, 1)].map((r) => r.check);
  const native = wargen('morale', '--roll', '--seed', '42', '--modifier', '1', '--count', '3', '--json')
    .trim().split('\n').map((line) => {
      const { seed, index, ...rest } = JSON.parse(line);
      return rest;
    });
  assert.deepEqual(checks, native);
  assert.throws(() => c.check(on.a, 42), wargenError({ code: 'EINVAL', message: /rng/ }));
});

test('retreats (B12) stop at terrain; rallying (B6) costs two command points', (t) => {
  const b = own(t, new wg.Battle());
  const e = b.addBattalion({ name: 'red', army: 1, warriors: 20, speed: 4, base: sq(0, 0) });
  const s = b.addBattalion({ name: 'blue', army: 0, warriors: 20, speed: 12, base: [10, 0, 4, 2, 0] });
  b.addTerrain([[0, 50], [10, 50], [5, 60]]).addTerrain([{ x: 20, y: -50 }, [20, 50], [30, 50], [30, -50]]);
  assert.equal(b.terrainCount, 2);
  const { check, retreat } = b.checkJudge(s, 6, [6, 2, 3]);
  assert.equal(check.result, 'retreat');
  assert.deepEqual([retreat.stop, retreat.other, retreat.from, retreat.combatModifier], ['terrain', 1, e, 0]);
  assert.ok(Math.abs(retreat.distance - 9) < 1e-6 && Math.abs(b.battalion(s).base.x - 19) < 1e-6);
  const again = b.retreat(s);
  assert.deepEqual([again.stop, again.other], ['terrain', 1]);
  assert.throws(() => b.addTerrain([[0, 0], [1, 1]]), wargenError({ code: 'EINVAL' }));

  // the General's battalion g, a battalion f that fled on turn 1, an enemy far off
  const r = own(t, new wg.Battle());
  const g = r.addBattalion({ name: 'guard', army: 0, warriors: 20, speed: 3, base: [0, 0, 4, 2, 0] });
  const f = r.addBattalion({ name: 'foot', army: 0, warriors: 20, speed: 2, base: [-20, 0, 4, 2, 0] });
  r.addBattalion({ name: 'enemy', army: 1, warriors: 20, speed: 3, base: sq(20, 0) });
  r.addCharacter(g, 'general', 'Kutuzov');
  assert.equal(r.setCommandPoints(0, 2).commandPoints(0), 2);
  r.nextTurn();
  assert.equal(r.checkJudge(f, 6, [1, 1, 1]).check.result, 'fled');
  assert.throws(() => r.rally(f, [2, 0, 4, 2]), wargenError({ code: 'ESTATE' })); // fled this turn
  r.nextTurn();
  assert.throws(() => r.rally(f, [2, 0, 4, 2, 0, 1]), wargenError({ code: 'EINVAL', message: /base/ }));
  assert.equal(r.rally(f, { x: 2, y: 0, width: 4, depth: 2 }), r);
  assert.deepEqual([r.battalion(f).fled, r.battalion(f).base.x, r.commandPoints(0)], [false, 2, 0]);
  assert.throws(() => r.commandPoints(2), wargenError({ code: 'EINVAL' }));
});

test('shooting orders (B7), ladders (B8), boats (B9), the wounded and field hospitals (B10)', (t) => {
  const b = own(t, new wg.Battle());
  const bows = b.addBattalion({ name: 'bows', army: 0, warriors: 10, speed: 4, shooter: true, base: sq(0, 0) });
  b.addBattalion({ name: 'guns', army: 0, warriors: 10, speed: 4, shooter: true, base: sq(0, 20) });
  assert.equal(b.shootingOrders(0), 0);
  assert.equal(b.judgeShootingOrders(0, [3, 4]), 7);
  for (let k = 0; k < 7; k++) b.addOrder(bows, 'shooting-attack');
  assert.equal(b.shootingOrders(0), 0);
  assert.throws(() => b.addOrder(bows, 'shooting-attack'), wargenError({ code: 'ERULE', message: /B7/ }));
  assert.equal(b.orderCount(bows), 7);
  assert.equal(b.orderAt(bows, 6), 'shooting-attack');
  assert.throws(() => b.orderAt(bows, 7), wargenError({ code: 'ENOTFOUND' }));
  assert.throws(() => b.judgeShootingOrders(0, [1, 1]), wargenError({ code: 'ESTATE' }));
  const archers = b.addBattalion({ name: 'archers', army: 1, warriors: 10, speed: 4, shooter: true, base: sq(40, 0) });
  const rng = own(t, new wg.Rng(8));
  const copy = own(t, rng.copy());
  assert.equal(b.rollShootingOrders(1, rng), copy.d6()); // one D6 per Shooter
  assert.equal(rng.state, copy.state);

  const giant = b.addBattalion({ name: 'giants', army: 1, warriors: 3, speed: 8, giant: true, base: sq(50, 50) });
  assert.deepEqual([b.speed(archers), b.ladderSpeed(archers)], [4, 2]);
  assert.throws(() => b.ladderSpeed(giant), wargenError({ code: 'ERULE', message: /Giants/ }));

  b.addCharacter(archers, 'hero', 'Nelson'); // 11 models
  const boat = b.addBoat(11, 9);
  assert.deepEqual([boat, b.boatCount, b.boatCargo(boat)], [0, 1, null]);
  assert.equal(b.load(boat, archers), b);
  assert.deepEqual([b.boatCargo(boat), b.battalion(archers).boat, b.speed(archers)], [archers, boat, 9]);
  assert.deepEqual(b.orders(archers), ['load']);
  assert.throws(() => b.addCharacter(archers, 'standard-bearer', 'one too many'),
                wargenError({ code: 'ERULE', message: /capacity/ }));
  b.unload(boat);
  assert.deepEqual([b.boatCargo(boat), b.orders(archers)], [null, ['load', 'unload']]);
  assert.throws(() => b.unload(boat), wargenError({ code: 'ESTATE' }));

  const w = own(t, new wg.Battle());
  assert.equal(w.hospital(0), false);
  assert.equal(w.setHospital(0), w);
  assert.deepEqual([w.hospital(0), w.hospital(1)], [true, false]);
  const line = w.addBattalion({ name: 'line', army: 0, warriors: 20, speed: 5, ranks: 2, base: sq(0, 0) });
  assert.throws(() => w.addOrder(line, 'recovery'), wargenError({ code: 'ERULE' }));
  assert.deepEqual(w.damage(line, 10), { killed: 5, wounded: 5, woundedKilled: 0, check: false });
  const s = w.battalion(line);
  assert.deepEqual([s.warriors, s.wounded, s.woundedRanks, s.combatRankPenalty], [10, 5, 3, 2]);
  w.addOrder(line, 'recovery');
  assert.deepEqual(w.attackWounded(line, 3), { killed: 0, wounded: 0, woundedKilled: 3, check: false });
  w.setHospital(1, false);
  w.nextTurn();
  assert.throws(() => w.setHospital(0, false), wargenError({ code: 'ESTATE' }));
});

test('a battle\'s arguments are converted or refused, naming them; a disposed one refuses', (t) => {
  const b = own(t, new wg.Battle());
  const spec = { name: 'x', army: 0, warriors: 10, speed: 4, base: sq(0, 0) };
  assert.throws(() => b.addBattalion({ ...spec, colour: 'red' }),
                wargenError({ code: 'EINVAL', message: /unknown battalion key colour/ }));
  assert.throws(() => b.addBattalion({ ...spec, base: { x: 0, y: 0, width: 2, depth: 2, facing: 0, z: 1 } }),
                wargenError({ code: 'EINVAL', message: /unknown base key z/ }));
  assert.throws(() => b.addBattalion({ ...spec, base: [0, 0, '2', 2] }),
                wargenError({ code: 'EINVAL', message: /base\.width/ }));
  assert.throws(() => b.addBattalion({ ...spec, base: undefined }), wargenError({ code: 'EINVAL', message: /base/ }));
  assert.throws(() => b.addBattalion({ ...spec, warriors: 1.5 }), wargenError({ code: 'EINVAL', message: /warriors/ }));
  assert.throws(() => b.addBattalion({ ...spec, army: 2 }), wargenError({ code: 'EINVAL' })); // C's check
  assert.throws(() => b.addBattalion({ ...spec, base: [0, 0, 0, 2] }), wargenError({ code: 'EINVAL' }));
  assert.equal(b.battalionCount, 0);
  const i = b.addBattalion(spec);
  assert.equal(b.battalion(i).speed, 4);
  assert.throws(() => b.battalion(1), wargenError({ code: 'ENOTFOUND' }));
  assert.throws(() => b.battalion(-1), wargenError({ code: 'EINVAL', message: /battalion/ }));
  assert.throws(() => b.orders(3), wargenError({ code: 'ENOTFOUND' }));
  assert.throws(() => b.addCharacter(i, 'king', 'Arthur'), wargenError({ code: 'EINVAL', message: /king/ }));
  assert.throws(() => b.damage(i, -1), wargenError({ code: 'EINVAL' }));
  assert.throws(() => b.pendingAt(0), wargenError({ code: 'ENOTFOUND' }));
  assert.throws(() => b.boatCargo(0), wargenError({ code: 'ENOTFOUND' }));
  const before = wg.liveHandles();
  const gone = new wg.Battle();
  assert.equal(wg.liveHandles(), before + 1);
  gone.dispose();
  assert.equal(wg.liveHandles(), before);
  assert.throws(() => gone.turn, wargenError({ code: 'ESTATE', message: /Battle was disposed/ }));
  assert.throws(() => gone.battalions, wargenError({ code: 'ESTATE' }));
  assert.throws(() => gone.setHospital(0), wargenError({ code: 'ESTATE' }));
});

// ---- games built in JavaScript -----------------------------------------------------------------

// The native command's state (and each player's) of the game's log, written to a file.
function playedNatively(game) {
  const dir = mkdtempSync(join(tmpdir(), 'wargen-game-'));
  try {
    const file = join(dir, 'game.json');
    writeFileSync(file, game.logJson());
    return ['', '1', '2'].map((p) => wargen('game', 'play', file, ...(p ? ['--player', p] : []), '--json'));
  } finally {
    rmSync(dir, { recursive: true });
  }
}
// The game's state and views are those of `wargen game play` on its log.
function assertPlaysNatively(game) {
  const [state, view1, view2] = playedNatively(game);
  assert.equal(game.json() + '\n', state);
  assert.equal(game.viewJson(1) + '\n', view1);
  assert.equal(game.viewJson(2) + '\n', view2);
}

// Blue's r (2 AP, 3 models, 125 points), Red's b (1 AP, 2 models, 37.5) and w.
function newGame(t) {
  return own(t, new wg.Game('Blue', 'Red'))
    .addUnit(1, { id: 'r', ap: 2, models: 3, cost: 125 })
    .addUnit(2, { id: 'b', name: 'Bowmen', ap: 1, models: 2, cost: 37.5 })
    .addUnit(2, { id: 'w', ap: 2, models: 5, cost: 50 });
}

test('a game built unit by unit: its queries, and `wargen game play` on its log', (t) => {
  const game = newGame(t).addObjective({ id: 'hill', kind: 'hold', points: 3 })
    .addObjective({ id: 'slay', kind: 'destroy', points: 5, unit: 'b' });
  assert.deepEqual([game.turn, game.step, game.toAct, game.inTurn, game.over, game.isScenario, game.refusal],
                   [0, 0, null, false, false, true, null]);
  assert.deepEqual(game.players, ['Blue', 'Red']);
  assert.deepEqual(game.unit('b'), {
    id: 'b', name: 'Bowmen', player: 2, state: 'unactivated', panicked: false, ap: 1, apPerTurn: 1,
    models: 2, modelsStart: 2, cost: 37.5, costHidden: false,
  });
  assert.deepEqual(game.units.map((u) => [u.id, u.name, u.cost]), [['r', 'r', 125], ['b', 'Bowmen', 37.5],
                                                                   ['w', 'w', 50]]);
  assert.equal(game.unitCount, 3);
  game.startTurn(2).activate('w').wait('w').addEffect('fire', 'w').activate('r').spend('r', 1, 'shoot', 'b')
    .respond('w', 'r').kill('r', 1).panic('b').scoreObjective('hill', 1);
  assert.deepEqual([game.turn, game.step, game.toAct, game.inTurn], [1, 10, 2, true]);
  assert.deepEqual(game.effects, [{ id: 'fire', unit: 'w', resolutions: 0 }]);
  assert.deepEqual(game.objectives, [{ id: 'hill', kind: 'hold', points: 3, unit: null, scoredBy: 1 },
                                     { id: 'slay', kind: 'destroy', points: 5, unit: 'b', scoredBy: null }]);
  assert.deepEqual(game.score, { battlePoints: [{ num: 0, den: 1 }, { num: 125, den: 3 }], objectives: [3, 0] });
  assert.equal(game.winner, 1); // objectives decide (V2)
  assertPlaysNatively(game);
  game.kill('b', 2); // destroyed: the destroy objective is scored for its opponent
  assert.deepEqual(game.score, { battlePoints: [{ num: 75, den: 2 }, { num: 125, den: 3 }], objectives: [8, 0] });
  assert.deepEqual([game.winner, game.unit('b').state, game.objectives[1].scoredBy], [1, 'destroyed', 1]);
  game.endActivation('w').spend('r', 1, 'move').endGame();
  assert.deepEqual([game.over, game.toAct], [true, null]);
  assertPlaysNatively(game);
  const restored = own(t, wg.Game.restore(game.logJson()));
  assert.equal(restored.json(), game.json());
  assert.deepEqual(restored.units, game.units);
});

test('a game of rosters (addRoster): costs as validation counts them, hidden from the opponent', (t) => {
  const catalog = own(t, wg.Catalog.load(readFileSync(join(root, 'data', 'catalogs', 'example-kingdom.json'))));
  const roster = (name) => own(t, wg.Roster.load(catalog, readFileSync(join(root, 'data', 'rosters', name))));
  const standard = roster('valid-standard.json');
  const grand = roster('valid-grand.json');
  const game = own(t, new wg.Game()).addRoster(1, standard, 2).addRoster(2, grand, 3);
  assert.deepEqual(game.players, ['Player 1', 'Player 2']);
  const units = game.units;
  assert.equal(units.length, standard.toObject().units.length + grand.toObject().units.length);
  assert.equal(new Set(units.map((u) => u.id)).size, units.length);
  assert.ok(units.every((u) => u.costHidden));
  assert.deepEqual(new Set(units.filter((u) => u.player === 2).map((u) => u.apPerTurn)), new Set([3]));
  assert.equal(units.filter((u) => u.player === 1).reduce((sum, u) => sum + u.cost, 0), standard.validate().total);
  const [first, last] = [units[0].id, units.at(-1).id];
  game.startTurn(1).activate(first).endActivation(first).kill(last, 1);
  assertPlaysNatively(game);
  // a view does not replay
  assert.throws(() => wg.Game.load(game.logJson(1)), wargenError({ code: 'EFORMAT', path: 'view' }));
  assert.throws(() => game.addRoster(1, standard, 2), wargenError({ code: 'EINVAL' })); // started
});

test('setting a game up: what the library refuses, and what cannot reach it', (t) => {
  const game = newGame(t);
  const unit = { id: 'x', ap: 1, models: 1, cost: 10 };
  assert.throws(() => game.addUnit(1, { ...unit, cost: 0.3 }), wargenError({ code: 'EINVAL', message: /0\.3/ }));
  assert.throws(() => game.addUnit(1, { ...unit, cost: '10' }), wargenError({ code: 'EINVAL', message: /cost/ }));
  assert.throws(() => game.addUnit(1, { ...unit, id: 'r' }), wargenError({ code: 'EINVAL' }));
  assert.throws(() => game.addUnit(3, unit), wargenError({ code: 'EINVAL' }));
  assert.throws(() => game.addUnit(1, { ...unit, colour: 1 }), wargenError({ code: 'EINVAL', message: /colour/ }));
  assert.throws(() => game.addUnit(1, { ...unit, id: undefined }), wargenError({ code: 'EINVAL' }));
  assert.throws(() => game.addObjective({ id: 'o', kind: 'dance', points: 1 }),
                wargenError({ code: 'EINVAL', message: /dance/ }));
  assert.throws(() => game.addObjective({ id: 'o', kind: 'destroy', points: 1 }), wargenError({ code: 'EINVAL' }));
  assert.throws(() => game.addObjective({ id: 'o', kind: 'destroy', points: 1, unit: 'nobody' }),
                wargenError({ code: 'EINVAL' }));
  assert.throws(() => game.addRoster(1, {}, 2), wargenError({ code: 'EINVAL', message: /Roster/ }));
  assert.throws(() => game.unit('nobody'), wargenError({ code: 'ENOTFOUND', message: /nobody/ }));
  assert.throws(() => game.unitAt(3), wargenError({ code: 'ENOTFOUND' }));
  assert.throws(() => game.effectAt(0), wargenError({ code: 'ENOTFOUND' }));
  assert.equal(game.unitCount, 3);
  assert.equal(game.isScenario, false);
  game.startTurn(1);
  assert.throws(() => game.addUnit(1, unit), wargenError({ code: 'EINVAL' }));
  assert.throws(() => own(t, new wg.Game('x'.repeat(201))), wargenError({ code: 'EINVAL' }));
  assert.throws(() => wg.Game.restore('{'), wargenError({ code: 'EPARSE' }));
});

// ---- callbacks --------------------------------------------------------------------------------

test('onEffect: each effect in play at every end of turn, before the counters are cleared (A3)', (t) => {
  const game = newGame(t).startTurn(1);
  const seen = [];
  assert.equal(game.onEffect((effect, unit) => seen.push([effect, unit, game.unit(unit).state])), game);
  game.addEffect('fire', 'r').addEffect('smoke', 'b').addEffect('gone', 'b').endEffect('gone');
  game.activate('r').endActivation('r').activate('b').endActivation('b').activate('w').endActivation('w');
  game.endTurn();
  assert.deepEqual(seen, [['fire', 'r', 'activated'], ['smoke', 'b', 'activated']]);
  assert.deepEqual(game.effects.map((e) => e.resolutions), [1, 1]);
  // each kind is set and cleared alone
  const events = [];
  game.onEvent((e) => events.push(e.kind)).onEffect(null).startTurn(1);
  game.activate('r').endActivation('r').activate('b').endActivation('b').activate('w').endActivation('w');
  game.endTurn();
  assert.equal(seen.length, 2);
  assert.ok(events.includes('effect-resolved') && events.includes('turn-ended'));
  assert.throws(() => game.onEffect('no'), wargenError({ code: 'EINVAL', message: /onEffect/ }));
});

test('a house rule (onBefore): the refused action throws ERULE with the reason, and changes nothing', (t) => {
  const game = newGame(t).startTurn(1);
  const asked = [];
  // house rule: Red's w may never be activated
  game.onBefore((request) => {
    asked.push(request);
    return request.kind === 'activate' && request.unit === 'w' ? 'w stays in reserve' : undefined;
  });
  game.activate('r');
  assert.deepEqual(asked, [{ kind: 'activate', turn: 1, player: 1, unit: 'r', other: null, ap: 0, action: null,
                             models: 0, effect: null, objective: null }]);
  game.spend('r', 2, 'melee', 'w');
  assert.deepEqual(asked[1], { ...asked[0], kind: 'spend', other: 'w', ap: 2, action: 'melee' });
  const [state, log, step] = [game.json(), game.logJson(), game.step];
  assert.throws(() => game.activate('w'), wargenError({
    code: 'ERULE', reason: 'refused-by-host', message: /^refused-by-host: .*w stays in reserve$/,
  }));
  assert.deepEqual([game.json(), game.logJson(), game.step, game.refusal], [state, log, step, 'refused-by-host']);
  game.activate('b').endActivation('b'); // allowed: undefined
  assert.equal(game.refusal, null);
  game.onBefore(() => true).kill('b', 1);
  game.onBefore((request) => request.kind !== 'kill');
  assert.throws(() => game.kill('b', 1), wargenError({ code: 'ERULE', reason: 'refused-by-host',
                                                        message: /^refused-by-host: / }));
  game.onBefore(null).activate('w');
  // the log, without the refused actions, replays natively to the same state
  assertPlaysNatively(game);
  assert.equal(game.log().actions.filter((a) => a.activate === 'w').length, 1);
});

test('an exception in a callback: never through C; thrown by the action, the module unharmed', (t) => {
  const game = newGame(t).startTurn(1);
  // before: the action is refused (the game unchanged) and the exception thrown
  const state = game.json();
  game.onBefore(() => {
    throw new RangeError('house rule broke');
  });
  assert.throws(() => game.activate('r'), (e) => e instanceof RangeError && e.message === 'house rule broke');
  assert.equal(game.json(), state);
  game.onBefore(() => 42);
  assert.throws(() => game.activate('r'), wargenError({ code: 'EINVAL', message: /onBefore: fn must return/ }));
  assert.equal(game.json(), state);
  // a callback acting on its game: that action is refused (ESTATE), then thrown
  game.onBefore(() => void game.endGame());
  assert.throws(() => game.activate('r'), wargenError({ code: 'ESTATE' }));
  assert.deepEqual([game.json(), game.over], [state, false]);
  game.onBefore(null);

  // event: the action is applied, the later callbacks of the action are skipped
  const calls = [];
  game.onEvent((e) => {
    calls.push(e.kind);
    throw new Error(`from ${e.kind}`);
  });
  assert.throws(() => game.activate('r'), /from activation-started/);
  assert.equal(game.unit('r').state, 'active');
  assert.throws(() => game.spend('r', 2, 'move'), /from activation-ended/);
  assert.deepEqual([game.unit('r').state, calls], ['activated', ['activation-started', 'activation-ended']]);
  // effect: both effects resolved in C, the second callback skipped
  game.onEvent(null).addEffect('fire', 'r').addEffect('smoke', 'b');
  const effects = [];
  game.onEffect((effect) => {
    effects.push(effect);
    throw new TypeError(effect);
  });
  game.activate('b').endActivation('b').activate('w').endActivation('w');
  assert.throws(() => game.endTurn(), (e) => e instanceof TypeError && e.message === 'fire');
  assert.deepEqual([effects, game.inTurn, game.effects.map((e) => e.resolutions)], [['fire'], false, [1, 1]]);

  // the game goes on, the log replays natively, and the module works as before
  game.onEffect(null).startTurn(2).activate('w').endActivation('w');
  assertPlaysNatively(game);
  const rng = own(t, new wg.Rng(5));
  assert.deepEqual(rng.roll(3), own(t, new wg.Rng(5)).roll(3));
  assert.equal(wg.moraleOdds(0).denominator, 1296);
});

test('a game and its callbacks are freed, collected or disposed', async (t) => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const before = wg.liveHandles();
  (() => {
    for (let i = 0; i < 20; i++) {
      const game = new wg.Game();
      // each callback refers to its game: the function table must not keep it alive
      const read = () => void game.turn;
      game.onEvent(read).onEffect(read).onBefore(read);
      game.addUnit(1, { id: 'a', ap: 1, models: 1, cost: 1 }).startTurn(1).activate('a');
    }
  })();
  assert.equal(wg.liveHandles(), before + 20);
  for (let i = 0; i < 50 && wg.liveHandles() > before; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.ok(wg.liveHandles() <= before, `${wg.liveHandles()} live handles, ${before} before`);
  const game = new wg.Game().onBefore(() => false);
  game.dispose();
  assert.throws(() => game.onEvent(null), wargenError({ code: 'ESTATE', message: /Game was disposed/ }));
  assert.throws(() => game.units, wargenError({ code: 'ESTATE' }));
  t.diagnostic(`live handles: ${wg.liveHandles()}`);
});
