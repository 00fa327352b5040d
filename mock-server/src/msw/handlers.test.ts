import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, ApiError } from '@sportsbook/contracts/client';
import { createMockHandlers } from './handlers.ts';
import { PERSONA_PASSWORD } from '../db/personas.ts';

const BASE = 'http://mock.test';

describe('the same domain behind MSW handlers', () => {
  const { handlers, state } = createMockHandlers({ baseUrl: BASE });
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
  });

  let token = '';
  const api = createApiClient({ baseUrl: BASE, clientId: 'msw-test', getToken: () => token });

  it('logs in and reads the ledger balance through the typed client', async () => {
    token = (
      await api.call('auth.token', {
        body: { userName: 'demo', password: PERSONA_PASSWORD, clientId: 'msw-test' },
      })
    ).token;
    await expect(api.call('account.standing')).resolves.toEqual({ balance: 1000 });
  });

  it('refuses a forged token with 401 and bad input with 400 field paths', async () => {
    const anonymous = createApiClient({ baseUrl: BASE, clientId: 'x', getToken: () => 'forged' });
    await expect(anonymous.call('account.standing')).rejects.toMatchObject({ status: 401 });
    const error = await api
      .call('account.figure', { query: { week: 'abc' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError ? error.problem?.errors?.map((e) => e.path) : []).toContain(
      'query.week',
    );
  });

  it('shares its state with the caller, so stories can arrange data', async () => {
    state.scenario.regionBlocked = true;
    await expect(api.call('reference.validateAccess')).resolves.toEqual({ wafAction: 'Block' });
    state.scenario.regionBlocked = false;
  });

  it('uploads a file and serves it back', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
    const file = new File([png], 'proof.png', { type: 'image/png' });
    const { fileName } = await api.call('files.saveDocument', {
      query: { documentTypeId: 4 },
      body: { file },
    });
    const response = await fetch(
      `${BASE}/w/api/FileUploader/files/${encodeURIComponent(fileName)}`,
    );
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });
});
