import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/test-app.ts';
import { failureOf, logIn, testClient } from '../../testing/test-client.ts';
import { CASINO_NOT_YOUR_ACCOUNT } from './access.ts';

describe('region check, menu and casino token', () => {
  const world = appPerTest();
  const validateAccess = () => testClient(world.app).call('reference.validateAccess');

  it("answers 'Allow', or 'Block' when the region is blocked", async () => {
    expect(await validateAccess()).toEqual({
      wafAction: 'Allow',
    });
    world.state.scenario.regionBlocked = true;
    expect((await validateAccess()).wafAction).toBe('Block');
  });

  it('lists menu options: a casino that needs a token, and one without an address', async () => {
    const demo = await logIn(world.app, 'demo');
    const options = await demo.call('account.onlineMetadata');
    const casino = options.find((option) => option.label === 'Casino');
    expect(casino?.reqURLToken).toBe(true);
    expect(casino?.navigationURL).toMatch(/^https:\/\//);
    expect(options.some((option) => ['Live Casino', 'Virtual Sports'].includes(option.label))).toBe(
      true,
    );
    expect(options.some((option) => option.navigationURL === null)).toBe(true);
  });

  it('issues a casino token for the caller, a fresh one each time', async () => {
    const demo = await logIn(world.app, 'demo');
    const first = await demo.call('casino.token', { body: { userId: 'demo' } });
    const second = await demo.call('casino.token', { body: { userId: 'demo' } });
    expect(first.token).toBeTruthy();
    expect(second.token).not.toBe(first.token);
  });

  it("answers 403 for another user's casino token", async () => {
    const demo = await logIn(world.app, 'demo');
    const refused = await failureOf(demo.call('casino.token', { body: { userId: 'newbie' } }));
    expect(refused).toMatchObject({ status: 403, message: CASINO_NOT_YOUR_ACCOUNT });
  });

  it('answers 503 when the casino provider is down', async () => {
    const demo = await logIn(world.app, 'demo');
    world.state.scenario.errors['casino.token'] = 503;
    const refused = await failureOf(demo.call('casino.token', { body: { userId: 'demo' } }));
    expect(refused.status).toBe(503);
  });
});
