import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from './i18n/use-translation.ts';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { files as appEs } from './app-texts-es.ts';
import { files as publicEs } from './public-texts-es.ts';
import { i18n, setLanguage } from './i18n.ts';
import './app-texts.ts';

const namespaces = (files: Record<string, unknown>) =>
  Object.keys(files)
    .map((path) => /([\w-]+)\.json$/.exec(path)?.[1])
    .sort();

/** A public text, and one of the screens behind login (lib/app-texts.ts). */
function Texts() {
  const { t } = useTranslation(['auth', 'betslip']);
  return (
    <>
      <h1>{t('auth:login.title')}</h1>
      <p>{t('betslip:empty.title')}</p>
    </>
  );
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the language switch', () => {
  it('shows every text in Spanish, public and behind login, and stores the choice', async () => {
    render(
      <>
        <LanguageSwitcher />
        <Texts />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('Tu boleto está vacío')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('resolves once the language is on screen', async () => {
    await setLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('skipToContent', { ns: 'shell' })).toBe('Saltar al contenido');
  });
});

describe('the Spanish chunks', () => {
  it('hold every namespace English has, public and behind login', () => {
    const publicEn = import.meta.glob('../locales/en/*.json');
    const appEn = import.meta.glob('../locales/en/app/*.json');
    expect(namespaces(publicEs)).toEqual(namespaces(publicEn));
    expect(namespaces(appEs)).toEqual(namespaces(appEn));
  });
});
