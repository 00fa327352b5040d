import type { AreaEndpoints } from '../../http/endpoint.ts';
import { addWagerItem } from './add-wager-item.ts';
import { getSlip } from './get-slip.ts';
import { removeWagerItem } from './remove-wager-item.ts';
import { submitWager } from './submit-wager.ts';
import { swapTeaser } from './swap-teaser.ts';

/** The wager area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'wager.addItem': addWagerItem,
  'wager.getSlip': getSlip,
  'wager.removeItem': removeWagerItem,
  'wager.submit': submitWager,
  'wager.swapTeaser': swapTeaser,
} as const satisfies AreaEndpoints<'wager'>;
