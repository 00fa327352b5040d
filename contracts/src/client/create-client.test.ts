import { describe, expect, it, vi } from 'vitest';
import { createApiClient, ApiError, ContractError } from './create-client.ts';

const standing = { balance: 1000 };

function fakeFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
    return Promise.resolve(answer());
  });
  return { fetch, calls };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

describe('createApiClient', () => {
  it('sends the bearer token, ClientId and Channel WEB and parses the answer', async () => {
    const { fetch, calls } = fakeFetch(() => json(standing));
    const api = createApiClient({
      baseUrl: 'http://api',
      clientId: 'web-1',
      getToken: () => 'tok',
      fetch,
    });
    await expect(api.call('account.standing')).resolves.toEqual(standing);
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe('http://api/w/api/account/standing');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('ClientId')).toBe('web-1');
    expect(headers.get('Channel')).toBe('WEB');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('fills path parameters and the query string', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ticketNumber: 5, amount: 12.5 }));
    const api = createApiClient({ clientId: 'c', fetch });
    await api.call('ticket.cashOutAmount', { params: { ticketNumber: 5 } });
    expect(calls[0]?.url).toBe('/w/api/ticket/GetCashOutAmount/5');
    const cash = fakeFetch(() => json({ responseCode: 200, message: 'ok' }));
    const api2 = createApiClient({ clientId: 'c', fetch: cash.fetch });
    await api2.call('ticket.cashOut', { query: { id: 7, amount: 10.5 } });
    expect(cash.calls[0]?.url).toBe('/w/api/ticket/OnlineCashOut?id=7&amount=10.5');
    expect(cash.calls[0]?.init.method).toBe('POST');
  });

  it('sends JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(() => json({ success: true }));
    const api = createApiClient({ clientId: 'c', fetch });
    await api.call('auth.logout', { body: { clientId: 'c' } });
    expect(calls[0]?.init.body).toBe('{"clientId":"c"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('raises a ContractError naming the endpoint and the field path', async () => {
    const { fetch } = fakeFetch(() => json({ balance: 'lots' }));
    const api = createApiClient({ clientId: 'c', fetch });
    const error = await api.call('account.standing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect(String(error)).toContain('account.standing');
    expect(String(error)).toContain('balance');
  });

  it('turns a failure into an ApiError with the server message', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        { type: 'about:blank', title: 'Bad Request', status: 400, message: 'Invalid user' },
        400,
      ),
    );
    const api = createApiClient({ clientId: 'c', fetch });
    const error = await api
      .call('auth.token', { body: { userName: 'a', password: 'b', clientId: 'c' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid user', endpoint: 'auth.token' });
  });

  it('falls back to the status text when the server gives no message', async () => {
    const { fetch } = fakeFetch(
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    const api = createApiClient({ clientId: 'c', fetch });
    await expect(api.call('account.standing')).rejects.toMatchObject({
      status: 503,
      message: 'Service Unavailable',
    });
  });

  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() =>
      json({ title: 'Unauthorized', status: 401 }, 401, 'Unauthorized'),
    );
    const api = createApiClient({ clientId: 'c', fetch, onUnauthorized });
    await expect(api.call('account.standing')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('uploads multipart bodies with the file', async () => {
    const { fetch, calls } = fakeFetch(() => json({ fileName: 'proof.png' }));
    const api = createApiClient({ clientId: 'c', fetch });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    await expect(
      api.call('files.saveDocument', { query: { documentTypeId: 4 }, body: { file } }),
    ).resolves.toEqual({ fileName: 'proof.png' });
    const body = calls[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = body instanceof FormData ? body.get('file') : null;
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File ? sent.name : '').toBe('proof.png');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBeNull();
  });

  it('passes the AbortSignal to fetch', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const api = createApiClient({ clientId: 'c', fetch });
    const pending = api.call('account.standing', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
