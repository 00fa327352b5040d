import { useTranslation } from 'react-i18next';
import type { PriceChange } from '../model/slip-rules.ts';
import { usePriceFormat } from '@/lib/odds-settings.ts';

/**
 * Each moved price as one line, old → new in the bettor's odds format: `known` when the old price
 * is known ({team}, {from}, {to}), `unknown` when it is not ({team}, {to}). Keys are full
 * ('namespace:key'): the moved-prices notice and the accepted-changes notice word them apart.
 */
export function usePriceChangeLines(
  changes: readonly PriceChange[],
  keys: { known: string; unknown: string },
): string[] {
  const { t } = useTranslation();
  const formatPrice = usePriceFormat();
  return changes.map(({ item, from, to }) =>
    from === null
      ? t(keys.unknown, { team: item.teamName, to: formatPrice(to) })
      : t(keys.known, { team: item.teamName, from: formatPrice(from), to: formatPrice(to) }),
  );
}
