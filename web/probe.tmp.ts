import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../.config/chromium.mjs';
const svg = readFileSync('src/themes/sg/logo.svg', 'utf8');
const data = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const body = (logo: string) => `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:ui-sans-serif,system-ui,sans-serif}</style></head><body><header style="background:#0f1f3a;height:48px">${logo}</header><main><h1>NBA</h1><p>Some text on the page, as the board would have.</p></main></body></html>`;
const pages: Record<string, string> = {
  '/img': body(`<img src="${data}" width="180" height="40" alt="">`),
  '/inline': body(svg.replace('<svg ', '<svg width="180" height="40" ')),
  '/none': body(''),
};
const server = createServer((req, res) => { res.setHeader('content-type', 'text/html'); res.end(pages[req.url ?? ''] ?? ''); }).listen(4500);
const browser = await chromium.launch(chromiumLaunchOptions);
const results: Record<string, number[]> = { '/img': [], '/inline': [], '/none': [] };
for (let round = 0; round < 8; round++) {
  for (const path of Object.keys(results)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://127.0.0.1:4500${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x: { name: string; value: number }) => [x.name, x.value]));
    results[path]!.push(Math.round((m.TaskDuration ?? 0) * 1000));
    await context.close();
  }
}
for (const [k, v] of Object.entries(results)) { v.sort((a, b) => a - b); console.log(k, 'median task ms', v[4], v.join(' ')); }
await browser.close(); server.close();
