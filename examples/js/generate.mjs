// Two players generate Open War armies (rules G), fielding every unit listed.
//
// Usage: node generate.mjs [seed]  (by default 42)
import { load } from 'wargen';

const wg = await load();
const seed = process.argv[2] ?? '42';
const armies = wg.generate({ size: 'small', players: 2, seed }); // the default table (G12)

for (const army of armies.toObject().players) {
  console.log(`player ${army.player}: ${army.total} AP, ${army.units} units, ` +
              `${army.draws.length} draws`);
}
armies.dispose();

// One turn step by step, as players do at the table: draw, decide, commit (G4-G10).
const session = wg.newSession({ seed, players: 2 });
try {
  const player = session.turn;
  const entry = session.draw(player);
  entry.slots.forEach((listed, slot) => {
    if (listed.reinforceable) session.reinforce(player, slot, 1); // up to twice the models, +1 AP (G7)
    for (let i = 0; i < (listed.count ?? 0); i++) session.field(player, slot); // a suitable unit
  });
  session.commit(player);
  const army = session.toObject().players[player - 1];
  console.log(`player ${player} drew ${entry.roll}: ${army.total} AP, ${army.units} units`);
} finally {
  session.dispose();
}
