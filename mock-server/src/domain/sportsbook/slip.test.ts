import { toWin } from '@sportsbook/contracts/rules/odds';
import { describe, expect, it } from 'vitest';
import { failureOf, logIn } from '../../testing/test-client.ts';
import { moveOfferPrice } from './offer-prices.ts';
import {
  addItem,
  gameOf,
  offerOf,
  sessionPerTest,
  slipWith,
} from '../../testing/sportsbook-test-steps.ts';

const session = sessionPerTest();

const priceOf = (offerId: string) =>
  session.state.db.offer.getAll().find((offer) => offer.offerId === offerId)?.price ?? 0;

const remove = (slipId: string, itemId: number, isIf = false, api = session.api) =>
  api.call('wager.removeItem', { params: { slipId }, query: { itemId, isIf } });
const readSlip = (slipId: string, api = session.api) =>
  api.call('wager.getSlip', { params: { slipId } });

describe('POST /wager/item', () => {
  it('creates the slip on the first pick and adds to it after', async () => {
    const nba = gameOf(session.state, 'NBA');
    const nhl = gameOf(session.state, 'NHL');
    const first = await addItem(session.api, {
      offerId: offerOf(nba, 'moneyline-home'),
      wagerAmount: 10,
    });
    expect(first.slipId).toMatch(/^BS-/);
    expect(first.itemCount).toBe(1);
    expect(first.items[0]).toMatchObject({
      teamName: nba.homeName,
      betName: 'Money Line',
      metterValue: null,
      status: 'A',
      ifRow: false,
      hasChanged: false,
    });
    expect(first.toWin).toBe(toWin(10, [priceOf(offerOf(nba, 'moneyline-home'))]));
    const second = await addItem(session.api, {
      offerId: offerOf(nhl, 'total-over'),
      betSlipId: first.slipId,
      wagerAmount: 10,
    });
    expect(second.slipId).toBe(first.slipId);
    expect(second.items.map((i) => i.offerId)).toEqual([
      offerOf(nba, 'moneyline-home'),
      offerOf(nhl, 'total-over'),
    ]);
    expect(second.items[1]?.metterValue).toMatch(/^o\d/);
    const prices = [offerOf(nba, 'moneyline-home'), offerOf(nhl, 'total-over')].map(priceOf);
    expect(second.toWin).toBe(toWin(10, prices));
    expect(second.error).toEqual([]);
  });

  it('does not add an offer already on the slip', async () => {
    const offerId = offerOf(gameOf(session.state, 'MLB'), 'spread-away');
    const slip = await addItem(session.api, { offerId });
    const again = await addItem(session.api, { offerId, betSlipId: slip.slipId });
    expect(again.itemCount).toBe(1);
    expect(again.error).toEqual([
      {
        ruleDesc: 'This selection is already on your bet slip.',
        severity: 'Warning',
        itemId: slip.items[0]?.id,
      },
    ]);
  });

  it('adds an if row for a customer with if bets on, and computes the if win', async () => {
    const slip = await slipWith(
      session.api,
      [offerOf(gameOf(session.state, 'NFL'), 'spread-home')],
      {
        wagerAmount: 50,
      },
    );
    const withIf = await addItem(session.api, {
      offerId: offerOf(gameOf(session.state, 'NBA'), 'total-under'),
      betSlipId: slip.slipId,
      isIf: true,
      wagerAmount: 50,
      ifWagerAmount: 20,
    });
    expect(withIf).toMatchObject({ hasIf: true, ifSelected: true, ifWagerAmount: 20 });
    expect(withIf.items[1]?.ifRow).toBe(true);
    expect(withIf.ifToWin).toBe(toWin(20, [withIf.items[1]?.price ?? 0]));
    expect(withIf.toWin).toBe(toWin(50, [withIf.items[0]?.price ?? 0]));
  });

  it('refuses an if row when the customer has if bets off', async () => {
    const basic = await logIn(session.app, 'basic');
    const slip = await slipWith(basic, [offerOf(gameOf(session.state, 'NFL'), 'spread-home')]);
    const refused = await addItem(basic, {
      offerId: offerOf(gameOf(session.state, 'NBA'), 'total-under'),
      betSlipId: slip.slipId,
      isIf: true,
    });
    expect(refused.itemCount).toBe(1);
    expect(refused.error[0]?.ruleDesc).toBe('If bets are not allowed for your account.');
  });

  it('refuses a pick on a game that has started', async () => {
    const started = session.state.db.matchup
      .getAll()
      .find((m) => m.state === 'Started' && m.parentEventId === null);
    const slip = await addItem(session.api, {
      offerId: `${started?.eventId ?? ''}-G-moneyline-home`,
    });
    expect(slip.itemCount).toBe(0);
    expect(slip.error[0]?.ruleDesc).toBe(
      `The event ${started?.eventName ?? ''} has already started.`,
    );
  });

  it('answers 404 for an unknown offer, teaser or slip, and for another customer slip', async () => {
    const offerId = offerOf(gameOf(session.state, 'NBA'), 'moneyline-away');
    expect((await failureOf(addItem(session.api, { offerId: 'nope' }))).status).toBe(404);
    expect((await failureOf(addItem(session.api, { offerId, teaserId: 99 }))).status).toBe(404);
    expect(
      (await failureOf(addItem(session.api, { offerId, betSlipId: 'BS-0-0000' }))).status,
    ).toBe(404);
    const mine = await addItem(session.api, { offerId });
    const other = await logIn(session.app, 'basic');
    const refused = await failureOf(
      addItem(other, {
        offerId: offerOf(gameOf(session.state, 'NHL'), 'moneyline-away'),
        betSlipId: mine.slipId,
      }),
    );
    expect(refused).toMatchObject({ status: 404, message: 'Bet slip not found' });
    expect((await failureOf(readSlip(mine.slipId, other))).status).toBe(404);
  });
});

describe('teasers on the slip', () => {
  const football = () => [
    offerOf(gameOf(session.state, 'NFL', 0), 'spread-away'),
    offerOf(gameOf(session.state, 'NFL', 1), 'total-over'),
    offerOf(gameOf(session.state, 'NCAAF', 0), 'spread-home'),
  ];

  it('takes the teaser on the first pick, teases the lines and prices by team count', async () => {
    const [a = '', b = ''] = football();
    const one = await addItem(session.api, { offerId: a, teaserId: 1, wagerAmount: 100 });
    expect(one.teaser).toEqual({ name: '6 Point Football', minTeam: 2, maxTeam: 6 });
    expect(one.toWin).toBe(0);
    expect(one.error).toEqual([
      {
        ruleDesc: 'The teaser 6 Point Football needs at least 2 teams.',
        severity: 'Warning',
        itemId: null,
      },
    ]);
    const offer = session.state.db.offer.getAll().find((o) => o.offerId === a);
    expect(Number(one.items[0]?.metterValue?.replace('PK', '0'))).toBe((offer?.points ?? 0) + 6);
    const two = await addItem(session.api, {
      offerId: b,
      betSlipId: one.slipId,
      teaserId: 1,
      wagerAmount: 100,
    });
    expect(two.toWin).toBe(toWin(100, [-110]));
    expect(two.error).toEqual([]);
  });

  it('refuses picks the teaser does not take, an if row, and more teams than allowed', async () => {
    const [a = ''] = football();
    const slip = await addItem(session.api, { offerId: a, teaserId: 2 });
    expect(slip.items).toHaveLength(0);
    expect(slip.error[0]?.ruleDesc).toBe(
      'This selection is not allowed in the teaser 4 Point Basketball.',
    );
    const teased = await addItem(session.api, { offerId: a, teaserId: 1 });
    const ifRow = await addItem(session.api, {
      offerId: football()[1] ?? '',
      betSlipId: teased.slipId,
      isIf: true,
    });
    expect(ifRow.error[0]?.ruleDesc).toBe('A teaser cannot be combined with an if bet.');
    const nba = [0, 1, 2, 3, 4].map((i) =>
      offerOf(gameOf(session.state, 'NBA', i % 3, 1 + Math.floor(i / 3)), 'spread-home'),
    );
    const basketball = await slipWith(session.api, nba.slice(0, 4), { teaserId: 2 });
    expect(basketball.itemCount).toBe(4);
    const fifth = await addItem(session.api, {
      offerId: nba[4] ?? '',
      betSlipId: basketball.slipId,
      teaserId: 2,
    });
    expect(fifth.itemCount).toBe(4);
    expect(fifth.error[0]?.ruleDesc).toBe('The teaser 4 Point Basketball allows at most 4 teams.');
  });

  it('does not change the teaser of a slip that already holds picks', async () => {
    const [a = '', b = ''] = football();
    const slip = await addItem(session.api, { offerId: a });
    const later = await addItem(session.api, { offerId: b, betSlipId: slip.slipId, teaserId: 1 });
    expect(later.teaser).toBeNull();
    expect(later.error[0]).toMatchObject({
      ruleDesc: 'The teaser can only be chosen while the bet slip is empty.',
      severity: 'Warning',
    });
  });

  it('refuses teasers to a customer without them', async () => {
    const basic = await logIn(session.app, 'basic');
    const slip = await addItem(basic, { offerId: football()[0] ?? '', teaserId: 1 });
    expect(slip.itemCount).toBe(0);
    expect(slip.error[0]?.ruleDesc).toBe('Teasers are not allowed for your account.');
  });
});

describe('GET /wager/slip/{slipId}', () => {
  it('flags a pick whose price moved and carries the new price', async () => {
    const offerId = offerOf(gameOf(session.state, 'EPL'), 'moneyline-home');
    const slip = await addItem(session.api, { offerId, wagerAmount: 20 });
    const before = slip.items[0]?.price ?? 0;
    const moved = before > 0 ? before + 25 : before - 25;
    expect(moveOfferPrice(session.state, offerId, moved)).toEqual({
      offerId,
      previousPrice: before,
      price: moved,
    });
    const read = await readSlip(slip.slipId);
    expect(read.items[0]).toMatchObject({ price: moved, hasChanged: true });
    expect(read.toWin).toBe(toWin(20, [moved]));
    expect(read.error[0]).toMatchObject({ severity: 'Warning', itemId: slip.items[0]?.id });
    expect(read.error[0]?.ruleDesc).toContain('changed from');
  });

  it('refuses to move an unknown offer or to a price that is not American', () => {
    const offerId = offerOf(gameOf(session.state, 'EPL'), 'moneyline-home');
    expect(() => moveOfferPrice(session.state, 'nope', 120)).toThrow('Offer not found');
    expect(() => moveOfferPrice(session.state, offerId, 50)).toThrow('American price');
  });

  it('answers 404 for an unknown slip', async () => {
    expect((await failureOf(readSlip('BS-404-0000'))).status).toBe(404);
  });
});

describe('DELETE /wager/item/{slipId}', () => {
  it('removes a pick; removing the last clears the if flag, teaser and amounts', async () => {
    const nfl = gameOf(session.state, 'NFL');
    const slip = await slipWith(
      session.api,
      [offerOf(nfl, 'spread-home'), offerOf(gameOf(session.state, 'NFL', 1), 'spread-away')],
      { teaserId: 1, wagerAmount: 40 },
    );
    const [first, second] = slip.items;
    const one = await remove(slip.slipId, first?.id ?? 0);
    expect(one.items.map((i) => i.id)).toEqual([second?.id]);
    expect(one.teaser?.name).toBe('6 Point Football');
    const none = await remove(slip.slipId, second?.id ?? 0);
    expect(none).toMatchObject({
      itemCount: 0,
      teaser: null,
      teaserId: null,
      ifSelected: false,
      wagerAmount: 0,
      toWin: 0,
    });
  });

  it('answers a warning for a pick not on the slip and 404 for another customer', async () => {
    const slip = await addItem(session.api, {
      offerId: offerOf(gameOf(session.state, 'NHL'), 'moneyline-home'),
    });
    const missing = await remove(slip.slipId, 999999);
    expect(missing.itemCount).toBe(1);
    expect(missing.error[0]?.ruleDesc).toBe('The selection is not on the bet slip.');
    const other = await logIn(session.app, 'basic');
    const refused = await failureOf(
      other.call('wager.removeItem', {
        params: { slipId: slip.slipId },
        query: { itemId: slip.items[0]?.id ?? 0 },
      }),
    );
    expect(refused.status).toBe(404);
  });
});
