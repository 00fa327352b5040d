// The Idempotency-Key request header of money calls (IETF httpapi draft "The Idempotency-Key HTTP
// Header Field"; decision 192). The draft makes the value a Structured Fields string (RFC 8941
// sf-string): a quoted string. Many backends (Stripe's style) take a bare token instead, so a
// reader accepts both and compares the key inside.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long a server keeps a key with its first answer (the mock's 24 hours; decision 192). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The header's value for a key: the draft's sf-string form, e.g. `"8e03978e-40d5-…"`. */
export function idempotencyKeyValue(key: string): string {
  return `"${key.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A key the client makes for one action: a random UUID, as the draft's example. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The key inside a header value: an sf-string (`"abc"`, `\"` and `\\` escaped, printable ASCII) or
 * a bare run of visible ASCII; 1 to 255 characters either way. Undefined for anything else.
 */
export function readIdempotencyKey(value: string): string | undefined {
  const text = value.trim();
  let key: string;
  if (text.startsWith('"')) {
    const match = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(text);
    if (!match?.[1]) return undefined;
    key = match[1].replace(/\\(["\\])/g, '$1');
  } else {
    if (!/^[\x21-\x7e]+$/.test(text)) return undefined;
    key = text;
  }
  return key.length <= IDEMPOTENCY_KEY_MAX_LENGTH ? key : undefined;
}
