import type { Request } from '@playwright/test';
import {
  control,
  expect,
  logInAsDemo,
  test,
  waitForHub,
  type Page,
} from '../../support/fixtures.ts';

/**
 * Issue 14, hub faults: the web client against a hub that drops, refuses negotiates, answers 401 on
 * reconnect, and pushes late or twice. SPEC §4: reconnect after 1, 2, 4, 8 s (gives up after more
 * than 3 attempts), then up to 3 fresh starts 5 s apart; a 401 logs the user out.
 */

const isNegotiate = (url: string) => url.includes('/w/api/notification/negotiate');

/** Every negotiate the page sends from now on, with when the test saw it leave. */
function negotiates(page: Page): Request[] & { at: number[] } {
  const seen = Object.assign([] as Request[], { at: [] as number[] });
  page.on('request', (request) => {
    if (!isNegotiate(request.url())) return;
    seen.push(request);
    seen.at.push(Date.now());
  });
  return seen;
}

/**
 * Counts, in the page, the hub WebSockets that closed and the negotiate answers the page has read.
 * SignalR schedules its next try in the same turn as it handles either (promise continuations, no
 * timer), so once a count is seen the next timer is set: only then may a paused clock move on.
 * Call before the first navigation.
 */
async function countHubFailures(page: Page) {
  await page.addInitScript(() => {
    const counts = { closed: 0, read: 0 };
    Object.defineProperty(window, '__hubFailures', { value: counts });
    const OriginalWebSocket = window.WebSocket;
    window.WebSocket = class extends OriginalWebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('close', () => {
          counts.closed += 1;
        });
      }
    };
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await originalFetch(...args);
      if (!response.url.includes('/w/api/notification/negotiate')) return response;
      const text = response.text.bind(response);
      response.text = () =>
        text().finally(() => {
          counts.read += 1;
        });
      return response;
    };
  });
  return async (): Promise<{ closed: number; read: number }> =>
    page.evaluate(() => {
      const counts: unknown = Reflect.get(window, '__hubFailures');
      const count = (key: string) => Number(Reflect.get(Object(counts), key));
      return { closed: count('closed'), read: count('read') };
    });
}

const balance = (page: Page, amount: string) => page.getByRole('banner').getByText(amount);

/** The Notification toasts showing this text. */
const toasts = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: 'Notification' }).filter({ hasText: text });

test.describe('Push hub faults', () => {
  test('a dropped connection comes back after 1 s and shows the balance credited while away', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await expect(balance(page, '$1,000.00')).toBeVisible();
    await waitForHub(page);
    const sent = negotiates(page);

    const droppedAt = Date.now();
    await control(page, '/hub/drop');
    // Credited while the client is away: its push reaches nobody.
    await control(page, '/balance', { userName: 'demo', amount: 50 });
    await expect(balance(page, '$1,000.00')).toBeVisible();

    await expect.poll(() => sent.length).toBe(1);
    expect((sent.at[0] ?? 0) - droppedAt, 'first reconnect after 1 s').toBeGreaterThanOrEqual(900);
    await waitForHub(page);
    // The reconnect refetches the standing: no stale balance.
    await expect(balance(page, '$1,050.00')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('refused negotiates follow the retry policy exactly: 1, 2, 4, 8 s, then 3 restarts 5 s apart, then silence', async ({
    page,
  }) => {
    await page.clock.install();
    const failures = await countHubFailures(page);
    await logInAsDemo(page);
    await waitForHub(page);
    const sent = negotiates(page);
    await control(page, '/scenario', { hubNegotiate: 'refuse' }, 'PATCH');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const before = await failures();
    await control(page, '/hub/drop');
    // The page has seen its socket close (and so set the first reconnect's timer).
    await expect.poll(async () => (await failures()).closed).toBe(before.closed + 1);

    /** No negotiate until `delay` has passed since the last step, then exactly one more. */
    const expectNextAfter = async (delay: number, count: number) => {
      // The last refusal has been read (and the next try's timer set) before the clock moves.
      await expect.poll(async () => (await failures()).read).toBe(before.read + count - 1);
      await page.clock.runFor(delay - 1);
      await page.waitForTimeout(200);
      expect(sent, `no attempt before ${delay} ms`).toHaveLength(count - 1);
      await page.clock.runFor(1);
      await expect.poll(() => sent.length, { message: `attempt ${count}` }).toBe(count);
      const answer = await sent[count - 1]?.response();
      expect(answer?.status()).toBe(503);
    };
    // Automatic reconnect: 1, 2, 4, 8 s (then it gives up: more than 3 attempts).
    await expectNextAfter(1_000, 1);
    await expectNextAfter(2_000, 2);
    await expectNextAfter(4_000, 3);
    await expectNextAfter(8_000, 4);
    // The connection is closed: up to 3 fresh starts, 5 s apart.
    await expectNextAfter(5_000, 5);
    await expectNextAfter(5_000, 6);
    await expectNextAfter(5_000, 7);
    // Then it gives up silently: still logged in, nothing more.
    await page.clock.runFor(120_000);
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(7);
    await expect(page).not.toHaveURL(/\/login/);
    await expect(balance(page, '$1,000.00')).toBeVisible();
  });

  test('a 401 on reconnect logs the user out at once, without further attempts', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await waitForHub(page);
    const sent = negotiates(page);
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refusals.push(new URL(response.url()).pathname);
    });
    await control(page, '/scenario', { hubNegotiate: 'unauthorized' }, 'PATCH');
    await control(page, '/hub/drop');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // The hub's 401 did it: no API call had been refused before it.
    expect(refusals[0]).toBe('/w/api/notification/negotiate');
    await page.waitForTimeout(1_500);
    expect(sent).toHaveLength(1);
    await expect
      .poll(() => control(page, '/stats', undefined, 'GET'))
      .toMatchObject({
        connections: 0,
      });
  });

  test('a duplicated push shows one toast; a delayed one shows when it arrives', async ({
    page,
  }) => {
    await logInAsDemo(page);
    await waitForHub(page);

    await control(page, '/hub/push', {
      event: 'ReceiveMessage',
      payload: 'Your withdrawal was approved',
      userName: 'demo',
      copies: 3,
    });
    await expect(toasts(page, 'Your withdrawal was approved')).toHaveCount(1);
    await page.waitForTimeout(500);
    await expect(toasts(page, 'Your withdrawal was approved')).toHaveCount(1);

    await control(page, '/hub/push', {
      event: 'ReceiveMessage',
      payload: 'Late news',
      userName: 'demo',
      delayMs: 1_500,
    });
    await page.waitForTimeout(700);
    await expect(toasts(page, 'Late news')).toHaveCount(0);
    await expect(toasts(page, 'Late news')).toHaveCount(1);
  });

  test('a balance pushed late, after a newer one, does not stay on screen', async ({ page }) => {
    const stale = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"UserBalanceUpdate","arguments":[900]')) resolve();
        });
      });
    });
    await logInAsDemo(page);
    await waitForHub(page);

    // An old figure is held back 1.5 s; meanwhile the ledger moves to 1,050.
    await control(page, '/hub/push', {
      event: 'UserBalanceUpdate',
      payload: 900,
      userName: 'demo',
      delayMs: 1_500,
    });
    await control(page, '/balance', { userName: 'demo', amount: 50 });
    await expect(balance(page, '$1,050.00')).toBeVisible();

    await stale;
    await expect(balance(page, '$1,050.00')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(balance(page, '$900.00')).toHaveCount(0);
    await expect(balance(page, '$1,050.00')).toBeVisible();
  });
});
