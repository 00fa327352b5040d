import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMockHandlers } from '@sportsbook/mock-server/msw';
import { resetToSeeded, seededState } from '@sportsbook/mock-server/seeded-worlds';

/**
 * The mock backend's own handlers, over one in-memory world reset before each test. The world is
 * seeded once per file and snapshotted at once, so even the first reset copies instead of seeding.
 */
export const mock = createMockHandlers({ state: seededState() });
// MSW has no push hub: the hub's negotiate answers 503, as an unreachable hub would (push failures
// are only logged, SPEC §8).
export const server = setupServer(
  ...mock.handlers,
  http.post('*/w/api/notification/negotiate', () => new HttpResponse(null, { status: 503 })),
);
/** Back to the seeded world: copied from a snapshot taken in this file when one fits (faster). */
export const resetMock = () => {
  resetToSeeded(mock.state);
};
