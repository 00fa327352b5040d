import type { RawData } from 'ws';
import {
  MessageType,
  PING_FRAME,
  ProtocolError,
  RecordReader,
  frame,
  parseHandshake,
  parseMessage,
} from './protocol.ts';

/** The part of a `ws` WebSocket a session uses. */
export interface HubSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'message', listener: (data: RawData) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface SessionOptions {
  connectionId: string;
  userName: string;
  /** The bearer token the connection was opened with (its session may end before the socket). */
  token: string;
  pingIntervalMs: number;
  /** Time the client has to send its handshake request (ASP.NET: 15 s). */
  handshakeTimeoutMs: number;
  /** Called once the handshake succeeded, right before the handshake answer is written. */
  onReady: (session: HubSession) => void;
  /** Called once, when the session ends for whatever reason. */
  onClosed: (session: HubSession) => void;
}

function decode(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** One WebSocket connection speaking the JSON hub protocol. */
export class HubSession {
  readonly connectionId: string;
  readonly userName: string;
  readonly token: string;
  readonly #socket: HubSocket;
  readonly #options: SessionOptions;
  readonly #reader = new RecordReader();
  #ready = false;
  #disposed = false;
  #pingTimer: NodeJS.Timeout | undefined;
  #handshakeTimer: NodeJS.Timeout | undefined;

  constructor(socket: HubSocket, options: SessionOptions) {
    this.connectionId = options.connectionId;
    this.userName = options.userName;
    this.token = options.token;
    this.#socket = socket;
    this.#options = options;
    socket.on('message', (data) => {
      this.#receive(decode(data));
    });
    socket.on('close', () => {
      this.#dispose();
    });
    this.#handshakeTimer = setTimeout(() => {
      this.#refuseHandshake('Handshake was not received in time.');
    }, options.handshakeTimeoutMs);
    this.#handshakeTimer.unref();
  }

  /** True once the handshake succeeded and until the session ends. */
  get ready(): boolean {
    return this.#ready && !this.#disposed;
  }

  /** Writes an already framed text; returns whether the socket was open. */
  send(text: string): boolean {
    if (this.#disposed || this.#socket.readyState !== this.#socket.OPEN) return false;
    this.#socket.send(text);
    return true;
  }

  /** Drops the connection without a closing handshake: the client sees 1006. */
  terminate(): void {
    this.#socket.terminate();
    this.#dispose();
  }

  /** Ends the session with a Close message, then a normal WebSocket close. */
  close(error?: string, allowReconnect = false): void {
    if (this.#ready) {
      this.send(
        frame({
          type: MessageType.Close,
          ...(error === undefined ? {} : { error }),
          ...(allowReconnect ? { allowReconnect } : {}),
        }),
      );
    }
    this.#socket.close(1000);
    this.#dispose();
  }

  #receive(text: string): void {
    if (this.#isDisposed()) return;
    try {
      for (const record of this.#reader.push(text)) {
        if (this.#isDisposed()) return;
        if (!this.#ready) {
          this.#handshake(record);
        } else {
          const message = parseMessage(record);
          if (message.kind === 'call') {
            this.send(
              frame({
                type: MessageType.Completion,
                invocationId: message.invocationId,
                error: 'Unknown hub method',
              }),
            );
          } else if (message.kind === 'close') {
            this.#socket.close(1000);
            this.#dispose();
          }
        }
      }
    } catch (error) {
      const reason = error instanceof ProtocolError ? error.message : 'Internal error.';
      if (this.#ready) this.close(`Connection closed with an error. ${reason}`);
      else this.#refuseHandshake(reason);
    }
  }

  #handshake(record: string): void {
    try {
      parseHandshake(record);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.#refuseHandshake(error.message);
      return;
    }
    clearTimeout(this.#handshakeTimer);
    this.#ready = true;
    this.#options.onReady(this);
    this.send(frame({}));
    this.#pingTimer = setInterval(() => this.send(PING_FRAME), this.#options.pingIntervalMs);
    this.#pingTimer.unref();
  }

  #refuseHandshake(error: string): void {
    this.send(frame({ error }));
    this.#socket.close(1000);
    this.#dispose();
  }

  #isDisposed(): boolean {
    return this.#disposed;
  }

  #dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    clearTimeout(this.#handshakeTimer);
    clearInterval(this.#pingTimer);
    this.#options.onClosed(this);
  }
}
