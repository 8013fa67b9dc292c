// The list checker page (examples/web/) in headless Chromium, against the
// native command: the site folder the full WebAssembly build assembles
// (wasm/site.mjs) is served by a static file server started here (Node's
// http module, on 127.0.0.1), Debian's Chromium (/usr/bin/chromium, or
// $WARGEN_CHROMIUM) is driven by playwright-core (pinned by this folder's
// package-lock.json; it downloads no browser, which the test checks), and
// what the page shows is compared with what `wargen` prints for the same
// inputs. Any request to another host fails the test: the page works
// offline. It saves a screenshot beside the site folder (site.png). Run by `meson test` in the full build
// (wasm/meson.build, the test `browser`) with Node's runner:
//
//   (cd tests/browser && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --ignore-scripts)
//   WARGEN_SITE=BUILD/wasm/site WARGEN=NATIVE/wargen node --test tests/browser/
//
// Without Chromium or playwright-core every test is skipped, saying why,
// unless WARGEN_BROWSER_REQUIRED is set (CI sets it): then they fail.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync }
  from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
for (const name of ['WARGEN_SITE', 'WARGEN']) {
  if (!process.env[name]) throw new Error(`${name} is not set (see the comment at the top)`);
}
const site = resolve(process.env.WARGEN_SITE);
const screenshot = join(dirname(site), 'site.png');
const executablePath = process.env.WARGEN_CHROMIUM || '/usr/bin/chromium';

// playwright-core's folder for browsers of its own: an empty one, which must
// stay empty (it never downloads one)
const browsersPath = mkdtempSync(join(tmpdir(), 'wargen-playwright-'));
process.env.PLAYWRIGHT_BROWSERS_PATH = browsersPath;
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
let chromium = null;
try {
  ({ chromium } = await import('playwright-core'));
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
}
let missing = false;
if (!existsSync(executablePath)) missing = `no Chromium at ${executablePath} (Debian package chromium)`;
else if (!chromium) missing = 'playwright-core is not installed: run `npm ci` in tests/browser';
if (missing && process.env.WARGEN_BROWSER_REQUIRED) throw new Error(`${missing}, and WARGEN_BROWSER_REQUIRED is set`);

// Each test of the page, in order, on one page; all skipped when missing.
const check = (name, fn) => test(name, { skip: missing }, fn);

const catalogPath = join(root, 'data', 'catalogs', 'example-kingdom.json');
const rosterPath = (file) => join(root, 'data', 'rosters', file);
const bsdata = join(root, 'tests', 'data', 'bsdata');

function wargen(args, options = {}) {
  const r = spawnSync(process.env.WARGEN, args, { encoding: 'utf8', ...options });
  if (r.error) throw r.error;
  return r;
}

// ---- the server and the browser ----------------------------------------------------

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.json': 'application/json', '.wasm': 'application/wasm',
};
let server;
let origin;
let browser;
let page;
const offsite = []; // requests to anything but the server
const problems = []; // the page's uncaught errors and console errors

before(async () => {
  if (missing) return;
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://server').pathname);
    const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(site + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${server.address().port}`;

  browser = await chromium.launch({ executablePath });
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    offsite.push(url);
    return route.abort();
  });
  page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(browsersPath, { recursive: true, force: true });
});

// Runs action, then waits until the area with that id has been updated once
// more (app.js counts its updates in data-updates).
async function updating(id, action) {
  const area = page.locator(`#${id}`);
  const before = Number(await area.getAttribute('data-updates') ?? 0);
  await action();
  await page.waitForFunction(([id, n]) => Number(document.getElementById(id).dataset.updates ?? 0) > n,
                             [id, before]);
}

// The rows of the first table in an area, as arrays of cell texts.
const rows = (id) => page.locator(`#${id} table`).first().evaluate(
  (t) => [...t.tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent)));

// The rows the page shows for violations: rule, code, units, message.
const violationRows = (violations) => violations.map((v) => [v.rule, v.code, v.units.join(', '), v.message]);

async function chooseRoster(path) {
  await updating('report', () => page.getByLabel('Roster file').setInputFiles(path));
}

// ---- the tests -----------------------------------------------------------------------------

check('the page loads the module from the site folder, and the shipped data from its list', async () => {
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready]');
  const version = wargen(['--version']).stdout;
  const status = await page.locator('#status').textContent();
  assert.match(status, /ready/);
  assert.ok(version.includes(status.match(/libwargen (\S+)/)[1]), `${status} / ${version}`);

  const index = JSON.parse(readFileSync(join(site, 'data', 'index.json'), 'utf8'));
  assert.deepEqual(index.catalogs.map((c) => c.file), ['catalogs/example-kingdom.json']);
  const options = await page.getByLabel('Catalogue').locator('option').evaluateAll(
    (list) => list.map((o) => o.value));
  assert.deepEqual(options.slice(0, -1), index.catalogs.map((c) => c.file));
  const examples = await page.getByLabel('Example roster').locator('option').evaluateAll(
    (list) => list.map((o) => o.value));
  // every roster of data/rosters, and not the reveal events beside them
  assert.ok(examples.includes('rosters/valid-standard.json'));
  assert.ok(examples.includes('rosters/hidden/twins-clashing.json'));
  assert.ok(!examples.includes('rosters/hidden/twins-labelled-reveal.json'));
  assert.equal(examples.length, 1 + index.rosters.length);
  assert.match(await page.locator('#book-result').textContent(), /Example Kingdom \(example-kingdom\)/);
});

check('every control has a label and is reached with the Tab key', async () => {
  const controls = await page.locator('input, select, textarea, button').evaluateAll(
    (list) => list.map((c) => ({ id: c.id, labelled: c.labels.length > 0 || c.tagName === 'BUTTON' })));
  assert.ok(controls.length >= 12);
  for (const c of controls) assert.ok(c.labelled, `${c.id} has no label`);
  await page.locator('body').focus();
  const reached = new Set();
  for (let i = 0; i < 3 * controls.length; i++) {
    await page.keyboard.press('Tab');
    reached.add(await page.evaluate(() => document.activeElement.id));
  }
  for (const c of controls) assert.ok(reached.has(c.id), `Tab never reaches ${c.id}`);
});

for (const file of ['invalid-heroes-maximum.json', 'valid-standard.json']) {
  check(`a roster file (${file}): the report of wargen validate --json, each violation's rule`, async () => {
    const native = wargen(['validate', '--catalog', catalogPath, rosterPath(file), '--json']);
    const report = JSON.parse(native.stdout);
    assert.equal(native.status, report.valid ? 0 : 1, native.stderr);
    await chooseRoster(rosterPath(file));
    assert.equal(await page.locator('#report-json').textContent() + '\n', native.stdout);
    const shown = await page.locator('#report').evaluate((area) => [...area.childNodes].map((c) => c.nodeName));
    if (report.valid) {
      assert.deepEqual(shown, ['P', 'DETAILS']);
      assert.equal(await page.locator('#report p').textContent(),
                   `Valid. ${report.total} of ${report.points} points (${report.size}).`);
    } else {
      assert.deepEqual(shown, ['P', 'TABLE', 'DETAILS']);
      assert.deepEqual(await rows('report'), violationRows(report.violations));
    }
  });
}

check('a roster dropped on the roster section: the report of wargen validate --json', async () => {
  const path = rosterPath('invalid-one-per-army.json');
  const native = wargen(['validate', '--catalog', catalogPath, path, '--json']);
  const drop = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return transfer;
  }, readFileSync(path, 'utf8'));
  await updating('report', () => page.dispatchEvent('#roster-section', 'drop', { dataTransfer: drop }));
  assert.equal(await page.locator('#report-json').textContent() + '\n', native.stdout);
});

check('a pasted roster with hidden items: the open view of wargen roster open --json', async () => {
  const path = rosterPath(join('hidden', 'secret-assassin.json'));
  const native = wargen(['roster', 'open', '--catalog', catalogPath, path, '--json']);
  assert.equal(native.status, 0, native.stderr);
  await page.getByLabel('Roster text').fill(readFileSync(path, 'utf8'));
  await updating('view', () => page.getByRole('button', { name: 'Check the roster' }).click());
  assert.equal(await page.locator('#view-json').textContent() + '\n', native.stdout);
  const view = JSON.parse(native.stdout);
  assert.deepEqual((await rows('view')).map((r) => r[2]), view.units.map((u) => u.name));
  // the download is the command's output, byte for byte
  const href = await page.locator('#view-download').getAttribute('href');
  assert.equal(await page.evaluate((url) => fetch(url).then((r) => r.text()), href), native.stdout);
});

check('label clashes (an example roster): no view, the violations of wargen roster open --json', async () => {
  const path = rosterPath(join('hidden', 'twins-clashing.json'));
  const native = wargen(['roster', 'open', '--catalog', catalogPath, path, '--json']);
  assert.equal(native.status, 1, native.stderr);
  await updating('view', () => page.getByLabel('Example roster').selectOption('rosters/hidden/twins-clashing.json'));
  assert.match(await page.locator('#view').textContent(), /^No open view/);
  assert.deepEqual(await rows('view'), violationRows(JSON.parse(native.stdout).violations));
});

check('a roster the library refuses: the error\'s line, column and path, as the command says', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wargen-browser-'));
  try {
    const doc = JSON.parse(readFileSync(rosterPath('valid-warband.json'), 'utf8'));
    doc.units[2].entry = 'no-such-entry';
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(doc, null, 2));
    const native = wargen(['validate', '--catalog', catalogPath, 'broken.json', '--json'], { cwd: dir });
    assert.equal(native.status, 2);
    await chooseRoster(join(dir, 'broken.json'));
    const alert = page.locator('#report [role=alert]');
    assert.equal(await alert.locator('p').textContent(), `Error: ${native.stderr.replace(/^wargen: /, '').trim()}`);
    const fields = await alert.locator('dl').evaluate((dl) =>
      Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
    const [, file, line, column, path] = native.stderr.match(/^wargen: ([^:]+):(\d+):(\d+): ([^:]+):/);
    assert.deepEqual(fields, { code: 'ENOTFOUND', file, line, column, path });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

check('a BattleScribe book and a .ros roster: the report of wargen validate --json, the warnings', async () => {
  const [gst, cat, ros] = ['system.gst', 'book.cat', 'invalid-standard.ros'].map((f) => join(bsdata, f));
  const native = wargen(['validate', '--catalog', cat, '--gst', gst, ros, '--json']);
  assert.equal(native.status, 1, native.stderr);
  const warnings = native.stderr.split('\n').filter((l) => l.startsWith('wargen: warning:'));
  await updating('book-result', () => page.getByLabel('Army book (.cat)').setInputFiles(cat));
  await updating('book-result', () => page.getByLabel('Game system (.gst)').setInputFiles(gst));
  assert.equal(await page.getByLabel('Catalogue').inputValue(), 'bsdata');
  assert.equal(await page.locator('#book-result li').count(), warnings.length);
  await chooseRoster(ros);
  assert.equal(await page.locator('#report-json').textContent() + '\n', native.stdout);
  assert.deepEqual(await rows('report'), violationRows(JSON.parse(native.stdout).violations));
  // a .rosz: the same roster zipped
  const rosz = join(bsdata, 'valid-standard.rosz');
  const zipped = wargen(['validate', '--catalog', cat, '--gst', gst, rosz, '--json']);
  await chooseRoster(rosz);
  assert.equal(await page.locator('#report-json').textContent() + '\n', zipped.stdout);
});

check('an Open War army: wargen generate --json\'s, for a seed and every option', async () => {
  const generations = [
    [{ seed: '42', size: 'medium', players: '2', cards: true, decks: true },
     ['--size', 'medium', '--players', '2', '--cards', '--per-player-decks']],
    [{ seed: '18446744073709551615', size: 'large', players: '1', cards: false, decks: false },
     ['--size', 'large']],
  ];
  for (const [form, flags] of generations) {
    const native = wargen(['generate', '--seed', form.seed, '--json', ...flags]);
    assert.equal(native.status, 0, native.stderr);
    await page.getByLabel('Seed').fill(form.seed);
    await page.getByLabel('Size').selectOption(form.size);
    await page.getByLabel('Players').selectOption(form.players);
    await page.getByLabel('Draw cards instead of rolling D66').setChecked(form.cards);
    await page.getByLabel('With cards: a deck per player').setChecked(form.decks);
    await updating('army', () => page.getByRole('button', { name: 'Generate' }).click());
    assert.equal(await page.locator('#army-json').textContent() + '\n', native.stdout);
    const doc = JSON.parse(native.stdout);
    assert.equal(await page.locator('#army table').count(), doc.players.length);
    assert.match(await page.locator('#army').textContent(), new RegExp(`^Seed ${form.seed} `));
  }
  // no seed: a fresh one, shown, which the command repeats
  await page.getByLabel('Seed').fill('');
  await updating('army', () => page.getByRole('button', { name: 'Generate' }).click());
  const fresh = (await page.locator('#army p').first().textContent()).match(/^Seed (\d+) /)[1];
  const native = wargen(['generate', '--seed', fresh, '--json', ...generations.at(-1)[1]]);
  assert.equal(await page.locator('#army-json').textContent() + '\n', native.stdout);

  await page.getByLabel('Seed').fill('18446744073709551616');
  await updating('army', () => page.getByRole('button', { name: 'Generate' }).click());
  assert.match(await page.locator('#army [role=alert]').textContent(), /code\s*ERANGE/);
  await page.getByLabel('Seed').fill('42');
  await updating('army', () => page.getByRole('button', { name: 'Generate' }).click());
  await page.screenshot({ path: screenshot, fullPage: true });
  console.log(`screenshot: ${screenshot}`);
});

check('nothing was fetched from elsewhere, no browser downloaded, and the page reported no error', () => {
  assert.deepEqual(offsite, []);
  assert.deepEqual(readdirSync(browsersPath), []);
  assert.deepEqual(problems, []);
});
