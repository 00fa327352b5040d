import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// A real 24×32 PNG: the mock server sniffs the bytes, so a file a test uploads must be a real image.
const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAgCAIAAACHPC9vAAAAPElEQVR42mOQyztBFcQwahBhg/5TCQxmgxaQBYaE10bDaDSMRsNoNIxo6jWRHhusiJYG4Q8LqrloCKYjAKJLjcZ062lmAAAAAElFTkSuQmCC';

/** A fresh copy of the sample image's bytes. */
export function samplePng(): Uint8Array {
  return Uint8Array.from(atob(SAMPLE_PNG_BASE64), (char) => char.charCodeAt(0));
}

/** The sample image as the file a user picks (call inside a test, after withNodeFiles). */
export const pngFile = (name: string, bytes: Uint8Array = samplePng()): File =>
  new File([bytes.slice()], name, { type: 'image/png' });

// Node's own FormData (jsdom's replaces the global): the one Node's fetch reads a form from.
async function nodeFormData(): Promise<unknown> {
  const form = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  return form.constructor;
}

/**
 * jsdom's Blob cannot travel through Node's fetch (undici reads no bytes from it), and jsdom's
 * FormData takes no other Blob: while a test runs, Blob, File and FormData are Node's own, one
 * family as in a browser. jsdom has no object URLs either: previews get a made-up blob: URL, and
 * what was revoked is recorded.
 */
export function withNodeFiles(): { revoked: string[] } {
  const urls = { revoked: [] as string[] };
  let next = 0;
  let NodeFormData: unknown;
  beforeAll(async () => {
    NodeFormData = await nodeFormData();
  });
  beforeEach(() => {
    urls.revoked.length = 0;
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('FormData', NodeFormData);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      next += 1;
      return `blob:http://localhost/preview-${String(next)}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
      urls.revoked.push(url);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return urls;
}
