import { DEFAULT_MAX_HISTORY_DAYS } from '@sportsbook/contracts/rules/constants';
import type { SettingUI } from '@sportsbook/contracts/schemas/session';
import type { MockState } from './state.ts';
import type { Db } from './models.ts';

type UserRecord = NonNullable<ReturnType<Db['user']['findFirst']>>;
type UserSettings = UserRecord['settings'];

/**
 * Every feature on: the demo persona's settings (seed/people.ts), which new customers also get
 * (domain/account/registration.ts). It lives here, below both, so the domain never imports the seed.
 */
export const ALL_FEATURES_ON: UserSettings = {
  acceptanceOfTermsEnabled: true,
  minAmount: 5,
  maxAmount: 5000,
  allowIf: true,
  allowTeaser: true,
  cashOutEnabled: true,
  enableCashierOnLine: true,
  quickGameEnabled: true,
  allowBankAccount: true,
  maxHistoryDays: DEFAULT_MAX_HISTORY_DAYS,
};

/** The optional features, off: the basic persona's (seed/people.ts) and a missing setting's. */
export const FEATURES_OFF = {
  allowIf: false,
  allowTeaser: false,
  cashOutEnabled: false,
  enableCashierOnLine: false,
  quickGameEnabled: false,
  allowBankAccount: false,
} as const satisfies Partial<UserSettings>;

// The one fallback policy for a missing setting: off, zero limits, the contract's default history
// window. It is moot today: every user is created with every setting (seed/people.ts for personas
// and staff, account/registration.ts for sign-ups, both from ALL_FEATURES_ON), and @mswjs/data
// merges partial updates of nested objects. It exists because the model types nested fields as
// optional; POST /token has always answered these same values.
const FALLBACK: Omit<SettingUI, 'language'> = {
  acceptanceOfTermsEnabled: false,
  minAmount: 0,
  maxAmount: 0,
  ...FEATURES_OFF,
  maxHistoryDays: DEFAULT_MAX_HISTORY_DAYS,
};

/**
 * A user's complete settings (SPEC §3 settingUI). Resolved once per call, when the caller is
 * authenticated (domain/auth.ts); domain code reads `caller.settings`, never `user.settings`.
 */
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
