// The final characteristics of models under their modifiers (rules M1-M5),
// and how one of them got its value.
//
// Usage: node modify.mjs MODELS.json [MODEL STAT]  (exit 0, or 2 for bad input)
import { readFileSync } from 'node:fs';
import { load, WargenError } from 'wargen';

const wg = await load();
const [path, model, stat] = process.argv.slice(2);
function fail(message) {
  console.error(`modify: ${message}`);
  process.exit(2);
}

let text;
try {
  text = readFileSync(path); // the module has no file system: the host reads it
} catch (e) {
  fail(`${path}: cannot open: ${e.message}`);
}
try {
  const models = wg.Models.load(text, { name: path });
  if (model === undefined) {
    for (const m of models.toObject().models) { // every value evaluated
      console.log(`${m.id}:` + Object.entries(m.characteristics).map(([s, v]) => ` ${s} ${v}`).join(''));
    }
  } else {
    const trace = models.explain(model, stat); // as in `wargen modify --json --explain`
    console.log(`${model}.${stat} = ${models.value(model, stat)}`);
    for (const step of trace) {
      const before = step.before ?? step.after; // the base step has no before
      console.log(`  ${step.op}: ${before} -> ${step.after}` +
                  (step.bounded ? ' (bound)' : '') + (step.clamped ? ' (clamped)' : ''));
    }
  }
  models.dispose();
} catch (e) {
  if (!(e instanceof WargenError)) throw e;
  fail(e.message); // file:line:column: path: message
}
