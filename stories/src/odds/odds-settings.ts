import type { Loader } from '@storybook/react-vite';
import type { OddsFormat } from '@sportsbook/contracts/rules/odds';
import { LOCAL_KEYS, userKey } from '@/lib/storage.ts';
import { setOddsChangePolicy, setOddsFormat, type OddsChangePolicy } from '@/lib/odds-settings.ts';

/** A loader choosing the odds format (and, for demo, what the slip does when odds change). */
export const withOdds =
  (format: OddsFormat, policy?: OddsChangePolicy): Loader =>
  () => {
    setOddsFormat(format);
    if (policy) setOddsChangePolicy('demo', policy);
    return {};
  };

/**
 * The settings live in local storage, which stories share: each story of these files puts them
 * back afterwards so that the others see American prices and "Ask me".
 */
export const resetOdds = () => () => {
  localStorage.removeItem(LOCAL_KEYS.oddsFormat);
  localStorage.removeItem(userKey(LOCAL_KEYS.oddsChanges, 'demo'));
  setOddsFormat('american');
  localStorage.removeItem(LOCAL_KEYS.oddsFormat);
};
