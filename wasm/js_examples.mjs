// The folder the JavaScript examples run from (wasm/meson.build):
//
//   node wasm/js_examples.mjs OUTDIR STAMP MODULEDIR EXAMPLE.mjs...
//
// copies each example into OUTDIR and lays the npm package out with the
// module of MODULEDIR (wargen.mjs, wargen.wasm) as OUTDIR/node_modules/wargen,
// so that `import ... from 'wargen'` finds it as it finds an installed package;
// then writes STAMP.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [out, stamp, moduleDir, ...examples] = process.argv.slice(2);
const pack = join(dirname(fileURLToPath(import.meta.url)), '..', 'bindings', 'js', 'pack.mjs');
mkdirSync(out, { recursive: true });
for (const example of examples) copyFileSync(example, join(out, basename(example)));
const r = spawnSync(process.execPath, [pack, '--stage', join(out, 'node_modules', 'wargen'),
                                       `full=${moduleDir}`], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
writeFileSync(stamp, '');
