import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { PersonaName } from '../db/personas.ts';
import type { FuzzCase } from './fuzz-case.ts';
import type { FuzzTarget } from './fuzz-run.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** A valid request of a call as the web client would send it (no generated values). */
export function plainCase(
  key: EndpointKey,
  persona: PersonaName,
  parts: Partial<Pick<FuzzCase, 'params' | 'query' | 'body'>> = {},
): FuzzCase {
  return {
    key,
    mode: 'valid',
    persona,
    token: 'persona',
    params: parts.params,
    query: parts.query,
    body: parts.body,
    mutation: null,
    encoding: 'json',
    upload: 'png',
  };
}

/**
 * The lists a customer's screens load first, so the pools hold real ids (offers, events, tickets,
 * messages, wallet requests, banks, branches, lotteries) before anything is generated.
 */
export async function warmUp(target: FuzzTarget): Promise<void> {
  for (const persona of ['demo', 'basic'] as const) {
    const calls: FuzzCase[] = [
      plainCase('sportEvent.today', persona),
      plainCase('sportEvent.list', persona, { query: {} }),
      plainCase('matchup.list', persona, { query: { date: today() } }),
      plainCase('account.snapshot', persona),
      plainCase('ticket.list', persona, { query: { state: 'all', date: '2000-01-01' } }),
      plainCase('cashier.metadata', persona),
      plainCase('cashier.openRequests', persona, { query: { isClosed: false } }),
      plainCase('reference.branches', persona),
      plainCase('message.types', persona),
      plainCase('message.list', persona, {
        body: { messagetypeid: 0, includeread: true, isReceived: true, texttofind: '' },
      }),
      plainCase('account.listBankAccounts', persona),
      plainCase('quickGame.lotteries', persona, { body: {} }),
      plainCase('quickGame.betTypes', persona, { body: {} }),
    ];
    for (const call of calls) await target.run(call, 'sequence');
  }
}
