// The packaging step of the npm package (docs/DESIGN.md, "JavaScript"):
//
//   node bindings/js/pack.mjs [--stage] OUTDIR VARIANT=MODULEDIR...
//
// lays the package out in OUTDIR/package (with --stage, in OUTDIR itself,
// and stops there: a folder to import 'wargen' from as a node_modules/wargen
// would be, e.g. for the examples' tests): the files package.json lists
// ("files"), and for each VARIANT (full, lite) the module that MODULEDIR
// holds (a cross build's wasm/ folder: wargen.mjs and wargen.wasm) as
// wasm/VARIANT/, where load() looks for it; then `npm pack` writes the
// tarball into OUTDIR and its path is printed. wasm/build.sh runs it for
// both variants; the package's test for the variant it tests.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const stageOnly = args[0] === '--stage';
const [outArg, ...variants] = stageOnly ? args.slice(1) : args;
if (!outArg || variants.length === 0 || !variants.every((v) => /^(full|lite)=./.test(v))) {
  console.error('usage: node bindings/js/pack.mjs [--stage] OUTDIR full=MODULEDIR [lite=MODULEDIR]');
  process.exit(2);
}
const out = resolve(outArg);
const stage = stageOnly ? out : join(out, 'package');
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });

const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
for (const file of ['package.json', ...manifest.files.filter((f) => !f.endsWith('/'))]) {
  copyFileSync(join(here, file), join(stage, file));
}
for (const arg of variants) {
  const [variant, dir] = arg.split(/=(.*)/s);
  mkdirSync(join(stage, 'wasm', variant), { recursive: true });
  for (const file of ['wargen.mjs', 'wargen.wasm']) {
    copyFileSync(join(dir, file), join(stage, 'wasm', variant, file));
  }
}
if (stageOnly) process.exit(0);

const npm = spawnSync('npm', ['pack', '--json', '--pack-destination', out],
                      { cwd: stage, encoding: 'utf8' });
if (npm.error || npm.status !== 0) {
  console.error(`npm pack failed: ${npm.error ?? npm.stderr}`);
  process.exit(1);
}
console.log(join(out, JSON.parse(npm.stdout)[0].filename));
