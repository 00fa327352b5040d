import { afterEach, describe, expect, it } from 'vitest';
import { logInAs } from '@/test/log-in-as.ts';
import { keepFrameHint } from './frame-hint.ts';
import { sessionStore } from '@/lib/session/session-store.ts';

/** Decision 159: the cookie that asks the host for the logged-in frame on a reload. */

const hint = (): string | undefined =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('sportsbook_frame='))
    ?.slice('sportsbook_frame='.length);

/** Lets the MutationObserver of `<html lang>` run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  sessionStore.clear();
  document.cookie = 'sportsbook_frame=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

describe('the frame hint', () => {
  it('is written while a session is in the tab, follows the language, and goes at logout', async () => {
    document.documentElement.lang = 'en';
    keepFrameHint('real');
    expect(hint()).toBeUndefined();

    await logInAs('demo');
    expect(hint()).toBe('en.real');

    document.documentElement.lang = 'es';
    await observed();
    expect(hint()).toBe('es.real');

    sessionStore.clear();
    expect(hint()).toBeUndefined();
    // Logged out, a language switch writes nothing.
    document.documentElement.lang = 'en';
    await observed();
    expect(hint()).toBeUndefined();
  });

  it('is left alone by a tab without a session (another tab’s may stand)', async () => {
    document.cookie = 'sportsbook_frame=en.generic; Path=/';
    keepFrameHint('generic');
    document.documentElement.lang = 'es';
    await observed();
    expect(hint()).toBe('en.generic');
  });
});
