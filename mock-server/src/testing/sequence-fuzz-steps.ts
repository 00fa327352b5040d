import { expect } from 'vitest';
import fc from 'fast-check';
import type { EndpointDef, EndpointOutput } from '@sportsbook/contracts/endpoint';
import { registry, type EndpointKey, type Registry } from '@sportsbook/contracts/registry';
import { isWholeCents } from '@sportsbook/contracts/rules/money';
import { mockControl } from './test-control.ts';
import type { PersonaName } from '../db/personas.ts';
import type { FuzzCase } from '../fuzz/fuzz-case.ts';
import type { FuzzTarget } from '../fuzz/fuzz-run.ts';
import { plainCase } from '../fuzz/warm-up.ts';
import { extremeNumber } from '../fuzz/mutations.ts';
import { RawNumber } from '../fuzz/schema-arbitrary.ts';

// Stateful sequences (issue 14): random walks through the journeys that move money or data —
// log in → slip → wager → cash-out; deposit or withdrawal → decision or cancel; send → read —
// with every answer judged by the oracle and the money checked after each step.

/** What one walk has built so far. */
export interface Walk {
  readonly target: FuzzTarget;
  readonly persona: PersonaName;
  slipId: string | null;
  tickets: number[];
  /** Wallet requests filed in this walk, with their kind and amount. */
  requests: { guid: string; type: 'deposit' | 'withdraw'; cents: number }[];
  messages: string[];
}

type Parts = Partial<Pick<FuzzCase, 'params' | 'query' | 'body'>>;

/** A valid call of the walk's persona; the answer when it was a 200 (already judged). */
export async function call<K extends EndpointKey>(
  walk: Walk,
  key: K,
  parts: Parts = {},
): Promise<EndpointOutput<Registry[K]> | undefined> {
  const outcome = await walk.target.run(plainCase(key, walk.persona, parts), 'sequence');
  if (outcome.status !== 200) return undefined;
  const def: EndpointDef = registry[key];
  const parsed = def.response.safeParse(JSON.parse(outcome.body));
  // The oracle has already refused a 200 off its schema, so this only narrows the type.
  return parsed.success ? (parsed.data as EndpointOutput<Registry[K]>) : undefined;
}

const centsOf = (amount: number) => Math.round(amount * 100);

/** The balance shown to the customer, in cents, after checking it is sane money. */
export async function balanceCents(walk: Walk): Promise<number> {
  const standing = await call(walk, 'account.standing');
  if (!standing) throw new Error('account.standing refused a live session');
  expect(Number.isFinite(standing.balance), 'balance is finite').toBe(true);
  expect(isWholeCents(standing.balance), `balance ${standing.balance} is whole cents`).toBe(true);
  expect(standing.balance, 'balance never goes negative').toBeGreaterThanOrEqual(0);
  return centsOf(standing.balance);
}

const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length ? items[index % items.length] : undefined;

type Step = fc.AsyncCommand<object, Walk>;

const step = (name: string, run: (walk: Walk) => Promise<void>): Step => ({
  check: () => true,
  run: (_model, walk) => run(walk),
  toString: () => name,
});

export const addPick = (offer: number, isIf: boolean) =>
  step(`addPick(${offer}, ${isIf})`, async (walk) => {
    const offerId = pick(walk.target.pools.values('offerid'), offer);
    if (offerId === undefined) return;
    const slip = await call(walk, 'wager.addItem', {
      body: { offerId: String(offerId), betSlipId: walk.slipId, isIf },
    });
    if (slip) walk.slipId = slip.slipId;
  });

/** A stake as sent: whole cents mostly, sometimes an extreme number (mutations.ts). */
export type Stake = { cents: number } | { odd: number | RawNumber };

const stakeText = (stake: Stake) =>
  'cents' in stake
    ? String(stake.cents / 100)
    : stake.odd instanceof RawNumber
      ? stake.odd.text
      : String(stake.odd);

/**
 * The cents a stake stands for when the contract may take it (whole cents, 0.01 to 100 million;
 * '1E2' and 0.30000000000000004 are fine), or undefined.
 */
function validStakeCents(stake: Stake): number | undefined {
  if ('cents' in stake) return stake.cents;
  const value = stake.odd instanceof RawNumber ? Number(stake.odd.text) : stake.odd;
  return isWholeCents(value) && value >= 0.01 && value <= 100_000_000 ? centsOf(value) : undefined;
}

export const submit = (stake: Stake) =>
  step(`submit(${stakeText(stake)})`, async (walk) => {
    if (!walk.slipId) return;
    const before = await balanceCents(walk);
    const wagerAmount = 'cents' in stake ? stake.cents / 100 : stake.odd;
    const answer = await call(walk, 'wager.submit', {
      body: { betSlipId: walk.slipId, wagerAmount },
    });
    const after = await balanceCents(walk);
    if (answer?.isSuccess && answer.ticketNumber !== null) {
      walk.tickets.push(answer.ticketNumber);
      walk.slipId = null;
      expect(after, 'a wager never adds money').toBeLessThan(before);
      expect(centsOf(answer.accountBalance)).toBe(after);
      const ticket = await call(walk, 'ticket.get', { params: { id: answer.ticketNumber } });
      expect(ticket && isWholeCents(ticket.amount), 'a ticket holds whole cents').toBe(true);
      if ('cents' in stake) expect(ticket && centsOf(ticket.amount)).toBe(stake.cents);
    } else {
      expect(after, 'a refused wager moves no money').toBe(before);
    }
  });

export const cashOut = (ticket: number) =>
  step(`cashOut(${ticket})`, async (walk) => {
    const ticketNumber = pick(walk.tickets, ticket);
    if (ticketNumber === undefined) return;
    const quote = await call(walk, 'ticket.cashOutAmount', { params: { ticketNumber } });
    if (!quote || quote.amount <= 0) return;
    const sell = () =>
      call(walk, 'ticket.cashOut', { query: { id: ticketNumber, amount: quote.amount } });
    const before = await balanceCents(walk);
    const sold = await sell();
    const after = await balanceCents(walk);
    if (sold?.responseCode !== 200) {
      expect(after, 'a refused cash-out moves no money').toBe(before);
      return;
    }
    expect(after - before, 'a cash-out pays exactly its quote').toBe(centsOf(quote.amount));
    const again = await sell();
    expect(again?.responseCode, 'a ticket is sold once').not.toBe(200);
    expect(await balanceCents(walk), 'nothing is paid twice').toBe(after);
  });

/** A bet text in a mask's shape: '#' a digit, any other character itself (contract). */
const fromMask = (mask: string, digits: number[]) =>
  Array.from(mask, (char, index) =>
    char === '#' ? String(digits[index % digits.length] ?? 0) : char,
  ).join('');

export const quickGame = (lottery: number, betType: number, digits: number[], stake: Stake) =>
  step(`quickGame(${lottery}, ${betType}, ${stakeText(stake)})`, async (walk) => {
    const lotteries = await call(walk, 'quickGame.lotteries', { body: {} });
    const types = await call(walk, 'quickGame.betTypes', { body: {} });
    const group = pick(lotteries ?? [], lottery);
    const type = pick(types ?? [], betType);
    if (!group || !type) return;
    const amount = 'cents' in stake ? stake.cents / 100 : stake.odd;
    const before = await balanceCents(walk);
    const created = await call(walk, 'quickGame.createTicket', {
      body: {
        MOSID: 1,
        TicketChannel: 'Web',
        LotteryGroupId: group.lottGroupId,
        Items: [
          {
            rowId: 1,
            betType: type.betTypeId,
            betDefinition: fromMask(type.mask, digits),
            betAmount: amount,
          },
        ],
        Amount: amount,
      },
    });
    const after = await balanceCents(walk);
    if (!created) {
      expect(after, 'a refused quick-game ticket moves no money').toBe(before);
      return;
    }
    expect(centsOf(created.accountBalance)).toBe(after);
    // Only a whole-cent stake of at least a cent can be taken (no free tickets), and exactly it.
    const cents = validStakeCents(stake);
    expect(cents, `a ticket of ${stakeText(stake)} was accepted`).toBeDefined();
    expect(before - after, 'the stake is taken exactly').toBe(cents);
  });

export const deposit = (cents: number) =>
  step(`deposit(${cents / 100})`, async (walk) => {
    const outcome = await walk.target.run(
      { ...plainCase('files.saveDocument', walk.persona, { query: { documentTypeId: 4 } }) },
      'sequence',
    );
    const upload: unknown = outcome.status === 200 ? JSON.parse(outcome.body) : undefined;
    const fileURL =
      typeof upload === 'object' && upload !== null && 'fileName' in upload
        ? String(upload.fileName)
        : null;
    const before = await balanceCents(walk);
    const request = await call(walk, 'cashier.createRequest', {
      body: { type: 'deposit', amount: cents / 100, method: 'BankDeposit', fileURL },
    });
    expect(await balanceCents(walk), 'reporting a deposit moves no money yet').toBe(before);
    if (request) walk.requests.push({ guid: request.guid, type: 'deposit', cents });
  });

export const withdraw = (cents: number, branch: number) =>
  step(`withdraw(${cents / 100})`, async (walk) => {
    const branchGuid = pick(walk.target.pools.values('guid'), branch);
    const before = await balanceCents(walk);
    const request = await call(walk, 'cashier.createRequest', {
      body: {
        type: 'withdraw',
        amount: cents / 100,
        method: 'LocalBranch',
        branchGuid: branchGuid === undefined ? null : String(branchGuid),
      },
    });
    const after = await balanceCents(walk);
    if (!request) {
      expect(after, 'a refused withdrawal moves no money').toBe(before);
      return;
    }
    walk.requests.push({ guid: request.guid, type: 'withdraw', cents });
    expect(before - after, 'a pending withdrawal reserves its amount').toBe(cents);
  });

export const decide = (index: number, approve: boolean) =>
  step(`decide(${index}, ${approve ? 'approve' : 'decline'})`, async (walk) => {
    const request = pick(walk.requests, index);
    if (!request) return;
    const before = await balanceCents(walk);
    const answer = await mockControl(walk.target.app).decide(request.guid, {
      decision: approve ? 'approve' : 'decline',
    });
    expect(answer.status, 'a decision is never a 5xx').toBeLessThan(500);
    const after = await balanceCents(walk);
    if (answer.status !== 200) {
      expect(after, 'a refused decision moves no money').toBe(before);
      return;
    }
    walk.requests = walk.requests.filter((other) => other !== request);
    const change =
      request.type === 'deposit'
        ? approve
          ? request.cents
          : 0
        : approve
          ? 0 // the reservation becomes the debit
          : request.cents; // the reservation is released
    expect(after - before, `${request.type} ${approve ? 'approved' : 'declined'}`).toBe(change);
  });

export const cancel = (index: number) =>
  step(`cancel(${index})`, async (walk) => {
    const request = pick(walk.requests, index);
    if (!request) return;
    const before = await balanceCents(walk);
    const answer = await call(walk, 'cashier.cancelRequest', { params: { id: request.guid } });
    const after = await balanceCents(walk);
    if (!answer) {
      expect(after, 'a refused cancel moves no money').toBe(before);
      return;
    }
    walk.requests = walk.requests.filter((other) => other !== request);
    expect(after - before, 'a cancel releases what was reserved').toBe(
      request.type === 'withdraw' ? request.cents : 0,
    );
  });

export const sendMessage = (typeIndex: number, recipient: number, subject: string, text: string) =>
  step(`send(${JSON.stringify(subject)})`, async (walk) => {
    const types = await call(walk, 'message.types');
    const type = pick(types ?? [], typeIndex);
    if (!type) return;
    const users = await call(walk, 'message.users', {
      query: { messagetype: type.messageTypeId },
    });
    const to = pick(users ?? [], recipient);
    const me = await walk.target.sessions.of(walk.persona);
    if (!to) return;
    const sent = await call(walk, 'message.send', {
      body: {
        messageBoxId: 0,
        messageGuid: '',
        messageTypeId: type.messageTypeId,
        priorityId: 'N',
        senderId: me.userId,
        recipientId: to.userId,
        subject,
        body: text,
      },
    });
    if (!sent) return;
    walk.messages.push(sent.messageGuid);
    const read = await call(walk, 'message.get', { body: { MessageGuid: sent.messageGuid } });
    expect(read?.subject, 'the sender reads back what was sent').toBe(sent.subject);
    const list = await call(walk, 'message.list', {
      body: { messagetypeid: 0, includeread: true, isReceived: false, texttofind: '' },
    });
    expect(list?.map((message) => message.messageGuid)).toContain(sent.messageGuid);
  });

export const readMessage = (index: number) =>
  step(`read(${index})`, async (walk) => {
    const list = await call(walk, 'message.list', {
      body: { messagetypeid: 0, includeread: false, isReceived: true, texttofind: '' },
    });
    const message = pick(list ?? [], index);
    if (!message) return;
    const unread = await call(walk, 'message.unread');
    await call(walk, 'message.markRead', { body: { MessageGuid: message.messageGuid } });
    const after = await call(walk, 'message.unread');
    if (unread && after) {
      expect(JSON.stringify(after) === JSON.stringify(unread), 'reading changes the count').toBe(
        false,
      );
    }
  });

export const relog = () =>
  step('logout+login', async (walk) => {
    const { token } = await walk.target.sessions.of(walk.persona);
    await call(walk, 'auth.logout', { body: { clientId: 'fuzz-client' } });
    const stale = await walk.target.app.inject({
      method: 'GET',
      url: '/w/api/account/standing',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode, 'a logged-out token is refused').toBe(401);
    walk.slipId = null;
  });

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => !!s.trim());
const money = fc.integer({ min: 1, max: 30_000 });

/** Every step, with generated arguments. */
export const steps = [
  fc.tuple(fc.nat(), fc.boolean()).map(([offer, isIf]) => addPick(offer, isIf)),
  fc.nat().map((offer) => addPick(offer, false)),
  money.map((cents) => submit({ cents })),
  extremeNumber.map((odd) => submit({ odd })),
  fc.nat().map((ticket) => cashOut(ticket)),
  money.map((cents) => deposit(cents)),
  fc
    .tuple(
      fc.nat(),
      fc.nat(),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 }),
      fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: 1, max: 2_000 }).map((cents): Stake => ({ cents })),
        },
        { weight: 1, arbitrary: extremeNumber.map((odd): Stake => ({ odd })) },
      ),
    )
    .map(([lottery, type, digits, stake]) => quickGame(lottery, type, digits, stake)),
  fc.tuple(money, fc.nat()).map(([cents, branch]) => withdraw(cents, branch)),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, approve]) => decide(index, approve)),
  fc.nat().map((index) => cancel(index)),
  fc
    .tuple(fc.nat(), fc.nat(), text, text)
    .map(([type, to, subject, body]) => sendMessage(type, to, subject, body)),
  fc.nat().map((index) => readMessage(index)),
  fc.constant(null).map(() => relog()),
];
