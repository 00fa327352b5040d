import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** Query keys of the auth feature come only from here. */
export const authQueries = {
  all: ['auth'] as const,
  registrationMetadata: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'registration-metadata'] as const,
      queryFn: ({ signal }) => api.call('meta.registration', {}, { signal }),
    }),
  tokenMetadata: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'token-metadata'] as const,
      queryFn: ({ signal }) => api.call('account.tokenMetadata', {}, { signal }),
    }),
  resetToken: (token: string) =>
    queryOptions({
      queryKey: [...authQueries.all, 'reset-token', token] as const,
      queryFn: ({ signal }) =>
        api.call(
          'account.passwordResetVerify',
          { query: { passwordtoken: token }, body: { passwordtoken: token } },
          { signal },
        ),
      meta: { silent: true },
      retry: false,
    }),
};
