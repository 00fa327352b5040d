import { describe, expect, it } from 'vitest';
import { depositNeedsProof } from './cashier-methods.ts';

describe('depositNeedsProof', () => {
  it('asks for a proof image for bank transfers and bank deposits only', () => {
    expect(depositNeedsProof('BankTransfer')).toBe(true);
    expect(depositNeedsProof('BankDeposit')).toBe(true);
    expect(depositNeedsProof('Cash')).toBe(false);
    expect(depositNeedsProof('banktransfer')).toBe(false);
  });
});
