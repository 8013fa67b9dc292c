// The list checker page (examples/web/README.md): the npm package's load()
// in a browser. Every verdict, message and name shown comes from libwargen
// (its JSON documents and WargenError records); this file only moves files
// into the library and its answers onto the page.
import { load, WargenError } from './wargen/index.js';

const $ = (id) => document.getElementById(id);

// An element: el('p', { class: 'x' }, 'text', child...).
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// A table: caption, header cells, rows of cell texts.
function table(caption, headers, rows) {
  return el('table', {},
    el('caption', {}, caption),
    el('thead', {}, el('tr', {}, ...headers.map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, ...rows.map((row) => el('tr', {}, ...row.map((cell) => el('td', {}, String(cell)))))));
}

// The library's text itself, under a disclosure (and for a download).
function source(id, summary, text) {
  return el('details', {}, el('summary', {}, summary), el('pre', { id }, text));
}

// A failure: the library's one-line message, then where it is.
function errorBlock(error) {
  const block = el('div', { class: 'error', role: 'alert' },
    el('p', {}, el('strong', {}, 'Error: '), error.message));
  if (error instanceof WargenError) {
    const fields = [['code', error.code], ['file', error.file], ['line', error.line],
                    ['column', error.column], ['path', error.path]]
      .filter(([, value]) => value !== '' && value !== 0);
    block.append(el('dl', {}, ...fields.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, String(v))])));
  }
  return block;
}

// Replaces what a result area shows; data-updates counts the updates (for tests).
function show(area, ...nodes) {
  area.replaceChildren(...nodes.filter((n) => n !== null));
  area.dataset.updates = String(Number(area.dataset.updates ?? 0) + 1);
}

// Warnings an import went past (WargenError objects), as a list.
function warningList(warnings) {
  if (!warnings?.length) return null;
  const items = warnings.map((w) => el('li', {}, w.message));
  if (warnings.omitted) items.push(el('li', {}, `and ${warnings.omitted} more`));
  return el('div', { class: 'warnings' }, el('p', {}, 'Warnings of the import:'), el('ul', {}, ...items));
}

const violationTable = (violations) => table('Violations', ['Rule', 'Code', 'Units', 'Message'],
  violations.map((v) => [v.rule, v.code, v.units.join(', '), v.message]));

let wg = null;
let shipped = null; // data/index.json, written by the build (wasm/site.mjs)

// ---- 1. the army book -------------------------------------------------------------

const BSDATA = 'bsdata';
let book = null; // { catalog, bsdata (a BattleScribeBook or null) }

function dropBook() {
  if (book) (book.bsdata ?? book.catalog).dispose();
  book = null;
}

async function chooseBook() {
  dropBook();
  const area = $('book-result');
  try {
    if ($('catalog').value === BSDATA) {
      const [cat, gst] = [$('cat-file').files[0], $('gst-file').files[0]];
      if (!cat || !gst) {
        show(area, el('p', {}, 'Choose the book\'s .cat file and its game system\'s .gst file.'));
        return;
      }
      const bsdata = wg.BattleScribeBook.load(new Uint8Array(await gst.arrayBuffer()),
                                              new Uint8Array(await cat.arrayBuffer()));
      book = { catalog: bsdata.catalog, bsdata };
      show(area, el('p', {}, `BattleScribe book: ${book.catalog.name} (${cat.name}, ${gst.name})`),
           warningList(bsdata.warnings));
    } else {
      const file = $('catalog').value;
      const text = await (await fetch(`data/${file}`)).text();
      book = { catalog: wg.Catalog.load(text, { name: file }), bsdata: null };
      show(area, el('p', {}, `Catalogue: ${book.catalog.name} (${book.catalog.id})`));
    }
  } catch (e) {
    show(area, errorBlock(e));
  }
}

// ---- 2. the roster ------------------------------------------------------------------

let roster = null; // { name, data: text or bytes }: the last one chosen, dropped or typed

async function rosterFromFile(file) {
  $('roster-text').value = '';
  $('example').value = '';
  roster = { name: file.name, data: new Uint8Array(await file.arrayBuffer()) };
  await check();
}

async function check() {
  const report = $('report');
  const view = $('view');
  if (!roster) {
    show(report, el('p', {}, 'Choose, drop or paste a roster first.'));
    return;
  }
  if (!book) {
    show(report, el('p', {}, 'Choose an army book first.'));
    return;
  }
  let r;
  let warnings = null;
  try {
    if (book.bsdata) ({ roster: r, warnings } = book.bsdata.loadRoster(roster.data, { name: roster.name }));
    else r = wg.Roster.load(book.catalog, roster.data, { name: roster.name });
  } catch (e) {
    show(report, errorBlock(e));
    show(view, el('p', {}, 'No view: the roster could not be read.'));
    return;
  }
  try {
    showReport(r.validateJson(), warnings);
    showView(r);
  } catch (e) {
    show(report, errorBlock(e));
  } finally {
    r.dispose();
  }
}

// ---- 3. the report ----------------------------------------------------------------

function showReport(json, warnings) {
  const report = JSON.parse(json);
  const verdict = report.valid ? 'Valid.' : `Not valid: ${report.violations.length} violation(s).`;
  show($('report'),
    el('p', { class: report.valid ? 'valid' : 'invalid' }, el('strong', {}, verdict),
       ` ${report.total} of ${report.points} points (${report.size}).`),
    report.violations.length ? violationTable(report.violations) : null,
    warningList(warnings),
    source('report-json', 'The report as JSON (wargen validate --json)', json));
}

// ---- 4. the open view ---------------------------------------------------------------

let viewUrl = null;

function showView(r) {
  let json;
  try {
    json = r.viewJson('open');
  } catch (e) {
    if (!(e instanceof WargenError && e.violations)) throw e;
    // label clashes (H4): the library's verdict on why there is no view
    show($('view'), el('p', { class: 'invalid' }, 'No open view: ', e.detail),
         violationTable(e.violations.violations));
    return;
  }
  const doc = JSON.parse(json);
  if (viewUrl) URL.revokeObjectURL(viewUrl);
  viewUrl = URL.createObjectURL(new Blob([json + '\n'], { type: 'application/json' }));
  show($('view'),
    table(`Open roster of ${doc.catalog}, ${doc.points} points`,
          ['Unit', 'Label', 'Name', 'Category', 'Models', 'General', 'Options', 'Equipment'],
          doc.units.map((u) => [u.unit, u.label ?? '', u.name, u.category, u.models,
                                u.general ? 'yes' : '', u.options.join(', '), u.equipment.join(', ')])),
    el('p', {}, el('a', { href: viewUrl, download: 'open-view.json', id: 'view-download' },
                   'Download the open view (open-view.json)')),
    source('view-json', 'The open view as JSON (wargen roster open --json)', json));
}

// ---- 5. Open War armies ---------------------------------------------------------------

function slotText(slot) {
  if (slot.endless_spell) return 'endless spell';
  return `${slot.count} ${slot.type}${slot.reinforceable ? ' (reinforceable)' : ''}`;
}

function generate(event) {
  event.preventDefault();
  const options = {
    size: $('size').value,
    players: Number($('players').value),
    cards: $('cards').checked,
    perPlayerDecks: $('per-player-decks').checked,
  };
  const seed = $('seed').value.trim();
  if (seed !== '') options.seed = seed;
  let session;
  try {
    session = wg.generate(options);
    const json = session.json();
    const doc = JSON.parse(json);
    show($('army'),
      el('p', {}, `Seed ${session.seed} (repeat it with this seed), ${doc.limit} AP, ` +
                  `${doc.mode}, player ${doc.first_player} first.`),
      ...doc.players.map((p) => table(`Player ${p.player}: ${p.total} AP, ${p.units} units`,
        ['Draw', 'Cost', 'Slots'],
        p.draws.map((d) => [d.card !== undefined ? `card ${d.card}` : `roll ${d.roll}`, d.cost,
                            d.slots.map(slotText).join('; ')]))),
      source('army-json', 'The army as JSON (wargen generate --json)', json));
  } catch (e) {
    show($('army'), errorBlock(e));
  } finally {
    session?.dispose();
  }
}

// ---- start -------------------------------------------------------------------------------

async function start() {
  try {
    wg = await load();
    const response = await fetch('data/index.json');
    if (!response.ok) throw new Error(`data/index.json: ${response.status} ${response.statusText}`);
    shipped = await response.json();
  } catch (e) {
    show($('status'), errorBlock(e));
    return;
  }
  const catalog = $('catalog');
  catalog.append(...shipped.catalogs.map((c) => el('option', { value: c.file }, `${c.name} (${c.file})`)),
                 el('option', { value: BSDATA }, 'a BattleScribe book (its files below)'));
  $('example').append(...shipped.rosters.map((r) => el('option', { value: r.file }, r.file)));

  catalog.addEventListener('change', chooseBook);
  for (const id of ['cat-file', 'gst-file']) {
    $(id).addEventListener('change', () => {
      catalog.value = BSDATA;
      chooseBook();
    });
  }
  $('example').addEventListener('change', async () => {
    const file = $('example').value;
    if (!file) return;
    $('roster-file').value = '';
    $('roster-text').value = await (await fetch(`data/${file}`)).text();
    roster = { name: file, data: $('roster-text').value };
    await check();
  });
  $('roster-file').addEventListener('change', () => {
    const file = $('roster-file').files[0];
    if (file) rosterFromFile(file);
  });
  $('roster-text').addEventListener('input', () => {
    $('example').value = '';
    $('roster-file').value = '';
    roster = { name: 'pasted roster', data: $('roster-text').value };
  });
  const section = $('roster-section');
  section.addEventListener('dragover', (e) => e.preventDefault());
  section.addEventListener('drop', (e) => {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (file) rosterFromFile(file);
  });
  $('check').addEventListener('click', check);
  $('generate').addEventListener('submit', generate);

  // The sizes the library knows, in its order (the first is its default).
  for (const size of wg.names.armySize) $('size').append(new Option(size, size));
  for (const id of ['catalog', 'example', 'check', 'generate-button']) $(id).disabled = false;
  show($('status'), `libwargen ${wg.version} (WebAssembly, ${wg.variant} module): ready.`);
  await chooseBook();
  document.body.dataset.ready = 'true';
}

start();
