import { readFileSync } from 'node:fs';
import { Parser } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';
import { hubEvents, type HubEventName } from '../hub.ts';
import { buildAsyncApiDocument } from './build-asyncapi.ts';
import { ASYNCAPI_PATH, serialiseAsyncApi } from './write-asyncapi.ts';

const committed = readFileSync(ASYNCAPI_PATH, 'utf8');

// Parsing the whole document takes seconds on a busy 2-core machine.
const SLOW = 60_000;

describe('docs/asyncapi.json (the push hub)', () => {
  it(
    'is a valid AsyncAPI 3 document with no finding at all from @asyncapi/parser',
    async () => {
      const { document, diagnostics } = await new Parser().parse(committed);
      // Any severity: 0 error, 1 warning, 2 information, 3 hint.
      const findings = diagnostics.map(
        (d) => `${String(d.code)} ${d.path.join('.')}: ${d.message}`,
      );
      expect(findings).toEqual([]);
      expect(document?.version()).toBe('3.1.0');
      const ids =
        document
          ?.operations()
          .all()
          .map((op) => op.id()) ?? [];
      expect(ids).toEqual(expect.arrayContaining(['receiveMessage', 'userBalanceUpdate']));
    },
    SLOW,
  );

  it('lists every hub event with an example the contract accepts', () => {
    const doc = buildAsyncApiDocument() as {
      components: {
        messages: Record<string, { examples: { payload: { arguments: unknown[] } }[] }>;
      };
    };
    for (const name of Object.keys(hubEvents) as HubEventName[]) {
      const example = doc.components.messages[name]?.examples[0]?.payload.arguments[0];
      expect(hubEvents[name].safeParse(example).success, name).toBe(true);
    }
  });

  it('is committed up to date (run `npm run asyncapi -w contracts`)', () => {
    expect(committed).toBe(serialiseAsyncApi());
  });
});
