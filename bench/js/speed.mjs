// The npm package in Node against the native library, per operation (issue
// 31's target: at most 3x the native time):
//
//   validate  roster.validate() of bench/data/roster-25.json, loaded once
//             against data/catalogs/example-kingdom.json (the files of the
//             `validate` benchmark): the report as the package returns it,
//             an object built from the report's accessors; the native side
//             reads the same accessors (bench/js_peer.c)
//   validate-json  roster.validateJson(): the report as the library's JSON
//             text (`wargen validate --json`'s); the native side validates
//             and writes that JSON
//   generate  wg.generate({seed, size: 'large', players: 2}), disposed, for
//             seeds 0 to COUNT - 1: a two-player large Open War army
//   morale    rng.moraleSimulate(1000000, 1) on new Rng(42): 1,000,000
//             morale checks in one call
//
// The native side is bench-js-peer (bench/js_peer.c), which makes the same
// C calls as those methods, with the same inputs, on the native library of
// a release build of this tree. Run it as the benchmark js-speed of a
// WebAssembly build made by wasm/build.sh (--no-rebuild: a relink needs the
// NODE_PATH the script sets), naming the native build's folder in
// WARGEN_NATIVE_BUILD (absolute: meson test runs it in the cross build's):
//
//   meson setup build-rel --buildtype=release && meson compile -C build-rel
//   WARGEN_NATIVE_BUILD=$PWD/build-rel meson test -C build-wasm/full --no-rebuild \
//       --benchmark js-speed -v
//
// or directly: WARGEN_WASM=BUILD/wasm/wargen.mjs WARGEN_NATIVE_BUILD=DIR
// node bench/js/speed.mjs [ROUNDS]. Without WARGEN_NATIVE_BUILD it skips
// (exit 77); a build that is not release, or not of this tree, is refused.
//
// The two sides alternate, ROUNDS rounds (default 9) of COUNT operations
// each, who goes first alternating too, so that machine noise hits both;
// Node first runs each operation up to 1,000 times (its JIT and the
// module's tier-up) and checks the result. It prints each side's median ns per operation, the
// ratio of the medians (and the range of the rounds' ratios), the target
// and whether it is met, and exits 0 either way: a benchmark reports.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../../bindings/js/index.js';

const TARGET = 3;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogPath = join(root, 'data', 'catalogs', 'example-kingdom.json');
const rosterPath = join(root, 'bench', 'data', 'roster-25.json');
const rounds = Number(process.argv[2] ?? 9);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node bench/js/speed.mjs [ROUNDS >= 1]');
  process.exit(2);
}

function refuse(message, status = 1) {
  console.error(`js-speed: ${message}`);
  process.exit(status);
}
if (!process.env.WARGEN_WASM) refuse('WARGEN_WASM (the module\'s wargen.mjs) is not set', 2);
const nativeDir = process.env.WARGEN_NATIVE_BUILD;
if (!nativeDir) {
  refuse('skipped: set WARGEN_NATIVE_BUILD to a native release build of this tree ' +
         '(meson setup build-rel --buildtype=release; see bench/js/speed.mjs)', 77);
}
// The peer must be this tree's library, optimised as released.
function mesonInfo(file) {
  const path = join(nativeDir, 'meson-info', file);
  if (!existsSync(path)) refuse(`${resolve(nativeDir)} is not a Meson build folder (no ${file})`);
  return JSON.parse(readFileSync(path, 'utf8'));
}
if (resolve(mesonInfo('meson-info.json').directories.source) !== root) {
  refuse(`${nativeDir} is a build of another source tree, not of ${root}`);
}
const buildtype = mesonInfo('intro-buildoptions.json').find((o) => o.name === 'buildtype')?.value;
if (buildtype !== 'release') refuse(`${nativeDir} is a ${buildtype} build: the peer needs --buildtype=release`);
const peer = join(nativeDir, 'bench', 'bench-js-peer');
if (!existsSync(peer)) refuse(`no ${peer}: meson compile -C ${nativeDir} bench/bench-js-peer (and tests=true)`);

// ns per operation of the native peer's COUNT operations.
function native(op, count) {
  const r = spawnSync(peer, [catalogPath, rosterPath, op, String(count)], { encoding: 'utf8' });
  const ns = /: ([0-9.]+) ns per operation/.exec(r.stdout ?? '');
  if (r.status !== 0 || !ns) refuse(`${peer} ${op}: status ${r.status}: ${r.stderr}${r.error ?? ''}`);
  return Number(ns[1]);
}

const wg = await load({ loader: process.env.WARGEN_WASM });
const catalog = wg.Catalog.load(readFileSync(catalogPath), { name: catalogPath });
const roster = wg.Roster.load(catalog, readFileSync(rosterPath), { name: rosterPath });

// Each operation: what it is, how many per round, and COUNT of them in Node.
// Each returns its last result, checked once before timing (a benchmark of
// an error path would mean nothing).
const operations = [
  {
    op: 'validate', what: 'validate the 25-unit roster', count: 20000,
    run(count) {
      let report;
      for (let i = 0; i < count; i++) report = roster.validate();
      return report.valid === true && report.units.length === 25;
    },
  },
  {
    op: 'validate-json', what: 'validate, the report as JSON', count: 20000,
    run(count) {
      let text;
      for (let i = 0; i < count; i++) text = roster.validateJson();
      return text.startsWith('{"valid": true');
    },
  },
  {
    op: 'generate', what: 'a two-player large army', count: 50000,
    run(count) {
      let finished = true;
      for (let i = 0; i < count; i++) {
        const session = wg.generate({ seed: i, size: 'large', players: 2 });
        finished &&= session.finished;
        session.dispose();
      }
      return finished;
    },
  },
  {
    op: 'morale', what: '1,000,000 morale checks in a batch', count: 40,
    run(count) {
      const rng = new wg.Rng(42);
      let counts;
      for (let i = 0; i < count; i++) counts = rng.moraleSimulate(1000000, 1);
      rng.dispose();
      return counts.reduce((a, b) => a + b, 0n) === 1000000n;
    },
  },
];

function nodeTime(o) {
  const t = process.hrtime.bigint();
  o.run(o.count);
  return Number(process.hrtime.bigint() - t) / o.count;
}

for (const o of operations) {
  if (!o.run(Math.min(o.count, 1000))) refuse(`${o.op}: the package's result is not what it should be`);
  o.native = [];
  o.node = [];
}
for (let round = 0; round < rounds; round++) {
  for (const o of operations) {
    if (round % 2 === 0) {
      o.native.push(native(o.op, o.count));
      o.node.push(nodeTime(o));
    } else {
      o.node.push(nodeTime(o));
      o.native.push(native(o.op, o.count));
    }
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (ns) => ns.toFixed(1);
console.log(`js-speed: Node ${process.version} (${process.env.WARGEN_WASM}) against the native ` +
            `library (${peer}, release), medians of ${rounds} interleaved rounds`);
const head = ['operation', 'native ns/op', 'Node ns/op', 'ratio', 'rounds', 'target', 'met'];
const rows = operations.map((o) => {
  const n = median(o.native), j = median(o.node), ratios = o.node.map((x, i) => x / o.native[i]);
  return [o.what, fmt(n), fmt(j), `${(j / n).toFixed(2)}x`,
          `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x`,
          `${TARGET}x`, j / n <= TARGET ? 'yes' : 'no'];
});
const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
for (const r of [head, ...rows]) {
  console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
}
roster.dispose();
catalog.dispose();
