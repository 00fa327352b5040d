import type { TagObject } from 'openapi3-ts/oas31';

/**
 * One tag per registry area (the part of a key before the dot). A new area must be described here,
 * or building the document fails: undeclared tags are what Spectral reported first.
 */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Logging in and out: the bearer token every other customer call carries.',
  account:
    'The customer: balance, weekly figures, customer record, bank accounts, passwords, sign-up.',
  matchup: 'Events with their odds: the paged league list, one event with every period, props.',
  wager: 'The bet slip: adding and removing picks, teasers, placing the slip as a ticket.',
  sportEvent: 'Public sports data: sports, leagues and games, without logging in.',
  ticket: 'Placed sportsbook tickets: lists, detail, cash-out quote and sale.',
  cashier: 'Deposits and withdrawals: methods, wallet requests, booked transactions.',
  reference: 'Reference data: cash-collection branches and the region access check.',
  files: 'Uploaded images (deposit proofs, message attachments) and linking them to a record.',
  quickGame: 'Quick games (lotteries): bet types with their masks, lotteries, tickets.',
  meta: 'Site metadata the sign-up form needs before anyone logs in.',
  casino: 'One-time tokens for the casino and other external services.',
  message: 'The message box: unread counts, lists, reading, replying and sending.',
};

export const tagOf = (key: string): string => key.split('.')[0] ?? key;

/** The declared tags, in the registry's order of first use. */
export function tagsFor(keys: readonly string[]): TagObject[] {
  const names = [...new Set(keys.map(tagOf))];
  return names.map((name) => {
    const description = TAG_DESCRIPTIONS[name];
    if (!description)
      throw new Error(`Describe the tag "${name}" in contracts/src/openapi/tags.ts`);
    return { name, description };
  });
}
