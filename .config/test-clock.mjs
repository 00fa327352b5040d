// One clock for every process of a test run (decision 225): the mock world is built relative to
// now, and from about 23:45 UTC a day's lists hold no open price, so the tests read a clock that
// says noon UTC of today and runs on from there. The web tests (jsdom) and the stories shift their
// own `Date`; the e2e journeys shift the mock server's (MOCK_CLOCK_OFFSET_MS), the browser's (an
// init script) and their own, all by one offset taken once per run. Plain JavaScript, and
// `shiftDate` self-contained, so Playwright can send it to a page as it is.

/** The offset (ms) that makes the real clock read noon UTC of its day. */
export function middayOffset(now = Date.now()) {
  const noon = new Date(now);
  noon.setUTCHours(12, 0, 0, 0);
  return noon.getTime() - now;
}

/**
 * Makes this realm's `new Date()`, `Date.now()` and `Date()` read the real clock plus `offsetMs`.
 * Dates of given times, parsing, `Date.UTC` and `instanceof Date` are unchanged. Once per realm:
 * a second call does nothing, so time never jumps between files that share one.
 */
export function shiftDate(offsetMs) {
  const installed = Symbol.for('sportsbook.testClock');
  if (installed in globalThis) return;
  const RealDate = Date;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  Object.defineProperty(globalThis, installed, { value: offsetMs });
}

/** The run's offset from the environment (MOCK_CLOCK_OFFSET_MS), or 0 without one. */
export function clockOffsetFromEnv(env = process.env) {
  const value = Number(env.MOCK_CLOCK_OFFSET_MS ?? 0);
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}
