import { describe, expect, it } from 'vitest';
import type { BetSlip, SlipItem } from '@sportsbook/contracts/schemas/sportsbook';
import { slipItem } from '@/test/slip-item.ts';
import { cartFor } from '@/lib/picks/slip-store.ts';
import {
  acceptPrices,
  bonusStake,
  priceChanges,
  slipAmounts,
  slipGates,
  splitPriceChanges,
} from './slip-rules.ts';

const item = slipItem;

const slip = (items: SlipItem[]): BetSlip => ({
  slipId: 's1',
  items,
  itemCount: items.length,
  wagerAmount: 0,
  toWin: 0,
  ifWagerAmount: 0,
  ifToWin: 0,
  hasIf: items.some((i) => i.ifRow),
  ifSelected: false,
  teaser: null,
  teaserId: null,
  error: [],
});

const allowAll = { allowIf: true, allowTeaser: true };

describe('slipGates', () => {
  it('disables the if switch on an empty slip and when if bets are off', () => {
    expect(
      slipGates({ slip: null, ifOn: false, teaserId: null, settings: allowAll, bonusCount: 0 })
        .ifEnabled,
    ).toBe(false);
    const one = slip([item({})]);
    expect(
      slipGates({ slip: one, ifOn: false, teaserId: null, settings: allowAll, bonusCount: 0 })
        .ifEnabled,
    ).toBe(true);
    expect(
      slipGates({
        slip: one,
        ifOn: false,
        teaserId: null,
        settings: { allowIf: false, allowTeaser: true },
        bonusCount: 0,
      }).ifEnabled,
    ).toBe(false);
  });

  it('lets a teaser and an if bet exclude each other', () => {
    const one = slip([item({})]);
    const withTeaser = slipGates({
      slip: one,
      ifOn: false,
      teaserId: 3,
      settings: allowAll,
      bonusCount: 0,
    });
    expect(withTeaser.ifEnabled).toBe(false);
    expect(withTeaser.teaserEnabled).toBe(true);
    const withIf = slipGates({
      slip: slip([item({}), item({ id: 2, offerId: 'o2', ifRow: true })]),
      ifOn: false,
      teaserId: null,
      settings: allowAll,
      bonusCount: 1,
    });
    expect(withIf.teaserEnabled).toBe(false);
    expect(withIf.bonusEnabled).toBe(false);
    expect(
      slipGates({ slip: one, ifOn: true, teaserId: null, settings: allowAll, bonusCount: 1 })
        .teaserEnabled,
    ).toBe(false);
  });

  it('hides teasers when allowTeaser is off', () => {
    const gates = slipGates({
      slip: null,
      ifOn: false,
      teaserId: null,
      settings: { allowIf: true, allowTeaser: false },
      bonusCount: 0,
    });
    expect(gates.teasersShown).toBe(false);
    expect(gates.teaserEnabled).toBe(false);
  });
});

describe('slipAmounts', () => {
  it('prices a straight bet and a parlay with the contract maths, floored', () => {
    expect(slipAmounts([item({ price: 150 })], null, 100, 0).toWin).toBe(150);
    expect(slipAmounts([item({ price: -110 })], null, 100, 0).toWin).toBe(90);
    const parlay = [item({ price: 100 }), item({ id: 2, offerId: 'o2', price: 100 })];
    expect(slipAmounts(parlay, null, 10, 0).toWin).toBe(30);
  });

  it('prices the if part on its own items and a teaser by team count', () => {
    const items = [item({ price: 100 }), item({ id: 2, offerId: 'o2', price: 200, ifRow: true })];
    expect(slipAmounts(items, null, 10, 5)).toEqual({ toWin: 10, ifToWin: 10 });
    const teaser = {
      pricesList: [
        { cntTeam: 2, price: -110 },
        { cntTeam: 3, price: 160 },
      ],
    };
    const two = [item({}), item({ id: 2, offerId: 'o2' })];
    expect(slipAmounts(two, teaser, 110, 0).toWin).toBe(100);
    expect(slipAmounts([item({})], teaser, 110, 0).toWin).toBe(0);
  });

  // Issue 36: the contract's prices are any numbers; toWin throws on one that is no American price.
  it('wins nothing on a price that is no American price, straight, if or teaser', () => {
    expect(slipAmounts([item({ price: 11 })], null, 100, 0).toWin).toBe(0);
    expect(slipAmounts([item({ price: 11, ifRow: true })], null, 0, 100).ifToWin).toBe(0);
    const odd = { pricesList: [{ cntTeam: 1, price: 0.3 }] };
    expect(slipAmounts([item({})], odd, 100, 0).toWin).toBe(0);
  });

  it('wins nothing for an amount that is not a positive number yet', () => {
    expect(slipAmounts([item({})], null, Number.NaN, Number.NaN)).toEqual({ toWin: 0, ifToWin: 0 });
    expect(slipAmounts([item({})], null, -5, 0).toWin).toBe(0);
    expect(slipAmounts([], null, 10, 0).toWin).toBe(0);
  });
});

describe('prices the bettor agreed to', () => {
  it('reports a moved price from the agreed one to the new one until accepted', () => {
    const moved = item({ price: 120, hasChanged: true });
    const changes = priceChanges([moved], { o1: -110 });
    expect(changes).toEqual([{ item: moved, from: -110, to: 120 }]);
    const accepted = acceptPrices([moved], { o1: -110 });
    expect(accepted).toEqual({ o1: 120 });
    expect(priceChanges([moved], accepted)).toEqual([]);
  });

  it('trusts the server flag when no agreed price was kept', () => {
    const moved = item({ price: 120, hasChanged: true });
    expect(priceChanges([moved], {})).toEqual([{ item: moved, from: null, to: 120 }]);
    expect(priceChanges([item({})], {})).toEqual([]);
  });

  it('asks about a moved price that is no American price, whatever the policy but any', () => {
    const moved = item({ price: 11, hasChanged: true });
    const [change] = priceChanges([moved], { o1: -110 });
    expect(change && splitPriceChanges([change], 'higher')).toEqual({ accept: [], ask: [change] });
    expect(change && splitPriceChanges([change], 'any')).toEqual({ accept: [change], ask: [] });
  });

  it('keeps the cart to the offers on the slip', () => {
    expect(cartFor([item({ price: -105 })], { o1: -110, gone: 150 })).toEqual({ o1: -110 });
    expect(cartFor([item({ price: -105 })], {})).toEqual({ o1: -105 });
  });

  it('stakes what is left of a bonus', () => {
    expect(bonusStake({ amount: 25, balance: 25 })).toBe(25);
    expect(bonusStake({ amount: 25, balance: 10 })).toBe(10);
  });
});
