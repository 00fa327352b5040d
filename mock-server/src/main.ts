import { parseArgs } from 'node:util';
import { buildServer } from './server.ts';
import { DEFAULT_SEED } from './db/state.ts';
import { PERSONA_PASSWORD, PERSONAS } from './db/personas.ts';
import { controlAccessFrom, describeControlAccess } from './control/control-access.ts';
import { corsOriginsFrom, describeCors } from './http/cors.ts';

const OPTIONS = {
  port: { type: 'string', default: process.env.PORT ?? '4173' },
  // This machine only unless HOST (or --host) says otherwise (decision 085).
  host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  // off | loopback | token; default loopback, or off when NODE_ENV=production (MOCK_CONTROL).
  control: { type: 'string' },
  'hub-connections-per-user': {
    type: 'string',
    default: process.env.HUB_CONNECTIONS_PER_USER ?? '10',
  },
  seed: { type: 'string', default: process.env.MOCK_SEED ?? String(DEFAULT_SEED) },
  // world: answers from the seeded world; generated: values generated from the response schemas
  // for --seed (decision 187).
  answers: { type: 'string', default: process.env.MOCK_ANSWERS ?? 'world' },
  'session-ttl-minutes': { type: 'string', default: process.env.SESSION_TTL_MINUTES ?? '30' },
  // `npm run dev` passes --validate: every answer is checked against the contract, no answer cache.
  validate: { type: 'boolean', default: process.env.MOCK_VALIDATE === '1' },
  // A separate backend (decision 106): no web app, CORS for the listed origins only.
  'api-only': { type: 'boolean', default: false },
  'cors-origin': { type: 'string', multiple: true },
  // The world's clock: the real one plus this many ms (the e2e journeys run at midday whatever the
  // hour, decision 225; `--clock-offset-ms=-3600000` shows the world as it was an hour ago).
  'clock-offset-ms': { type: 'string', default: process.env.MOCK_CLOCK_OFFSET_MS ?? '0' },
} as const;

/** The command line, or one line saying what is wrong with it (exit 2, nothing started). */
function readArgs() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    // Node's message (an unknown option, a missing argument …) on one line.
    console.error(
      (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' '),
    );
    process.exit(2);
  }
}
const values = readArgs();

const port = Number(values.port);
const seed = Number(values.seed);
const ttlMinutes = Number(values['session-ttl-minutes']);
const hubPerUser = Number(values['hub-connections-per-user']);
const clockOffsetMs = Number(values['clock-offset-ms']);
/** A year either way: enough to show any hour or day, and far inside what a Date can hold. */
const MAX_CLOCK_OFFSET_MS = 366 * 24 * 60 * 60 * 1000;
if (
  !Number.isInteger(port) ||
  !(Number.isInteger(clockOffsetMs) && Math.abs(clockOffsetMs) <= MAX_CLOCK_OFFSET_MS) ||
  !Number.isInteger(seed) ||
  !(ttlMinutes > 0) ||
  !(Number.isInteger(hubPerUser) && hubPerUser > 0) ||
  (values.answers !== 'world' && values.answers !== 'generated')
) {
  console.error(
    'Usage: npm start [-- --port 4173 --seed 20251121 --answers world|generated --session-ttl-minutes 30 --clock-offset-ms 0 --validate --api-only --cors-origin ORIGIN[,ORIGIN]]',
  );
  process.exit(2);
}
const control = controlAccessFrom(values.control);
if ('error' in control) {
  console.error(control.error);
  process.exit(2);
}
const cors = corsOriginsFrom(values['cors-origin']);
if ('error' in cors) {
  console.error(cors.error);
  process.exit(2);
}
const apiOnly = values['api-only'];
const generated = values.answers === 'generated';

// `npm start` is the fast mode whatever NODE_ENV says (decision 090): answers are not re-validated
// and GET answers are served from the revision-keyed cache. Per-request lines stay out of the log:
// at info it reports start, stop and errors.
const validate = values.validate;
const app = await buildServer({
  seed,
  ...(clockOffsetMs === 0 ? {} : { now: () => new Date(Date.now() + clockOffsetMs) }),
  control,
  hubMaxConnectionsPerUser: hubPerUser,
  sessionTtlMs: ttlMinutes * 60_000,
  validateResponses: validate,
  cacheAnswers: !validate,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  disableRequestLogging: !validate,
  corsOrigins: cors.origins,
  ...(apiOnly ? { webRoot: false } : {}),
  ...(generated ? { generatedAnswers: { seed } } : {}),
});
// Before the banner: whoever reads it may stop the server at once (SIGINT, SIGTERM).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port, host: values.host });

const url = `http://localhost:${port}`;
console.log(
  `\nSportsbook mock backend on ${url} (${generated ? 'generated answers, each checked against its schema, no cache' : validate ? 'dev mode: answers validated against the contract, no cache' : 'fast mode: answer cache on, answers not re-validated'})`,
);
console.log(`  API      ${url}/w/api   (OpenAPI: docs/openapi.json)`);
console.log(`  Docs     ${url}/docs    (interactive API reference)`);
console.log(`  Push hub ${url}/w/api/notification`);
console.log(describeControlAccess(control, url));
for (const line of describeCors(cors.origins, apiOnly)) console.log(line);
if (clockOffsetMs !== 0)
  console.log(
    `  Clock    the world reads ${app.mockState.now().toISOString()} (--clock-offset-ms)`,
  );
if (generated) {
  console.log(
    `\nGenerated answers, seed ${seed}: every /w/api call is answered with a value generated from its schema.`,
  );
  console.log('  Any user name and password log in; the hub pushes generated values.');
} else {
  console.log(`\nDemo logins (password ${PERSONA_PASSWORD}):`);
  for (const [userName, persona] of Object.entries(PERSONAS)) {
    console.log(`  ${userName.padEnd(7)} ${persona.description}`);
  }
}
