import {
  createLazyApiClient,
  type ClientOptions,
  type ContractError,
} from '@sportsbook/contracts/client/lazy';
import { i18n } from './i18n.ts';
import { runtimeConfig } from './runtime-config.ts';
import { sessionStore } from './session-store.ts';

/** The fixed identifier this web client sends as ClientId (SPEC §9: a fixed value per deployment). */
export const CLIENT_ID = runtimeConfig.clientId;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on any 401: the app logs the user out (SPEC §4, §8). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * What a bettor reads of an answer that breaks the contract: a short human message with a
 * reference to quote; the endpoint and the field paths go to the console, and into the page in
 * `npm run dev` only (decision 190).
 */
function contractErrorMessage(error: ContractError): string {
  const message = i18n.t('common:serverFault', { reference: error.reference });
  return import.meta.env.DEV ? `${message} (${error.details})` : message;
}

/** Each left-out list item is reported once per page life, not at every refetch. */
const reportedDrops = new Set<string>();

const clientOptions: ClientOptions = {
  baseUrl: runtimeConfig.apiUrl,
  clientId: CLIENT_ID,
  getToken: () => sessionStore.get()?.user.token,
  onUnauthorized: () => {
    reportUnauthorized();
  },
  contractErrorMessage,
  onContractError: (error) => {
    console.error(`[${error.reference}] ${error.details}`);
  },
  onDroppedItems: (endpoint, items) => {
    for (const { path, issue } of items) {
      const key = `${endpoint} ${path}`;
      if (reportedDrops.has(key)) continue;
      reportedDrops.add(key);
      console.warn(`Left out ${path} of ${endpoint}'s answer, which breaks the contract: ${issue}`);
    }
  },
};

/** The 401 way out, also for a 401 met outside this client (the push hub's negotiate). */
export function reportUnauthorized(): void {
  if (!sessionStore.get()) return;
  unauthorizedListeners.forEach((listener) => {
    listener();
  });
}

/**
 * Each area's schemas load with its first call (issue 15): /login fetches the region check's, not
 * all 55. The request goes out while they load; the answer is checked against them as before.
 */
export const api = createLazyApiClient(clientOptions);

/**
 * The same client (base URL, headers, token, 401 logout, contract checks) over another transport:
 * fetch reports no upload progress, so a file upload goes through XHR (lib/upload-file.ts).
 */
export const apiOver = (transport: typeof globalThis.fetch) =>
  createLazyApiClient({ ...clientOptions, fetch: transport });
