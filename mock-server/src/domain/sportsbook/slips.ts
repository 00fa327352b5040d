import type { SlipError } from '@sportsbook/contracts/schemas/sportsbook';
import type { MockState } from '../../db/state.ts';
import { notFound } from '../errors.ts';
import type { UserRecord } from '../handler.ts';
import type { SlipRecord } from './records.ts';

export const SLIP_PLACED = 'This bet slip has already been placed.';

export const ruleError = (ruleDesc: string, itemId: number | null = null): SlipError => ({
  ruleDesc,
  severity: 'Error',
  itemId,
});

export const ruleWarning = (ruleDesc: string, itemId: number | null = null): SlipError => ({
  ruleDesc,
  severity: 'Warning',
  itemId,
});

/** The caller's slip; another customer's slip is as unknown as a missing one. */
export function ownSlip(state: MockState, user: UserRecord, slipId: string): SlipRecord {
  const slip = state.db.slip.getAll().find((candidate) => candidate.slipId === slipId);
  if (slip?.userId !== user.userId) throw notFound('Bet slip');
  return slip;
}

export function createSlip(state: MockState, user: UserRecord): SlipRecord {
  const sequence = state.nextId('slip', 1);
  const suffix = Math.floor(state.random.next() * 0x10000)
    .toString(16)
    .padStart(4, '0');
  return state.db.slip.create({
    slipId: `BS-${sequence}-${suffix}`,
    userId: user.userId,
    teaserId: null,
    ifSelected: false,
    wagerAmount: 0,
    ifWagerAmount: 0,
    submittedTicket: null,
    createdAt: state.now().toISOString(),
  });
}

type SlipChanges = Partial<
  Pick<SlipRecord, 'teaserId' | 'ifSelected' | 'wagerAmount' | 'ifWagerAmount' | 'submittedTicket'>
>;

export function updateSlip(state: MockState, slipId: string, data: SlipChanges): SlipRecord {
  const updated = state.db.slip.update({ where: { slipId: { equals: slipId } }, data });
  if (!updated) throw notFound('Bet slip');
  return updated;
}
