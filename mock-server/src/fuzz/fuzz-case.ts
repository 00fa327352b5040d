import fc from 'fast-check';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { registry, type EndpointKey } from '@sportsbook/contracts/registry';
import type { PersonaName } from '../db/personas.ts';
import { mutationArbitrary, type Mutation } from './mutations.ts';
import { validOf } from './schema-arbitrary.ts';

// One generated request of a call, before the pools and tokens of a run make it concrete
// (fuzz-request.ts): who calls, with which token, which parts, how the body is encoded.

export type TokenVariant =
  /** The persona's live token, as the web client sends it. */
  | 'persona'
  /** The live token under a lower-case scheme ('bearer'): still valid. */
  | 'lowercase-scheme'
  | 'none'
  | 'empty'
  | 'garbage'
  | 'other-scheme'
  | 'logged-out'
  | 'huge'
  /** The live token with its last character changed. */
  | 'tampered';

export const BAD_TOKENS = [
  'none',
  'empty',
  'garbage',
  'other-scheme',
  'logged-out',
  'huge',
  'tampered',
] as const satisfies readonly TokenVariant[];

export type Encoding =
  | 'json'
  | 'malformed'
  | 'text-plain'
  | 'xml'
  | 'form'
  | 'no-content-type'
  | 'empty'
  | 'bom'
  | 'deep'
  | 'proto'
  | 'charset'
  | 'duplicate-keys'
  | 'multipart-no-boundary';

export const BAD_ENCODINGS = [
  'malformed',
  'text-plain',
  'xml',
  'form',
  'no-content-type',
  'empty',
  'bom',
  'deep',
  'proto',
  'charset',
  'duplicate-keys',
  'multipart-no-boundary',
] as const satisfies readonly Encoding[];

/** How an upload is sent (files.saveDocument only). */
export type UploadVariant =
  | 'png'
  | 'random-bytes'
  | 'svg-script'
  | 'no-file'
  | 'two-files'
  | 'truncated'
  | 'no-boundary'
  | 'wrong-boundary'
  | 'file-as-text'
  | 'json';

export const UPLOAD_VARIANTS = [
  'png',
  'random-bytes',
  'svg-script',
  'no-file',
  'two-files',
  'truncated',
  'no-boundary',
  'wrong-boundary',
  'file-as-text',
  'json',
] as const satisfies readonly UploadVariant[];

export type Part = 'params' | 'query' | 'body';

export interface FuzzCase {
  key: EndpointKey;
  /** 'valid': every part generated from its schema; 'invalid': one fault of one kind. */
  mode: 'valid' | 'invalid';
  persona: PersonaName;
  token: TokenVariant;
  params: unknown;
  query: unknown;
  body: unknown;
  mutation: { part: Part; mutation: Mutation } | null;
  encoding: Encoding;
  upload: UploadVariant;
}

const personaArbitrary = fc.oneof(
  { weight: 14, arbitrary: fc.constant<PersonaName>('demo') },
  { weight: 4, arbitrary: fc.constant<PersonaName>('basic') },
  { weight: 1, arbitrary: fc.constant<PersonaName>('newbie') },
  { weight: 1, arbitrary: fc.constant<PersonaName>('locked') },
);

/** Generated values of the parts the call declares (undefined for the others). */
function partsOf(def: EndpointDef) {
  const none = fc.constant(undefined);
  return fc.record({
    params: def.pathParams ? validOf(def.pathParams) : none,
    query: def.query ? validOf(def.query) : none,
    // An upload's body is built by its variant (fuzz-request.ts).
    body: def.body?.kind === 'json' ? validOf(def.body.schema) : none,
  });
}

export function validCase(key: EndpointKey): fc.Arbitrary<FuzzCase> {
  const def: EndpointDef = registry[key];
  return fc
    .record({
      persona: personaArbitrary,
      token: fc.oneof(
        { weight: 9, arbitrary: fc.constant<TokenVariant>('persona') },
        { weight: 1, arbitrary: fc.constant<TokenVariant>('lowercase-scheme') },
      ),
      parts: partsOf(def),
    })
    .map(({ persona, token, parts }) => ({
      key,
      mode: 'valid',
      persona,
      token,
      ...parts,
      mutation: null,
      encoding: 'json',
      upload: 'png',
    }));
}

export function invalidCase(key: EndpointKey): fc.Arbitrary<FuzzCase> {
  const def: EndpointDef = registry[key];
  const parts: Part[] = [
    ...(def.pathParams ? (['params'] as const) : []),
    ...(def.query ? (['query'] as const) : []),
    ...(def.body?.kind === 'json' ? (['body'] as const) : []),
  ];
  const fault = fc.oneof(
    {
      weight: parts.length ? 6 : 0,
      arbitrary: fc.record({
        kind: fc.constant('mutation' as const),
        part: fc.constantFrom(...(parts.length ? parts : (['body'] as const))),
        mutation: mutationArbitrary,
      }),
    },
    {
      weight: def.body?.kind === 'multipart' ? 6 : 0,
      arbitrary: fc.record({
        kind: fc.constant('upload' as const),
        upload: fc.constantFrom(...UPLOAD_VARIANTS.filter((v) => v !== 'png')),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('encoding' as const),
        encoding: fc.constantFrom(...BAD_ENCODINGS),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('token' as const),
        token: fc.constantFrom(...BAD_TOKENS),
      }),
    },
  );
  return fc
    .record({ persona: personaArbitrary, parts: partsOf(def), fault })
    .map(({ persona, parts, fault }) => ({
      key,
      mode: 'invalid',
      persona,
      token: fault.kind === 'token' ? fault.token : 'persona',
      ...parts,
      mutation: fault.kind === 'mutation' ? { part: fault.part, mutation: fault.mutation } : null,
      encoding: fault.kind === 'encoding' ? fault.encoding : 'json',
      upload: fault.kind === 'upload' ? fault.upload : 'png',
    }));
}

/** Valid and invalid requests of a call, half and half. */
export const fuzzCase = (key: EndpointKey): fc.Arbitrary<FuzzCase> =>
  fc.oneof(validCase(key), invalidCase(key));
