import type { Customer } from '@sportsbook/contracts/schemas/account';
import { PERSONA_PASSWORD, type PersonaName } from '@sportsbook/mock-server/personas';
import { api, CLIENT_ID } from '@/lib/api.ts';
import { isLoggedIn, sessionStore, type Session } from '@/lib/session/session-store.ts';

/** Logs one of the mock's personas in and stores the user and the customer, as login does. */
export async function logInAs(persona: PersonaName): Promise<Session & { customer: Customer }> {
  const user = await api.call('auth.token', {
    body: { userName: persona, password: PERSONA_PASSWORD, clientId: CLIENT_ID },
  });
  sessionStore.setUser(user);
  sessionStore.setCustomer(
    await api.call('account.getCustomer', { query: { username: user.userName } }),
  );
  const session = sessionStore.get();
  if (!isLoggedIn(session)) throw new Error(`could not log ${persona} in`);
  return session;
}
