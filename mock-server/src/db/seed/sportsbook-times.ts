import { SPORT } from '../../domain/sportsbook/catalog.ts';
import type { MockState } from '../state.ts';
import type { Random } from '../random.ts';
import { daysFromNow } from '../dates.ts';

const MINUTE = 60_000;
const SLOT = 30 * MINUTE;
/** The least time after now over which today's games still to start are spread. */
const LATE_WINDOW = 2 * 60 * MINUTE;

/** First kick-off hour (UTC) of each sport's day; every game starts by 23:30 of the same day. */
const FIRST_HOUR: Record<string, number> = { [SPORT.soccer]: 11, [SPORT.hockey]: 15 };
const DEFAULT_FIRST_HOUR = 16;

/**
 * No game seeded for a future day starts before this hour (UTC). Earlier games on that date are the
 * previous evening's, run on past midnight (at most LATE_WINDOW and a slot after it).
 */
export const EARLIEST_FIRST_HOUR = Math.min(DEFAULT_FIRST_HOUR, ...Object.values(FIRST_HOUR));

export interface DayPlan {
  day: number;
  count: number;
  /** Today only: how many games are already under way. */
  startedCount: number;
  sportName: string;
}

const floorTo = (ms: number, step: number) => Math.floor(ms / step) * step;
const ceilTo = (ms: number, step: number) => Math.ceil(ms / step) * step;

/**
 * Start times of a league-day, sorted. Future days use half-hour slots of the sport's evening; today
 * is split around the current time so some games have started and the rest start later today,
 * whatever the hour (the world is built relative to now).
 */
export function gameTimes(state: MockState, random: Random, plan: DayPlan): Date[] {
  const dayStart = daysFromNow(state, plan.day, 0, 0).getTime();
  const lastStart = dayStart + 23.5 * 60 * MINUTE;
  if (plan.day > 0) {
    const first = dayStart + (FIRST_HOUR[plan.sportName] ?? DEFAULT_FIRST_HOUR) * 60 * MINUTE;
    const slots = Math.floor((lastStart - first) / SLOT);
    return sorted(Array.from({ length: plan.count }, () => first + random.int(0, slots) * SLOT));
  }
  const now = state.now().getTime();
  const times: number[] = [];
  for (let i = 0; i < plan.startedCount; i++) {
    const back = (i + 1) * random.int(25, 70) * MINUTE;
    times.push(Math.max(dayStart, floorTo(now - back, 5 * MINUTE)));
  }
  // The rest start at least ten minutes from now, by 23:55. Late in the evening there is no room
  // left before midnight, so tonight's games run on into the small hours: at any hour every league
  // has games still open for betting (decision 215).
  const from = ceilTo(now + 10 * MINUTE, 5 * MINUTE);
  const latest = Math.max(dayStart + (24 * 60 - 5) * MINUTE, from + LATE_WINDOW);
  const slots = Math.floor((latest - from) / SLOT);
  for (let i = plan.startedCount; i < plan.count; i++) {
    times.push(from + random.int(0, slots) * SLOT);
  }
  return sorted(times);
}

const sorted = (times: number[]): Date[] => times.sort((a, b) => a - b).map((t) => new Date(t));
