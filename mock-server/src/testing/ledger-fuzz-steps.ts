import { expect } from 'vitest';
import { centsOf } from '@sportsbook/contracts/rules/money';
import type { EndpointKey } from '@sportsbook/contracts/registry';
import { UserSessionSchema } from '@sportsbook/contracts/schemas/session';
import type { MockState } from '../db/state.ts';
import { ALL_FEATURES_ON } from '../db/accessors.ts';
import { dispatch, type DispatchResult } from '../http/dispatch.ts';
import { seededState } from './seeded-worlds.ts';
import { TEST_CLIENT_ID } from './test-app.ts';
import { storeDocument } from '../domain/files/documents.ts';
import { handlers } from '../domain/handlers.ts';
import { gamesOf, offerOf } from './sportsbook-test-steps.ts';
import type { MatchupRecord } from '../domain/sportsbook/records.ts';

// The world and customers the ledger property test (ledger.property.test.ts) drives: calls go
// through the real request pipeline (auth, contract validation, handler, answer check) without
// HTTP, so a few hundred random sequences run in seconds.

const PASSWORD = 'Fuzz123!';

/** A seeded world shared by a block of runs (copying one costs ~100 ms), with its open games. */
export interface FuzzWorld {
  state: MockState;
  /** Games still open for betting, by sport: NBA for straights and parlays, NFL for teasers. */
  nba: MatchupRecord[];
  nfl: MatchupRecord[];
  nextUser: number;
}

export function newWorld(): FuzzWorld {
  const state = seededState();
  const open = (league: string) => [1, 2, 3].flatMap((day) => gamesOf(state, league, day));
  return { state, nba: open('NBA'), nfl: open('NFL'), nextUser: 0 };
}

export interface Customer {
  userId: number;
  userName: string;
  token: string;
  bonusId: number;
}

/** Calls one endpoint through the pipeline, as the customer (or anonymously). */
export function call(
  state: MockState,
  key: EndpointKey,
  input: { token?: string; params?: object; query?: object; body?: unknown },
): DispatchResult {
  const text = (record: object | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([name, value]) => [name, String(value)]));
  return dispatch(
    state,
    handlers,
    key,
    {
      authorization: input.token ? `Bearer ${input.token}` : undefined,
      origin: 'http://localhost',
      params: text(input.params),
      query: text(input.query),
      body: input.body,
    },
    true,
  );
}

/** The answer of a call that must succeed (contract-checked by the pipeline). */
export function ok(result: DispatchResult): unknown {
  if (result.status !== 200) throw new Error(`expected 200, got ${JSON.stringify(result.body)}`);
  return result.body;
}

/**
 * A new customer with every feature on, an opening balance and a bonus, logged in through
 * POST /token. Customers are set up directly: sign-ups are rate-limited like a real sportsbook's.
 */
export function newCustomer(world: FuzzWorld, openingCents: number, bonusCents: number): Customer {
  const { state } = world;
  world.nextUser += 1;
  const userId = 900_000 + world.nextUser;
  const userName = `fuzz${world.nextUser}`;
  state.db.user.create({
    userId,
    userName,
    password: PASSWORD,
    customerId: 5000 + userId,
    agentId: 1,
    agentName: 'Agent',
    agentGroupCode: 'AG7',
    firstName: 'Fuzz',
    lastName: String(world.nextUser),
    personalIdNumber: `FZ${userId}`,
    city: 'Santo Domingo',
    emailAddress: `${userName}@example.com`,
    phone: '8095550000',
    lastAcceptanceTerms: state.now().toISOString(),
    pwdChangeFlag: false,
    pin: null,
    language: 'en',
    openingBalance: openingCents / 100,
    createdAt: state.now().toISOString(),
    settings: { ...ALL_FEATURES_ON, acceptanceOfTermsEnabled: false },
  });
  const bonusId = 700_000 + world.nextUser;
  state.db.bonus.create({
    bonusId,
    userId,
    bonusName: 'Fuzz bonus',
    amount: bonusCents / 100,
    balance: bonusCents / 100,
    expirationDate: new Date(state.now().getTime() + 86_400_000 * 3).toISOString(),
    isDeposit: false,
  });
  const session = UserSessionSchema.parse(
    ok(
      call(state, 'auth.token', {
        body: { userName, password: PASSWORD, clientId: TEST_CLIENT_ID },
      }),
    ),
  );
  return { userId, userName, token: session.token, bonusId };
}

let proofs = 0;

/** A deposit proof as FileUploader/SaveDocument would have stored it; answers its file name. */
export function uploadedProof(state: MockState, userId: number): string {
  proofs += 1;
  const fileName = `fuzz-proof-${proofs}.png`;
  storeDocument(state, {
    userId,
    fileName,
    bytes: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    contentType: 'image/png',
    documentTypeId: 4,
    originalName: 'proof.png',
    createdAt: state.now(),
  });
  return fileName;
}

export const MONEY_KEY = /amount|balance|towin|topaid/i;

/** Every money-like number in an answer is whole cents (answers never carry a fraction of a cent). */
export function expectWholeCents(value: unknown, path = 'answer'): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      expectWholeCents(item, `${path}[${index}]`);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'number' && MONEY_KEY.test(key)) {
        expect(centsOf(child), `${path}.${key} = ${child}`).not.toBeUndefined();
      } else {
        expectWholeCents(child, `${path}.${key}`);
      }
    }
  }
}

export { offerOf };
