import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './upload-file.ts';

/** An XMLHttpRequest that sends nothing: the test fires its events. */
class ScriptedXhr extends EventTarget {
  static last: ScriptedXhr | undefined;
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  send(body: unknown) {
    this.body = body;
    ScriptedXhr.last = this;
  }

  abort() {
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable, loaded, total }));
  }

  answer(status: number, text: string, headers = 'content-type: application/json\r\n') {
    Object.assign(this, { status, statusText: 'Status', responseText: text });
    this.responseHeaders = headers;
    this.upload.dispatchEvent(new ProgressEvent('load'));
    this.dispatchEvent(new ProgressEvent('load'));
  }
}

function sent(): ScriptedXhr {
  const xhr = ScriptedXhr.last;
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
}

describe('fetchWithUploadProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScriptedXhr.last = undefined;
  });

  it('sends the request and reports whole percents of the body sent', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const progress: number[] = [];
    const doFetch = fetchWithUploadProgress((percent) => progress.push(percent));
    const body = new URLSearchParams({ a: '1' });
    const answer = doFetch('/w/api/upload?x=1', {
      method: 'POST',
      headers: { Authorization: 'Bearer t', ClientId: 'web' },
      body,
    });
    const xhr = sent();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/w/api/upload?x=1', body]);
    expect(Object.fromEntries(xhr.headers)).toEqual({ authorization: 'Bearer t', clientid: 'web' });
    xhr.progress(1, 3);
    xhr.progress(50, 0, false); // no total known: nothing to say
    xhr.progress(2, 3);
    xhr.answer(201, '{"fileName":"a.png"}', 'content-type: application/json\r\nx-id: 7\r\n');
    const response = await answer;
    expect(progress).toEqual([0, 33, 67, 100]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-id')).toBe('7');
    expect(await response.json()).toEqual({ fileName: 'a.png' });
  });

  it('answers an empty body for a 204', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const answer = fetchWithUploadProgress(() => undefined)('/x', { method: 'PUT' });
    sent().answer(204, '');
    expect((await answer).body).toBeNull();
  });

  it('fails as fetch does: a TypeError on a network error, an AbortError on abort', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const doFetch = fetchWithUploadProgress(() => undefined);
    const lost = doFetch('/x', { method: 'POST' });
    sent().dispatchEvent(new ProgressEvent('error'));
    await expect(lost).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = doFetch('/x', { method: 'POST', signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });

    ScriptedXhr.last = undefined;
    await expect(doFetch('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(ScriptedXhr.last).toBeUndefined(); // already aborted: nothing sent
  });
});
