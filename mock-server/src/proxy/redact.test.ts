import { describe, expect, it } from 'vitest';
import { Redactor } from './redact.ts';

describe('Redactor', () => {
  const redactor = new Redactor(Buffer.alloc(32, 7));

  it('replaces tokens, names, e-mails, phones and ids by same-shape pseudonyms, everywhere', () => {
    const answer = {
      token: 'a1b2c3d4e5',
      userName: 'dmorales',
      firstName: 'Dana',
      emailAddress: 'dana.morales@mail.example',
      phone: '8095551234',
      userId: 1042,
      messageGuid: '3f2b8c1e-0a4d-4e7b-9c11-2d3e4f5a6b7c',
      eventId: '1234_2',
      teamName: 'Lions',
      body: 'Hi dmorales, write to dana.morales@mail.example or call 809-555-1234.',
    };
    const out = redactor.json(answer) as Record<string, unknown>;
    const text = JSON.stringify(out);
    for (const secret of [
      'a1b2c3d4e5',
      'dmorales',
      'Dana',
      'dana.morales',
      '8095551234',
      '555-1234',
      '1042',
      '3f2b8c1e',
    ]) {
      expect(text.includes(secret), secret).toBe(false);
    }
    expect(out.teamName).toBe('Lions');
    expect(redactor.json({ date: '2026-11-23T18:30:00.000Z', priorityId: 'H' })).toEqual({
      date: '2026-11-23T18:30:00.000Z',
      priorityId: 'H',
    });
    expect(out.emailAddress).toMatch(/^user-[a-z0-9]+@example\.invalid$/);
    expect(out.messageGuid).toMatch(
      /^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/,
    );
    expect(out.eventId).toMatch(/^\d{4}_\d$/);
    expect(typeof out.userId).toBe('number');
    // The same id gets the same pseudonym, so recorded ids still chain.
    expect((redactor.json({ userId: 1042 }) as { userId: number }).userId).toBe(out.userId);
  });

  it('keeps a positive id positive, a negative one negative and 0 as 0, whatever the key', () => {
    // Every one-digit id under many keys: some key draws 0 for a digit, which must not stay 0.
    for (let key = 0; key < 64; key += 1) {
      const each = new Redactor(Buffer.alloc(32, key));
      for (let id = 1; id <= 9; id += 1) {
        const out = each.json({ messageBoxId: id, recipientId: -id, customerId: 0 });
        expect(out).toMatchObject({ customerId: 0 });
        const { messageBoxId, recipientId } = out as { messageBoxId: number; recipientId: number };
        expect(messageBoxId).toBeGreaterThan(0);
        expect(recipientId).toBeLessThan(0);
      }
    }
  });

  it('redacts ids in a request path and sensitive query values', () => {
    const target = redactor.target('/w/api/ticket/98765?username=dmorales&state=all');
    expect(target).not.toContain('98765');
    expect(target).not.toContain('dmorales');
    expect(target).toContain('state=all');
  });
});
