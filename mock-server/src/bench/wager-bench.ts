import { percentile } from './processes.ts';

export interface WagerResult {
  placed: number;
  refused: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

async function post(url: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${String(response.status)}`);
  return response.json();
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

/** Every offer id in a matchup page (the moneyline, spread and total prices of each game). */
function offerIds(page: unknown): string[] {
  const ids: string[] = [];
  JSON.stringify(page, (key, value: unknown) => {
    if (key === 'offerId' && typeof value === 'string') ids.push(value);
    return value;
  });
  return ids;
}

const STAKE = 10;

/**
 * POST /w/api/wager as a bettor places bets: each round puts one pick on a fresh slip (POST
 * /wager/item, not timed) and places it with a stake of 10 (timed, client side, one at a time).
 * The control API credits the stakes first, so the balance never refuses a bet.
 */
export async function benchWager(
  base: string,
  token: string,
  rounds: number,
): Promise<WagerResult> {
  const page: unknown = await (
    await fetch(`${base}/w/api/matchup?page=1&size=30`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const offers = offerIds(page);
  const credit = await fetch(`${base}/__mock/balance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'demo', amount: STAKE * rounds, description: 'bench stakes' }),
  });
  if (!credit.ok) throw new Error(`crediting the stakes answered ${String(credit.status)}`);
  if (offers.length === 0) throw new Error('no offers to bet on');
  const times: number[] = [];
  let placed = 0;
  for (let round = 0; round < rounds; round++) {
    const slip = await post(`${base}/w/api/wager/item`, token, {
      offerId: offers[round % offers.length],
      betSlipId: null,
      wagerAmount: STAKE,
    });
    const slipId = field(slip, 'slipId');
    if (typeof slipId !== 'string') throw new Error('no slip id');
    const start = performance.now();
    const answer = await post(`${base}/w/api/wager`, token, {
      betSlipId: slipId,
      wagerAmount: STAKE,
    });
    times.push(performance.now() - start);
    if (field(answer, 'isSuccess') === true) placed += 1;
  }
  const round2 = (ms: number) => Math.round(ms * 100) / 100;
  return {
    placed,
    refused: rounds - placed,
    p50Ms: round2(percentile(times, 50)),
    p99Ms: round2(percentile(times, 99)),
    maxMs: round2(Math.max(...times)),
  };
}
