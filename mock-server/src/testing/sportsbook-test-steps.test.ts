import { describe, expect, it } from 'vitest';
import { createMockState } from '../db/seed.ts';
import { daysFromNow, isoDay } from '../db/dates.ts';
import { gameOf } from './sportsbook-test-steps.ts';

// Late in the evening today's games run on past midnight (decision 215): their date is tomorrow's,
// yet they are today's games, without the child matchups the seed gives each day's first game.
describe('gameOf', () => {
  it.each(['12:00', '21:50', '23:58'])("picks tomorrow's own first game at %s", (time) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const clock = new Date();
    clock.setUTCHours(hours, minutes, 0, 0);
    const state = createMockState({ now: () => clock });
    const tomorrow = isoDay(daysFromNow(state, 1));
    for (const league of ['NHL', 'MLB', 'NBA']) {
      const game = gameOf(state, league);
      expect(game.eventDate.slice(0, 10), league).toBe(tomorrow);
      const children = state.db.matchup
        .getAll()
        .filter((m) => m.parentEventId === game.eventId && m.matchupType !== 'Proposition');
      expect(
        children.map((m) => m.eventId),
        league,
      ).toEqual([`${game.eventId}_1`, `${game.eventId}_2`]);
    }
  });
});
