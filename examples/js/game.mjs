// Play a short scripted game of alternate activations (rules A1-A3) and print
// what happens and the result (V1, V2): a wait and a response to a hostile
// action, casualties scored as exact fractions, a refused end of turn, an
// objective deciding the scenario.
//
// Usage: node game.mjs
import { load, WargenError } from 'wargen';

const wg = await load();
const game = new wg.Game('Red', 'Blue');
game.addUnit(1, { id: 'knights', ap: 3, models: 5, cost: 130, name: 'Knights' });
game.addUnit(1, { id: 'crossbows', ap: 2, models: 10, cost: 100, name: 'Crossbowmen' });
game.addUnit(2, { id: 'archers', ap: 2, models: 10, cost: 90, name: 'Archers' });
game.addUnit(2, { id: 'guard', ap: 1, models: 3, cost: 62.5, name: 'Guard' });
game.addObjective({ id: 'hill', kind: 'hold', points: 3 });

// Each event as the engine reports it (A1-A3).
game.onEvent((event) => {
  let what = event.kind + (event.unit ? ` ${event.unit}` : '');
  if (event.other) what += ` (interrupting ${event.other})`;
  if (event.kind === 'kill') what += `: ${event.count} dead`;
  console.log(`  turn ${event.turn}: ${what}`);
});

game.startTurn(2);                                   // Blue acts first
game.activate('guard');
game.wait('guard');                                  // AP kept for a response (A2)
game.activate('knights');
game.spend('knights', 2, 'move');
game.spend('knights', 1, 'melee', 'archers');        // hostile: Blue may respond
game.respond('guard', 'knights');
game.spend('guard', 1, 'shoot', 'knights');
game.kill('knights', 1);                             // 1 of 5: 26 points for Blue
game.activate('archers');
game.spend('archers', 2, 'shoot', 'crossbows');
game.kill('crossbows', 3);                           // 3 of 10: 30 points for Red
game.panic('crossbows');                             // a failed morale test (A2)
try {
  game.endTurn();
} catch (e) {                                        // the crossbows have not acted
  if (!(e instanceof WargenError) || e.code !== 'ERULE') throw e;
  console.log(`  refused: ${e.reason}`);              // and the game is unchanged
}
game.activate('crossbows');                          // panicked, still activated
game.endActivation('crossbows');
game.endTurn();                                      // the panic token stays (A3)
game.scoreObjective('hill', 2);
game.kill('guard', 1);                               // 1 of 3 of 62.5: 125/6 for Red
game.endGame();

const points = ({ num, den }) => (den === 1 ? `${num}` : `${num}/${den}`); // exact (V1)
const { battlePoints, objectives } = game.score;
console.log(`battle points: Red ${points(battlePoints[0])}, Blue ${points(battlePoints[1])}`);
console.log(`objectives: Red ${objectives[0]}, Blue ${objectives[1]}`);
const winner = game.winner;
console.log(winner === null ? 'a draw' : `winner: ${game.players[winner - 1]}`);
game.dispose();
