import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publishManifest, withNodeShebang } from './publish-manifest.ts';

const dev = {
  name: '@acme/contract',
  version: '1.2.3',
  private: true,
  type: 'module',
  sideEffects: false,
  engines: { node: '>=20.19' },
  description: 'A contract.',
  bin: { 'acme-check': './src/verify/bin.ts' },
  exports: {
    './registry': './src/registry.ts',
    './endpoint': './src/http/endpoint.ts',
    './rules/*': './src/rules/*.ts',
  },
  scripts: { test: 'vitest run', prepack: 'node build.ts' },
  devDependencies: { vitest: '^4.1.0' },
  dependencies: { zod: '3.25.76', ws: '^8.23.0' },
};

describe('publishManifest', () => {
  it('maps every export, pattern or not, to declarations plus JavaScript under dist/', () => {
    expect(publishManifest(dev).exports).toEqual({
      './registry': { types: './dist/registry.d.ts', default: './dist/registry.js' },
      './endpoint': { types: './dist/http/endpoint.d.ts', default: './dist/http/endpoint.js' },
      './rules/*': { types: './dist/rules/*.d.ts', default: './dist/rules/*.js' },
    });
  });

  it('points the bin at the compiled file and keeps what an installed package needs', () => {
    const manifest = publishManifest(dev);
    expect(manifest.bin).toEqual({ 'acme-check': './dist/verify/bin.js' });
    expect(manifest).toMatchObject({
      name: '@acme/contract',
      version: '1.2.3',
      type: 'module',
      sideEffects: false,
      description: 'A contract.',
      engines: { node: '>=20.19' },
      files: ['dist'],
      dependencies: { zod: '3.25.76', ws: '^8.23.0' },
    });
  });

  it('drops private, scripts and devDependencies, and does not change its input', () => {
    const before = structuredClone(dev);
    const manifest = publishManifest(dev);
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(dev).toEqual(before);
  });

  it('refuses an export it cannot map rather than pointing the tarball at a source', () => {
    const notSource = { ...dev, exports: { ...dev.exports, './data': './data/odds.json' } };
    expect(() => publishManifest(notSource)).toThrow(/exports\["\.\/data"\]/);
    const declaration = { ...dev, exports: { './types': './src/types.d.ts' } };
    expect(() => publishManifest(declaration)).toThrow(/exports\["\.\/types"\]/);
  });

  it('refuses file fields it does not map, a CommonJS package and one without engines', () => {
    expect(() => publishManifest({ ...dev, main: './src/index.ts' })).toThrow(/"main"/);
    expect(() => publishManifest({ ...dev, files: ['src'] })).toThrow(/"files"/);
    expect(() => publishManifest({ ...dev, type: 'commonjs' })).toThrow(/ESM/);
    expect(() => publishManifest({ ...dev, engines: undefined })).toThrow(/engines/);
  });

  it('maps the whole of contracts/package.json: every export and the bin, none left on src/', () => {
    const contracts: unknown = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'),
    );
    const manifest = publishManifest(contracts);
    const devExports = Object.keys(
      z.object({ exports: z.record(z.string(), z.string()) }).parse(contracts).exports,
    );
    expect(Object.keys(manifest.exports)).toEqual(devExports);
    expect(devExports).toContain('./registry');
    expect(manifest.bin).toEqual({ 'sportsbook-contract': './dist/verify/bin.js' });
    expect(JSON.stringify(manifest)).not.toMatch(/\.\/src\/|(?<!\.d)\.ts"/);
    expect(manifest.engines.node).toBe('>=20.19');
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      '@anatine/zod-openapi',
      'openapi3-ts',
      'ws',
      'zod',
    ]);
  });
});

describe('withNodeShebang', () => {
  it("replaces the repository's tsx shebang with plain node", () => {
    expect(withNodeShebang('#!/usr/bin/env -S node --import tsx\nimport "./cli.js";\n')).toBe(
      '#!/usr/bin/env node\nimport "./cli.js";\n',
    );
  });

  it('adds one when there is none', () => {
    expect(withNodeShebang('run();\n')).toBe('#!/usr/bin/env node\nrun();\n');
  });
});
