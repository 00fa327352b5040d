/**
 * The account queries' keys, apart from their factories (account-queries.ts) so that code on the
 * app's start path can name the standing without loading the API client.
 */
export const accountKeys = {
  all: ['account'] as const,
  standing: ['account', 'standing'] as const,
};
