// A battalion's morale (rules B1-B5, B12): the exact odds of a check, then a
// battalion losing half its warriors, checking morale with seeded dice and, on
// a bad result, retreating from the enemy.
//
// Usage: node morale.mjs [SEED]  (by default seed 3, which gives a retreat)
import { load, WargenError } from 'wargen';

const wg = await load();
const seed = process.argv[2] ?? '3';
const signed = (n) => (n < 0 ? `${n}` : `+${n}`);

for (const modifier of [0, 1]) { // +1: a standard bearer (B4)
  const odds = wg.moraleOdds(modifier); // exact: counts over one denominator
  console.log(`odds with modifier ${signed(modifier)}:` + odds.failures.map(
    (n, k) => ` ${wg.names.moraleResult[k]} ${n}/${odds.denominator}`).join(''));
}

const battle = new wg.Battle();
const rng = new wg.Rng(seed);
try {
  // Spearmen facing north (90 degrees), raiders 10 units south of them, and
  // impassable rocks 3 units behind the spearmen's front edge.
  const spears = battle.addBattalion({ name: 'spearmen', army: 0, warriors: 20, speed: 6,
                                       ranks: 4, base: [0, 0, 10, 4, 90] }); // x, y, width, depth, facing
  battle.addBattalion({ name: 'raiders', army: 1, warriors: 10, speed: 8, ranks: 2,
                        base: [0, -10, 10, 4, 90] });
  battle.addTerrain([[-8, 5], [8, 5], [8, 9], [-8, 9]]);
  battle.addCharacter(spears, 'standard-bearer', 'Ensign');
  const damage = battle.damage(spears, 10); // half of 20 (B1)
  console.log(`${damage.killed} killed, ${battle.pendingCount} check(s) queued`);
  const { check, retreat } = battle.check(spears, rng);
  console.log(`seed ${seed}: opponent ${check.opponent} against ${check.dice.join(' ')} ` +
              `(${signed(check.modifier)}): ${check.result}`);
  if (retreat !== null) { // B12: straight away from the raiders
    console.log(`retreated ${retreat.distance.toFixed(2)}, stopped by ${retreat.stop}`);
  }
} catch (e) {
  if (!(e instanceof WargenError)) throw e;
  console.error(`morale: ${e.message}`);
  process.exitCode = 1;
} finally {
  rng.dispose();
  battle.dispose();
}
