import type { HubConnectionState } from '@microsoft/signalr';
import {
  HubConnectionBuilder,
  HttpTransportType,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { hubEvents, hubUrl } from '@sportsbook/contracts/hub';
import { closeRetryDelayMs, reconnectDelayMs } from '@sportsbook/contracts/rules/push-retry';

export interface PushHandlers {
  onMessage: (text: string) => void;
  onBalance: (balance: number) => void;
  /** After a reconnect: pushes sent while away are lost, so refetch balance and unread counts. */
  onReconnected: () => void;
}

export interface PushConnection {
  stop: () => Promise<void>;
  state: () => HubConnectionState;
}

/**
 * The push hub connection (SPEC §4): automatic reconnect 1 s doubling to 30 s, giving up after more
 * than 3 attempts; when the connection closes, up to 3 fresh starts 5 s apart. Failures are logged
 * only (SPEC §8).
 */
export function connectPush(
  baseUrl: string,
  userName: string,
  token: () => string,
  handlers: PushHandlers,
): PushConnection {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(hubUrl(baseUrl, userName), {
      accessTokenFactory: token,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
        reconnectDelayMs(previousRetryCount),
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

  let stopped = false;
  let closeRetries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

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
    state: () => connection.state,
  };
}
