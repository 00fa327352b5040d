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

/** The server answered something the contract does not allow: names the endpoint and field path. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly endpoint: string,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(
      `Response of ${endpoint} breaks the contract: ${issues
        .map((i) => `${i.path || '(root)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
}
