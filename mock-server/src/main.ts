import { parseArgs } from 'node:util';
import { buildServer } from './server.ts';
import { DEFAULT_SEED } from './db/state.ts';
import { PERSONA_PASSWORD, PERSONAS } from './db/personas.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    seed: { type: 'string', default: process.env.MOCK_SEED ?? String(DEFAULT_SEED) },
    'session-ttl-minutes': { type: 'string', default: process.env.SESSION_TTL_MINUTES ?? '30' },
  },
});

const port = Number(values.port);
const seed = Number(values.seed);
const ttlMinutes = Number(values['session-ttl-minutes']);
if (!Number.isInteger(port) || !Number.isInteger(seed) || !(ttlMinutes > 0)) {
  console.error('Usage: npm start [-- --port 4173 --seed 20251121 --session-ttl-minutes 30]');
  process.exit(2);
}

const app = await buildServer({
  seed,
  sessionTtlMs: ttlMinutes * 60_000,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await app.listen({ port, host: values.host });

const url = `http://localhost:${port}`;
console.log(`\nSportsbook mock backend on ${url}`);
console.log(`  API      ${url}/w/api   (OpenAPI: docs/openapi.json)`);
console.log(`  Push hub ${url}/w/api/notification`);
console.log(`  Control  ${url}/__mock  (docs/mock-server.md)`);
console.log(`\nDemo logins (password ${PERSONA_PASSWORD}):`);
for (const [userName, persona] of Object.entries(PERSONAS)) {
  console.log(`  ${userName.padEnd(7)} ${persona.description}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
