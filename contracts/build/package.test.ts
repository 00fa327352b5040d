// The tarball a backend team gets (decision 105), from end to end: `npm pack` with the real
// prepack/postpack on a copy of contracts/ (the live package.json is never swapped, whatever else
// runs), installed with plain npm into an empty folder outside the repository, imported by plain
// Node, its bin run against the mock server (started by path: contracts imports no workspace).
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKUP } from './pack.ts';
import { publishManifest } from './publish-manifest.ts';

const CONTRACTS = resolve(import.meta.dirname, '..');
const REPO = resolve(CONTRACTS, '..');
const MOCK_SERVER_MAIN = join(REPO, 'mock-server', 'src', 'main.ts');
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const NAME = '@sportsbook/contracts';
/** Two builds of src/, a pack and an npm install: tens of seconds on a busy 2-core machine. */
const PACK_AND_INSTALL = 300_000;
/** About 45 calls and a hub session per verify run. */
const VERIFY = 120_000;

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/**
 * The environment of a command run as a user would run it: none of the npm_* settings of the
 * `npm test` around this test (a workspace flag would follow npm into the copy), no NODE_OPTIONS
 * (nothing like `--import tsx` may help the installed package).
 */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const npmSetting = key.toLowerCase().startsWith('npm_') && key !== 'npm_config_cache';
    if (!npmSetting && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD') env[key] = value;
  }
  return { ...env, ...extra };
}

function run(command: string, args: string[], cwd: string, env = userEnv()): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      done({ code, out, err });
    });
  });
}

const npm = (args: string[], cwd: string) =>
  run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], cwd);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const PackJson = z.array(
  z.object({ filename: z.string(), files: z.array(z.object({ path: z.string() })) }),
);
const InstalledManifest = z.object({
  bin: z.record(z.string(), z.string()),
  exports: z.record(z.string(), z.object({ types: z.string(), default: z.string() })),
  dependencies: z.record(z.string(), z.string()),
  engines: z.object({ node: z.string() }),
});

const work = mkdtempSync(join(tmpdir(), 'contracts-pack-'));
const copy = join(work, 'contracts');
/** An empty folder of its own: nothing of the repository's node_modules above it. */
const consumer = mkdtempSync(join(tmpdir(), 'contracts-consumer-'));
const installed = join(consumer, 'node_modules', ...NAME.split('/'));
const original = readFileSync(join(CONTRACTS, 'package.json'), 'utf8');

let port = 0;
let base = '';
let server: ChildProcess | undefined;
let serverLog = '';
let tarballFiles: string[] = [];

beforeAll(async () => {
  // The mock server starts while the package builds.
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      MOCK_SERVER_MAIN,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--control',
      'loopback',
    ],
    { cwd: REPO, env: userEnv({ NODE_ENV: 'production', LOG_LEVEL: 'error' }) },
  );
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));

  // A copy of contracts/ beside the repository's shared config, its node_modules reachable above.
  cpSync(join(REPO, '.config'), join(work, '.config'), { recursive: true });
  cpSync(CONTRACTS, copy, {
    recursive: true,
    filter: (path) => !/^(node_modules|dist|\.turbo)(\/|$)/.test(relative(CONTRACTS, path)),
  });
  symlinkSync(join(REPO, 'node_modules'), join(work, 'node_modules'), 'dir');

  const packed = await npm(['pack', '--json', '--pack-destination', work], copy);
  expect(packed.code, packed.err).toBe(0);
  expect(packed.err).toContain('postpack: package.json restored');
  const [tarball] = PackJson.parse(JSON.parse(packed.out));
  if (!tarball) throw new Error(`npm pack printed no tarball: ${packed.out}`);
  tarballFiles = tarball.files.map((file) => file.path);

  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  const install = await npm(['install', join(work, tarball.filename)], consumer);
  expect(install.code, install.err).toBe(0);
}, PACK_AND_INSTALL);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(consumer, { recursive: true, force: true });
});

describe('npm pack of contracts', () => {
  it('leaves package.json as it was (postpack), with no backup behind', () => {
    expect(readFileSync(join(copy, 'package.json'), 'utf8')).toBe(original);
    expect(existsSync(join(copy, BACKUP))).toBe(false);
  });

  it('holds compiled JavaScript and declarations, no TypeScript source, no test', () => {
    expect(tarballFiles).toContain('package.json');
    expect(tarballFiles).toContain('dist/verify/bin.js');
    expect(tarballFiles).toContain('dist/registry.d.ts');
    const outside = tarballFiles.filter(
      (path) => !['package.json', 'README.md'].includes(path) && !/^dist\/.+\.js$/.test(path),
    );
    const declarations = outside.filter((path) => /^dist\/.+\.d\.ts$/.test(path));
    expect(outside).toEqual(declarations);
    expect(tarballFiles.filter((path) => /\.test\.|test-support|write-/.test(path))).toEqual([]);
  });

  it('restores package.json even when npm dies between prepack and postpack', async () => {
    // The tarball cannot be written: npm fails after prepack and never runs postpack.
    const failed = await npm(['pack', '--pack-destination', join(work, 'missing', 'dir')], copy);
    expect(failed.code).not.toBe(0);
    expect(failed.err).toContain('package.json is the publish manifest until postpack');
    expect(failed.err).toMatch(/ENOENT/);
    expect(failed.err).not.toContain('postpack: package.json restored');
    // The guard process notices npm has gone and puts the work tree's manifest back.
    for (let waited = 0; existsSync(join(copy, BACKUP)) && waited < 20_000; waited += 100) {
      await sleep(100);
    }
    expect(readFileSync(join(copy, 'package.json'), 'utf8')).toBe(original);
    expect(existsSync(join(copy, BACKUP))).toBe(false);
  }, 120_000);
});

describe('the installed package, on plain Node', () => {
  it('needs neither tsx nor TypeScript, and installs only its runtime dependencies', () => {
    const modules = readdirSync(join(consumer, 'node_modules'));
    expect(modules).not.toContain('tsx');
    expect(modules).not.toContain('typescript');
    const raw: unknown = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    // The publish manifest of the work tree's package.json, and nothing else.
    expect(raw).toEqual(publishManifest(JSON.parse(original)));
    expect(raw).not.toHaveProperty('private');
    const manifest = InstalledManifest.parse(raw);
    expect(manifest.engines.node).toBe('>=20.19');
    for (const dependency of Object.keys(manifest.dependencies)) {
      expect(modules).toContain(dependency.split('/')[0]);
    }
  });

  it('imports nothing but its dependencies and node: modules, and uses each dependency', () => {
    const manifest = InstalledManifest.parse(
      JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')),
    );
    const dist = join(installed, 'dist');
    const bare = new Set<string>();
    for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.js') && !file.endsWith('.d.ts')) continue;
      const text = readFileSync(join(dist, file), 'utf8');
      for (const match of text.matchAll(/(?:from\s*|import\s*\(\s*)['"]([^'"]+)['"]/g)) {
        const specifier = match[1] ?? '';
        if (specifier.startsWith('.')) continue;
        const parts = specifier.split('/');
        bare.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
      }
    }
    const packages = [...bare].filter((name) => !name.startsWith('node:')).sort();
    // openapi3-ts is imported by the declarations only (the ./openapi types), and is a peer of
    // @anatine/zod-openapi: a dependency either way.
    expect(packages).toEqual(Object.keys(manifest.dependencies).sort());
  });

  it('loads every export from a plain node script, and the registry and OpenAPI work', async () => {
    writeFileSync(
      join(consumer, 'load-all.mjs'),
      `import { readFileSync, readdirSync } from 'node:fs';
const root = new URL('./node_modules/${NAME}/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const bins = new Set(Object.values(manifest.bin).map((path) => path.replace(/^\\.\\//, '')));
const loaded = [];
for (const [key, { default: target }] of Object.entries(manifest.exports)) {
  const [before, after] = target.slice(2).split('*');
  const matches = after === undefined ? [''] : readdirSync(new URL(before, root), { recursive: true })
    .filter((file) => file.endsWith(after) && !file.endsWith('.d' + after))
    .filter((file) => !bins.has(before + file))
    .map((file) => file.slice(0, -after.length));
  for (const match of matches) {
    const specifier = '${NAME}' + key.slice(1).replace('*', match);
    await import(specifier);
    loaded.push(specifier);
  }
}
const { endpointKeys } = await import('${NAME}/registry');
const { buildOpenApiDocument } = await import('${NAME}/openapi');
const document = buildOpenApiDocument();
console.log(JSON.stringify({ loaded, endpoints: endpointKeys.length, paths: Object.keys(document.paths).length, openapi: document.openapi }));
`,
    );
    const loaded = await run('node', ['load-all.mjs'], consumer);
    expect(loaded.code, loaded.err).toBe(0);
    const result = z
      .object({
        loaded: z.array(z.string()),
        endpoints: z.number(),
        paths: z.number(),
        openapi: z.string(),
      })
      .parse(JSON.parse(loaded.out));
    expect(result.endpoints).toBe(55);
    expect(result.paths).toBeGreaterThan(40);
    expect(result.openapi).toMatch(/^3\.0/);
    expect(result.loaded).toEqual(
      expect.arrayContaining([
        `${NAME}/registry`,
        `${NAME}/client`,
        `${NAME}/hub`,
        `${NAME}/openapi`,
        `${NAME}/verify/cli`,
        `${NAME}/schemas/ticket`,
        `${NAME}/rules/odds`,
        `${NAME}/forms/login`,
        `${NAME}/endpoints/auth/area`,
      ]),
    );
  }, 60_000);

  it('type-checks a consumer from its declarations (NodeNext, libraries checked too)', async () => {
    writeFileSync(
      join(consumer, 'use.ts'),
      `import { endpointKeys, type EndpointKey } from '${NAME}/registry';
import { createApiClient } from '${NAME}/client';
import { buildOpenApiDocument } from '${NAME}/openapi';
import { main } from '${NAME}/verify/cli';
const key: EndpointKey = 'ticket.list';
const api = createApiClient({ baseUrl: 'http://localhost', clientId: 'ci' });
// @ts-expect-error: the declarations know each call's input, so a wrong key is an error
void api.call('ticket.nope', {});
const version: string = buildOpenApiDocument().openapi;
export const checks = [endpointKeys.includes(key), version, main];
`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2023', 'DOM'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['use.ts'],
      }),
    );
    // The repository's compiler, as a consumer's own would be; the package itself needs none.
    const checked = await run(process.execPath, [TSC, '-p', consumer], consumer);
    expect(checked.code, checked.out).toBe(0);
  }, 60_000);
});

describe('the installed bin against the mock server', () => {
  const bin = () => join(consumer, 'node_modules', '.bin', 'sportsbook-contract');
  const verify = () =>
    run(
      bin(),
      [
        'verify',
        '--base-url',
        base,
        '--user',
        'demo',
        '--password',
        'Demo123!',
        '--control',
        `${base}/__mock`,
        '--timeout-ms',
        '30000',
      ],
      consumer,
    );

  beforeAll(async () => {
    for (let waited = 0; ; waited += 250) {
      if (server?.exitCode !== null) throw new Error(`mock server exited: ${serverLog}`);
      const ready = await fetch(`${base}/__mock/personas`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (waited > 90_000) throw new Error(`mock server not up: ${serverLog}`);
      await sleep(250);
    }
  }, 100_000);

  it('starts with a plain node shebang', () => {
    const firstLine = readFileSync(bin(), 'utf8').split('\n', 1)[0];
    expect(firstLine).toBe('#!/usr/bin/env node');
  });

  it(
    'exits 0 against the mock server, every call and the hub checked',
    async () => {
      const { code, out, err } = await verify();
      expect(code, `${out}\n${err}`).toBe(0);
      expect(out).toMatch(/Checked (\d+) calls against the contract: \1 ok, 0 with violations/);
      expect(out).toMatch(/hub\.UserBalanceUpdate\s+WS\s+-\s+\d+\s+ok/);
    },
    VERIFY,
  );

  it(
    'exits 1 naming the drifted call when the mock drifts',
    async () => {
      const drift = await fetch(`${base}/__mock/scenario`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ drift: ['ticket.list'] }),
      });
      expect(drift.status).toBe(200);
      const { code, out, err } = await verify();
      expect(code, `${out}\n${err}`).toBe(1);
      expect(out).toMatch(/^\s*ticket\.list\s+body/m);
    },
    VERIFY,
  );
});
