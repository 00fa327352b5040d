import { describe, expect, it } from 'vitest';
import en from '@/locales/en/app/inbox.json';
import es from '@/locales/es/app/inbox.json';

/** Every key path of a texts file, e.g. 'message.sendTo'. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('inbox texts', () => {
  it("keeps the spec's English texts", () => {
    expect(en.viewRead).toBe('View read messages');
    expect(en.sendMessage).toBe('Send message');
    expect([en.tabs.received, en.tabs.sent]).toEqual(['Received messages', 'Messages sent']);
    expect(en.priority).toEqual({ H: 'High', M: 'Medium', N: 'Normal' });
    expect([en.message.sendTo, en.message.sendBy, en.message.sendAt]).toEqual([
      'Send To',
      'Send By',
      'Send At',
    ]);
    expect([en.message.reply, en.message.back]).toEqual(['Reply', 'Back']);
    expect(en.message.sent).toBe('Message sent!');
  });

  it('has a Spanish text for every English one', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
