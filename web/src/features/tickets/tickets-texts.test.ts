import { describe, expect, it } from 'vitest';
import en from '@/locales/en/app/tickets.json';
import es from '@/locales/es/app/tickets.json';

/** Every key path of a texts file, e.g. 'cashOut.title'. */
function keys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('tickets texts', () => {
  it("keeps the spec's English texts", () => {
    expect(en.pending.canceled).toBe('Ticket canceled');
    expect(en.cashOut.zero).toBe('The sales value of the ticket is: $0');
    expect(en.cashOut.title).toBe('TICKET SALES');
    expect(en.cashOut.sold).toBe('Ticket sold');
  });

  it('has a Spanish text for every English one', () => {
    // Spanish has one plural form more than English: 'many' (1,000,000 tickets).
    const spanish = keys(es).filter((key) => !key.endsWith('_many'));
    expect(spanish.sort()).toEqual(keys(en).sort());
  });
});
