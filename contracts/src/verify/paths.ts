/** A place in a request or answer: a location ('body', 'header', 'status') and the steps inside it. */
export type PathStep = string | number;

/** An array step: any index. Violations in every element of a list collapse to one path. */
export const ANY_INDEX = '*';

/**
 * 'body[].ticketNumber' for ['0', 'ticketNumber'] under 'body': indexes are written `[]`, so the same
 * break in each of 40 tickets is one line (with a count), as a backend team fixes it once.
 */
export function formatPath(location: string, steps: readonly PathStep[]): string {
  return steps.reduce<string>(
    (out, step) => (typeof step === 'number' || step === ANY_INDEX ? `${out}[]` : `${out}.${step}`),
    location,
  );
}
