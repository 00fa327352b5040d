import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './build-openapi.ts';
import { OPENAPI_PATH, serialiseOpenApi } from './write-openapi.ts';
import { endpointKeys, registry } from '../registry.ts';

interface OperationLike {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters: ({ $ref: string } | { name: string; schema: { type?: unknown; oneOf?: unknown } })[];
}

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3 document', async () => {
    // The committed file is what backend teams read; the next test proves it equals this build.
    await expect(SwaggerParser.validate(OPENAPI_PATH)).resolves.toBeTruthy();
  });

  it('describes all 55 calls, each with its request and response schemas', () => {
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>),
    );
    expect(operations.map((op) => op.operationId).sort()).toEqual([...endpointKeys].sort());
    for (const key of endpointKeys) {
      const def = registry[key];
      const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const op = document.paths?.[def.path]?.[method];
      expect(op, key).toBeDefined();
      const responses = (op?.responses ?? {}) as Record<
        string,
        { content?: Record<string, unknown> }
      >;
      expect(responses['200']?.content?.['application/json'], key).toBeDefined();
      expect(responses['400']?.content?.['application/problem+json'], key).toBeDefined();
      if (def.auth === 'bearer') expect(responses['401'], key).toBeDefined();
      if ('body' in def) expect(op?.requestBody, key).toBeDefined();
    }
  });

  it('gives every parameter one plain type and every operation a tag, summary and description', () => {
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const item of Object.values(document.paths ?? {})) {
      for (const op of Object.values(item as Record<string, OperationLike>)) {
        expect(op.summary, op.operationId).toBeTruthy();
        expect(op.description, op.operationId).toBeTruthy();
        expect(declared.has(op.tags[0] ?? ''), op.operationId).toBe(true);
        for (const parameter of op.parameters) {
          if ('$ref' in parameter) continue;
          expect(parameter.schema.oneOf, `${op.operationId} ${parameter.name}`).toBeUndefined();
          expect(typeof parameter.schema.type, `${op.operationId} ${parameter.name}`).toBe(
            'string',
          );
        }
      }
    }
  });

  it('is committed up to date in docs/openapi.json (run `npm run openapi -w contracts`)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(serialiseOpenApi());
  });
});
