// A sample that uses every export of the package through its declarations
// (index.d.ts), checked by `tsc -p test/types` (npm run typecheck); it is
// compiled, never run.
import { load, WargenError } from 'wargen';
import type { BattalionState, BattleCharacter, CheckTaken, Damage, Fraction, GameEffect, GameEvent, GameObjective,
              GameRequest, GameScore, GameUnit, GenEntry, MoraleCheck, MoraleOdds, PendingCheck, Report, Retreat,
              SessionDocument, Trace, ViewDocument, Wargen, WargenErrorCode } from 'wargen';

async function sample(): Promise<void> {
  const wg: Wargen = await load({ variant: 'lite', loader: './wargen.mjs' });
  const version: string = wg.version;
  const importer: boolean = wg.bsdataSupported;
  const seed: bigint = wg.freshSeed();
  const sizes: readonly string[] = wg.names.armySize;
  const result: string | undefined = wg.names.moraleResult[0];
  const live: number = wg.liveHandles();

  using rng = new wg.Rng(42n);
  const die: number = rng.d6();
  const dice: number[] = rng.roll(10);
  const raw: bigint = rng.next() + rng.below(6);
  const state: string = rng.state;
  rng.state = state;
  rng.jump();
  rng.longJump();
  rng.reseed('18446744073709551615');
  const check: MoraleCheck = rng.moraleCheck(-1);
  const checkText: string = rng.moraleCheckJson();
  const [held]: bigint[] = rng.moraleSimulate(1000n, 2);
  const odds: MoraleOdds = wg.moraleOdds(1);
  const judged: MoraleCheck = wg.moraleJudge(4, [1, 5, 6], -1);
  console.log(check.result, checkText, held, odds.failures[0] / odds.denominator, judged.failures,
              wg.moraleOddsJson(), wg.moraleJudgeJson(1, [1, 1, 1]));
  using pool = rng.pool(6);
  const rolled: number[] = pool.dice;
  const again6: number = pool.reroll(0) + pool.rerollBelow(4) + pool.countAtLeast(4) + pool.sum;
  console.log(rolled, again6, pool.rerolled(0), pool.json(42n, 1));
  const problems: WargenError[] = wg.Table.check('{}', { name: 'table.json' });
  console.log(problems.length, wg.Table.check(new Uint8Array(0)).omitted);
  const copy = rng.copy();
  copy.dispose();
  const stream = wg.Rng.stream(1, 3);
  stream[Symbol.dispose]();

  using table = wg.Table.default();
  const digest: string = table.digest;
  using session = wg.generate({ seed: 7, size: 'medium', players: 2, cards: true,
                                perPlayerDecks: true, firstPlayer: 2, table });
  const doc: SessionDocument = session.toObject();
  const total: number = doc.players[0].total;
  using replayed = wg.Session.replay(session.logJson(), { table });
  const same: boolean = replayed.json() === session.json() && replayed.seed === session.seed;
  const pending = wg.newSession({ limit: 20 });
  const entry: GenEntry = pending.draw(1);
  const drawing: GenEntry | null = pending.pending;
  pending.reinforce(1, 0, 2).substitute(1, 'horde', 1).takeEndlessSpell(1, 1, 'Orb').field(1, 0)
    .commit(1).declareOutOfUnits(1);
  console.log(entry.roll, drawing?.cost, pending.turn);
  pending.run().dispose();

  using catalog = wg.Catalog.load({ format: 'wargen-catalog/1' }, { name: 'book.json' });
  using roster = wg.Roster.load(catalog, new TextEncoder().encode('{}'), { name: 'list.json' });
  const report: Report = roster.validate();
  const valid: boolean = report.valid && roster.points > 0 && !roster.disposed;
  const view: ViewDocument = roster.openView();
  const hidden: string = roster.viewJson('hidden');
  using tracker = roster.reveal().apply({ format: 'wargen-reveal/1', events: [] }, { name: 'e.json' });
  const now: boolean = tracker.use(0, 'biting-blade', 'attack', false) || tracker.isRevealed(0, 'x');
  const counts: number = tracker.eventCount + tracker.revelationCount;
  console.log(now, counts, tracker.toObject().revealed[0]?.item, tracker.json());
  const again: Report = wg.validate('{}', '{}', { catalogName: 'a', rosterName: 'b' });

  using book = wg.BattleScribeBook.load('<gameSystem/>', new Uint8Array(0));
  const omitted: number = book.warnings.omitted + book.warnings.length;
  const imported: string = book.importRosterJson('<roster/>', { name: 'list.ros' });
  const { roster: fromBook, warnings } = book.loadRoster(new ArrayBuffer(0));
  const lines: string[] = warnings.map((w) => w.message);
  const importedObject = book.importRoster(imported).roster;
  console.log(omitted, fromBook.validate().valid, lines, importedObject, book.catalog.json());

  using models = wg.Models.load('{}', { name: 'models.json' });
  const str: number = models.setBase('spearman', 'Str', 4).value(0, 'Str');
  const steps: Trace = models.explain('spearman', 'Str');
  const values: Record<string, number> = models.toObject({ explain: true }).models[0].characteristics;
  console.log(str, steps[0].op, values, models.modelIds, models.text(), models.explainText(0, 'Str'),
              models.json({ explain: false }));

  using game = wg.Game.load('{}', { name: 'game.json' });
  game.onEvent((e: GameEvent) => console.log(e.kind, e.unit ?? e.effect, e.count)).onEvent(null);
  game.startTurn(1).activate('a').spend('a', 1, 'melee', 'b').wait('b').respond('b', 'a')
    .endActivation('a').kill('b', 1).panic('b').rally('b').addEffect('fire', 'a').endEffect('fire')
    .scoreObjective('hill', 2).endTurn().endGame();
  const over: boolean = game.over && game.turn > 0;
  console.log(over, game.json(), game.view(2), game.viewJson(1), game.log(), game.logJson(2));

  using built = new wg.Game('Blue', null);
  built.addUnit(1, { id: 'r', name: 'Riders', ap: 2, models: 3, cost: 62.5 }).addUnit(2, { id: 'b', ap: 1, models: 2, cost: 40 })
    .addRoster(2, roster, 3).addObjective({ id: 'hill', kind: 'hold', points: 3 })
    .addObjective({ id: 'slay', kind: 'destroy', points: 5, unit: 'b' });
  built.onEffect((effect: string, unit: string | null) => console.log(effect, unit)).onEffect(null);
  built.onBefore((request: GameRequest) => request.kind === 'activate' && request.unit === 'b' ? 'not b' : undefined)
    .onBefore((request) => request.action !== 'melee').onBefore(() => {}).onBefore(null);
  const units: GameUnit[] = built.units;
  const riders: GameUnit = built.unit('r');
  const effects: GameEffect[] = built.effects;
  const objectives: GameObjective[] = built.objectives;
  const score: GameScore = built.score;
  const points: Fraction = score.battlePoints[0];
  const who: 1 | 2 | null = built.toAct ?? built.winner;
  const refusal: string | null = built.refusal;
  const [blue, red]: [string, string] = built.players;
  console.log(units[0].costHidden, riders.cost + riders.apPerTurn + riders.modelsStart, effects[0]?.resolutions,
              objectives[0].scoredBy, points.num / points.den, score.objectives[1], who, refusal, blue, red,
              built.step, built.inTurn, built.isScenario, built.unitCount + built.effectCount + built.objectiveCount,
              built.unitAt(0).state, built.effectAt(0).unit, built.objectiveAt(0).kind);
  using restored = wg.Game.restore(built.logJson());
  console.log(restored.json());

  using battle = new wg.Battle();
  const pikes: number = battle.addBattalion({ name: 'Pikes', army: 0, warriors: 30, speed: 4, ranks: 3, shooter: true,
                                              base: [0, 0, 6, 3, 90] });
  const ogres: number = battle.addBattalion({ name: 'Ogres', army: 1, warriors: 6, speed: 6, giant: true,
                                              base: { x: 20, y: 0, width: 4, depth: 4 } });
  const general: number = battle.addCharacter(pikes, 'general', 'Wellington');
  const boat: number = battle.addBoat(40, 9);
  battle.addTerrain([[0, 50], { x: 10, y: 50 }, [5, 60]]).addOrder(pikes, 'charge').killCharacter(general)
    .setCommandPoints(0, 2).setHospital(0).setHospital(1, false).load(boat, pikes).unload(boat);
  const pikesNow: BattalionState = battle.battalion(pikes);
  const states: BattalionState[] = battle.battalions;
  const character: BattleCharacter = battle.character(general);
  const queued: PendingCheck[] = battle.pending;
  const damage: Damage = battle.damage(ogres, 2);
  const wounded: Damage = battle.attackWounded(ogres, 1);
  const taken: CheckTaken = battle.check(pikes, rng, 1);
  const ogresTaken: CheckTaken = battle.checkJudge(ogres, 6, [1, 1, 6]);
  const moved: Retreat | null = ogresTaken.retreat;
  const back: Retreat = battle.retreat(ogres);
  const orders: string[] = battle.orders(pikes);
  const shots: number = battle.rollShootingOrders(0, rng) + battle.judgeShootingOrders(1, [3]) + battle.shootingOrders(0);
  const cargo: number | null = battle.boatCargo(boat);
  battle.rally(pikes, [0, 5, 6, 3]);
  console.log(pikesNow.base.facing, states.length, character.alive, queued[0]?.cause, battle.pendingAt(0).battalion,
              damage.woundedKilled, wounded.check, taken.check.result, moved?.stop, back.from, back.combatModifier,
              orders, shots, cargo, battle.orderCount(pikes), battle.orderAt(pikes, 0), battle.speed(pikes),
              battle.ladderSpeed(pikes), battle.moraleModifier(pikes), battle.commandPoints(0), battle.hospital(0),
              battle.nextTurn(), battle.turn, battle.battalionCount, battle.characterCount, battle.characters,
              battle.boatCount, battle.terrainCount, battle.pendingCount);

  try {
    wg.Catalog.load('{');
  } catch (e) {
    if (e instanceof WargenError) {
      const code: WargenErrorCode = e.code;
      const where: string = `${e.file}:${e.line}:${e.column}: ${e.path}`;
      const clashes = e.violations?.violations.map((v) => v.rule);
      const before: string | undefined = e.game?.json();
      console.log(e.reason, before);
      console.log(code, where, e.status, e.detail, e.position, clashes);
    }
  }
  console.log(version, importer, seed, live, die, dice, raw, digest, total, same, valid, view.units,
              hidden, again.violations);
}
void sample;
