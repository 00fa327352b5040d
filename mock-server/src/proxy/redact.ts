import { createHmac, randomBytes } from 'node:crypto';

/**
 * Fixtures recorded from a real backend must not carry anyone's data. Values are replaced by
 * pseudonyms of the same shape (digits stay digits, letters letters, separators kept), so a guid
 * stays a guid and an event id '1234_2' stays 'dddd_d': the fixture still fits the contract, and
 * the same id gets the same pseudonym everywhere in one recording, so ids still chain.
 */
export class Redactor {
  private readonly key: Buffer;
  /** Sensitive texts seen under a sensitive key, also replaced inside free text (a greeting). */
  private readonly seen = new Map<string, string>();

  constructor(key: Buffer = randomBytes(32)) {
    this.key = key;
  }

  /** Same-shape pseudonym: stable for this redactor, unrelated to the value for anyone else. */
  pseudonym(value: string): string {
    const digest = createHmac('sha256', this.key).update(value).digest();
    let i = 0;
    const next = () => digest[i++ % digest.length] ?? 0;
    return value.replace(/[0-9]|[a-z]|[A-Z]/g, (c) => {
      if (c >= '0' && c <= '9') return String(next() % 10);
      const letter = String.fromCharCode(97 + (next() % 26));
      return c >= 'a' && c <= 'z' ? letter : letter.toUpperCase();
    });
  }

  private pseudonymNumber(value: number): number {
    // 0 says "none" (a staff member's customerId), not who: it stays.
    if (!Number.isInteger(value) || value === 0) return value;
    const text = this.pseudonym(String(Math.abs(value))).replace(/^0+(?=\d)/, '1');
    // Never 0 either way: a one-digit id drawn as 0 would break a positive id's contract.
    return Math.sign(value) * (Number(text) || 1);
  }

  private remember(original: string, replacement: string): string {
    if (original.length >= 3) this.seen.set(original, replacement);
    return replacement;
  }

  private email(value: string): string {
    const local = this.pseudonym(value)
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 8)
      .toLowerCase();
    return this.remember(value, `user-${local}@example.invalid`);
  }

  /** A value under a key: what the key says it is decides how it is replaced. */
  private field(key: string, value: unknown): unknown {
    const kind = kindOf(key);
    if (kind === undefined) return this.value(value);
    if (typeof value === 'number') return this.pseudonymNumber(value);
    if (typeof value !== 'string' || value === '') return this.value(value);
    if (kind === 'email') return this.email(value);
    // One- and two-letter codes under an id-like key ('priorityId': 'H') are codes, not ids.
    if (kind === 'id' && value.length < 3) return value;
    return this.remember(value, this.pseudonym(value));
  }

  private text(value: string): string {
    if (DATE.test(value)) return value;
    let out = value.replace(EMAIL, (email) => this.email(email));
    out = out.replace(PHONE, (phone) => this.remember(phone, this.pseudonym(phone)));
    for (const [original, replacement] of this.seen) out = out.split(original).join(replacement);
    return out;
  }

  private value(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item: unknown) => this.value(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.field(k, v)]));
    }
    return value;
  }

  /**
   * A JSON answer, redacted. The first pass learns the sensitive texts under sensitive keys (a
   * user name), the second also replaces them where free text repeats them ('Hello demo').
   */
  json(value: unknown): unknown {
    this.value(value);
    return this.value(value);
  }

  /** A request target: path segments that look like ids, and every query value, redacted. */
  target(pathAndQuery: string): string {
    const [path = '', query] = pathAndQuery.split('?', 2);
    const safePath = path
      .split('/')
      .map((segment) =>
        /\d/.test(segment) ? this.pseudonym(decodeURIComponent(segment)) : segment,
      )
      .join('/');
    if (!query) return safePath;
    const params = new URLSearchParams(query);
    const safe = new URLSearchParams();
    for (const [name, value] of params) {
      safe.append(name, kindOf(name) ? this.pseudonym(value) : this.text(value));
    }
    return `${safePath}?${safe.toString()}`;
  }
}

/** ISO dates and date-times: their digit runs are not phone numbers. */
const DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** Seven or more digits, optionally grouped: phone numbers in free text. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;

type Kind = 'token' | 'email' | 'phone' | 'name' | 'id' | 'address';

const KINDS: [RegExp, Kind][] = [
  [/token|password|secret|authorization|^pin$|userpin|link$|url$/i, 'token'],
  [/e-?mail/i, 'email'],
  [/phone|mobile|^tel/i, 'phone'],
  [/^(first|last|full|user|agent|sender|recipient|account|customer|middle)name$/i, 'name'],
  [
    /^(personalIdNumber|document|documentNumber|accountNumber|accountNo|accountDescription)$/i,
    'id',
  ],
  [/address|^city$/i, 'address'],
  [/(^id$|Id$|ID$|guid$|Guid$|^number$|Number$|^referenceId$)/, 'id'],
];

function kindOf(key: string): Kind | undefined {
  return KINDS.find(([pattern]) => pattern.test(key))?.[1];
}
