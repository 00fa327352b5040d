import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP,
  backUpManifest,
  guardManifest,
  isAlive,
  manifestText,
  missingTargets,
  restoreManifest,
} from './pack.ts';
import { publishManifest } from './publish-manifest.ts';

const DEV = `${JSON.stringify(
  {
    name: '@acme/contract',
    version: '1.0.0',
    private: true,
    type: 'module',
    engines: { node: '>=20.19' },
    bin: { check: './src/bin.ts' },
    exports: { './registry': './src/registry.ts', './rules/*': './src/rules/*.ts' },
  },
  null,
  2,
)}\n`;

let dir: string;
const packageJson = () => readFileSync(join(dir, 'package.json'), 'utf8');
/** What prepack does to package.json after building. */
function swapIn(): void {
  backUpManifest(dir);
  writeFileSync(join(dir, 'package.json'), manifestText(publishManifest(JSON.parse(DEV))));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'contracts-pack-unit-'));
  writeFileSync(join(dir, 'package.json'), DEV);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the work tree manifest around a pack', () => {
  it('is restored byte for byte, once', () => {
    swapIn();
    expect(packageJson()).toContain('./dist/registry.js');
    expect(restoreManifest(dir)).toBe(true);
    expect(packageJson()).toBe(DEV);
    expect(restoreManifest(dir)).toBe(false);
    expect(packageJson()).toBe(DEV);
  });

  it('is not swapped again while a backup is waiting (another pack, or one that died)', () => {
    swapIn();
    expect(() => {
      backUpManifest(dir);
    }).toThrow(/npm run postpack -w contracts/);
    expect(readFileSync(join(dir, BACKUP), 'utf8')).toBe(DEV);
  });

  it('is put back by the guard when npm dies between prepack and postpack', async () => {
    const npm = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const pid = npm.pid;
    if (pid === undefined) throw new Error('no child process');
    swapIn();
    const guarded = guardManifest(dir, pid, { pollMs: 20 });
    npm.kill();
    expect(await guarded).toBe('restored');
    expect(isAlive(pid)).toBe(false);
    expect(packageJson()).toBe(DEV);
  });

  it('is left to postpack when the pack finishes', async () => {
    swapIn();
    const guarded = guardManifest(dir, process.pid, { pollMs: 20 });
    restoreManifest(dir); // postpack
    expect(await guarded).toBe('postpack');
    expect(packageJson()).toBe(DEV);
  });
});

describe('missingTargets', () => {
  it('names each export or bin file not built; a pattern needs one file at any depth', () => {
    const manifest = publishManifest(JSON.parse(DEV));
    expect(missingTargets(manifest, dir)).toEqual([
      './dist/registry.d.ts',
      './dist/registry.js',
      './dist/rules/*.d.ts',
      './dist/rules/*.js',
      './dist/bin.js',
    ]);
    mkdirSync(join(dir, 'dist', 'rules', 'odds'), { recursive: true });
    for (const file of ['registry.d.ts', 'registry.js', 'bin.js', 'rules/odds/american.js']) {
      writeFileSync(join(dir, 'dist', file), '');
    }
    expect(missingTargets(manifest, dir)).toEqual(['./dist/rules/*.d.ts']);
  });
});
