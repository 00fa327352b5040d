import type { SettingUI } from '@sportsbook/contracts/schemas/session';
import type { MockState } from './state.ts';
import type { Db } from './models.ts';

type UserRecord = NonNullable<ReturnType<Db['user']['findFirst']>>;

// @mswjs/data types nested objects as Partial; every user is created with complete settings
// (seed/people.ts, account/registration.ts), so the fallbacks below only satisfy the type.
const FALLBACK: Omit<SettingUI, 'language'> = {
  acceptanceOfTermsEnabled: false,
  minAmount: 0,
  maxAmount: 0,
  allowIf: false,
  allowTeaser: false,
  cashOutEnabled: false,
  enableCashierOnLine: false,
  quickGameEnabled: false,
  allowBankAccount: false,
  maxHistoryDays: 60,
};

/** A user's complete settings (SPEC §3 settingUI). */
export function settingsOf(user: UserRecord): SettingUI {
  return { ...FALLBACK, ...user.settings, language: user.language };
}

/** A teaser's price table, by number of teams. */
export function teaserPricesOf(state: MockState, teaserId: number) {
  return state.db.teaserPrice
    .findMany({ where: { teaserId: { equals: teaserId } }, orderBy: { cntTeam: 'asc' } })
    .map(({ cntTeam, price }) => ({ cntTeam, price }));
}

export function storeTeaserPrices(
  state: MockState,
  teaserId: number,
  prices: readonly { cntTeam: number; price: number }[],
) {
  for (const { cntTeam, price } of prices) {
    state.db.teaserPrice.create({ id: state.nextId('teaserPrice'), teaserId, cntTeam, price });
  }
}

/** A quick-game ticket's bets, in row order. */
export function quickGameItemsOf(state: MockState, ticketId: number) {
  return state.db.quickGameItem
    .findMany({ where: { ticketId: { equals: ticketId } }, orderBy: { rowId: 'asc' } })
    .map(({ rowId, betType, betDefinition, betAmount }) => ({
      rowId,
      betType,
      betDefinition,
      betAmount,
    }));
}

type TeaserRow = NonNullable<ReturnType<Db['teaser']['findFirst']>>;

/** A teaser record with its price table attached (undefined stays undefined). */
export function teaserWithPrices<T extends TeaserRow>(state: MockState, teaser: T | undefined) {
  return teaser && { ...teaser, pricesList: teaserPricesOf(state, teaser.id) };
}
