// A sample that uses every export of the package through its declarations
// (index.d.ts), checked by `tsc -p test/types` (npm run typecheck); it is
// compiled, never run.
import { load, WargenError } from 'wargen';
import type { GameEvent, GenEntry, MoraleCheck, MoraleOdds, Report, SessionDocument, Trace, ViewDocument, Wargen,
              WargenErrorCode } from 'wargen';

async function sample(): Promise<void> {
  const wg: Wargen = await load({ variant: 'lite', loader: './wargen.mjs' });
  const version: string = wg.version;
  const importer: boolean = wg.bsdataSupported;
  const seed: bigint = wg.freshSeed();
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
