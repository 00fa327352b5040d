import { api } from '@/lib/api.ts';
import { apiQuery } from '@/lib/queries/api-query.ts';

/** Query keys of the auth feature come only from here. */
export const authQueries = {
  all: ['auth'] as const,
  registrationMetadata: () =>
    apiQuery([...authQueries.all, 'registration-metadata'], (signal) =>
      api.call('meta.registration', {}, { signal }),
    ),
  tokenMetadata: () =>
    apiQuery([...authQueries.all, 'token-metadata'], (signal) =>
      api.call('account.tokenMetadata', {}, { signal }),
    ),
  resetToken: (token: string) =>
    apiQuery(
      [...authQueries.all, 'reset-token', token],
      (signal) =>
        api.call(
          'account.passwordResetVerify',
          { query: { passwordtoken: token }, body: { passwordtoken: token } },
          { signal },
        ),
      { meta: { silent: true }, retry: false },
    ),
};
