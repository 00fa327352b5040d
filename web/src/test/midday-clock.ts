import { middayOffset, shiftDate } from '../../../.config/test-clock.mjs';

/**
 * The web tests' clock reads noon UTC of today, and runs on from there (decision 225).
 *
 * The mock world is built relative to now, and a day's lists hold the games still to start: from
 * about 23:45 UTC every game still open is dated tomorrow, so 'today' has nothing to pick, and a
 * suite run in the last half hour of a day failed where it passed at any other hour. The app and
 * the mock handlers share this process, so one clock for both keeps them agreeing; Vitest's own
 * `vi.setSystemTime` stops the clock instead, which timers and lost-answer checks cannot live with.
 */
shiftDate(middayOffset());
