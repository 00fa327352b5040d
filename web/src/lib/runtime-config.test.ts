import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, readRuntimeConfig } from './runtime-config.ts';

const page = (meta: string) => new DOMParser().parseFromString(`<head>${meta}</head>`, 'text/html');

describe('the deployment settings a page reads', () => {
  it('an unconfigured build ({}) is the same-origin, generic, English-by-browser client', () => {
    expect(readRuntimeConfig(page('<meta name="sportsbook-config" content="{}">'))).toEqual({
      ok: true,
      config: DEFAULT_RUNTIME_CONFIG,
    });
  });

  it('reads every setting', () => {
    const settings = {
      apiUrl: 'https://api.example.com/',
      hubUrl: 'https://hub.example.com',
      theme: 'real',
      language: 'es',
      clientId: 'op-1',
    };
    expect(parseRuntimeConfig(settings)).toEqual({
      ok: true,
      config: { ...settings, apiUrl: 'https://api.example.com' },
    });
  });

  it.each([
    ['no meta', page(''), /no sportsbook-config/],
    ['not JSON', page('<meta name="sportsbook-config" content="{x">'), /not JSON/],
    ['an array', page('<meta name="sportsbook-config" content="[]">'), /not a JSON object/],
    [
      'an unknown key',
      page(`<meta name="sportsbook-config" content='{"apiURL":"x"}'>`),
      /unknown setting "apiURL"/,
    ],
    [
      'a javascript: API',
      page(`<meta name="sportsbook-config" content='{"apiUrl":"javascript:alert(1)"}'>`),
      /apiUrl/,
    ],
    [
      'an unknown theme',
      page(`<meta name="sportsbook-config" content='{"theme":"blue"}'>`),
      /theme/,
    ],
    [
      'an unknown language',
      page(`<meta name="sportsbook-config" content='{"language":"fr"}'>`),
      /language/,
    ],
  ])('refuses %s, saying why', (_, doc, reason) => {
    const result = readRuntimeConfig(doc);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });
});
