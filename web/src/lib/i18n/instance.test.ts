import { describe, expect, it, vi } from 'vitest';
import { createInstance, type Texts } from './instance.ts';

const en: Record<string, Texts> = {
  common: {
    save: 'Save',
    greeting: 'Hello, {{name}}',
    twice: '{{name}} and {{ name }}',
    onlyEnglish: 'Only in English',
    validation: { required: 'This field is required' },
    empty: '',
  },
  tickets: {
    title: 'Tickets',
    count_one: '{{count}} ticket',
    count_other: '{{count}} tickets',
    results_zero: 'No results',
    results_one: 'One result',
    results_other: '{{count}} results',
    shared: 'tickets (en)',
  },
  betslip: { shared: 'betslip (en)', onlyBetslip: 'Bet slip only' },
};
const es: Record<string, Texts> = {
  common: { save: 'Guardar', greeting: 'Hola, {{name}}' },
  tickets: {
    title: 'Boletos',
    count_one: '{{count}} boleto',
    count_many: '{{count}} de boletos',
    count_other: '{{count}} boletos',
  },
};

const instance = (lng = 'en') =>
  createInstance({
    resources: { en, es },
    lng,
    fallbackLng: 'en',
    ns: ['common', 'tickets'],
    defaultNS: 'common',
  });

describe('t', () => {
  it('reads the default namespace, nested keys and the language shown', () => {
    const i18n = instance('es');
    expect(i18n.t('save')).toBe('Guardar');
    expect(i18n.t('title', { ns: 'tickets' })).toBe('Boletos');
    expect(createInstance({ lng: 'en', resources: { en } }).t('common:save')).toBe('Save');
    expect(instance().t('validation.required')).toBe('This field is required');
  });

  it("takes the namespace from an 'ns:' prefix before the ns option", () => {
    const i18n = instance();
    expect(i18n.t('tickets:title')).toBe('Tickets');
    expect(i18n.t('tickets:title', { ns: 'common' })).toBe('Tickets');
    expect(i18n.t('common:validation.required', { ns: 'tickets' })).toBe('This field is required');
  });

  it('looks a sentence up whole, colon and all, and answers it when missing (as i18next)', () => {
    const i18n = instance();
    expect(i18n.t('Error: the server is down')).toBe('Error: the server is down');
    expect(i18n.t('Try again, later: 5 min')).toBe('Try again, later: 5 min');
    // Before its first dot the key reads like a path, so the colon still names a namespace.
    expect(i18n.t('tickets:a.b, c')).toBe('a.b, c');
    expect(i18n.t('common:validation:required')).toBe('This field is required');
  });

  it('answers the key without its namespace when no language has it', () => {
    const i18n = instance('es');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('tickets:missing.key')).toBe('missing.key');
    expect(i18n.t('validation')).toBe('validation'); // an object, not a text
    expect(i18n.t('toString')).toBe('toString'); // nothing inherited is a text
  });

  it('falls back to English, the fallback language, text by text', () => {
    const i18n = instance('es');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('validation.required')).toBe('This field is required');
    expect(i18n.t('count', { ns: 'tickets', count: 2 })).toBe('2 boletos');
  });

  it('answers an empty text as empty, not as missing', () => {
    expect(instance('es').t('empty')).toBe('');
  });

  it('shows defaultValue, interpolated, only when no language has the key', () => {
    const i18n = instance('es');
    expect(i18n.t('method.card', { defaultValue: 'Card {{name}}', name: 'Visa' })).toBe(
      'Card Visa',
    );
    expect(i18n.t('save', { defaultValue: 'Store' })).toBe('Guardar');
    expect(i18n.t('onlyEnglish', { defaultValue: 'Other' })).toBe('Only in English');
  });

  it('looks in each namespace of a list, in every language, before the next namespace', () => {
    const i18n = instance('es');
    // English of the first namespace wins over Spanish of the second (i18next's order).
    expect(i18n.t('shared', { ns: ['betslip', 'tickets'] })).toBe('betslip (en)');
    expect(i18n.t('title', { ns: ['betslip', 'tickets'] })).toBe('Boletos');
    expect(i18n.t('onlyBetslip', { ns: ['tickets', 'betslip'] })).toBe('Bet slip only');
    expect(i18n.t('nowhere', { ns: ['tickets', 'betslip'] })).toBe('nowhere');
  });
});

describe('plurals by Intl.PluralRules', () => {
  it('picks one and other in English', () => {
    const i18n = instance();
    expect(i18n.t('tickets:count', { count: 1 })).toBe('1 ticket');
    expect(i18n.t('tickets:count', { count: 2 })).toBe('2 tickets');
    expect(i18n.t('tickets:count', { count: 1_000_000 })).toBe('1000000 tickets');
  });

  it("picks Spanish's many for a million, and other when a text has no many", () => {
    const i18n = instance('es');
    expect(i18n.t('tickets:count', { count: 1 })).toBe('1 boleto');
    expect(i18n.t('tickets:count', { count: 6 })).toBe('6 boletos');
    expect(i18n.t('tickets:count', { count: 1_000_000 })).toBe('1000000 de boletos');
    // Only English has 'results': its forms are picked by English rules ('many' is not one).
    expect(i18n.t('tickets:results', { count: 1_000_000 })).toBe('1000000 results');
  });

  it('reads a zero form for a count of 0 when there is one', () => {
    const i18n = instance();
    expect(i18n.t('tickets:results', { count: 0 })).toBe('No results');
    expect(i18n.t('tickets:count', { count: 0 })).toBe('0 tickets');
  });

  it('falls back to the bare key when no plural form exists', () => {
    expect(instance().t('save', { count: 3 })).toBe('Save');
    expect(instance().t('nothing', { count: 3 })).toBe('nothing');
  });
});

describe('interpolation', () => {
  it('fills every {{name}}, spaces inside the braces or not', () => {
    expect(instance().t('twice', { name: 'Ann' })).toBe('Ann and Ann');
  });

  it('writes numbers in full and leaves values unescaped (React escapes)', () => {
    const i18n = instance();
    expect(i18n.t('greeting', { name: 42 })).toBe('Hello, 42');
    expect(i18n.t('greeting', { name: '<b>&</b>' })).toBe('Hello, <b>&</b>');
  });

  it('does not fill placeholders that arrive inside a value', () => {
    expect(instance().t('greeting', { name: '{{name}}' })).toBe('Hello, {{name}}');
  });

  it('writes a value given as undefined or null as nothing, and keeps one never given', () => {
    const i18n = instance();
    expect(i18n.t('greeting', { name: undefined })).toBe('Hello, ');
    expect(i18n.t('greeting', { name: null })).toBe('Hello, ');
    expect(i18n.t('greeting')).toBe('Hello, {{name}}');
  });

  it('interpolates a missing key too, as i18next does', () => {
    expect(instance().t('Welcome {{name}}', { name: 'Bo' })).toBe('Welcome Bo');
  });
});

describe('the instance', () => {
  it('changes the language it shows and tells its subscribers', async () => {
    const i18n = instance();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.version;

    await i18n.changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('save')).toBe('Guardar');
    expect(i18n.version).toBeGreaterThan(before);
    expect(listener).toHaveBeenCalledTimes(1);

    await i18n.changeLanguage('es'); // no change, nobody told
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('adds bundles, knows which it has, and lists their namespaces', () => {
    const i18n = instance();
    expect(i18n.hasResourceBundle('es', 'betslip')).toBe(false);
    i18n.addResourceBundle('es', 'betslip', { shared: 'boleto (es)' });
    expect(i18n.hasResourceBundle('es', 'betslip')).toBe(true);
    expect(i18n.options.ns).toEqual(['common', 'tickets', 'betslip']);
  });

  it('replaces top-level keys, or merges deep keeping what is there unless told to overwrite', () => {
    const i18n = instance();
    const add = { save: 'Store', validation: { pattern: 'Wrong format' } };
    i18n.addResourceBundle('en', 'common', add);
    expect(i18n.t('save')).toBe('Store');
    expect(i18n.t('validation.required')).toBe('validation.required');

    const deep = instance();
    deep.addResourceBundle('en', 'common', add, true, false);
    expect(deep.t('save')).toBe('Save');
    expect(deep.t('validation.required')).toBe('This field is required');
    expect(deep.t('validation.pattern')).toBe('Wrong format');

    deep.addResourceBundle('en', 'common', add, true, true);
    expect(deep.t('save')).toBe('Store');
    expect(en.common?.save).toBe('Save'); // the texts given are never changed
  });

  it('tells its subscribers of texts in a language it reads, not of others', () => {
    const i18n = instance('es');
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.addResourceBundle('fr', 'common', { save: 'Enregistrer' });
    expect(listener).not.toHaveBeenCalled();
    i18n.addResourceBundle('en', 'search', { label: 'Search' }); // the fallback
    i18n.addResourceBundle('es', 'search', { label: 'Buscar' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a fixed t until a change, in the language and namespace it was made for', async () => {
    const i18n = instance();
    const t = i18n.getFixedT('tickets');
    expect(i18n.getFixedT('tickets')).toBe(t);
    expect(i18n.getFixedT()).not.toBe(t);
    expect(t('title')).toBe('Tickets');
    expect(t('save', { ns: 'common' })).toBe('Save');
    expect(t('title', { lng: 'es' })).toBe('Boletos');

    await i18n.changeLanguage('es');
    expect(t('title')).toBe('Tickets'); // made for English
    expect(i18n.getFixedT('tickets')).not.toBe(t);
    expect(i18n.getFixedT('tickets')('title')).toBe('Boletos');
  });
});
