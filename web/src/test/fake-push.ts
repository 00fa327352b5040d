import type { connectPush as realConnectPush } from '@/features/notifications/model/push.ts';

/**
 * jsdom has no push hub: a shell under test gets a connection that never delivers anything.
 * Use as `vi.mock('@/features/notifications/model/push.ts', () => import('@/test/fake-push.ts'))`.
 */
export const connectPush: typeof realConnectPush = () => ({
  stop: () => Promise.resolve(),
});
