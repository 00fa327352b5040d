import type { Problem } from '../http/problem.ts';

/** Any failed call: the HTTP status and the message to show (the server's, else the status text). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly endpoint: string,
    readonly status: number,
    message: string,
    readonly problem?: Problem,
  ) {
    super(message);
  }
}

/**
 * The server answered something the contract does not allow. `details` names the endpoint and the
 * field paths, for developers; `reference` is a short code a bettor can quote. The message is
 * what a screen may show: the client's `contractErrorMessage`, else `details` (decision 190).
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly reference = newReference();
  readonly details: string;
  constructor(
    readonly endpoint: string,
    readonly issues: readonly { path: string; message: string }[],
    describe?: (error: ContractError) => string,
  ) {
    const details = `Response of ${endpoint} breaks the contract: ${issues
      .map((i) => `${i.path || '(root)'}: ${i.message}`)
      .join('; ')}`;
    super(details);
    this.details = details;
    if (describe) this.message = describe(this);
  }
}

/** Six characters a person can read out: no 0/O or 1/I. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET.charAt(byte % 32)).join('');
}
