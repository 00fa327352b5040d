import {
  DefaultHttpClient,
  HubConnectionBuilder,
  HttpError,
  HttpTransportType,
  LogLevel,
  NullLogger,
  type HttpRequest,
  type HttpResponse,
  type HubConnection,
} from '@microsoft/signalr';
import { hubEvents, hubUrl } from '@sportsbook/contracts/hub';
import { closeRetryDelayMs, reconnectDelayMs } from '@sportsbook/contracts/rules/push-retry';

export interface PushHandlers {
  onMessage: (text: string) => void;
  onBalance: (balance: number) => void;
  /** After a reconnect: pushes sent while away are lost, so refetch balance and unread counts. */
  onReconnected: () => void;
  /** The hub refused the token (401 on a negotiate): the session is over (SPEC §4, §8). */
  onUnauthorized: () => void;
}

export interface PushConnection {
  stop: () => Promise<void>;
}

/**
 * SignalR's own HTTP client (negotiates), telling on a 401: SignalR wraps it into a generic
 * negotiation error and would keep retrying with a token the server no longer accepts.
 */
class UnauthorizedAwareHttpClient extends DefaultHttpClient {
  readonly #onUnauthorized: () => void;

  constructor(onUnauthorized: () => void) {
    super(NullLogger.instance);
    this.#onUnauthorized = onUnauthorized;
  }

  override async send(request: HttpRequest): Promise<HttpResponse> {
    try {
      return await super.send(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) this.#onUnauthorized();
      throw error;
    }
  }
}

/**
 * The push hub connection (SPEC §4): automatic reconnect 1 s doubling to 30 s, giving up after more
 * than 3 attempts; when the connection closes, up to 3 fresh starts 5 s apart. Failures are logged
 * only (SPEC §8). A 401 on a negotiate (first start, reconnect or restart) stops every retry and
 * reports the session over, once.
 */
export function connectPush(
  baseUrl: string,
  userName: string,
  token: () => string,
  handlers: PushHandlers,
): PushConnection {
  let stopped = false;
  let unauthorized = false;
  let closeRetries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refused = () => {
    if (unauthorized) return;
    unauthorized = true;
    stopped = true;
    clearTimeout(timer);
    handlers.onUnauthorized();
  };

  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(hubUrl(baseUrl, userName), {
      accessTokenFactory: token,
      // The session is a bearer token, never a cookie: a hub on another origin need not allow
      // credentials in its CORS answer (docs/deploy.md). SignalR's default would include them.
      withCredentials: false,
      transport: HttpTransportType.WebSockets,
      httpClient: new UnauthorizedAwareHttpClient(refused),
    })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
        unauthorized ? null : reconnectDelayMs(previousRetryCount),
    })
    .configureLogging(LogLevel.None)
    .build();

  connection.on('ReceiveMessage', (value: unknown) => {
    const text = hubEvents.ReceiveMessage.safeParse(value);
    if (text.success) handlers.onMessage(text.data);
  });
  connection.on('UserBalanceUpdate', (value: unknown) => {
    const balance = hubEvents.UserBalanceUpdate.safeParse(value);
    if (balance.success) handlers.onBalance(balance.data);
  });
  connection.onreconnected(() => {
    handlers.onReconnected();
  });

  const start = async (): Promise<void> => {
    try {
      await connection.start();
      closeRetries = 0;
    } catch (error) {
      console.warn('push: connection failed', error);
      scheduleRestart();
    }
  };
  const scheduleRestart = () => {
    const delay = closeRetryDelayMs(closeRetries);
    if (stopped || delay === null) return;
    closeRetries += 1;
    timer = setTimeout(() => void start(), delay);
  };
  connection.onclose(() => {
    if (!stopped) scheduleRestart();
  });
  void start();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await connection.stop();
    },
  };
}
