import { describe, expect, it } from 'vitest';
import { logInAs } from '@/test/log-in-as.ts';
import { sessionStore } from './session-store.ts';

describe("the session's start (issue 25)", () => {
  it('is set at login, kept across a reload and cleared at logout', async () => {
    const before = Date.now();
    await logInAs('demo');
    const loginAt = sessionStore.get()?.loginAt ?? 0;
    expect(loginAt).toBeGreaterThanOrEqual(before);
    expect(sessionStorage.getItem('loginAt')).toBe(String(loginAt));

    sessionStore.reload();
    expect(sessionStore.get()?.loginAt).toBe(loginAt);

    sessionStore.clear();
    expect(sessionStorage.getItem('loginAt')).toBeNull();
  });

  it('reads a tampered start as unknown', async () => {
    await logInAs('demo');
    sessionStorage.setItem('loginAt', '"yesterday"');
    sessionStore.reload();
    expect(sessionStore.get()?.loginAt).toBeNull();
  });
});
