import { parseArgs } from 'node:util';
import { DEFAULT_WEB_ROOT } from '../http/web-app.ts';
import { buildProxy } from './proxy-server.ts';

// `npm run proxy -- --target https://api.example [--record DIR] [--port 4174]` (docs/contract-tooling.md)
const USAGE =
  'Usage: npm run proxy -- --target URL [--record DIR] [--port 4174] [--host 127.0.0.1]';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    record: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '4174' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!values.target || !/^https?:\/\//.test(values.target) || !Number.isInteger(port)) {
  console.error(USAGE);
  process.exit(2);
}

const app = await buildProxy({
  target: values.target,
  recordDir: values.record,
  webRoot: DEFAULT_WEB_ROOT,
});
await app.listen({ port, host: values.host });

const url = `http://localhost:${port}`;
console.log(`\nValidating proxy on ${url} -> ${values.target}`);
console.log(`  Web app  ${url}/ (the production build, if built)`);
console.log(`  API      ${url}/w/api and the push hub, checked against the contract both ways`);
console.log('  Each violation is logged here and named in the X-Contract-Violations header.');
if (values.record) console.log(`  Recording redacted answers under ${values.record}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
