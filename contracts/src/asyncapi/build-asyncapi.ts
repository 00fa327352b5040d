import { generateSchema } from '@anatine/zod-openapi';
import type { z } from 'zod';
import { HUB_PATH, hubEvents, type HubEventName } from '../hub.ts';

type JsonObject = Record<string, unknown>;

/** Examples of each event's one argument, as the hub pushes them (docs/hub-protocol.md). */
const EVENT_EXAMPLES: { [E in HubEventName]: z.input<(typeof hubEvents)[E]> } = {
  ReceiveMessage: 'New message from Dana Morales: Limits',
  UserBalanceUpdate: 990,
};

const EVENT_TEXT: Record<HubEventName, { summary: string; description: string }> = {
  ReceiveMessage: {
    summary: 'A message arrived for the user.',
    description:
      'Pushed to the recipient (each customer, for a message to All). The web client shows the ' +
      "text as an info toast titled 'Notification' and refetches the unread counts.",
  },
  UserBalanceUpdate: {
    summary: "The user's balance changed.",
    description:
      'Pushed after any ledger entry: wagers, cash-outs, settlements, approved wallet requests, ' +
      'quick-game tickets. The argument is the new balance.',
  },
};

const SEPARATOR_NOTE =
  'Every message on the socket is one JSON text followed by the record separator 0x1e; one ' +
  'frame may carry several.';

/** A SignalR Invocation (type 1) of `target` with one argument, without an invocationId. */
function invocationSchema(target: string, argument: JsonObject): JsonObject {
  return {
    type: 'object',
    required: ['type', 'target', 'arguments'],
    properties: {
      type: { const: 1, description: 'SignalR message type 1: Invocation.' },
      target: { const: target },
      arguments: { type: 'array', items: [argument], minItems: 1, maxItems: 1 },
    },
  };
}

function eventMessage(name: HubEventName): JsonObject {
  const argument = generateSchema(hubEvents[name], false, '3.1') as JsonObject;
  return {
    name,
    title: name,
    ...EVENT_TEXT[name],
    contentType: 'application/json',
    payload: invocationSchema(name, argument),
    examples: [{ name, payload: { type: 1, target: name, arguments: [EVENT_EXAMPLES[name]] } }],
  };
}

const protocolMessages: Record<string, JsonObject> = {
  HandshakeRequest: {
    name: 'HandshakeRequest',
    title: 'Handshake request',
    summary: "The client's first message: the JSON hub protocol, version 1.",
    contentType: 'application/json',
    payload: {
      type: 'object',
      required: ['protocol', 'version'],
      properties: { protocol: { const: 'json' }, version: { const: 1 } },
    },
    examples: [{ name: 'json-v1', payload: { protocol: 'json', version: 1 } }],
  },
  HandshakeResponse: {
    name: 'HandshakeResponse',
    title: 'Handshake response',
    summary: '`{}` accepts the handshake; `{"error": "…"}` refuses it and the socket closes.',
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: { error: { type: 'string' } },
      additionalProperties: false,
    },
    examples: [{ name: 'accepted', payload: {} }],
  },
  Ping: {
    name: 'Ping',
    title: 'Ping',
    summary: 'Keep-alive every 15 seconds; a client gives up after 30 seconds of silence.',
    contentType: 'application/json',
    payload: {
      type: 'object',
      required: ['type'],
      properties: { type: { const: 6 } },
    },
    examples: [{ name: 'ping', payload: { type: 6 } }],
  },
  Close: {
    name: 'Close',
    title: 'Close',
    summary: 'Sent before the hub closes a connection (protocol error, or shutting down).',
    contentType: 'application/json',
    payload: {
      type: 'object',
      required: ['type'],
      properties: {
        type: { const: 7 },
        error: { type: 'string' },
        allowReconnect: { type: 'boolean' },
      },
    },
    examples: [{ name: 'shutdown', payload: { type: 7, allowReconnect: true } }],
  },
};

const eventNames = Object.keys(hubEvents) as HubEventName[];
const channelRef = { $ref: '#/channels/notification' };
const messageRef = (name: string) => ({ $ref: `#/channels/notification/messages/${name}` });
const lowerFirst = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`;

/** The push hub as an AsyncAPI 3 document, from the hub contract (contracts/src/hub.ts). */
export function buildAsyncApiDocument(): JsonObject {
  const messageNames = [...eventNames, ...Object.keys(protocolMessages)];
  return {
    asyncapi: '3.1.0',
    info: {
      title: 'Sportsbook push hub',
      version: '1.25.0328',
      description: [
        'The SignalR-compatible push hub of the sportsbook web client: JSON hub protocol over',
        'WebSockets. Generated from contracts/src/hub.ts; do not edit by hand: run',
        '`npm run asyncapi -w contracts`. Before the socket, the client negotiates with',
        `\`POST ${HUB_PATH}/negotiate?negotiateVersion=1\` and connects with`,
        '`id=<connectionToken>`. ' + SEPARATOR_NOTE,
        'The hub only pushes; it has no methods a client could call (docs/hub-protocol.md).',
      ].join(' '),
      contact: { name: 'Sportsbook web client team', email: 'web-client@sportsbook.example' },
      license: { name: 'Proprietary: for the sportsbook backend and client teams only' },
      tags: [{ name: 'push', description: 'Server-to-client notifications.' }],
    },
    defaultContentType: 'application/json',
    servers: {
      origin: {
        host: '{host}',
        protocol: 'wss',
        description: 'The origin that serves the web client (ws:// on plain http, as the mock).',
        variables: { host: { default: 'localhost:4173', description: 'Host and port.' } },
        security: [
          { $ref: '#/components/securitySchemes/accessToken' },
          { $ref: '#/components/securitySchemes/bearer' },
        ],
      },
    },
    channels: {
      notification: {
        address: HUB_PATH,
        title: 'Notification hub',
        description: 'One socket per browser tab; pushes are fanned out to every socket of a user.',
        messages: Object.fromEntries(
          messageNames.map((name) => [name, { $ref: `#/components/messages/${name}` }]),
        ),
        bindings: {
          ws: {
            method: 'GET',
            query: {
              type: 'object',
              required: ['account'],
              properties: {
                account: { type: 'string', description: 'The user name of the token.' },
                id: { type: 'string', description: 'The connectionToken from negotiate.' },
                access_token: { type: 'string', description: 'The bearer token (browsers).' },
              },
            },
            bindingVersion: '0.1.0',
          },
        },
      },
    },
    operations: {
      ...Object.fromEntries(
        eventNames.map((name) => [
          lowerFirst(name),
          {
            action: 'send',
            channel: channelRef,
            title: name,
            summary: EVENT_TEXT[name].summary,
            tags: [{ name: 'push' }],
            messages: [messageRef(name)],
          },
        ]),
      ),
      handshake: {
        action: 'receive',
        channel: channelRef,
        summary: 'The client opens with a handshake; the hub answers before anything else.',
        messages: [messageRef('HandshakeRequest')],
        reply: { channel: channelRef, messages: [messageRef('HandshakeResponse')] },
      },
      ping: {
        action: 'send',
        channel: channelRef,
        summary: 'Keep-alive.',
        messages: [messageRef('Ping')],
      },
      close: {
        action: 'send',
        channel: channelRef,
        summary: 'Closing a connection.',
        messages: [messageRef('Close')],
      },
    },
    components: {
      messages: {
        ...Object.fromEntries(eventNames.map((name) => [name, eventMessage(name)])),
        ...protocolMessages,
      },
      securitySchemes: {
        accessToken: {
          type: 'httpApiKey',
          name: 'access_token',
          in: 'query',
          description: 'The token from POST /w/api/token, as browsers send it.',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The same token as an Authorization header (non-browser clients).',
        },
      },
    },
  };
}
