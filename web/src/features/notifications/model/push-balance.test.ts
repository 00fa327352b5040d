import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { delayNext } from '@sportsbook/mock-server/msw';
import { createQueryClient } from '@/lib/query-client.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { toast } from '@/lib/toasts.ts';
import { logInAs } from '@/test/log-in-as.ts';
import { mock } from '@/test/msw.ts';
import { createPushHandlers } from './push-handlers.ts';

vi.mock('@/lib/toasts.ts', () => ({ toast: { info: vi.fn(), error: vi.fn() } }));

describe('pushed balances in quick succession', () => {
  // Two approvals push two balances: the second arrives while the first one's standing is still
  // being read. That read gives way without a word: no 'CancelledError' toast over the top bar
  // (it covered the user menu in the e2e journeys), no error state, and the fresh read wins.
  it('let a standing read in flight give way silently', async () => {
    await logInAs('demo');
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, accountQueries.standing());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().status).toBe('success');
    });
    const push = createPushHandlers(queryClient);

    delayNext(mock.state, 'account.standing', 300);
    push.onBalance(1100);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    });
    push.onBalance(1200);
    // The pushed balance shows at once, and stays while the fresh read runs.
    expect(observer.getCurrentResult().data).toEqual({ balance: 1200 });

    await vi.waitFor(() => {
      expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    });
    expect(observer.getCurrentResult().status).toBe('success');
    expect(observer.getCurrentResult().error).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    unsubscribe();
  });
});
