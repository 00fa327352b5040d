import { FRAME_COOKIE, frameCookieValue } from '@sportsbook/contracts/hosting';
import { sessionStore } from '@/lib/session/session-store.ts';

/**
 * The frame hint (issue 27, decision 159): a cookie that tells the host this browser holds a
 * session, so a reload of a page behind login gets the prerendered logged-in frame (top bar, menus,
 * skeletons) in the screen's language and theme instead of an empty page. It holds no secret and
 * grants nothing: the session stays in session storage, and every API call still needs its token.
 */

function writeFrameHint(language: string, theme: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${FRAME_COOKIE}=${frameCookieValue(language, theme)}; Path=/; SameSite=Strict${secure}`;
}

function clearFrameHint(): void {
  document.cookie = `${FRAME_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/**
 * Keeps the hint in step with this tab: written while a session is in it (at start, at login, and
 * whenever `<html lang>` changes, so the next reload's request already names the language on
 * screen), removed at logout. A tab without a session never removes it: another tab's session may
 * still stand.
 */
export function keepFrameHint(theme: string): void {
  const html = document.documentElement;
  const write = () => {
    if (sessionStore.get()) writeFrameHint(html.lang, theme);
  };
  write();
  sessionStore.subscribe(() => {
    if (sessionStore.get()) write();
    else clearFrameHint();
  });
  new MutationObserver(write).observe(html, { attributes: true, attributeFilter: ['lang'] });
}
