import { responsesOf, type EndpointDef } from '@sportsbook/contracts/endpoint';
import { ProblemSchema } from '@sportsbook/contracts/problem';
import { registry, type EndpointKey } from '@sportsbook/contracts/registry';
import { describeValue, issuesToViolations } from '@sportsbook/contracts/verify/check';
import type { Violation } from '@sportsbook/contracts/verify/types';
import type { RawInput } from '../http/parse-input.ts';

export type Direction = 'request' | 'response';

/** A violation seen by the proxy, with the direction it travelled. */
export interface ProxyViolation extends Violation {
  direction: Direction;
}

const tag = (direction: Direction, list: Violation[]): ProxyViolation[] =>
  list.map((v) => ({ ...v, direction }));

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * What the web client sent: path, query and (JSON) body against the endpoint's schemas. A multipart
 * body is forwarded unread: its file part is the backend's to judge.
 */
export function checkRequest(
  key: EndpointKey,
  raw: Omit<RawInput, 'body'>,
  body: Buffer | undefined,
  contentType: string,
): ProxyViolation[] {
  const def: EndpointDef = registry[key];
  let parsedBody: unknown = {};
  if (def.body?.kind === 'json') {
    const json = body?.length ? parseJson(body) : { ok: true as const, value: undefined };
    if (!json.ok || !/json/i.test(contentType)) {
      return [
        {
          direction: 'request',
          endpoint: key,
          path: 'body',
          expected: 'JSON',
          got: contentType || 'no content type',
          count: 1,
        },
      ];
    }
    parsedBody = json.value;
  }
  const parts = [
    ['params', def.pathParams, raw.params],
    ['query', def.query, raw.query],
    ['body', def.body?.kind === 'json' ? def.body.schema : undefined, parsedBody ?? {}],
  ] as const;
  return parts.flatMap(([location, schema, input]) => {
    const result = schema?.safeParse(input);
    return result && !result.success
      ? tag('request', issuesToViolations(key, location, result.error.issues, input))
      : [];
  });
}

/** The backend's answer: a status the contract lists, the right media type, the right body. */
export function checkResponse(
  key: EndpointKey,
  status: number,
  contentType: string,
  bytes: Buffer,
): ProxyViolation[] {
  const def: EndpointDef = registry[key];
  const responses = responsesOf(def);
  const schema = responses.get(status);
  if (!schema) {
    const listed = [...responses.keys()].join(', ');
    return [
      {
        direction: 'response',
        endpoint: key,
        path: 'status',
        expected: `one of ${listed}`,
        got: String(status),
        count: 1,
      },
    ];
  }
  const wanted = status === 200 ? 'application/json' : 'application/problem+json';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const out: ProxyViolation[] = [];
  if (mediaType !== wanted) {
    out.push({
      direction: 'response',
      endpoint: key,
      path: 'header.content-type',
      expected: wanted,
      got: mediaType || 'missing',
      count: 1,
    });
  }
  const json = parseJson(bytes);
  if (!json.ok) {
    out.push({
      direction: 'response',
      endpoint: key,
      path: 'body',
      expected: 'JSON',
      got: describeValue(bytes.toString('utf8')),
      count: 1,
    });
    return out;
  }
  const check = (status === 200 ? schema : ProblemSchema).safeParse(json.value);
  if (check.success) return out;
  return [
    ...out,
    ...tag('response', issuesToViolations(key, 'body', check.error.issues, json.value)),
  ];
}
