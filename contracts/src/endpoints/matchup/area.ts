import type { AreaEndpoints } from '../../http/endpoint.ts';
import { listMatchups } from './list-matchups.ts';
import { getMatchupProps } from './get-matchup-props.ts';
import { getMatchup } from './get-matchup.ts';

/** The matchup area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'matchup.list': listMatchups,
  'matchup.props': getMatchupProps,
  'matchup.get': getMatchup,
} as const satisfies AreaEndpoints<'matchup'>;
