import { describe, expect, it } from 'vitest';
import { routerReady } from './hydration.ts';

/** Decision 159: the first render over the logged-in frame waits for the router's first navigation. */
describe('routerReady', () => {
  it('resolves once the first navigation is done, at once when it already is', async () => {
    const listeners: ((state: { initialized: boolean }) => void)[] = [];
    const router = {
      state: { initialized: false },
      subscribe(listener: (state: { initialized: boolean }) => void) {
        listeners.push(listener);
        return () => {
          listeners.splice(listeners.indexOf(listener), 1);
        };
      },
    };
    let ready = false;
    const waiting = routerReady(router).then(() => {
      ready = true;
    });
    listeners.forEach((listener) => {
      listener({ initialized: false });
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    [...listeners].forEach((listener) => {
      listener({ initialized: true });
    });
    await waiting;
    expect(ready).toBe(true);
    expect(listeners).toEqual([]);

    router.state.initialized = true;
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
