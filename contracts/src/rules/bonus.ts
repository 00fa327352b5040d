import { BONUS_EXPIRED_GRACE_MS, BONUS_EXPIRING_SOON_MS } from './constants.ts';

// The spec reports two readings: "expires within 24 hours", and the same window stretched back to
// bonuses already expired by under 1 hour. We take the second: the server may still list a bonus
// that lapsed minutes ago, and flagging it is more useful to the bettor than showing it as normal.
// Anything expired for an hour or more is not "expiring soon". An unreadable date is never flagged.
export function isBonusExpiringSoon(expirationDate: string | Date, now: Date): boolean {
  const expiresAt = new Date(expirationDate).getTime();
  const remaining = expiresAt - now.getTime();
  if (Number.isNaN(remaining)) return false;
  return remaining <= BONUS_EXPIRING_SOON_MS && remaining > -BONUS_EXPIRED_GRACE_MS;
}
