// Roll a seeded pool of dice, re-roll the 1s, print the dice and sum.
//
// Usage: node roll.mjs [seed [count]]  (by default seed 42 and five dice)
import { load, WargenError } from 'wargen';

const wg = await load();
const seed = process.argv[2] ?? '42'; // a decimal string keeps all 64 bits
const count = Number(process.argv[3] ?? 5);

const rng = new wg.Rng(seed); // the same seed gives the same dice, in C, Python and Lua
let pool;
try {
  pool = rng.pool(count); // dice rolled together; they re-roll with rng
} catch (e) {
  if (!(e instanceof WargenError)) throw e;
  console.error(`roll: ${e.message}`); // e.code is the C status's name
  process.exit(1);
}

console.log('rolled:', ...pool.dice);
console.log('re-rolled:', pool.rerollBelow(2)); // every 1, once
console.log('dice:', ...pool.dice);
console.log('sum:', pool.sum);
pool.dispose(); // handles hold C memory: free them when done
rng.dispose();
