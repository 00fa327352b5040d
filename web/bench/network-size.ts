import { ensureBuild, serveAsNpmStart } from './serve.ts';
import { firstVisitToLogin, kb, launch, loggedInReload } from './visit.ts';

// What a bettor's browser downloads, measured in Chromium from the network against the server
// as `npm start` runs it (docs/performance.md): a first visit to /login, and a logged-in reload
// of / up to the first odds on screen, with every GET it sends.
// Issue 27's aims: /login's JS + CSS (gzip) and the logged-in reload's JS before the first odds.
const LOGIN_AIM_KB = 150;
const RELOAD_AIM_KB = 200;
/** `--files` lists each file of both visits with its bytes (what to cut next). */
const listFiles = process.argv.includes('--files');
const RELOADS = Number(process.env.RELOADS ?? 3);
const printFiles = (list: { path: string; bytes: number }[]) => {
  if (listFiles)
    for (const file of list) console.log(`    ${kb(file.bytes).padStart(9)}  ${file.path}`);
};

ensureBuild();
const server = await serveAsNpmStart(4413);
const browser = await launch();
try {
  const gzip = await firstVisitToLogin(browser, server.base, 'gzip');
  const br = await firstVisitToLogin(browser, server.base);
  const total = (t: { js: number; css: number }) => t.js + t.css;
  console.log(
    `First visit to /login (Chromium, network, ${String(gzip.files)} JS/CSS files):\n` +
      `  gzip (Accept-Encoding: gzip)  JS ${kb(gzip.js)} + CSS ${kb(gzip.css)} = ${kb(total(gzip))} [${gzip.encoding}]` +
      ` (aim <= ${String(LOGIN_AIM_KB)} KB: ${total(gzip) <= LOGIN_AIM_KB * 1024 ? 'met' : 'NOT met'})\n` +
      `  as Chromium asks (br)         JS ${kb(br.js)} + CSS ${kb(br.css)} = ${kb(total(br))} [${br.encoding}]`,
  );
  printFiles(gzip.list);
  // What arrives before the odds varies with timing (the high-priority notice, when demo has one,
  // may come first): the median of a few reloads, each on its own.
  const reloads = [];
  for (let run = 0; run < RELOADS; run++)
    reloads.push(await loggedInReload(browser, server.base, 'gzip'));
  reloads.sort((a, b) => a.beforeOdds.js - b.beforeOdds.js);
  const reload = reloads[Math.floor(reloads.length / 2)] ?? reloads[0];
  if (!reload) throw new Error('no reload measured');
  printFiles(reload.beforeOdds.list);
  const twice = reloads.flatMap((each) => [...each.gets].filter(([, count]) => count > 1));
  console.log(
    `Logged-in reload of / (cache off, gzip), median of ${String(reloads.length)} ` +
      `(${reloads.map((each) => kb(each.beforeOdds.js)).join(', ')}): ` +
      `JS ${kb(reload.beforeOdds.js)} + CSS ${kb(reload.beforeOdds.css)} ` +
      `before the first odds at ${String(reload.oddsVisibleMs)} ms ` +
      `(aim JS <= ${String(RELOAD_AIM_KB)} KB: ${reload.beforeOdds.js <= RELOAD_AIM_KB * 1024 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  GETs: ${String(reload.gets.size)} distinct, ` +
      (twice.length === 0
        ? 'each sent once (aim met)'
        : `sent more than once: ${twice.map(([url, n]) => `${url} x${String(n)}`).join(', ')} (aim NOT met)`),
  );
  for (const [url, count] of reload.gets) console.log(`    ${String(count)}x ${url}`);
} finally {
  await browser.close();
  server.stop();
}
