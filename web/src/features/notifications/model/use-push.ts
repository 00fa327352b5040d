import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectPush } from '@/lib/push.ts';
import { isLoggedIn, sessionStore, useSession } from '@/lib/session-store.ts';
import { createPushHandlers } from './push-handlers.ts';

export type ConnectPush = typeof connectPush;

const pushBaseUrl = (): string => import.meta.env.VITE_API_URL ?? window.location.origin;
const currentToken = (): string => sessionStore.get()?.user.token ?? '';

/**
 * Keeps the push connection open while a user is logged in, and stops it on logout or unmount.
 * `connect` is injectable so tests can drive the events with a fake connection.
 */
export function usePush(connect: ConnectPush = connectPush): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const userName = isLoggedIn(session) ? session.user.userName : null;

  useEffect(() => {
    if (!userName) return;
    const connection = connect(
      pushBaseUrl(),
      userName,
      currentToken,
      createPushHandlers(queryClient),
    );
    return () => {
      connection.stop().catch(() => undefined);
    };
  }, [connect, queryClient, userName]);
}
