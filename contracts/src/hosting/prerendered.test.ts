import { describe, expect, it } from 'vitest';
import {
  deploymentOfPage,
  FRAME_COOKIE,
  frameCookieValue,
  frameOfCookies,
  languageFromAcceptLanguage,
  prerenderedFile,
  prerenderedPageOf,
  prerenderLanguage,
} from './hosting.ts';

describe('which prerendered page a host sends (decision 155)', () => {
  it('knows the prerendered paths exactly, query aside', () => {
    expect(prerenderedPageOf('/login')).toBe('login');
    expect(prerenderedPageOf('/login?theme=real')).toBe('login');
    expect(prerenderedPageOf('/forgotPassword')).toBe('forgot-password');
    expect(prerenderedPageOf('/services/sport')).toBe('sport');
    expect(prerenderedPageOf('/notfound')).toBe('not-found');
    for (const other of ['/', '/login/', '/services', '/services/sport/1', '/toString', '/LOGIN'])
      expect(prerenderedPageOf(other), other).toBeNull();
    expect(prerenderedFile('sport', 'real', 'es')).toBe('/prerendered/real/es/sport.html');
  });

  it('reads the first of en/es the browser lists', () => {
    const cases: [string | undefined, string | null][] = [
      ['es-ES,es;q=0.9,en;q=0.8', 'es'],
      ['fr-FR, ES-419;q=0.5', 'es'],
      ['en-US,es;q=0.9', 'en'],
      ['de-DE, fr', null],
      ['est, es', 'es'],
      ['', null],
      [undefined, null],
    ];
    for (const [header, language] of cases)
      expect(languageFromAcceptLanguage(header), String(header)).toBe(language);
  });

  it('puts a configured language first, then the browser’s, then en', () => {
    expect(prerenderLanguage('es', 'en-US')).toBe('es');
    expect(prerenderLanguage(null, 'es')).toBe('es');
    expect(prerenderLanguage(null, 'de')).toBe('en');
    expect(prerenderLanguage('fr', undefined)).toBe('en');
  });

  it('reads a page’s theme and language leniently from its settings meta', () => {
    const page = (content: string) =>
      `<head><meta name="sportsbook-config" content="${content}" /></head>`;
    expect(deploymentOfPage(page('{}'))).toEqual({ theme: 'generic', language: null });
    expect(
      deploymentOfPage(
        page('{&quot;theme&quot;:&quot;sg&quot;,&quot;language&quot;:&quot;es&quot;}'),
      ),
    ).toEqual({ theme: 'sg', language: 'es' });
    expect(deploymentOfPage(page('{&quot;theme&quot;:&quot;../x&quot;}'))).toEqual({
      theme: 'generic',
      language: null,
    });
    expect(deploymentOfPage(page('not json'))).toEqual({ theme: 'generic', language: null });
    expect(deploymentOfPage('<head></head>')).toEqual({ theme: 'generic', language: null });
  });

  it('reads the frame hint from a Cookie header, and nothing else (decision 159)', () => {
    const hint = `${FRAME_COOKIE}=${frameCookieValue('es', 'real')}`;
    expect(frameOfCookies(hint)).toEqual({ language: 'es', theme: 'real' });
    expect(frameOfCookies(`a=1; ${hint}; b=2`)).toEqual({ language: 'es', theme: 'real' });
    expect(frameOfCookies(`${FRAME_COOKIE}=en.generic`)).toEqual({
      language: 'en',
      theme: 'generic',
    });
    for (const header of [
      undefined,
      '',
      'other=en.generic',
      `${FRAME_COOKIE}=`,
      `${FRAME_COOKIE}=fr.generic`,
      `${FRAME_COOKIE}=en.../x`,
      `${FRAME_COOKIE}=en.generic/../../etc`,
      `${FRAME_COOKIE}=en.`,
      `${FRAME_COOKIE}=en.Generic`,
      `x${FRAME_COOKIE}=en.generic`,
    ])
      expect(frameOfCookies(header), String(header)).toBeNull();
  });
});
