import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { measure, type Score, type Target } from './lighthouse-run.ts';
import { ensureBuild, serveAsNpmStart, webRoot } from './serve.ts';

// Lighthouse, mobile preset (its default: emulated Moto G Power, simulated slow 4G, 4x CPU), on
// the production build served as `npm start` serves it (issue 27). Each run has a Chromium of its
// own with a new profile; the cold runs keep Lighthouse's storage reset and never visit the origin
// before, so nothing is cached: a bettor's first visit. The same pages are then measured as a
// repeat visit (one load first, storage reset off). Median of LIGHTHOUSE_RUNS (5) per page.
// Ports: the server 4411, Chromium 4412. Writes docs/bench/lighthouse.json.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const SERVER_PORT = 4411;
const CHROME_PORT = 4412;
const PAGES: Target[] = [
  { name: '/login', path: '/login', loggedIn: false, shows: 'Forgot your password?' },
  { name: '/services/sport', path: '/services/sport', loggedIn: false, shows: "Today's games" },
  {
    name: '/register',
    path: '/register',
    loggedIn: false,
    shows: 'Create your account to start betting.',
  },
  // Demo's league page: the balance in the top bar and the league's prices (checked after the run).
  // Demo has an unread high-priority message, so the reload shows its notice over the board, and
  // the notice's title is the page's largest paint.
  { name: 'league page', path: '/leagues/Basketball/NBA', loggedIn: true, shows: 'Balance:' },
  // The same page for a bettor without that notice (basic): what paints largest is the frame's.
  {
    name: 'league, basic',
    path: '/leagues/Basketball/NBA',
    loggedIn: true,
    persona: 'basic',
    shows: 'Balance:',
  },
];

/** The aims of issue 27, for a cold visit. */
const AIMS = [
  { key: 'performance', label: 'score', aim: '>= 95', met: (s: Score) => s.performance >= 95 },
  { key: 'lcpMs', label: 'LCP', aim: '<= 2000 ms', met: (s: Score) => s.lcpMs <= 2000 },
  { key: 'tbtMs', label: 'TBT', aim: '< 100 ms', met: (s: Score) => s.tbtMs < 100 },
  { key: 'cls', label: 'CLS', aim: '< 0.05', met: (s: Score) => s.cls < 0.05 },
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

function medianScore(runs: Score[]): Score {
  const pick = (key: keyof Score) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    siMs: pick('siMs'),
    bytes: pick('bytes'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

const figure = (key: keyof Score, s: Score) =>
  key === 'cls'
    ? s.cls.toFixed(3)
    : key === 'performance'
      ? String(s[key])
      : `${String(s[key])} ms`;

function print(visit: 'cold' | 'repeat', byPage: PageResults) {
  console.log(
    visit === 'cold'
      ? `Lighthouse mobile, COLD first visit (fresh profile per run, storage reset), median of ${String(RUNS)}:`
      : `Lighthouse mobile, REPEAT VISIT (page loaded once in the tab, cache kept), median of ${String(RUNS)}:`,
  );
  for (const [name, s] of Object.entries(byPage)) {
    const cells = AIMS.map(({ key, label, aim, met }) =>
      visit === 'cold'
        ? `${label} ${figure(key, s)} (aim ${aim}: ${met(s) ? 'met' : 'NOT met'})`
        : `${label} ${figure(key, s)}`,
    );
    console.log(
      `  ${name.padEnd(16)} ${cells.join('  ')}  FCP ${String(s.fcpMs)} ms  SI ${String(s.siMs)} ms  ${String(s.bytes)} B  CPU index ${String(s.benchmarkIndex)}` +
        `  [scores ${s.runs.map((run) => run.performance).join(' ')}, TBT ${s.runs.map((run) => run.tbtMs).join(' ')}]`,
    );
  }
}

/** Which source the measured build came from: the commit, and whether web/ had changes on top. */
function buildLabel(): string {
  try {
    const git = (args: string) =>
      execSync(`git ${args}`, { cwd: webRoot, encoding: 'utf8', stdio: 'pipe' }).trim();
    const changed = git('status --porcelain -- .') !== '';
    return `${git('rev-parse --short HEAD')}${changed ? ' with changes to web/ on top' : ''}`;
  } catch {
    return 'unknown (not a git working tree)';
  }
}

const load = () => loadavg().map((value) => Math.round(value * 100) / 100);
const loadAtStart = load();
ensureBuild();
const server = await serveAsNpmStart(SERVER_PORT);
type PageResults = Record<string, Score & { runs: Score[] }>;
const cold: PageResults = {};
const repeat: PageResults = {};
const results = { cold, repeat };
let lighthouseVersion = '';
try {
  for (const visit of ['cold', 'repeat'] as const) {
    for (const target of PAGES) {
      const runs: Score[] = [];
      for (let run = 0; run < RUNS; run++) {
        const measured = await measure(server.base, target, visit, CHROME_PORT);
        lighthouseVersion = measured.lighthouseVersion;
        runs.push(measured.score);
      }
      results[visit][target.name] = { ...medianScore(runs), runs };
    }
    print(visit, results[visit]);
  }
} finally {
  server.stop();
}

const loadAtEnd = load();
console.log(
  `Load average (1, 5, 15 min): ${loadAtStart.join(', ')} at the start, ${loadAtEnd.join(', ')} at the end`,
);
const out = resolve(webRoot, '../docs/bench');
mkdirSync(out, { recursive: true });
writeFileSync(
  resolve(out, 'lighthouse.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      build: buildLabel(),
      preset: 'mobile',
      method:
        'Each run: a new Chromium with a new profile. cold = Lighthouse storage reset on, origin never visited before (logged-in page: session put into the tab before any document, HTTP cache cleared). repeat visit = the page loaded once in that tab, then measured with the storage reset off.',
      runsPerPage: RUNS,
      // The same build scores 10-25 points apart on two machines of the same size (docs/performance.md,
      // twentieth session): a figure means little without the machine it came from.
      machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length },
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      aims: Object.fromEntries(AIMS.map(({ key, aim }) => [key, aim])),
      cold,
      repeatVisit: repeat,
    },
    null,
    2,
  )}\n`,
);
// In the repository's style, so that `npm run check` (prettier --check) stays clean.
execSync(`npx prettier --write ${resolve(out, 'lighthouse.json')}`, { stdio: 'ignore' });
console.log('Figures written to docs/bench/lighthouse.json');
