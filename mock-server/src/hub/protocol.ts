/**
 * The SignalR JSON hub protocol (version 1): framing with the record separator, the handshake and
 * the message shapes this hub reads and writes. See docs/hub-protocol.md.
 */

/** Terminates every JSON message; one WebSocket frame may carry several. */
export const RECORD_SEPARATOR = '\x1e';

/** Longest unterminated text kept while waiting for the rest of a message. */
const MAX_PENDING_CHARS = 1024 * 1024;

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export type HubMessage =
  | { type: typeof MessageType.Invocation; target: string; arguments: unknown[] }
  | { type: typeof MessageType.Completion; invocationId: string; error: string }
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string; allowReconnect?: boolean };

/** Serialises one message, record separator included. */
export function frame(message: HubMessage | Record<string, never> | { error: string }): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_FRAME = frame({ type: MessageType.Ping });

/** Thrown for input that breaks the protocol; the connection is then closed with its message. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

/**
 * Splits incoming text into complete records. A frame normally ends on a separator; text after the
 * last separator is kept until the next frame completes it, as the protocol allows.
 */
export class RecordReader {
  #pending = '';

  push(text: string): string[] {
    const records = (this.#pending + text).split(RECORD_SEPARATOR);
    this.#pending = records.pop() ?? '';
    if (this.#pending.length > MAX_PENDING_CHARS) {
      throw new ProtocolError('Message is too large or is missing its record separator.');
    }
    return records;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(record: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (!isRecord(value)) throw new ProtocolError('Message is not a JSON object.');
  return value;
}

/** Reads the handshake request; throws a ProtocolError whose message is the handshake error to send. */
export function parseHandshake(record: string): void {
  const request = parseJson(record);
  const { protocol, version } = request;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    throw new ProtocolError('The handshake request is missing its protocol or version.');
  }
  if (protocol !== 'json') throw new ProtocolError(`The protocol '${protocol}' is not supported.`);
  if (version !== 1) {
    throw new ProtocolError(
      `The server does not support version ${version} of the 'json' protocol.`,
    );
  }
}

/** What the server has to know about one incoming message. */
export type IncomingMessage =
  | { kind: 'call'; invocationId: string } // an invocation expecting an answer
  | { kind: 'close' }
  | { kind: 'ignored' };

export function parseMessage(record: string): IncomingMessage {
  const message = parseJson(record);
  const { type, invocationId } = message;
  if (typeof type !== 'number') throw new ProtocolError('Message has no numeric type.');
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      if (typeof message.target !== 'string') throw new ProtocolError('Invocation has no target.');
      if (invocationId === undefined) return { kind: 'ignored' }; // fire and forget
      if (typeof invocationId !== 'string') {
        throw new ProtocolError('Invocation has an invalid invocationId.');
      }
      return { kind: 'call', invocationId };
    case MessageType.Close:
      return { kind: 'close' };
    default:
      // Pings, completions, stream items, cancellations, acks, sequences and future types.
      return { kind: 'ignored' };
  }
}
