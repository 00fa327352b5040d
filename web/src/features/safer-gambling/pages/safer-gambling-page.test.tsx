import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@/lib/i18n.ts';
import { renderApp } from '@/test/render.tsx';

afterEach(async () => {
  await setLanguage('en');
});

describe('the safer gambling page (issue 25)', () => {
  it('is public: the statement with its 18+ mark, in the public shell', async () => {
    renderApp('/safer-gambling');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Safer gambling' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Adults only: 18 or over')).toBeInTheDocument();
    for (const title of [
      'For adults only',
      'Set your limits',
      'Reality checks',
      'Take a break or exclude yourself',
      'Get help',
    ])
      expect(within(main).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search' })).toBeInTheDocument();
  });

  it('links only to https help, in a new tab without an opener', async () => {
    renderApp('/safer-gambling');
    const help = (await screen.findByRole('heading', { name: 'Get help' })).parentElement;
    if (!help) throw new Error('no help section');
    const links = within(help).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('offers a message to the operator, behind login', async () => {
    renderApp('/safer-gambling');
    expect(await screen.findByRole('link', { name: 'Write to your operator' })).toHaveAttribute(
      'href',
      '/create-inbox',
    );
  });

  it('speaks Spanish', async () => {
    await act(() => setLanguage('es'));
    renderApp('/safer-gambling');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Juego responsable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fije sus límites' })).toBeInTheDocument();
  });
});
