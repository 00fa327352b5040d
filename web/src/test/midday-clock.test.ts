import { describe, expect, it } from 'vitest';

// src/test/setup.ts installs the clock before any test file runs (decision 225).
describe('the tests’ midday clock', () => {
  it('reads noon UTC of today, and runs on', async () => {
    const first = new Date();
    // A file may start minutes into its worker's run; never hours.
    expect(first.getUTCHours()).toBe(12);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first.getTime());
    expect(new Date().getTime()).toBeGreaterThanOrEqual(first.getTime());
  });

  it('leaves dates of given times, parsing, Date() and instanceof as they were', () => {
    expect(new Date('2026-01-02T03:04:05Z').toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(new Date(0).getTime()).toBe(0);
    expect(Date.UTC(2026, 0, 2)).toBe(Date.parse('2026-01-02T00:00:00Z'));
    expect(Math.abs(Date.parse(Date()) - Date.now())).toBeLessThan(2000);
    expect(new Date() instanceof Date).toBe(true);
    expect(structuredClone(new Date(5)) instanceof Date).toBe(true);
  });
});
