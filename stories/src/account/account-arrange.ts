import type { EndpointKey } from '@sportsbook/contracts/registry';
import type { PersonaName } from '@sportsbook/mock-server/personas';
import type { MockState } from '@sportsbook/mock-server/state';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@/lib/format-money.ts';
import type { Language } from '@/lib/i18n.ts';
import { USER_IDS } from '../support/arrange.ts';
import { FOREVER_MS } from '../support/form.ts';
import { mockApi, type Arrange, type MockApiParameter } from '../support/mock-api.ts';

const HOUR_MS = 3_600_000;

/** The mock API with `persona` logged in (demo unless named) and the world arranged first. */
export const accountApi = (arrange?: Arrange, persona: PersonaName = 'demo'): MockApiParameter =>
  mockApi(arrange, { persona });

/** Every answer takes longer than a test: the screen stays in its loading state. */
export const slowBackend: Arrange = (state) => {
  state.scenario.latencyMs = FOREVER_MS;
};

/** The endpoint answers 500 with 'Injected failure for <key>' (the query client retries twice). */
export const failing =
  (key: EndpointKey): Arrange =>
  (state) => {
    state.scenario.errors[key] = 500;
  };

/** How long an error state takes to show: a 500 is retried twice, 1 s and then 2 s apart. */
export const AFTER_RETRIES = { timeout: 15_000 };

/** The demo user as the mock server holds it. */
export function demoUser(state: MockState) {
  const user = state.db.user.findFirst({ where: { userId: { equals: USER_IDS.demo } } });
  if (!user) throw new Error('The mock world has no demo user');
  return user;
}

/** demo without a branch-withdrawal PIN on file. */
export const withoutPin: Arrange = (state) => {
  state.db.user.update({ where: { userId: { equals: USER_IDS.demo } }, data: { pin: null } });
};

/** demo with no bonus left. */
export const withoutBonuses: Arrange = (state) => {
  state.db.bonus.deleteMany({ where: { userId: { equals: USER_IDS.demo } } });
};

/** demo's bonuses set to expire this many hours from now. */
export const bonusesExpiringIn =
  (hoursByName: Record<string, number>): Arrange =>
  (state) => {
    for (const [bonusName, hours] of Object.entries(hoursByName)) {
      const expirationDate = new Date(state.now().getTime() + hours * HOUR_MS).toISOString();
      state.db.bonus.update({
        where: { userId: { equals: USER_IDS.demo }, bonusName: { equals: bonusName } },
        data: { expirationDate },
      });
    }
  };

/**
 * The server keeps `days` of history for demo from now on, while the session still offers the
 * weeks of the 60 days it logged in with: a week chosen past the server's window has no figures.
 */
export function shortenHistory(state: MockState, days: number): void {
  const user = demoUser(state);
  // Outside a request: cached answers must go stale.
  state.revision += 1;
  state.db.user.update({
    where: { userId: { equals: USER_IDS.demo } },
    data: { settings: { ...user.settings, maxHistoryDays: days } },
  });
}

/** An amount as the screens write it in that language. */
export const money = (amount: number, language: Language = 'en') => formatMoney(amount, language);

/** The value beside a figure's label in a description list (<dt>label</dt><dd>value</dd>…). */
export function figureOf(container: HTMLElement, label: string): HTMLElement {
  const term = within(container)
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No figure labelled ${label}`);
  return value;
}

/** The figure's detail line under its value (the second <dd>), e.g. '3 tickets'. */
export function figureDetailOf(container: HTMLElement, label: string): HTMLElement {
  const detail = figureOf(container, label).nextElementSibling;
  if (!(detail instanceof HTMLElement) || detail.tagName !== 'DD') {
    throw new Error(`No detail under ${label}`);
  }
  return detail;
}

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument;
  const width = page.defaultView?.innerWidth ?? 0;
  await expect(width).toBeGreaterThan(0);
  await expect(page.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

/** Cents-exact sum, as the screens add money. */
export const sumOf = <T>(items: readonly T[], pick: (item: T) => number): number =>
  items.reduce((total, item) => total + Math.round(pick(item) * 100), 0) / 100;
