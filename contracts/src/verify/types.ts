/** One way an answer differs from the contract: where, what the contract says, what came. */
export interface Violation {
  /** Registry key ('ticket.list') or hub check ('hub.negotiate'). */
  endpoint: string;
  /** 'status', 'header.content-type', 'body[].ticketNumber', 'frame.arguments[]'. */
  path: string;
  expected: string;
  got: string;
  /** How many places the same break was found (each element of a list). */
  count: number;
}

/** One call verify made (or planned and could not make). */
export interface CallOutcome {
  endpoint: string;
  method: string;
  /** The path and query called, without the origin. */
  target: string;
  status: number | null;
  ms: number;
  violations: Violation[];
  /**
   * What the backend does that the contract allows but the client would rather it did not (an
   * Idempotency-Key it ignores, decision 192): reported, never a failure.
   */
  warnings?: string[];
  /** Why the call was not made (no id to chain from, a write without --include-writes). */
  skipped?: string;
}

export interface VerifyReport {
  baseUrl: string;
  startedAt: string;
  calls: CallOutcome[];
  /** Set when verify could not run to the end (unreachable, login refused): exit code 2. */
  fatal?: string;
}

export const exitCodeOf = (report: VerifyReport): 0 | 1 | 2 =>
  report.fatal !== undefined ? 2 : report.calls.some((c) => c.violations.length) ? 1 : 0;
