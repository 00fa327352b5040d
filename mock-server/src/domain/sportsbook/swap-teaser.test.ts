import { toWin } from '@sportsbook/contracts/rules/odds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, bearer, login, problemOf } from '../../testing/test-app.ts';
import { addOk, gameOf, offerOf, openSession, slipWith, type Session } from './test-support.ts';

let session: Session;

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.app.close();
});

const swap = (s: Session, betSlipId: string, teaserName: string | null) =>
  s.app.inject({
    method: 'PUT',
    url: '/w/api/wager/swap-betslip-teaser',
    headers: bearer(s.token),
    payload: { betSlipId, teaserName },
  });

const footballSlip = (count: number) =>
  slipWith(
    session,
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
    const teased = answer('wager.swapTeaser', await swap(session, slip.slipId, '7 Point Football'));
    expect(teased.teaser).toEqual({ name: '7 Point Football', minTeam: 3, maxTeam: 5 });
    expect(teased.toWin).toBe(toWin(50, [-120]));
    const swapped = answer(
      'wager.swapTeaser',
      await swap(session, slip.slipId, '6 Point Football'),
    );
    expect(swapped.toWin).toBe(toWin(50, [160]));
    const off = answer('wager.swapTeaser', await swap(session, slip.slipId, null));
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
    const response = await swap(session, slip.slipId, '7 Point Football');
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).message).toBe('The teaser 7 Point Football allows at most 5 teams.');
    const read = answer(
      'wager.getSlip',
      await session.app.inject({
        method: 'GET',
        url: `/w/api/wager/slip/${slip.slipId}`,
        headers: bearer(session.token),
      }),
    );
    expect(read.teaser).toBeNull();
  });

  it('answers 409 for picks the teaser does not take and for a slip with an if bet', async () => {
    const slip = await footballSlip(2);
    const basketball = await swap(session, slip.slipId, '4 Point Basketball');
    expect(basketball.statusCode).toBe(409);
    expect(problemOf(basketball).message).toContain(
      'is not allowed in the teaser 4 Point Basketball.',
    );
    await addOk(session, {
      offerId: offerOf(gameOf(session.state, 'NBA'), 'moneyline-home'),
      betSlipId: slip.slipId,
      isIf: true,
    });
    const withIf = await swap(session, slip.slipId, '6 Point Football');
    expect(withIf.statusCode).toBe(409);
    expect(problemOf(withIf).message).toBe('A teaser cannot be combined with an if bet.');
  });

  it('answers 409 to a customer without teasers', async () => {
    const basic = { ...session, token: await login(session.app, 'basic') };
    const slip = await slipWith(basic, [offerOf(gameOf(session.state, 'NFL'), 'spread-home')]);
    const response = await swap(basic, slip.slipId, '6 Point Football');
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).message).toBe('Teasers are not allowed for your account.');
  });

  it('answers 404 for an unknown teaser name and for another customer slip', async () => {
    const slip = await footballSlip(2);
    expect((await swap(session, slip.slipId, 'No Such Teaser')).statusCode).toBe(404);
    const basic = { ...session, token: await login(session.app, 'basic') };
    expect((await swap(basic, slip.slipId, '6 Point Football')).statusCode).toBe(404);
  });
});
