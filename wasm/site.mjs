// The list checker's site folder (examples/web/README.md), assembled by the
// `web-site` target of wasm/meson.build in the full variant's build:
//
//   node wasm/site.mjs OUTDIR MODULEDIR [DEPFILE]
//
// lays out in OUTDIR, for any static file server:
//   - the page: every file of examples/web/ but its *.md;
//   - the npm package's index.js as wargen/index.js, and the module that
//     MODULEDIR holds (a cross build's wasm/ folder: wargen.mjs, wargen.wasm)
//     as wargen/wasm/full/, where load() looks for it;
//   - the shipped data the page offers, under data/: each catalogue of
//     data/catalogs/ and each roster of data/rosters/ (and its subfolders),
//     and their list, data/index.json: {"catalogs": [{"file", "id", "name"}],
//     "rosters": [{"file", "catalog"}]}. The list is made by the module
//     itself: a catalogue is a file that Catalog.load reads (its id and name
//     are the library's), a roster one that Roster.load reads with one of
//     them; other files (a reveal's events) are left out.
// DEPFILE, if given, names every file and folder read, for Ninja.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync }
  from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const [outArg, moduleArg, depfile] = process.argv.slice(2);
if (!outArg || !moduleArg) {
  console.error('usage: node wasm/site.mjs OUTDIR MODULEDIR [DEPFILE]');
  process.exit(2);
}
const out = resolve(outArg);
const read = []; // what the depfile lists

function copy(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
  read.push(from);
}

// The files of folder, sorted, as paths; with deep, then its subfolders' files.
function filesOf(folder, deep = false) {
  read.push(folder);
  const paths = readdirSync(folder).sort().map((name) => join(folder, name));
  const folders = paths.filter((p) => statSync(p).isDirectory());
  return [...paths.filter((p) => !folders.includes(p)),
          ...(deep ? folders.flatMap((f) => filesOf(f, true)) : [])];
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const page = join(root, 'examples', 'web');
for (const file of filesOf(page).filter((f) => !f.endsWith('.md'))) {
  copy(file, join(out, relative(page, file)));
}
const indexJs = join(root, 'bindings', 'js', 'index.js');
copy(indexJs, join(out, 'wargen', 'index.js'));
for (const file of ['wargen.mjs', 'wargen.wasm']) {
  copy(join(moduleArg, file), join(out, 'wargen', 'wasm', 'full', file));
}

// The list, by the module (the package's load(), on this build's module).
const { load, WargenError } = await import(pathToFileURL(indexJs).href);
const wg = await load({ loader: join(resolve(moduleArg), 'wargen.mjs') });
const data = join(root, 'data');
const name = (path) => relative(data, path).split('\\').join('/');
// (a catalogue the library refuses fails the build: data/catalogs/ holds
// only catalogues)
const catalogs = filesOf(join(data, 'catalogs')).filter((f) => f.endsWith('.json'))
  .map((file) => ({ file: name(file), catalog: wg.Catalog.load(readFileSync(file), { name: name(file) }) }));
const reads = (catalog, text) => {
  try {
    wg.Roster.load(catalog, text).dispose();
    return true;
  } catch (e) {
    if (!(e instanceof WargenError)) throw e;
    return false;
  }
};
const rosters = [];
for (const file of filesOf(join(data, 'rosters'), true).filter((f) => f.endsWith('.json'))) {
  const text = readFileSync(file);
  const of = catalogs.find(({ catalog }) => reads(catalog, text));
  if (of) rosters.push({ file: name(file), catalog: of.catalog.id });
}
if (catalogs.length === 0 || rosters.length === 0) {
  console.error(`site.mjs: found ${catalogs.length} catalogues and ${rosters.length} rosters in ${data}`);
  process.exit(1);
}
const index = {
  catalogs: catalogs.map(({ file, catalog }) => ({ file, id: catalog.id, name: catalog.name })),
  rosters,
};
for (const { file } of [...index.catalogs, ...rosters]) copy(join(data, file), join(out, 'data', file));
for (const { catalog } of catalogs) catalog.dispose();
writeFileSync(join(out, 'data', 'index.json'), JSON.stringify(index, null, 2) + '\n');

if (depfile) {
  const escape = (p) => p.replace(/[ #$\\]/g, (c) => (c === '$' ? '$$' : `\\${c}`));
  writeFileSync(depfile, `${escape(outArg)}: ${[...new Set(read)].map(escape).join(' ')}\n`);
}
