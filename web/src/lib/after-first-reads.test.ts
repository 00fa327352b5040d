import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstReads, nextTask } from './after-first-reads.ts';

/** A query that answers when the test says so. */
function pendingQuery(client: QueryClient) {
  let answer: (value: string) => void = () => undefined;
  void client.query({
    queryKey: ['slow'],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return (value: string) => {
    answer(value);
  };
}

describe('afterFirstReads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task once no query is fetching any more', async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const task = vi.fn();
    afterFirstReads(client, task);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).not.toHaveBeenCalled();
    answer('done');
    await vi.waitFor(() => {
      expect(task).toHaveBeenCalledOnce();
    });
  });

  it('waits for a read that starts while it waits for an idle moment (a dependent query)', async () => {
    const client = new QueryClient();
    const answerFirst = pendingQuery(client);
    const task = vi.fn();
    afterFirstReads(client, task);
    let answerSecond: (value: string) => void = () => undefined;
    // Subscribed after afterFirstReads: told of the first answer once it has seen the quiet.
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      void client.query({
        queryKey: ['next'],
        queryFn: () =>
          new Promise<string>((resolve) => {
            answerSecond = resolve;
          }),
      });
    });
    answerFirst('events');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.isFetching()).toBe(1);
    expect(task).not.toHaveBeenCalled();
    answerSecond('games');
    await vi.waitFor(() => {
      expect(task).toHaveBeenCalledOnce();
    });
  });

  it('runs the task soon when nothing is fetching', async () => {
    const task = vi.fn();
    afterFirstReads(new QueryClient(), task);
    await vi.waitFor(() => {
      expect(task).toHaveBeenCalledOnce();
    });
  });

  it('runs the task after the longest wait even while a query still fetches', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    pendingQuery(client);
    const task = vi.fn();
    afterFirstReads(client, task, 3000);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a cancelled task', async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const task = vi.fn();
    const cancel = afterFirstReads(client, task, 50);
    cancel();
    answer('done');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(task).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('resolves in a later task: after the microtasks and after a task queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['microtask', 'task queued before', 'next task']);
  });
});
