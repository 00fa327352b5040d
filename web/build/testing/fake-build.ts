import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A small build as `vite build` leaves it: index.html with the settings meta, twins, assets. */
export function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-configure-'));
  mkdirSync(join(root, 'assets'));
  const html = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta name="sportsbook-config" content="{}" />\n    <script type="module" src="/assets/index-abc123.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n${' '.repeat(1200)}`;
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(root, 'index.html.gz'), gzipSync(html));
  const script = `console.log(${'1,'.repeat(600)}1);`;
  writeFileSync(join(root, 'assets/index-abc123.js'), script);
  writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** Every file under `root` with its bytes, to prove a refused run changed nothing. */
export function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(root, path)] = readFileSync(path).toString('base64');
    }
  };
  walk(root);
  return files;
}
