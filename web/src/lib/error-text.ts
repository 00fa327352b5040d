/** The text to show for a failed call: the server message the client put on the error. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** StatusMessage answers can carry a refusal with HTTP 200; such an answer is an error here. */
export function expectStatus200<T extends { statusCode: number; message: string }>(result: T): T {
  if (result.statusCode !== 200) throw new Error(result.message);
  return result;
}

/** The server's own words about a refusal, when it gave any. */
export const serverDetail = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() ? error.message : undefined;
