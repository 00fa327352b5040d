import {
  ALL_RECIPIENTS_USER_ID,
  type MessageType,
  type Recipient,
} from '@sportsbook/contracts/schemas/message';

/** One entry of the recipient dropdown: the pseudo-recipient 'All', or a user by name. */
export type RecipientChoice =
  | { kind: 'all'; userId: typeof ALL_RECIPIENTS_USER_ID }
  | { kind: 'user'; userId: number; name: string };

/**
 * SPEC §3 Recipient: the users GetMessageUsers answers for the type, headed by 'All' (userId -999)
 * when the type allows mass sending. A user is shown by first name, or user name when it has none.
 */
export function recipientChoices(
  users: readonly Recipient[],
  type: MessageType | undefined,
): RecipientChoice[] {
  const people = users
    .filter((user) => user.userId !== ALL_RECIPIENTS_USER_ID)
    .map((user): RecipientChoice => ({
      kind: 'user',
      userId: user.userId,
      name: user.firstName.trim() || user.userName,
    }));
  return type?.allowMassive ? [{ kind: 'all', userId: ALL_RECIPIENTS_USER_ID }, ...people] : people;
}
