import { describe, expect, it } from 'vitest';
import { recipientChoices } from './recipients.ts';

const users = [
  { userId: 1, userName: 'support', firstName: 'Customer Support' },
  { userId: 2, userName: 'agent7', firstName: ' ' },
];
const general = { messageTypeId: 1, messageTypeName: 'General', allowMassive: false };
const announcement = { messageTypeId: 3, messageTypeName: 'Announcement', allowMassive: true };

describe('recipientChoices', () => {
  it('lists the users by first name, or user name when it is blank', () => {
    expect(recipientChoices(users, general)).toEqual([
      { kind: 'user', userId: 1, name: 'Customer Support' },
      { kind: 'user', userId: 2, name: 'agent7' },
    ]);
  });

  it("heads the list with 'All' (-999) only for a type that allows mass sending", () => {
    expect(recipientChoices(users, announcement)[0]).toEqual({ kind: 'all', userId: -999 });
    expect(recipientChoices(users, announcement)).toHaveLength(3);
    expect(recipientChoices(users, undefined).some((choice) => choice.kind === 'all')).toBe(false);
  });

  it("never offers a user the server sent as -999 twice: 'All' is the client's own entry", () => {
    const withAll = [...users, { userId: -999, userName: 'all', firstName: 'All' }];
    expect(recipientChoices(withAll, general).map((choice) => choice.userId)).toEqual([1, 2]);
    expect(recipientChoices(withAll, announcement).map((choice) => choice.userId)).toEqual([
      -999, 1, 2,
    ]);
  });
});
