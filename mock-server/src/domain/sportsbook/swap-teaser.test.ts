import { toWin } from '@sportsbook/contracts/rules/odds';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@sportsbook/contracts/client';
import { failureOf, logIn } from '../../testing/test-client.ts';
import {
  addItem,
  gameOf,
  offerOf,
  sessionPerTest,
  slipWith,
} from '../../testing/sportsbook-test-steps.ts';

const session = sessionPerTest();

const swap = (betSlipId: string, teaserName: string | null, api: ApiClient = session.api) =>
  api.call('wager.swapTeaser', { body: { betSlipId, teaserName } });

const footballSlip = (count: number) =>
  slipWith(
    session.api,
    Array.from({ length: count }, (_, i) =>
      offerOf(
        gameOf(session.state, i % 2 === 0 ? 'NFL' : 'NCAAF', Math.floor(i / 2)),
        'spread-home',
      ),
    ),
    { wagerAmount: 50 },
  );

describe('PUT /wager/swap-betslip-teaser', () => {
  it('puts a teaser on a slip with picks, reprices it, and takes it off again', async () => {
    const slip = await footballSlip(3);
    const teased = await swap(slip.slipId, '7 Point Football');
    expect(teased.teaser).toEqual({ name: '7 Point Football', minTeam: 3, maxTeam: 5 });
    expect(teased.toWin).toBe(toWin(50, [-120]));
    const swapped = await swap(slip.slipId, '6 Point Football');
    expect(swapped.toWin).toBe(toWin(50, [160]));
    const off = await swap(slip.slipId, null);
    expect(off.teaser).toBeNull();
    expect(off.toWin).toBe(
      toWin(
        50,
        off.items.map((i) => i.price),
      ),
    );
  });

  it('answers 409 when the slip holds more teams than the teaser allows, leaving it untouched', async () => {
    const slip = await footballSlip(6);
    expect(await failureOf(swap(slip.slipId, '7 Point Football'))).toMatchObject({
      status: 409,
      message: 'The teaser 7 Point Football allows at most 5 teams.',
    });
    const read = await session.api.call('wager.getSlip', { params: { slipId: slip.slipId } });
    expect(read.teaser).toBeNull();
  });

  it('answers 409 for picks the teaser does not take and for a slip with an if bet', async () => {
    const slip = await footballSlip(2);
    const basketball = await failureOf(swap(slip.slipId, '4 Point Basketball'));
    expect(basketball.status).toBe(409);
    expect(basketball.message).toContain('is not allowed in the teaser 4 Point Basketball.');
    await addItem(session.api, {
      offerId: offerOf(gameOf(session.state, 'NBA'), 'moneyline-home'),
      betSlipId: slip.slipId,
      isIf: true,
    });
    expect(await failureOf(swap(slip.slipId, '6 Point Football'))).toMatchObject({
      status: 409,
      message: 'A teaser cannot be combined with an if bet.',
    });
  });

  it('answers 409 to a customer without teasers', async () => {
    const basic = await logIn(session.app, 'basic');
    const slip = await slipWith(basic, [offerOf(gameOf(session.state, 'NFL'), 'spread-home')]);
    expect(await failureOf(swap(slip.slipId, '6 Point Football', basic))).toMatchObject({
      status: 409,
      message: 'Teasers are not allowed for your account.',
    });
  });

  it('answers 404 for an unknown teaser name and for another customer slip', async () => {
    const slip = await footballSlip(2);
    expect((await failureOf(swap(slip.slipId, 'No Such Teaser'))).status).toBe(404);
    const basic = await logIn(session.app, 'basic');
    expect((await failureOf(swap(slip.slipId, '6 Point Football', basic))).status).toBe(404);
  });
});
