import { UNREAD_BADGE_CAP } from '@sportsbook/contracts/rules/constants';

/** What a count badge shows: the count, capped at 99 (SPEC §9). */
export const badgeCount = (count: number): string => String(Math.min(count, UNREAD_BADGE_CAP));
