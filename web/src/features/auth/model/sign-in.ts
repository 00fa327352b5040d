import { api, CLIENT_ID } from '@/lib/api.ts';
import { sessionStore } from '@/lib/session/session-store.ts';
import { pendingStep, safeReturnUrl } from '@/lib/session/session-rules.ts';

/**
 * Logs in, stores the user and the customer (SPEC §3), and answers where to go next: the forced
 * password change, the agreement when terms are pending, else the return URL or '/'.
 */
export async function signIn(
  userName: string,
  password: string,
  returnUrl: string | null,
): Promise<string> {
  const user = await api.call('auth.token', { body: { userName, password, clientId: CLIENT_ID } });
  sessionStore.setUser(user);
  const customer = await api.call('account.getCustomer', { query: { username: user.userName } });
  sessionStore.setCustomer(customer);
  const session = sessionStore.get();
  return (session && pendingStep(session)) ?? safeReturnUrl(returnUrl);
}
