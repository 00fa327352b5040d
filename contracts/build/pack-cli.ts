// contracts' packaging scripts (decision 105), run as `node --import tsx build/pack-cli.ts <step>`:
//   build           dist/ only (npm run build:package); package.json untouched
//   prepack         dist/, then the publish manifest in package.json (npm pack runs it)
//   postpack        the work tree's package.json back (npm pack runs it; also the manual repair)
//   guard DIR PID   started by prepack: restores DIR/package.json if npm PID dies before postpack
import { resolve } from 'node:path';
import { buildPackage, guardManifest, prepack, restoreManifest } from './pack.ts';

const PACKAGE_DIR = resolve(import.meta.dirname, '..');
const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

const [step, ...args] = process.argv.slice(2);
switch (step) {
  case 'build':
    buildPackage(PACKAGE_DIR);
    log('dist/ built (package.json untouched)');
    break;
  case 'prepack':
    prepack(PACKAGE_DIR, log);
    break;
  case 'postpack':
    if (restoreManifest(PACKAGE_DIR)) log('postpack: package.json restored');
    break;
  case 'guard': {
    const [dir, pid] = args;
    if (dir === undefined || pid === undefined || !Number.isInteger(Number(pid))) {
      throw new Error('usage: pack-cli.ts guard DIR NPM_PID');
    }
    await guardManifest(dir, Number(pid));
    break;
  }
  default:
    log('usage: pack-cli.ts build | prepack | postpack | guard DIR NPM_PID');
    process.exitCode = 2;
}
