// The npm package's battles (wg_battle_*, rules B1-B12): the package's surface
// and conversions, and agreement with the native command where it has a path
// (`wargen morale --roll`). What the rules mean is tested in C (tests/unit/).
// Run as wargen.test.mjs is (the `js` test of a cross build's `meson test`):
//
//   WARGEN_WASM=BUILD/wasm/wargen.mjs WARGEN_BSDATA=1|0 WARGEN=NATIVE/wargen \
//     node --test bindings/js/test/
//
// Nothing here needs the BattleScribe importer: every test runs on both variants.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { load, WargenError } from '../index.js';

for (const name of ['WARGEN_WASM', 'WARGEN', 'WARGEN_BSDATA']) {
  if (!process.env[name]) throw new Error(`${name} is not set (see the comment at the top)`);
}
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
