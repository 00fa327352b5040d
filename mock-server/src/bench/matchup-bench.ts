import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult } from './http-bench.ts';
import { startProcess } from './processes.ts';

export interface MatchupRound {
  mock: LoadResult;
  bare: LoadResult;
  ratio: number;
}

export interface MatchupResult {
  items: number;
  bytes: number;
  rounds: MatchupRound[];
  /** The median of the per-round ratios: one slow round on a loaded machine does not sway it. */
  medianRatio: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

/**
 * GET /w/api/matchup (30 matchups) as demo on the mock server at `base`, against a bare Fastify
 * route serving the very same bytes on `barePort`: a warm-up of each, then `rounds` rounds of A
 * (mock) and B (bare), A B then B A, so that the machine's load drifts over both alike.
 */
export async function benchMatchup(options: {
  base: string;
  token: string;
  barePort: number;
  rounds: number;
  seconds: number;
  connections: number;
  onRound?: (round: MatchupRound, index: number) => void;
}): Promise<MatchupResult> {
  const { base, token, barePort, rounds, seconds, connections } = options;
  const headers = { Authorization: `Bearer ${token}` };
  const url = `${base}/w/api/matchup?page=1&size=30`;
  const body = await (await fetch(url, { headers })).text();
  const parsed: unknown = JSON.parse(body);
  const list: unknown =
    typeof parsed === 'object' && parsed !== null && 'items' in parsed ? parsed.items : undefined;
  if (!Array.isArray(list)) throw new Error(`GET ${url} answered no matchup page`);
  const file = join(tmpdir(), `matchup-bench-${String(process.pid)}.json`);
  writeFileSync(file, body);
  const bare = await startProcess('src/bench/bare-server.ts', [file, String(barePort)], 'ready');
  try {
    const bareUrl = `http://127.0.0.1:${String(barePort)}/w/api/matchup?page=1&size=30`;
    await load(url, headers, 1, connections); // warm-up: JIT, the answer cache, keep-alive sockets
    await load(bareUrl, {}, 1, connections);
    const measured: MatchupRound[] = [];
    const runMock = () => load(url, headers, seconds, connections);
    const runBare = () => load(bareUrl, {}, seconds, connections);
    for (let index = 0; index < rounds; index++) {
      // A B, then B A: whichever went second in one round goes first in the next.
      const mockFirst = index % 2 === 0;
      const early = mockFirst ? await runMock() : await runBare();
      const late = mockFirst ? await runBare() : await runMock();
      const [mock, bareRun] = mockFirst ? [early, late] : [late, early];
      const round = {
        mock,
        bare: bareRun,
        ratio: mock.requestsPerSecond / bareRun.requestsPerSecond,
      };
      measured.push(round);
      options.onRound?.(round, index);
    }
    return {
      items: list.length,
      bytes: Buffer.byteLength(body),
      rounds: measured,
      medianRatio: median(measured.map((round) => round.ratio)),
    };
  } finally {
    bare.kill();
  }
}
