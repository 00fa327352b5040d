// The one transformation from the work tree's package.json (exports and bin name TypeScript
// sources, which the repository's tools run directly) to the package.json of the installable
// tarball (compiled JavaScript and declarations under dist/). Decision 105.
import { z } from 'zod';

/** The folder tsconfig.build.json compiles `src/` into. */
export const DIST = 'dist';

/** Fields of the work tree's manifest that mean nothing to an installed package. */
const DROPPED: ReadonlySet<string> = new Set([
  'private',
  'scripts',
  'devDependencies',
  'workspaces',
]);

/**
 * Fields naming files that this function does not know how to map: a manifest that grows one must
 * teach this function, or the tarball would point at sources it does not contain.
 */
const UNMAPPED = ['main', 'module', 'types', 'typings', 'browser', 'imports', 'files'] as const;

const RecordOfStrings = z.record(z.string(), z.string());

const DevManifestSchema = z
  .object({
    name: z.string().min(1),
    version: z.string().min(1),
    type: z.literal('module', {
      errorMap: () => ({ message: 'the compiled package is ESM: "type" must be "module"' }),
    }),
    engines: z.object({ node: z.string().min(1) }).catchall(z.string()),
    exports: RecordOfStrings,
    bin: RecordOfStrings.optional(),
    dependencies: RecordOfStrings.optional(),
  })
  .passthrough();

/** One export of the tarball: its declarations for TypeScript, its JavaScript for everything. */
export interface PublishedExport {
  types: string;
  default: string;
}

export interface PublishManifest {
  [field: string]: unknown;
  name: string;
  version: string;
  type: 'module';
  engines: { node: string; [engine: string]: string };
  exports: Record<string, PublishedExport>;
  bin?: Record<string, string>;
  files: string[];
  dependencies: Record<string, string>;
}

const SOURCE = /^\.\/src\/(.+)\.ts$/;

/** `./src/a/b.ts` → `a/b` (a `*` of a subpath pattern included); anything else is refused. */
function sourceStem(field: string, key: string, target: string): string {
  const match = SOURCE.exec(target);
  const stem = match?.[1];
  if (stem === undefined || stem.endsWith('.d')) {
    throw new Error(
      `${field}["${key}"] is "${target}": only "./src/….ts" sources can be mapped to ${DIST}/`,
    );
  }
  return stem;
}

/**
 * The package.json of the tarball, from the work tree's one (parsed JSON). Every export key and
 * every bin, whatever they are, is mapped from `./src/X.ts` to `./dist/X.js` plus `./dist/X.d.ts`;
 * the dev-only fields are dropped; `files` is limited to dist/ (npm adds package.json and README).
 */
export function publishManifest(devManifest: unknown): PublishManifest {
  const dev = DevManifestSchema.parse(devManifest);
  for (const field of UNMAPPED) {
    if (field in dev) {
      throw new Error(`package.json has "${field}", which publishManifest() does not map`);
    }
  }

  const exports: Record<string, PublishedExport> = {};
  for (const [key, target] of Object.entries(dev.exports)) {
    const stem = sourceStem('exports', key, target);
    exports[key] = { types: `./${DIST}/${stem}.d.ts`, default: `./${DIST}/${stem}.js` };
  }

  const kept = Object.fromEntries(Object.entries(dev).filter(([field]) => !DROPPED.has(field)));

  const manifest: PublishManifest = {
    ...kept,
    name: dev.name,
    version: dev.version,
    type: dev.type,
    engines: { ...dev.engines },
    exports,
    files: [DIST],
    dependencies: { ...dev.dependencies },
  };
  if (dev.bin) {
    const bin: Record<string, string> = {};
    for (const [name, target] of Object.entries(dev.bin)) {
      if (target.includes('*')) throw new Error(`bin["${name}"] cannot be a pattern`);
      bin[name] = `./${DIST}/${sourceStem('bin', name, target)}.js`;
    }
    manifest.bin = bin;
  }
  return manifest;
}

/** A compiled bin's text with the plain-Node shebang in place of the repository's tsx one. */
export function withNodeShebang(script: string): string {
  const firstLineEnd = script.indexOf('\n');
  const body = !script.startsWith('#!')
    ? script
    : firstLineEnd < 0
      ? ''
      : script.slice(firstLineEnd + 1);
  return `#!/usr/bin/env node\n${body}`;
}
