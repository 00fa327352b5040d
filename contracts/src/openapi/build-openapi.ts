import { generateSchema } from '@anatine/zod-openapi';
import type { z } from 'zod';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathsObject,
  ReferenceObject,
  ResponsesObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import { responsesOf, type EndpointDef, type ObjectSchema } from '../http/endpoint.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../http/idempotency.ts';
import { ProblemSchema } from '../http/problem.ts';
import { hubEvents, HUB_PATH } from '../hub.ts';
import { endpointKeys, registry } from '../registry.ts';
import { tagOf, tagsFor } from './tags.ts';
import { plainSchema } from './wire-schema.ts';

const STATUS_TEXT: Record<number, string> = {
  200: 'Success',
  400: 'The request breaks the contract or a business rule; `errors` names each field path.',
  401: 'Missing, expired or forged bearer token.',
  403: 'Forbidden.',
  404: 'Not found, or it belongs to another customer.',
  409: 'Conflicts with the current state.',
  413: 'Body or file too large.',
  415: 'Unsupported media type.',
  422: 'Refused by a business rule.',
  429: 'Too many requests.',
  500: 'Server error.',
  503: 'Service unavailable.',
};

const toSchema = (schema: z.ZodTypeAny): SchemaObject =>
  plainSchema(generateSchema(schema, false, '3.0'));

/**
 * The endpoint's own description, then who may call it and what its error answers mean, so every
 * operation has a description a backend team can act on (a summary alone left 17 without one).
 */
function describeOperation(def: EndpointDef): string {
  const access =
    def.auth === 'bearer'
      ? 'Needs the bearer token from `POST /w/api/token`; without a valid one it answers 401.'
      : 'Anonymous: no token needed.';
  const errors = [...responsesOf(def).keys()]
    .filter((status) => status !== 200)
    .map((status) => `- ${status}: ${STATUS_TEXT[status] ?? 'Error'}`);
  const errorText = `Errors are application/problem+json documents:\n${errors.join('\n')}`;
  return [def.description, access, errorText].filter(Boolean).join('\n\n');
}

function parametersOf(
  shape: ObjectSchema | undefined,
  location: 'path' | 'query',
): ParameterObject[] {
  if (!shape) return [];
  return Object.entries(shape.shape as Record<string, z.ZodTypeAny>).map(([name, field]) => ({
    name,
    in: location,
    required: location === 'path' || !field.isOptional(),
    schema: toSchema(field),
    ...(field.description ? { description: field.description } : {}),
  }));
}

function operationOf(key: string, def: EndpointDef): OperationObject {
  const problemRef: ReferenceObject = { $ref: '#/components/schemas/Problem' };
  const responses: ResponsesObject = {};
  for (const [status, schema] of responsesOf(def)) {
    responses[String(status)] =
      status === 200
        ? {
            description: STATUS_TEXT[200] ?? 'Success',
            content: { 'application/json': { schema: toSchema(schema) } },
          }
        : {
            description: STATUS_TEXT[status] ?? 'Error',
            content: { 'application/problem+json': { schema: problemRef } },
          };
  }
  const mediaType = def.body?.kind === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: key,
    summary: def.summary,
    description: describeOperation(def),
    tags: [tagOf(key)],
    security: def.auth === 'bearer' ? [{ bearerAuth: [] }] : [],
    parameters: [
      { $ref: '#/components/parameters/ClientId' },
      { $ref: '#/components/parameters/Channel' },
      ...(def.money ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
      ...parametersOf(def.pathParams, 'path'),
      ...parametersOf(def.query, 'query'),
    ],
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: { [mediaType]: { schema: toSchema(def.body.schema) } },
          },
        }
      : {}),
    responses,
  };
}

// openapi3-ts's 3.1 types describe the object; @anatine emits 3.0 schemas into it ('3.0' below).
/** The OpenAPI 3.0 document of the whole /w/api, built from the registry alone. */
export function buildOpenApiDocument(): OpenAPIObject {
  const paths: PathsObject = {};
  for (const [key, def] of Object.entries(registry) as [string, EndpointDef][]) {
    const item = (paths[def.path] ??= {});
    item[def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'] = operationOf(key, def);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Sportsbook web client API (/w/api)',
      version: '1.25.0328',
      description:
        'Every call of the sportsbook web client. Generated from the Zod contract in ' +
        'contracts/src/registry.ts; do not edit by hand: run `npm run openapi -w contracts`. ' +
        'Errors are RFC 9457 problem documents whose `errors` name each offending field path. ' +
        'The push hub is published as AsyncAPI 3 in docs/asyncapi.json (summary under `x-push-hub`). ' +
        'Check a live backend against this contract with `sportsbook-contract verify` ' +
        '(docs/contract-tooling.md).',
      contact: { name: 'Sportsbook web client team', email: 'web-client@sportsbook.example' },
      license: { name: 'Proprietary: for the sportsbook backend and client teams only' },
    },
    servers: [{ url: '/', description: 'The origin that serves the web client' }],
    tags: tagsFor(endpointKeys),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: { Problem: toSchema(ProblemSchema) },
      parameters: {
        ClientId: {
          name: 'ClientId',
          in: 'header',
          required: false,
          description: 'Identifier of the web client; sent on every call.',
          schema: { type: 'string' },
        },
        Channel: {
          name: 'Channel',
          in: 'header',
          required: false,
          description: 'Always WEB from this client.',
          schema: { type: 'string', enum: ['WEB'] },
        },
        IdempotencyKey: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description:
            'One key per action of a money call (IETF httpapi draft "The Idempotency-Key HTTP ' +
            'Header Field"): a Structured Fields string, the client sends a quoted UUID. Every ' +
            're-send of the same action carries the same key. A backend that honours it keeps ' +
            'each key with its first final answer (200 or a refusal) for 24 hours per customer, ' +
            'answers a repeat with the same body with that answer without booking again, and ' +
            'answers the same key with another body 422. A backend may ignore it: the client ' +
            'reconciles after a lost answer either way (docs/reliability.md, decision 192).',
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH + 2 },
          example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
        },
      },
    },
    'x-push-hub': {
      path: HUB_PATH,
      protocol: 'SignalR (negotiate v1, WebSockets, JSON hub protocol)',
      asyncapi: 'docs/asyncapi.json',
      query: { account: 'the user name', access_token: 'the bearer token (browsers)' },
      serverToClient: Object.fromEntries(
        Object.entries(hubEvents).map(([name, schema]) => [name, toSchema(schema)]),
      ),
    },
  };
}
