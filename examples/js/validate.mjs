// Check a The 9th Age roster against its army book (rules R).
//
// Usage: node validate.mjs BOOK.json ROSTER.json  (exit 0 valid, 1 invalid, 2 bad input)
import { readFileSync } from 'node:fs';
import { load, WargenError } from 'wargen';

const wg = await load();
const [bookPath, rosterPath] = process.argv.slice(2);
function fail(message) {
  console.error(`validate: ${message}`);
  process.exit(2);
}
// The module has no file system of its own: the host reads the files.
function read(path) {
  try {
    return readFileSync(path);
  } catch (e) {
    return fail(`${path}: cannot open: ${e.message}`);
  }
}

let report;
try {
  // Documents are text, bytes or objects; names make errors point at the files.
  report = wg.validate(read(bookPath), read(rosterPath),
                       { catalogName: bookPath, rosterName: rosterPath });
} catch (e) {
  if (!(e instanceof WargenError)) throw e;
  fail(e.message); // file:line:column: path: message
}

console.log(`${report.total} of ${report.points} points`);
for (const v of report.violations) console.log(`${v.code} (${v.rule}): ${v.message}`);
console.log(report.valid ? 'valid' : 'invalid');
process.exit(report.valid ? 0 : 1);
