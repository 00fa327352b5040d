import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, CLIENT_ID } from '../api.ts';
import { sessionStore } from './session-store.ts';

/** SPEC §4 logout: post to the server, clear the stored user, slip, cart, flags, then ./login. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      if (sessionStore.get()) await api.call('auth.logout', { body: { clientId: CLIENT_ID } });
    } catch {
      // The session ends locally whatever the server says.
    }
    sessionStore.clear();
    queryClient.clear();
    await navigate('/login');
  }, [navigate, queryClient]);
}
