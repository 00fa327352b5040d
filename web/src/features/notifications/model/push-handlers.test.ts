import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { createPushHandlers } from './push-handlers.ts';

vi.mock('@/lib/toasts.ts', () => ({ toast: { info: vi.fn() } }));

describe('a pushed message', () => {
  it('reaches a list whose first load was answered before the message existed', async () => {
    const queryClient = new QueryClient();
    const queryKey = [...messageQueries.all, 'list'];
    const answers: ((rows: string[]) => void)[] = [];
    const queryFn = vi.fn(
      () =>
        new Promise<string[]>((resolve) => {
          answers.push(resolve);
        }),
    );
    const observer = new QueryObserver(queryClient, { queryKey, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => {
      expect(queryFn).toHaveBeenCalledTimes(1);
    });

    createPushHandlers(queryClient).onMessage('Your withdrawal was approved');
    answers[0]?.(['old']); // the first load's answer, from before the push
    await vi.waitFor(() => {
      expect(queryFn).toHaveBeenCalledTimes(2);
    });
    answers[1]?.(['old', 'new']);
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(queryKey)).toEqual(['old', 'new']);
    });
    unsubscribe();
  });
});
