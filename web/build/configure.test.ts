// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../src/lib/runtime-config.ts';
import { configure, ConfigureError } from './configure.ts';
import { FAKE_PRERENDERED_THEMES, fakeBuild, snapshot } from './testing/fake-build.ts';

const run = promisify(execFile);
const roots: string[] = [];
const build = () => {
  const root = fakeBuild();
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const pageSettings = (html: string) =>
  readRuntimeConfig(new DOMParser().parseFromString(html, 'text/html'));

describe('configure', () => {
  it('writes settings the page reads, in index.html and both of its twins', async () => {
    const dist = build();
    await configure([
      '--dist',
      dist,
      '--api-url',
      'https://api.example.com/sportsbook/',
      '--hub-url',
      'https://push.example.com',
      '--theme',
      'sg',
      '--language',
      'es',
      '--client-id',
      'operator-7',
    ]);
    const expected = {
      ok: true,
      config: {
        apiUrl: 'https://api.example.com/sportsbook',
        hubUrl: 'https://push.example.com',
        theme: 'sg',
        language: 'es',
        clientId: 'operator-7',
      },
    };
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(pageSettings(html)).toEqual(expected);
    expect(html).toContain('<html lang="es"');
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(html);
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toMatch(/^\/\*\s+\/index\.html\s+200$/m);
    expect(readFileSync(join(dist, '_host/nginx.conf'), 'utf8')).toContain(`root "${dist}"`);
  });

  it('writes the settings into every prerendered page and its twins, each keeping its language', async () => {
    const dist = build();
    await configure(['--dist', dist, '--api-url', 'https://api.example.com', '--theme', 'real']);
    for (const theme of FAKE_PRERENDERED_THEMES) {
      for (const language of ['en', 'es']) {
        const file = join(dist, 'prerendered', theme, language, 'login.html');
        const html = readFileSync(file, 'utf8');
        const read = pageSettings(html);
        expect(read.ok && [read.config.apiUrl, read.config.theme], file).toEqual([
          'https://api.example.com',
          'real',
        ]);
        expect(html).toContain(`<html lang="${language}" data-theme="${theme}">`);
        expect(html).toContain(`<h1>${theme} ${language} login</h1>`);
        expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(html);
        expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(html);
      }
    }
  });

  it('maps the prerendered paths to the deployment’s theme and language for static hosts', async () => {
    const dist = build();
    await configure(['--dist', dist, '--api-url', '/', '--theme', 'real', '--language', 'es']);
    const rules = readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n');
    expect(rules).toContain('/login  /prerendered/real/es/login.html  200');
    expect(rules).toContain('/notfound  /prerendered/real/es/not-found.html  200');
    // Files the build lacks in this theme stay the single-page app's; the fallback comes last.
    expect(rules.some((rule) => rule.startsWith('/register '))).toBe(false);
    expect(rules.at(-1)).toMatch(/^\/\*\s+\/index\.html\s+200$/);

    await configure(['--dist', dist, '--api-url', '/', '--theme', 'sg']);
    const unthemed = readFileSync(join(dist, '_redirects'), 'utf8');
    expect(unthemed).not.toContain('/prerendered/');

    await configure(['--dist', dist, '--api-url', '/']);
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain(
      '/login  /prerendered/generic/en/login.html  200',
    );
  });

  it('runs again with other values, and / means the page’s own origin', async () => {
    const dist = build();
    await configure(['--dist', dist, '--api-url', 'http://127.0.0.1:9', '--theme', 'real']);
    await configure(['--dist', dist, '--api-url', '/', '--language', 'en']);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(pageSettings(html)).toEqual({
      ok: true,
      config: {
        apiUrl: '',
        hubUrl: '',
        theme: 'generic',
        language: 'en',
        clientId: 'sportsbook-web',
      },
    });
    expect(readFileSync(join(dist, '_headers'), 'utf8')).not.toContain('127.0.0.1:9');
  });

  it('escapes what it writes into the page', async () => {
    const dist = build();
    await configure(['--dist', dist, '--api-url', 'https://api.example.com/a"b<c>']);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/content="[^"]*<c>/);
    const read = pageSettings(html);
    expect(read.ok && read.config.apiUrl).toBe('https://api.example.com/a%22b%3Cc%3E');
  });

  const refusals: [string, string[], RegExp][] = [
    ['no --dist', ['--api-url', '/'], /^--dist: required/],
    ['no --api-url', ['--dist', 'DIST'], /^--api-url: required/],
    ['an ftp API', ['--dist', 'DIST', '--api-url', 'ftp://x.example'], /^--api-url: not an http/],
    ['a relative API', ['--dist', 'DIST', '--api-url', 'api'], /^--api-url: not an http/],
    [
      'an API with a query',
      ['--dist', 'DIST', '--api-url', 'https://a.example/?x=1'],
      /^--api-url/,
    ],
    [
      'a bad hub',
      ['--dist', 'DIST', '--api-url', '/', '--hub-url', 'javascript:alert(1)'],
      /^--hub-url/,
    ],
    [
      'an unknown theme',
      ['--dist', 'DIST', '--api-url', '/', '--theme', 'blue'],
      /^--theme: one of/,
    ],
    [
      'an unknown language',
      ['--dist', 'DIST', '--api-url', '/', '--language', 'fr'],
      /^--language/,
    ],
    ['a bad client id', ['--dist', 'DIST', '--api-url', '/', '--client-id', 'a b'], /^--client-id/],
    [
      'a bad listen',
      ['--dist', 'DIST', '--api-url', '/', '--nginx-listen', 'x'],
      /^--nginx-listen/,
    ],
    [
      'an unknown option',
      ['--dist', 'DIST', '--api-url', '/', '--port', '1'],
      /Unknown option '--port'/,
    ],
    [
      'a folder that is no build',
      ['--dist', 'DIST/assets', '--api-url', '/'],
      /^--dist: .* is not a web build/,
    ],
  ];
  it.each(refusals)(
    'refuses %s with one line and leaves the folder untouched',
    async (_, args, message) => {
      const dist = build();
      const before = snapshot(dist);
      const error = await configure(args.map((arg) => arg.replace('DIST', dist))).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ConfigureError);
      expect(error instanceof Error && error.message).toMatch(message);
      expect(error instanceof Error && error.message).not.toContain('\n');
      expect(snapshot(dist)).toEqual(before);
    },
  );

  it('refuses an index.html without the settings meta, untouched', async () => {
    const dist = build();
    const html = join(dist, 'index.html');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(html, '<!doctype html><div id="root"></div>');
    const before = snapshot(dist);
    await expect(configure(['--dist', dist, '--api-url', '/'])).rejects.toThrow(
      /has no sportsbook-config meta/,
    );
    expect(snapshot(dist)).toEqual(before);
  });

  it('refuses a prerendered page without the settings meta, untouched', async () => {
    const dist = build();
    writeFileSync(
      join(dist, 'prerendered/real/es/login.html'),
      '<!doctype html><div id="root"></div>',
    );
    const before = snapshot(dist);
    await expect(configure(['--dist', dist, '--api-url', '/'])).rejects.toThrow(
      /prerendered\/real\/es\/login\.html has no sportsbook-config meta/,
    );
    expect(snapshot(dist)).toEqual(before);
  });

  it('exits 2 with one line on the command line', async () => {
    const dist = build();
    const failure = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'configure.ts'),
        '--dist',
        dist,
        '--api-url',
        'nope',
      ],
      { cwd: join(import.meta.dirname, '..') },
    ).catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ code: 2 });
    const stderr = (failure as { stderr: string }).stderr.trim();
    expect(stderr.split('\n')).toEqual([
      'configure: --api-url: not an http(s) URL without query or fragment, nor /',
    ]);
  });
});
