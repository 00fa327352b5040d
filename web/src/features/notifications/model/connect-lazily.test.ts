import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushHandlers } from './push.ts';
import { connectLazily } from './use-push.ts';

const real = vi.hoisted(() => ({
  connectPush: vi.fn(),
  stop: vi.fn(() => Promise.resolve()),
}));
vi.mock('./push.ts', () => ({ connectPush: real.connectPush }));

const handlers: PushHandlers = {
  onMessage: vi.fn(),
  onBalance: vi.fn(),
  onReconnected: vi.fn(),
  onUnauthorized: vi.fn(),
};
const token = () => 'token';

describe('connectLazily', () => {
  beforeEach(() => {
    real.connectPush.mockReset().mockReturnValue({ stop: real.stop });
    real.stop.mockClear();
  });

  it('loads the client, then connects with what it was given; stop stops that connection', async () => {
    const connection = connectLazily('http://hub.test', 'demo', token, handlers);
    await vi.waitFor(() => {
      expect(real.connectPush).toHaveBeenCalledWith('http://hub.test', 'demo', token, handlers);
    });
    await connection.stop();
    expect(real.stop).toHaveBeenCalledOnce();
  });

  it('never connects when stopped while the client loads (a logout right after login)', async () => {
    const connection = connectLazily('http://hub.test', 'demo', token, handlers);
    await connection.stop();
    expect(real.connectPush).not.toHaveBeenCalled();
    expect(real.stop).not.toHaveBeenCalled();
  });
});
