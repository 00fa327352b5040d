/** '/w/api/matchup/{id}/Props' → '/w/api/matchup/:id/Props' (Fastify's and MSW's syntax alike). */
export const toRoutePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
