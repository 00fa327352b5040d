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

/**
 * A small build as `npm run build` leaves it: index.html with the settings meta, twins, assets, and
 * prerendered pages (decision 155).
 */
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
  for (const theme of FAKE_PRERENDERED_THEMES) {
    for (const language of ['en', 'es']) {
      mkdirSync(join(root, 'prerendered', theme, language), { recursive: true });
      for (const page of ['login', 'not-found']) {
        const file = join(root, 'prerendered', theme, language, `${page}.html`);
        const prerendered = html
          .replace('<html lang="en">', `<html lang="${language}" data-theme="${theme}">`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${page}"><h1>${theme} ${language} ${page}</h1></div>`,
          );
        writeFileSync(file, prerendered);
        writeFileSync(`${file}.br`, brotliCompressSync(prerendered));
        writeFileSync(`${file}.gz`, gzipSync(prerendered));
      }
    }
  }
  return root;
}

/** The themes a fake build has prerendered pages in (the login and not-found pages, en and es). */
export const FAKE_PRERENDERED_THEMES = ['generic', 'real'] as const;

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
