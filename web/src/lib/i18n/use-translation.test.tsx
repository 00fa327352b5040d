import type * as React from 'react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n as appI18n } from '../i18n.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { createInstance, type TFunction } from './instance.ts';
import { useTranslation } from './use-translation.ts';

const texts = () =>
  createInstance({
    resources: {
      en: { shop: { title: 'Shop', items_one: '{{count}} item', items_other: '{{count}} items' } },
      es: { shop: { title: 'Tienda' } },
    },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'shop',
  });

function Title({ ns }: { ns?: string | string[] }) {
  const { t, i18n } = useTranslation(ns);
  return (
    <h1 lang={i18n.language}>{`${t('title')} ${t('items', { count: 2 })} ${t('extra:note')}`}</h1>
  );
}

const inside = (i18n: ReturnType<typeof texts>, children: React.ReactNode) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

describe('useTranslation', () => {
  it("reads its provider's instance, outside one the app's", () => {
    render(inside(texts(), <Title />));
    expect(screen.getByRole('heading')).toHaveTextContent('Shop 2 items note');

    function Outside() {
      const { t, i18n } = useTranslation('auth');
      return <p data-same={String(i18n === appI18n)}>{t('login.title')}</p>;
    }
    render(<Outside />);
    expect(screen.getByText('Log in')).toHaveAttribute('data-same', 'true');
  });

  it('renders again in the new language when the language changes', async () => {
    const i18n = texts();
    render(inside(i18n, <Title />));
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading')).toHaveTextContent('Tienda 2 items note');
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'es');
  });

  it('renders again when texts it reads arrive', () => {
    const i18n = texts();
    render(inside(i18n, <Title />));
    act(() => {
      i18n.addResourceBundle('en', 'extra', { note: 'A note' });
    });
    expect(screen.getByRole('heading')).toHaveTextContent('Shop 2 items A note');
  });

  it("reads the first of several namespaces, the others by prefix (react-i18next's way)", () => {
    const i18n = texts();
    i18n.addResourceBundle('en', 'extra', { title: 'Extra', note: 'Noted' });
    render(inside(i18n, <Title ns={['extra', 'shop']} />));
    expect(screen.getByRole('heading')).toHaveTextContent('Extra items Noted');
  });

  it('keeps t the same function between changes, and gives a new one after', async () => {
    const i18n = texts();
    const seen: TFunction[] = [];
    function Counter() {
      const { t } = useTranslation();
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
          {t('title')} {clicks}
        </button>
      );
    }
    render(inside(i18n, <Counter />));
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Shop 2');
    expect(seen).toHaveLength(1);

    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button')).toHaveTextContent('Tienda 2');
    expect(seen).toHaveLength(2);
  });

  it('renders on the server, as the build prerenders pages', () => {
    expect(renderToString(inside(texts(), <Title />))).toBe('<h1 lang="en">Shop 2 items note</h1>');
  });
});
