import type { Registry } from '../../registry.ts';
import { listSportEvents } from '../../endpoints/sport-event/list-sport-events.ts';
import { todayEvents } from '../../endpoints/sport-event/today-events.ts';

/** The sportEvent area's endpoints (lazy-endpoints.ts loads this with the area's first call). */
export const endpoints = {
  'sportEvent.list': listSportEvents,
  'sportEvent.today': todayEvents,
} as const satisfies Pick<Registry, 'sportEvent.list' | 'sportEvent.today'>;
