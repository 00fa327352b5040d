import type { MockState } from '../db/state.ts';

/** How long a cached answer may ignore the passing of time (games starting, bonuses expiring). */
export const TIME_BUCKET_MS = 10_000;
const MAX_ENTRIES = 500;

/**
 * Serialised GET answers. A GET handler is a pure read of the state for one caller and query, so its
 * answer stays valid until the state's revision moves (any mutating call) or the time bucket turns.
 * Large reads (a page of 30 matchups is ~300 KB) are then served without rebuilding or re-serialising.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();

  keyOf(state: MockState, endpoint: string, url: string, callerId: number | null): string {
    const bucket = Math.floor(state.now().getTime() / TIME_BUCKET_MS);
    return `${state.revision}|${bucket}|${callerId ?? '-'}|${endpoint}|${url}`;
  }

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: Buffer): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, body);
  }
}
