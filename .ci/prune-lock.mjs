// Keeps package-lock.json installable with `npm ci` from the registry this project uses.
//
// Some packages (unrs-resolver, via eslint-plugin-import-x) list a native binding per platform as
// optional dependencies. The registry here serves only the Linux ones, so `npm install` cannot
// record the others, yet `npm ci` refuses a lock whose optional dependencies have no entry
// ("Missing: @unrs/resolver-binding-… from lock file"). This drops, from those packages'
// optionalDependencies, the names the lock has no package for: they could never be installed.
// (Tailwind's oxide lists bindings the same way, but `npm ci` accepts those; they stay, so other
// platforms still get theirs.)
// Run it after `npm install` changes the lock: `npm run lock:prune` (docs/decisions/005).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const path = resolve(import.meta.dirname, '../package-lock.json');
/** @type {{ packages: Record<string, { optionalDependencies?: Record<string, string> }> }} */
const lock = JSON.parse(readFileSync(path, 'utf8'));
const present = new Set(
  Object.keys(lock.packages).map((key) => key.slice(key.lastIndexOf('node_modules/') + 13)),
);
const REFUSED_BY_NPM_CI = ['node_modules/unrs-resolver'];
let pruned = 0;
for (const key of REFUSED_BY_NPM_CI) {
  const entry = lock.packages[key];
  if (!entry?.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (present.has(name)) continue;
    delete entry.optionalDependencies[name];
    pruned += 1;
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${String(pruned)} optional dependencies with no package dropped`);
