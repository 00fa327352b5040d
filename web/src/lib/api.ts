import { createApiClient } from '@sportsbook/contracts/client';
import { sessionStore } from './session-store.ts';

/** The fixed identifier this web client sends as ClientId (SPEC §9: a fixed value). */
export const CLIENT_ID = 'sportsbook-web';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on any 401: the app logs the user out (SPEC §4, §8). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  clientId: CLIENT_ID,
  getToken: () => sessionStore.get()?.user.token,
  onUnauthorized: () => {
    if (!sessionStore.get()) return;
    unauthorizedListeners.forEach((listener) => {
      listener();
    });
  },
});
