import { randomBytes } from 'node:crypto';

/** A connection id or token: 16 random bytes, URL-safe, like ASP.NET's. */
export const newConnectionId = (): string => randomBytes(16).toString('base64url');

export interface Negotiation {
  connectionId: string;
  connectionToken: string;
  userName: string;
}

/**
 * Negotiations waiting for their WebSocket, by connection token. Each one is used at most once and
 * forgotten after `ttlMs` if the client never connects.
 */
export class PendingNegotiations {
  readonly #ttlMs: number;
  readonly #pending = new Map<string, { negotiation: Negotiation; timer: NodeJS.Timeout }>();

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /** With `tokenIsId` (negotiate version 0) the client connects with the connection id itself. */
  create(userName: string, tokenIsId = false): Negotiation {
    const connectionId = newConnectionId();
    const connectionToken = tokenIsId ? connectionId : newConnectionId();
    const negotiation = { connectionId, connectionToken, userName };
    const timer = setTimeout(() => this.#pending.delete(connectionToken), this.#ttlMs);
    timer.unref();
    this.#pending.set(connectionToken, { negotiation, timer });
    return negotiation;
  }

  /** The negotiation of that token, if it is still pending. */
  peek(connectionToken: string): Negotiation | undefined {
    return this.#pending.get(connectionToken)?.negotiation;
  }

  /** Removes and returns the negotiation of that token, if it is still pending. */
  take(connectionToken: string): Negotiation | undefined {
    const entry = this.#pending.get(connectionToken);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.#pending.delete(connectionToken);
    return entry.negotiation;
  }

  /** Pending negotiations of that user. */
  countOf(userName: string): number {
    let count = 0;
    for (const { negotiation } of this.#pending.values()) {
      if (negotiation.userName === userName) count += 1;
    }
    return count;
  }

  get size(): number {
    return this.#pending.size;
  }

  clear(): void {
    for (const { timer } of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
  }
}
