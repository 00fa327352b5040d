import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { bundlesOf, createTextAreas, type LocaleFiles } from './text-areas.ts';
import { files as publicEs } from './public-texts-es.ts';
import { files as appEs } from './app-texts-es.ts';

const publicEn = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const appEn = import.meta.glob<Record<string, unknown>>('../locales/en/app/*.json', {
  eager: true,
  import: 'default',
});

/** A download of one chunk that counts its requests and, when held, waits to be released. */
function chunk(files: LocaleFiles) {
  const download = {
    requests: 0,
    failNext: false,
    held: Promise.resolve(),
    release: (): void => undefined,
    hold: () => {
      download.held = new Promise((resolve) => {
        download.release = resolve;
      });
    },
    fetch: async (): Promise<LocaleFiles> => {
      download.requests += 1;
      await download.held;
      if (download.failNext) {
        download.failNext = false;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return files;
    },
  };
  return download;
}

/** A fresh i18n with English only, as a first visit starts, and the app's two text areas. */
function firstVisit() {
  const i18n = createInstance();
  void i18n.init({
    resources: { en: { ...bundlesOf(publicEn), ...bundlesOf(appEn) } },
    lng: 'en',
    fallbackLng: 'en',
  });
  const texts = createTextAreas(i18n);
  const publicChunk = chunk(publicEs);
  const appChunk = chunk(appEs);
  texts.add({ es: publicChunk.fetch });
  const addApp = () => {
    texts.add({ es: appChunk.fetch });
  };
  return { i18n, texts, publicChunk, appChunk, addApp };
}

describe('texts fetched on demand', () => {
  it('holds no Spanish until Spanish is asked for, then all of it at once', async () => {
    const { i18n, texts, publicChunk } = firstVisit();
    expect(i18n.hasResourceBundle('es', 'auth')).toBe(false);
    expect(publicChunk.requests).toBe(0);

    expect(await texts.show('es')).toBe(true);

    expect(i18n.language).toBe('es');
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('Iniciar sesión');
    expect(i18n.t('skipToContent', { ns: 'shell' })).toBe('Saltar al contenido');
    expect(publicChunk.requests).toBe(1);
  });

  it('fetches nothing for English, the fallback, which always ships', async () => {
    const { i18n, texts, publicChunk } = firstVisit();
    expect(await texts.show('en')).toBe(true);
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('Log in');
    expect(publicChunk.requests).toBe(0);
  });

  it('fetches each chunk once, however often the language switches back and forth', async () => {
    const { i18n, texts, publicChunk, appChunk, addApp } = firstVisit();
    addApp();
    for (const language of ['es', 'en', 'es', 'en', 'es'] as const) await texts.show(language);
    expect(i18n.t('title', { ns: 'betslip' })).toBe('Boleto de apuestas');
    expect(publicChunk.requests).toBe(1);
    expect(appChunk.requests).toBe(1);
  });

  it('fetches the screens behind login in Spanish when they load while Spanish is shown', async () => {
    const { i18n, texts, appChunk, addApp } = firstVisit();
    await texts.show('es');
    expect(i18n.hasResourceBundle('es', 'betslip')).toBe(false);

    addApp();
    await texts.load('es');

    expect(appChunk.requests).toBe(1);
    expect(i18n.t('title', { ns: 'betslip' })).toBe('Boleto de apuestas');
    expect(i18n.t('empty.title', { ns: 'betslip' })).toBe('Su boleto está vacío');
  });

  it('shows Spanish only once an area added during the switch is in Spanish too', async () => {
    const { i18n, texts, publicChunk, appChunk, addApp } = firstVisit();
    publicChunk.hold();

    const switching = texts.show('es');
    addApp(); // the shell's texts arrive while the public ones are still on their way
    publicChunk.release();

    expect(await switching).toBe(true);
    expect(appChunk.requests).toBe(1);
    expect(i18n.t('title', { ns: 'betslip' })).toBe('Boleto de apuestas');
  });

  it('keeps the later choice when an earlier, slower download finishes after it', async () => {
    const { i18n, texts, publicChunk } = firstVisit();
    publicChunk.hold();

    const toSpanish = texts.show('es');
    expect(await texts.show('en')).toBe(true);
    publicChunk.release();

    expect(await toSpanish).toBe(false);
    expect(i18n.language).toBe('en');
  });

  it('changes nothing when a download fails, and tries again on the next switch', async () => {
    const { i18n, texts, publicChunk } = firstVisit();
    publicChunk.failNext = true;

    await expect(texts.show('es')).rejects.toThrow('Failed to fetch');
    expect(i18n.language).toBe('en');

    expect(await texts.show('es')).toBe(true);
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('Iniciar sesión');
    expect(publicChunk.requests).toBe(2);
  });
});
