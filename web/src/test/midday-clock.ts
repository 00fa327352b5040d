/**
 * The web tests' clock reads noon UTC of today, and runs on from there (decision 225).
 *
 * The mock world is built relative to now, and a day's lists hold the games still to start: from
 * about 23:45 UTC every game still open is dated tomorrow, so 'today' has nothing to pick, and a
 * suite run in the last half hour of a day failed where it passed at any other hour. The app and
 * the mock handlers share this process, so one clock for both keeps them agreeing; Vitest's own
 * `vi.setSystemTime` stops the clock instead, which timers and lost-answer checks cannot live with.
 * Installed once per worker (files may share one), so time never runs backwards between files.
 */
const INSTALLED = Symbol.for('sportsbook.middayClock');

function install(): void {
  const RealDate = Date;
  const noon = new RealDate();
  noon.setUTCHours(12, 0, 0, 0);
  const offset = noon.getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  const MiddayDate = new Proxy(RealDate, {
    // `new Date()` reads the shifted clock; any other argument list means what it always meant.
    construct: (target, args: unknown[], newTarget: NewableFunction): object =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as Date,
    // `Date()` as a function: the current time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver: unknown) =>
      key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown),
  });
  Object.defineProperty(globalThis, INSTALLED, { value: true });
  globalThis.Date = MiddayDate;
}

if (!(INSTALLED in globalThis)) install();
