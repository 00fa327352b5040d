import { redirect } from 'react-router';
import { isLoggedIn, sessionStore, type Session } from '@/lib/session/session-store.ts';
import { pendingStep } from '@/lib/session/session-rules.ts';

/** SPEC §4 login guard plus the password-change and terms steps, for the main shell. */
export function requireCustomer(request: Request): Session {
  const session = sessionStore.get();
  if (!isLoggedIn(session)) {
    const url = new URL(request.url);
    const returnUrl = `${url.pathname}${url.search}`;
    throw redirect(
      returnUrl === '/'
        ? '/services/sport'
        : `/services/sport?returnUrl=${encodeURIComponent(returnUrl)}`,
    );
  }
  const step = pendingStep(session);
  if (step) throw redirect(step);
  return session;
}

/** For the online-cashier routes (SPEC §2: they need enableCashierOnLine). */
export function requireCashier(): void {
  if (!sessionStore.get()?.user.settingUI.enableCashierOnLine) throw redirect('/');
}

/** For /quick-games (SPEC §2/§6: only with quickGameEnabled; otherwise home). */
export function requireQuickGames(): void {
  if (!sessionStore.get()?.user.settingUI.quickGameEnabled) throw redirect('/');
}
