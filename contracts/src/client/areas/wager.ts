import type { Registry } from '../../registry.ts';
import { addWagerItem } from '../../endpoints/wager/add-wager-item.ts';
import { getSlip } from '../../endpoints/wager/get-slip.ts';
import { removeWagerItem } from '../../endpoints/wager/remove-wager-item.ts';
import { submitWager } from '../../endpoints/wager/submit-wager.ts';
import { swapTeaser } from '../../endpoints/wager/swap-teaser.ts';

/** The wager area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'wager.addItem': addWagerItem,
  'wager.getSlip': getSlip,
  'wager.removeItem': removeWagerItem,
  'wager.submit': submitWager,
  'wager.swapTeaser': swapTeaser,
} as const satisfies Pick<
  Registry,
  'wager.addItem' | 'wager.getSlip' | 'wager.removeItem' | 'wager.submit' | 'wager.swapTeaser'
>;
