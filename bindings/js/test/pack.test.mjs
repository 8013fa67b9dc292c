// The npm package as a user gets it: pack.mjs lays it out with this build's
// module and `npm pack` makes the tarball, which `npm install --offline`
// puts into an empty project; there a program imports 'wargen' by name and
// generates the native command's army, and tsc checks a TypeScript file
// against the installed declarations. Needs npm (skipped without it) and the
// environment of wargen.test.mjs (WARGEN_WASM, WARGEN_BSDATA, WARGEN).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const name of ['WARGEN_WASM', 'WARGEN', 'WARGEN_BSDATA']) {
  if (!process.env[name]) throw new Error(`${name} is not set (see test/wargen.test.mjs)`);
}
const variant = process.env.WARGEN_BSDATA === '1' ? 'full' : 'lite';
const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });
const tsc = join(pkg, 'node_modules', 'typescript', 'bin', 'tsc');

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  assert.equal(r.error, undefined);
  assert.equal(r.status, 0, `${command} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

test('npm pack\'s tarball installs offline into an empty project and works there',
     { skip: npm.status !== 0 && 'no npm' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'wargen-pack-'));
  try {
    const tarball = run(process.execPath, [join(pkg, 'pack.mjs'), join(dir, 'out'),
                                            `${variant}=${dirname(process.env.WARGEN_WASM)}`]).trim();
    assert.ok(existsSync(tarball), tarball);
    const app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), '{"name": "app", "private": true, "type": "module"}');
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: app });

    writeFileSync(join(app, 'main.js'), [
      "import { load, WargenError } from 'wargen';",
      `const wg = await load({ variant: '${variant}' });`,
      'const session = wg.generate({ seed: 12, players: 2 });',
      'console.log(session.json());',
      'session.dispose();',
      "try { wg.Catalog.load('{'); } catch (e) { console.log(e instanceof WargenError, e.code); }",
    ].join('\n'));
    const native = run(process.env.WARGEN, ['generate', '--seed', '12', '--players', '2', '--json']);
    assert.equal(run(process.execPath, ['main.js'], { cwd: app }), native + 'true EPARSE\n');

    if (existsSync(tsc)) {
      writeFileSync(join(app, 'main.ts'), [
        "import { load, WargenError, type Report } from 'wargen';",
        'const wg = await load();',
        "const report: Report = wg.validate('{}', '{}');",
        'const rng = new wg.Rng(1);',
        'rng[Symbol.dispose]();',
        "console.log(report.valid, new WargenError('x', { code: 'ERULE' }).code);",
      ].join('\n'));
      writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
        // without esnext.disposable: the declarations bring Symbol.dispose
        compilerOptions: { strict: true, noEmit: true, module: 'nodenext', target: 'es2022',
                           lib: ['es2022', 'dom'], types: [] },
        files: ['main.ts'],
      }));
      run(process.execPath, [tsc, '-p', app]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
