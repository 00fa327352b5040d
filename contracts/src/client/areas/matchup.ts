import type { Registry } from '../../registry.ts';
import { listMatchups } from '../../endpoints/matchup/list-matchups.ts';
import { getMatchupProps } from '../../endpoints/matchup/get-matchup-props.ts';
import { getMatchup } from '../../endpoints/matchup/get-matchup.ts';

/** The matchup area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'matchup.list': listMatchups,
  'matchup.props': getMatchupProps,
  'matchup.get': getMatchup,
} as const satisfies Pick<Registry, 'matchup.list' | 'matchup.props' | 'matchup.get'>;
