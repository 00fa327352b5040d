/** A refusal the domain answers as a problem document (status + the message the user sees). */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new DomainError(404, `${what} not found`);
export const badRequest = (message: string) => new DomainError(400, message);
export const forbidden = (message: string) => new DomainError(403, message);
export const conflict = (message: string) => new DomainError(409, message);
