import { parseQuickGameBet, type BetType } from '@sportsbook/contracts/rules/quick-game';

const APPLE = 'E0#';

/**
 * A bet text that fits the mask: every run of '#' becomes a different number (12, 23, 34… or
 * 1, 2, 3… for single digits) so no example has repeated numbers, and an apple slot gets E01.
 */
export function exampleFor(mask: string): string {
  let out = '';
  let group = 0;
  let index = 0;
  while (index < mask.length) {
    if (mask.startsWith(APPLE, index)) {
      out += 'E01';
      index += APPLE.length;
      continue;
    }
    if (mask.charAt(index) !== '#') {
      out += mask.charAt(index);
      index += 1;
      continue;
    }
    let width = 0;
    while (mask.charAt(index + width) === '#' && !mask.startsWith(APPLE, index + width)) width += 1;
    for (let digit = 0; digit < width; digit += 1) out += String((group + 1 + digit) % 10);
    group += 1;
    index += width;
  }
  return out;
}

export interface BetTypeHelp {
  betType: BetType;
  example: string;
}

/**
 * The help rows: each bet type with an example built from its mask. With a lottery chosen, only
 * the types that lottery takes (asked of the contract's rule, so the rules live in one place).
 */
export function betTypeHelp(
  betTypes: readonly BetType[],
  lotteryGroupId: number | null,
): BetTypeHelp[] {
  return betTypes
    .map((betType) => ({ betType, example: exampleFor(betType.mask) }))
    .filter(({ betType, example }) => {
      if (lotteryGroupId === null) return true;
      const parsed = parseQuickGameBet({ bet: example, amount: 1, lotteryGroupId }, betTypes);
      return parsed.ok && parsed.betType.betTypeId === betType.betTypeId;
    });
}
