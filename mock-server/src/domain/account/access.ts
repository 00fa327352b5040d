import type { MenuOption } from '@sportsbook/contracts/schemas/account';
import type { Handler } from '../handler.ts';
import { forbidden } from '../errors.ts';
import { randomHex, sameText } from './tokens.ts';

export const CASINO_NOT_YOUR_ACCOUNT = 'A casino token can only be issued for your own account.';

/**
 * The top menu's external services. Casino and Live Casino need a token appended; one option has
 * no address so the client's "hide options without a navigation URL" rule has something to hide.
 */
export const MENU_OPTIONS: readonly MenuOption[] = [
  {
    label: 'Casino',
    navigationURL: 'https://casino.example.com/lobby',
    icon: 'casino',
    reqURLToken: true,
  },
  {
    label: 'Live Casino',
    navigationURL: 'https://live.casino.example.com/tables',
    icon: 'live-casino',
    reqURLToken: true,
  },
  {
    label: 'Virtual Sports',
    navigationURL: 'https://virtual.example.com/sports',
    icon: null,
    reqURLToken: false,
  },
  { label: 'Poker', navigationURL: null, icon: 'poker', reqURLToken: false },
];

export const onlineMetadata: Handler<'account.onlineMetadata'> = () =>
  MENU_OPTIONS.map((option) => ({ ...option }));

export const validateAccess: Handler<'reference.validateAccess'> = ({ state }) => ({
  wafAction: state.scenario.regionBlocked ? 'Block' : 'Allow',
});

// The provider being unreachable (503) is the scenario's injected failure for 'casino.token'.
export const casinoToken: Handler<'casino.token'> = ({ state, caller }, { body }) => {
  if (!sameText(body.userId, caller.user.userName)) throw forbidden(CASINO_NOT_YOUR_ACCOUNT);
  return { token: randomHex(state.random, 32) };
};
