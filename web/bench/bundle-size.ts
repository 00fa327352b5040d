import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Reports the gzipped JS and CSS a first visit to /login loads, and each lazy route chunk, from
// Vite's manifest of a fresh production build.
interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
if (!process.argv.includes('--no-build') || !existsSync(dist)) {
  // The workspace's own build script, as `npm start` builds.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk with every chunk it statically imports (what the browser must fetch to run it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

function weigh(keys: Iterable<string>) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gz(chunk.file);
    chunk.css?.forEach((file) => cssFiles.add(file));
  }
  for (const file of cssFiles) css += gz(file);
  return { js, css };
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const login = Object.keys(manifest).find((key) => key.endsWith('login-page.tsx'));
if (!entry || !login) throw new Error('entry or login chunk not found in the manifest');
const firstVisit = weigh(new Set([...closure(entry), ...closure(login)]));
console.log(
  `First visit to /login: JS ${kb(firstVisit.js)} + CSS ${kb(firstVisit.css)} gzipped = ${kb(firstVisit.js + firstVisit.css)} (aim <= 150 KB; the build fails above build/size-budget.ts)`,
);

const entryKeys = closure(entry);
console.log('Lazy route chunks (gzipped, beyond what the entry already loaded):');
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const own = [...closure(key)].filter((k) => !entryKeys.has(k));
  const { js, css } = weigh(own);
  console.log(
    `  ${(chunk.src ?? key).padEnd(70)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}`,
  );
}
