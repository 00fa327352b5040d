import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(screen.getByText('Su boleto está vacío')).toBeInTheDocument();
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

// react-i18next as i18n.ts sets it up (decision 164): what the app's own engine did before it.
describe('screens and their texts', () => {
  it('renders a screen again when its texts arrive after it rendered', () => {
    function Late() {
      const { t } = useTranslation('late');
      return <p>{t('note')}</p>;
    }
    render(<Late />);
    expect(screen.getByText('note')).toBeInTheDocument();

    act(() => {
      i18n.addResourceBundle('en', 'late', { note: 'Arrived late' });
    });

    expect(screen.getByText('Arrived late')).toBeInTheDocument();
  });

  it('keeps t the same function between changes, and gives a new one after', async () => {
    const seen: TFunction[] = [];
    function Counter() {
      const { t } = useTranslation('auth');
      const [clicks, setClicks] = useState(0);
      useEffect(() => {
        seen.push(t);
      }, [t]);
      return (
        <button
          type="button"
          onClick={() => {
            setClicks(clicks + 1);
          }}
        >
          {t('login.title')} {clicks}
        </button>
      );
    }
    render(<Counter />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Log in 2');
    expect(seen).toHaveLength(1);

    await act(() => setLanguage('es'));

    expect(screen.getByRole('button')).toHaveTextContent('Iniciar sesión 2');
    expect(seen).toHaveLength(2);
  });

  it("reads the first of several namespaces, the others by an 'ns:' prefix", () => {
    function Both() {
      const { t } = useTranslation(['auth', 'shell']);
      return <p>{`${t('login.title')} / ${t('shell:skipToContent')} / ${t('skipToContent')}`}</p>;
    }
    render(<Both />);
    expect(screen.getByText('Log in / Skip to content / skipToContent')).toBeInTheDocument();
  });

  it('renders on the server in the language shown, as the build prerenders pages', async () => {
    await setLanguage('es');
    expect(renderToString(<Texts />)).toBe('<h1>Iniciar sesión</h1><p>Su boleto está vacío</p>');
  });
});
