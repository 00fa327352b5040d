import type { connectPush as realConnectPush } from '@/lib/push.ts';

/**
 * jsdom has no push hub: a shell under test gets a connection that never delivers anything.
 * Use as `vi.mock('@/lib/push.ts', () => import('@/test/fake-push.ts'))`.
 */
export const connectPush: typeof realConnectPush = () => ({
  stop: () => Promise.resolve(),
});
