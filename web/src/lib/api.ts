import { createApiClient, type ClientOptions } from '@sportsbook/contracts/client';
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

const clientOptions: ClientOptions = {
  baseUrl: import.meta.env.VITE_API_URL ?? '',
  clientId: CLIENT_ID,
  getToken: () => sessionStore.get()?.user.token,
  onUnauthorized: () => {
    if (!sessionStore.get()) return;
    unauthorizedListeners.forEach((listener) => {
      listener();
    });
  },
};

export const api = createApiClient(clientOptions);

/**
 * The same client (base URL, headers, token, 401 logout, contract checks) over another transport:
 * fetch reports no upload progress, so a file upload goes through XHR (lib/upload-file.ts).
 */
export const apiOver = (transport: typeof globalThis.fetch) =>
  createApiClient({ ...clientOptions, fetch: transport });
