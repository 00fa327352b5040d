import { readFileSync } from 'node:fs';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from './write-openapi.ts';

/** Spectral's `spectral:oas` ruleset, as `spectral lint docs/openapi.json` applies it by default. */
async function lint(text: string) {
  const spectral = new Spectral();
  // The package's literal type of `oas` is narrower than RulesetDefinition's union admits.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(new Document(text, Json, OPENAPI_PATH));
  // Severity 0 is an error, 1 a warning; 2 and 3 (information, hint) are listed too.
  return results.map((r) => `${String(r.code)} ${r.path.join('.')}: ${r.message}`);
}

// Parsing the whole document takes seconds on a busy 2-core machine.
const SLOW = 60_000;

describe('docs/openapi.json under Spectral spectral:oas', () => {
  it(
    'reports no error, warning, information or hint',
    async () => {
      expect(await lint(readFileSync(OPENAPI_PATH, 'utf8'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'would report a broken document (the ruleset is really applied)',
    async () => {
      const broken = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as { info: object };
      broken.info = { title: 'x', version: '1' };
      expect(await lint(JSON.stringify(broken))).toEqual(
        expect.arrayContaining([expect.stringMatching(/^info-contact /)]),
      );
    },
    SLOW,
  );
});
