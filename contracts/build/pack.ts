// What `npm pack -w contracts` does around publishManifest() (decision 105): prepack compiles
// src/ into dist/ and puts the publish manifest in package.json, postpack puts the work tree's
// manifest back. A guard process restores it too when npm dies between the two hooks.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DIST,
  publishManifest,
  withNodeShebang,
  type PublishManifest,
} from './publish-manifest.ts';

/** Where prepack keeps the work tree's package.json until postpack (or the guard) restores it. */
export const BACKUP = 'package.json.pack-backup';

/** The work tree's package.json of a package folder, parsed (validated by publishManifest). */
export function readManifest(packageDir: string): unknown {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
}

export function manifestText(manifest: PublishManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The files an export or bin of the manifest names that `outDir` lacks (a pattern: no match). */
export function missingTargets(manifest: PublishManifest, outDir: string): string[] {
  const targets = [
    ...Object.values(manifest.exports).flatMap((entry) => [entry.types, entry.default]),
    ...Object.values(manifest.bin ?? {}),
  ];
  return targets.filter((target) => {
    const star = target.indexOf('*');
    if (star < 0) return !existsSync(join(outDir, target));
    // A subpath pattern needs at least one file; its `*` may hold slashes (`./endpoints/*` →
    // `endpoints/auth/area`), so `./dist/endpoints/*.js` wants a .js file anywhere under it.
    const folder = join(outDir, dirname(target.slice(0, star + 1)));
    const suffix = target.slice(star + 1);
    return (
      !existsSync(folder) ||
      !readdirSync(folder, { recursive: true, encoding: 'utf8' }).some((name) =>
        name.endsWith(suffix),
      )
    );
  });
}

/**
 * Compiles `packageDir/src` with its tsconfig.build.json into `outDir/dist` (emptied first), gives
 * each bin the plain-Node shebang, and fails when an export or bin names a file not built. Returns
 * the publish manifest (not written).
 */
export function buildPackage(packageDir: string, outDir: string = packageDir): PublishManifest {
  const manifest = publishManifest(readManifest(packageDir));
  const dist = join(outDir, DIST);
  rmSync(dist, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const compiled = spawnSync(
    process.execPath,
    [tsc, '-p', join(packageDir, 'tsconfig.build.json'), '--outDir', dist],
    { stdio: 'inherit' },
  );
  if (compiled.status !== 0) {
    throw new Error(`tsc -p tsconfig.build.json failed (exit ${String(compiled.status)})`);
  }
  for (const bin of Object.values(manifest.bin ?? {})) {
    const file = join(outDir, bin);
    writeFileSync(file, withNodeShebang(readFileSync(file, 'utf8')));
    chmodSync(file, 0o755);
  }
  const missing = missingTargets(manifest, outDir);
  if (missing.length > 0) {
    throw new Error(
      `package.json names files that src/ did not compile to: ${missing.join(', ')} ` +
        '(a missing source, or one tsconfig.build.json excludes)',
    );
  }
  return manifest;
}

/** Keeps the work tree's package.json aside; fails when a backup is already there. */
export function backUpManifest(packageDir: string): void {
  const backup = join(packageDir, BACKUP);
  if (existsSync(backup)) {
    throw new Error(
      `${backup} exists: another pack is running, or one died before restoring package.json. ` +
        'If none is running: npm run postpack -w contracts (restores it), then pack again.',
    );
  }
  copyFileSync(join(packageDir, 'package.json'), backup);
}

/** Puts the work tree's package.json back from the backup; false when there was none. */
export function restoreManifest(packageDir: string): boolean {
  try {
    // A rename replaces package.json in one step: a reader sees one manifest or the other.
    renameSync(join(packageDir, BACKUP), join(packageDir, 'package.json'));
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false;
    throw error;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

export interface GuardOptions {
  pollMs?: number;
  /** Restore anyway after this long (a pack takes seconds). */
  maxMs?: number;
}

/**
 * Waits while the backup is there: postpack removing it ends the wait ('postpack'); the npm
 * process `npmPid` ending first (a pack that failed between prepack and postpack) makes the guard
 * restore package.json itself ('restored').
 */
export async function guardManifest(
  packageDir: string,
  npmPid: number,
  { pollMs = 200, maxMs = 30 * 60_000 }: GuardOptions = {},
): Promise<'postpack' | 'restored'> {
  const started = Date.now();
  while (existsSync(join(packageDir, BACKUP))) {
    if (!isAlive(npmPid) || Date.now() - started > maxMs) {
      return restoreManifest(packageDir) ? 'restored' : 'postpack';
    }
    await sleep(pollMs);
  }
  return 'postpack';
}

const SHELL = /^-?(sh|bash|dash|zsh|ksh|ash)$/;

/** A process's parent and command name: from /proc on Linux, else from ps. */
function processInfo(pid: number): { ppid: number; comm: string } {
  const statFile = `/proc/${String(pid)}/stat`;
  if (existsSync(statFile)) {
    // "pid (comm) state ppid …"; comm may hold spaces and parentheses.
    const stat = readFileSync(statFile, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    return { comm, ppid: Number(stat.slice(close + 2).split(' ')[1]) };
  }
  const [ppid = '', comm = ''] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], {
    encoding: 'utf8',
  })
    .trim()
    .split(/\s+/, 2);
  return { ppid: Number(ppid), comm };
}

/** The npm process that runs this lifecycle script: the parent, or the parent of its shell. */
export function lifecycleNpmPid(): number {
  let pid = process.ppid;
  for (let depth = 0; depth < 3; depth += 1) {
    const { ppid, comm } = processInfo(pid);
    if (!SHELL.test(comm) || !Number.isInteger(ppid) || ppid <= 1) return pid;
    pid = ppid;
  }
  return pid;
}

/** Starts `pack-cli.ts guard` detached, as this process was started (node --import tsx). */
function startGuard(packageDir: string, npmPid: number): void {
  const guard = spawn(
    process.execPath,
    [
      ...process.execArgv,
      join(import.meta.dirname, 'pack-cli.ts'),
      'guard',
      packageDir,
      String(npmPid),
    ],
    { cwd: packageDir, detached: true, stdio: 'ignore' },
  );
  guard.unref();
}

/** prepack: build dist/, then swap in the publish manifest (guarded until npm exits). */
export function prepack(packageDir: string, log: (line: string) => void): void {
  const manifest = buildPackage(packageDir);
  backUpManifest(packageDir);
  try {
    try {
      startGuard(packageDir, lifecycleNpmPid());
    } catch (error) {
      // Without a guard postpack still restores; only a pack dying in between would not.
      log(`prepack: no guard process (${String(error)}); postpack restores package.json`);
    }
    writeFileSync(join(packageDir, 'package.json'), manifestText(manifest));
  } catch (error) {
    restoreManifest(packageDir);
    throw error;
  }
  log(`prepack: ${DIST}/ built; package.json is the publish manifest until postpack`);
}
