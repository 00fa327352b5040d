import { api, CLIENT_ID } from '@/lib/api.ts';
import { sessionStore, type Session } from '@/lib/session-store.ts';

/** The mock backend's personas (docs/mock-server.md), all with the same password. */
export type Persona = 'demo' | 'newbie' | 'locked' | 'basic';

/** Test helper: logs a persona in against the mock and stores the user and customer, as login does. */
export async function logInAs(persona: Persona): Promise<Session> {
  const user = await api.call('auth.token', {
    body: { userName: persona, password: 'Demo123!', clientId: CLIENT_ID },
  });
  sessionStore.setUser(user);
  sessionStore.setCustomer(
    await api.call('account.getCustomer', { query: { username: user.userName } }),
  );
  const session = sessionStore.get();
  if (!session) throw new Error(`could not log ${persona} in`);
  return session;
}
