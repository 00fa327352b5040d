import { describe, expect, it, vi } from 'vitest';
import { createApiClient, ContractError } from './create-client.ts';

const row = (date: string) => ({
  date,
  ticketCount: 1,
  amountPending: 0,
  balance: 10,
  depositAmount: 0,
  withdrawAmount: 0,
  endBalance: 100,
});

const teaser = (id: number, maxTeam: number) => ({
  id,
  name: `Teaser ${String(id)}`,
  shortName: `T${String(id)}`,
  minTeam: 2,
  maxTeam,
  pricesList: [{ cntTeam: 2, price: -110 }],
});

const session = {
  token: 'tok',
  userName: 'demo',
  userId: 7,
  accountBalance: 990,
  pwdChangeFlag: false,
  teasers: [teaser(1, 4), teaser(2, 0)],
  settingUI: {
    language: 'en',
    acceptanceOfTermsEnabled: false,
    minAmount: 1,
    maxAmount: 500,
    allowIf: true,
    allowTeaser: true,
    cashOutEnabled: true,
    enableCashierOnLine: true,
    quickGameEnabled: true,
    allowBankAccount: true,
    maxHistoryDays: 60,
  },
};

function clientAnswering(body: unknown) {
  const onDroppedItems = vi.fn();
  const onContractError = vi.fn();
  const api = createApiClient({
    clientId: 'c',
    fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
    onDroppedItems,
    onContractError,
    contractErrorMessage: (error) => `Something went wrong on our side (${error.reference}).`,
  });
  return { api, onDroppedItems, onContractError };
}

describe('answers that break the contract (decision 190)', () => {
  it('leaves out a bad row of a list and shows the rest, telling once where and why', async () => {
    const { api, onDroppedItems } = clientAnswering([
      row('2026-11-23T00:00:00Z'),
      row('yesterday'),
      row('2026-11-25T00:00:00Z'),
    ]);
    const rows = await api.call('account.figure', { query: { week: 0 } });
    expect(rows.map((each) => each.date)).toEqual(['2026-11-23T00:00:00Z', '2026-11-25T00:00:00Z']);
    expect(onDroppedItems).toHaveBeenCalledTimes(1);
    expect(onDroppedItems).toHaveBeenCalledWith('account.figure', [
      { path: '1', issue: expect.stringMatching(/^date: /) as unknown },
    ]);
  });

  it('logs in with the good teasers when one teaser breaks its schema', async () => {
    const { api, onDroppedItems } = clientAnswering(session);
    const answer = await api.call('auth.token', {
      body: { userName: 'demo', password: 'x', clientId: 'c' },
    });
    expect(answer.teasers.map((each) => each.id)).toEqual([1]);
    expect(onDroppedItems).toHaveBeenCalledWith('auth.token', [
      { path: 'teasers.1', issue: expect.stringMatching(/^maxTeam: /) as unknown },
    ]);
  });

  it('drops the innermost item: a bad price leaves its teaser', async () => {
    const broken = {
      ...teaser(3, 4),
      pricesList: [
        { cntTeam: 2, price: 'x' },
        { cntTeam: 3, price: 150 },
      ],
    };
    const { api } = clientAnswering({ ...session, teasers: [broken] });
    const answer = await api.call('auth.token', {
      body: { userName: 'demo', password: 'x', clientId: 'c' },
    });
    expect(answer.teasers[0]?.pricesList).toEqual([{ cntTeam: 3, price: 150 }]);
  });

  it('refuses the whole answer when a field outside every list breaks, with a quotable reference', async () => {
    const { api, onContractError } = clientAnswering({
      ...session,
      teasers: [teaser(1, 4)],
      accountBalance: 'lots',
    });
    const error: unknown = await api
      .call('auth.token', { body: { userName: 'demo', password: 'x', clientId: 'c' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    if (!(error instanceof ContractError)) return;
    expect(error.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(error.message).toBe(`Something went wrong on our side (${error.reference}).`);
    expect(error.details).toBe(
      'Response of auth.token breaks the contract: accountBalance: Expected number, received string',
    );
    expect(onContractError).toHaveBeenCalledWith(error);
  });

  it('takes a money call whole: a bad item refuses it', async () => {
    const { api, onDroppedItems } = clientAnswering({
      isSuccess: false,
      ticketNumber: null,
      error: [{ ruleDesc: 42 }],
      accountBalance: 990,
    });
    await expect(
      api.call('wager.submit', { body: { betSlipId: 'BS-1', wagerAmount: 10 } }),
    ).rejects.toBeInstanceOf(ContractError);
    expect(onDroppedItems).not.toHaveBeenCalled();
  });
});
