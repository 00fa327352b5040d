import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// A real 24×32 PNG: the mock server sniffs the bytes, so an attachment in a test must be an image.
const PHOTO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAAPElEQVR42mOQyztBFcQwahBhg/5TCQxmgxaQBYaE10bDaDSMRsNoNIxo6jWRHhusiJYG4Q8LqrloCKYjAKJLjcZ062lmAAAAAElFTkSuQmCC';

// Node's own FormData (jsdom's replaces the global): the one Node's fetch reads a form from.
async function nodeFormData(): Promise<unknown> {
  const form = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  return form.constructor;
}

/**
 * jsdom's Blob cannot travel through Node's fetch and jsdom's FormData takes no other Blob: while a
 * test runs, Blob, File and FormData are Node's own, one family as in a browser (the same trick as
 * the cashier's deposit tests; features do not share test files). jsdom has no object URLs: the
 * thumbnail gets a made-up blob: URL.
 */
export function withNodeFiles(): void {
  let NodeFormData: unknown;
  let next = 0;
  beforeAll(async () => {
    NodeFormData = await nodeFormData();
  });
  beforeEach(() => {
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('FormData', NodeFormData);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      next += 1;
      return `blob:http://localhost/attachment-${String(next)}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The sample photo as the file a user picks (call inside a test, after withNodeFiles). */
export const photoFile = (name = 'ticket.png'): File =>
  new File([Uint8Array.from(atob(PHOTO_PNG_BASE64), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  });
