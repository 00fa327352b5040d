import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { connectPush, PushConnection } from './push.ts';
import { afterFirstReads } from '@/lib/after-first-reads.ts';
import { runtimeConfig } from '@/lib/runtime-config.ts';
import { isLoggedIn, sessionStore, useSession } from '@/lib/session/session-store.ts';
import { createPushHandlers } from './push-handlers.ts';

export type ConnectPush = typeof connectPush;

// The hub follows the API unless the deployment names its own address (decision 107).
const pushBaseUrl = (): string =>
  runtimeConfig.hubUrl || runtimeConfig.apiUrl || window.location.origin;
const currentToken = (): string => sessionStore.get()?.user.token ?? '';

/**
 * connectPush with the SignalR client (13.5 KB gzipped) loaded when first called, so no page's
 * first content waits for it (issue 15, decision 095).
 */
export const connectLazily: ConnectPush = (...args) => {
  let stopped = false;
  let connection: PushConnection | undefined;
  const loaded = import('./push.ts').then(({ connectPush }) => {
    if (!stopped) connection = connectPush(...args);
  });
  return {
    stop: async () => {
      stopped = true;
      await loaded;
      await connection?.stop();
    },
  };
};

/**
 * Keeps the push connection open while a user is logged in, and stops it on logout or unmount.
 * It opens once the page's first reads are done (afterFirstReads): those reads carry the balance
 * and unread counts a push would update. `connect` is injectable so tests can drive the events
 * with a fake connection.
 */
export function usePush(connect: ConnectPush = connectLazily): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const userName = isLoggedIn(session) ? session.user.userName : null;

  useEffect(() => {
    if (!userName) return;
    let connection: PushConnection | undefined;
    const cancel = afterFirstReads(queryClient, () => {
      connection = connect(pushBaseUrl(), userName, currentToken, createPushHandlers(queryClient));
    });
    return () => {
      cancel();
      connection?.stop().catch(() => undefined);
    };
  }, [connect, queryClient, userName]);
}
