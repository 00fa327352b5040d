import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { endpointKeys, registry } from '@sportsbook/contracts/registry';
import { ADDRESSES, ODD_TEXT } from './answer-arbitrary.ts';
import { GeneratedAnswers } from './generated-answers.ts';

// The generator of `--answers generated` on its own (decision 187): every answer inside its
// schema, the same for the same seed and call, and over a few seeds every edge the brief names.

const SEEDS = [1, 2, 3, 4, 5, 6];
const NOW = new Date('2026-11-21T12:00:00Z');
const now = () => NOW;

/** Every endpoint's answer for a seed, to a few distinct requests and sessions. */
function answersOf(seed: number) {
  const generated = new GeneratedAnswers(seed, now);
  return endpointKeys.flatMap((key) =>
    [0, 1].map((n) => ({
      key,
      value: generated.answer(key, { query: { page: n } }, `token-${n}`),
    })),
  );
}

/** Every value inside an answer, with the key it sits under. */
function* walk(value: unknown, key = ''): Generator<{ key: string; value: unknown }> {
  yield { key, value };
  if (Array.isArray(value)) for (const item of value) yield* walk(item, key);
  else if (typeof value === 'object' && value !== null)
    for (const [name, item] of Object.entries(value)) yield* walk(item, name);
}

describe('generated answers', () => {
  const bySeed = new Map(SEEDS.map((seed) => [seed, answersOf(seed)]));

  it('are within each endpoint’s response schema, for every endpoint and seed', () => {
    for (const answers of bySeed.values()) {
      for (const { key, value } of answers) {
        const def: EndpointDef = registry[key];
        const check = def.response.safeParse(value);
        expect(check.success, `${key}: ${JSON.stringify(check.error?.issues[0])}`).toBe(true);
      }
    }
  });

  it('are the same for the same seed and call, and differ from seed to seed', () => {
    const again = answersOf(1);
    expect(JSON.stringify(again)).toBe(JSON.stringify(bySeed.get(1)));
    expect(JSON.stringify(bySeed.get(2))).not.toBe(JSON.stringify(bySeed.get(1)));
  });

  it('reach the edges the schemas allow', () => {
    const seen = new Set<string>();
    const mark = (edge: string, when: boolean) => {
      if (when) seen.add(edge);
    };
    for (const answers of bySeed.values()) {
      for (const answer of answers) {
        for (const { key, value } of walk(answer.value)) {
          if (Array.isArray(value)) {
            mark('empty list', value.length === 0);
            mark('long list', value.length >= 50);
          }
          if (typeof value === 'string') {
            mark('empty text', value === '');
            mark('long text', value.length >= 600);
            mark('odd text', ODD_TEXT.includes(value));
            mark('odd address', /url|link|logo|icon/i.test(key) && ADDRESSES.includes(value));
            mark('far past date', /^(0001|1900)-/.test(value));
            mark('far future date', value.startsWith('9999-'));
            mark('date with an offset', /T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(value));
            mark('unknown code', key === 'method' && !/^[A-Z][A-Za-z]+$/.test(value));
          }
          if (typeof value === 'number') {
            mark('large number', Math.abs(value) >= 1e15);
            mark('awkward fraction', value === 0.1 + 0.2);
            mark('negative number', value < 0);
          }
          mark('null', value === null);
        }
        if (answer.key === 'auth.token' && typeof answer.value === 'object' && answer.value) {
          const settings: unknown = Reflect.get(answer.value, 'settingUI');
          mark(
            'default left out',
            typeof settings === 'object' && settings !== null && !('maxHistoryDays' in settings),
          );
        }
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'awkward fraction',
        'date with an offset',
        'default left out',
        'empty list',
        'empty text',
        'far future date',
        'far past date',
        'large number',
        'long list',
        'long text',
        'negative number',
        'null',
        'odd address',
        'odd text',
        'unknown code',
      ].sort(),
    );
  });

  it('give a login the name it logged in with and a token only this seed issues', () => {
    const generated = new GeneratedAnswers(7, now);
    const session = generated.answer(
      'auth.token',
      { body: { userName: ' Zoë ⚽ ', password: 'x', clientId: 'a' } },
      undefined,
    );
    expect(session).toMatchObject({ userName: 'Zoë ⚽', token: generated.tokenOf('Zoë ⚽') });
    expect(generated.userOf(generated.tokenOf('Zoë ⚽'))).toBe('Zoë ⚽');
    expect(generated.tokenOf('Zoë ⚽')).toMatch(/^gen-[\w-]{32}$/);
    expect(new GeneratedAnswers(8, now).tokenOf('Zoë ⚽')).not.toBe(generated.tokenOf('Zoë ⚽'));
    // Another password or client: the same session.
    const again = generated.answer(
      'auth.token',
      { body: { userName: 'Zoë ⚽', password: 'y', clientId: 'b' } },
      undefined,
    );
    expect(again).toEqual(session);
  });
});
