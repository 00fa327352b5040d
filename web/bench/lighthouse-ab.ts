import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PERSONAS, type PersonaName } from '@sportsbook/mock-server/personas';
import { measure, type Score, type Target } from './lighthouse-run.ts';
import { buildsFrom, serveBuilds } from './serve.ts';

/**
 * Cold Lighthouse (mobile preset, fresh profile per run) on two builds in one run, alternating
 * A B, then B A, so both see the same machine: the comparison issue 33 asks for when the stack
 * changes. Each --dist is a production build served as `npm start` serves web/dist.
 *
 *   npx tsx bench/lighthouse-ab.ts --dist before=DIR --dist after=DIR [--runs 5] [--page /login ...]
 *     [--persona basic]   (whose reload the league page is: demo's shows the high-priority notice)
 *
 * Ports: LIGHTHOUSE_AB_PORT (4421) and one more per build; Chromium on LIGHTHOUSE_AB_CHROME_PORT
 * (4425), so benches beside each other need not collide. LIGHTHOUSE_REPORT_DIR=DIR
 * keeps each run's whole report there.
 */

const { values } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    persona: { type: 'string', default: 'demo' },
  },
});
const isPersona = (name: string): name is PersonaName => Object.hasOwn(PERSONAS, name);
const persona = values.persona;
if (!isPersona(persona)) throw new Error(`--persona: one of ${Object.keys(PERSONAS).join(', ')}`);
const RUNS = Number(values.runs);
const PORT = Number(process.env.LIGHTHOUSE_AB_PORT ?? 4421);
const CHROME_PORT = Number(process.env.LIGHTHOUSE_AB_CHROME_PORT ?? 4425);
const ALL: Target[] = [
  { name: '/login', path: '/login', loggedIn: false, shows: 'Forgot your password?' },
  { name: '/services/sport', path: '/services/sport', loggedIn: false, shows: "Today's games" },
  {
    name: '/register',
    path: '/register',
    loggedIn: false,
    shows: 'Create your account to start betting.',
  },
  {
    name: 'league page',
    path: '/leagues/Basketball/NBA',
    loggedIn: true,
    persona,
    shows: 'Balance:',
  },
];
const unknown = (values.page ?? []).filter((path) => !ALL.some((page) => page.path === path));
if (unknown.length > 0) {
  throw new Error(
    `--page ${unknown.join(', ')}: one of ${ALL.map((page) => page.path).join(', ')}`,
  );
}
const PAGES = values.page
  ? ALL.filter((page) => values.page?.includes(page.path))
  : ALL.slice(0, 2);

const builds = buildsFrom(values.dist ?? []);
if (builds.length < 2) throw new Error('give two builds: --dist before=DIR --dist after=DIR');

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const servers = await serveBuilds(builds, PORT);
try {
  console.log(
    `Cold Lighthouse (mobile), A/B in one run, median of ${String(RUNS)}; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  const scores = new Map<string, Score[]>();
  for (let run = 0; run < RUNS; run++)
    for (const target of PAGES)
      for (const { label, base } of run % 2 ? [...servers].reverse() : servers) {
        const key = `${target.name} ${label}`;
        scores.set(key, [
          ...(scores.get(key) ?? []),
          (await measure(base, target, 'cold', CHROME_PORT)).score,
        ]);
      }
  for (const target of PAGES)
    for (const { label } of servers) {
      const runs = scores.get(`${target.name} ${label}`) ?? [];
      const of = (key: keyof Score) => median(runs.map((score) => score[key]));
      console.log(
        `  ${target.name.padEnd(16)} ${label.padEnd(8)} score ${String(of('performance'))}  LCP ${String(of('lcpMs'))} ms  TBT ${String(of('tbtMs'))} ms  CLS ${of('cls').toFixed(3)}  ${String(of('bytes'))} B  [scores ${runs.map((score) => score.performance).join(' ')}]`,
      );
    }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
