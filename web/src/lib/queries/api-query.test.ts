import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiQuery } from './api-query.ts';

describe('apiQuery', () => {
  it('keys the read, hands it the query’s abort signal and keeps its own caching', async () => {
    const read = vi.fn((signal: AbortSignal) => Promise.resolve({ aborted: signal.aborted }));
    const options = apiQuery(['area', 'thing', 7], read, { staleTime: 0, retry: false });
    expect(options.queryKey).toEqual(['area', 'thing', 7]);
    expect(options.staleTime).toBe(0);
    expect(options.retry).toBe(false);

    const answer = await new QueryClient().query(options);
    expect(answer).toEqual({ aborted: false });
    expect(read).toHaveBeenCalledWith(expect.any(AbortSignal));
  });
});
