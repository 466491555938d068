/**
 * The start's resolve hook (scripts/resolve-packages-once.mjs) resolves relative imports inside ES module packages
 * itself; what it loads must be what Node would: a CommonJS folder inside such a package stays CommonJS, a file
 * reached through a symbolic link is one module, and a missing file fails as Node fails it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './node-processes.ts';

const hook = path.join(root, 'scripts', 'resolve-packages-once.mjs');

/** A package in a folder of its own; answers the folder and the package's entry. */
function packageTree(): { dir: string; entry: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'resolve-hook-'));
  const pkg = path.join(dir, 'node_modules', 'esm-pkg');
  mkdirSync(path.join(pkg, 'lib'), { recursive: true });
  mkdirSync(path.join(pkg, 'cjs'));
  writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'esm-pkg', type: 'module', exports: { '.': './index.js' } }));
  writeFileSync(path.join(pkg, 'lib', 'counter.js'), 'globalThis.loads = (globalThis.loads ?? 0) + 1;\nexport const loads = () => globalThis.loads;\n');
  symlinkSync(path.join(pkg, 'lib'), path.join(pkg, 'linked'));
  writeFileSync(path.join(pkg, 'cjs', 'package.json'), JSON.stringify({ type: 'commonjs' }));
  writeFileSync(path.join(pkg, 'cjs', 'answer.js'), 'module.exports = { answer: 42 };\n');
  writeFileSync(
    path.join(pkg, 'index.js'),
    [
      "import { loads } from './lib/counter.js';",
      "import './linked/counter.js';",
      "import cjs from './cjs/answer.js';",
      'console.log(JSON.stringify({ loads: loads(), answer: cjs.answer }));',
      "await import('./lib/missing.js').catch((error) => console.log(JSON.stringify({ missing: error.code })));",
    ].join('\n'),
  );
  return { dir, entry: path.join(pkg, 'index.js') };
}

describe('the resolve hook of the start', () => {
  it('loads an ES module package as Node does: CommonJS folders, symbolic links and missing files alike', () => {
    const { dir, entry } = packageTree();
    const run = (args: string[]) => execFileSync(process.execPath, [...args, entry], { encoding: 'utf8' }).trim().split('\n');
    try {
      const withHook = run(['--import', hook]);
      expect(withHook).toEqual(run([]));
      expect(withHook).toEqual([JSON.stringify({ loads: 1, answer: 42 }), JSON.stringify({ missing: 'ERR_MODULE_NOT_FOUND' })]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
