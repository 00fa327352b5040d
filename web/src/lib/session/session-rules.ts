import type { Session } from './session-store.ts';

/** Where a logged-in user must go first, if anywhere: the forced password change, then the terms. */
export function pendingStep(session: Session): string | null {
  if (session.user.pwdChangeFlag) return '/changePasswordRequired';
  const { acceptanceOfTermsEnabled } = session.user.settingUI;
  if (acceptanceOfTermsEnabled && !session.customer?.lastAcceptanceTerms) return '/agreement';
  return null;
}

/** A return URL is only ever a path of this app (never another origin). */
export function safeReturnUrl(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return '/';
  return value;
}
