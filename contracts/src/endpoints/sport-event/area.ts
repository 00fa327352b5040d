import type { AreaEndpoints } from '../../http/endpoint.ts';
import { listSportEvents } from './list-sport-events.ts';
import { todayEvents } from './today-events.ts';

/** The sportEvent area's endpoints: part of the registry, and a chunk of its own in the lazy client. */
export const endpoints = {
  'sportEvent.list': listSportEvents,
  'sportEvent.today': todayEvents,
} as const satisfies AreaEndpoints<'sportEvent'>;
