import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '@/lib/i18n.ts';
import { PublicFooter } from './public-footer.tsx';

afterEach(async () => {
  await setLanguage('en');
});

describe('the public footer (issue 25)', () => {
  it('links to the safer gambling statement, with the 18+ mark beside it', () => {
    render(
      <MemoryRouter>
        <PublicFooter casinoHref={null} />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Safer gambling' });
    expect(link).toHaveAttribute('href', '/safer-gambling');
    const mark = within(link.parentElement ?? footer).getByTitle('Adults only: 18 or over');
    expect(mark).toHaveTextContent('18+');
    expect(link).not.toContainElement(mark);
  });

  it('speaks Spanish', async () => {
    await act(() => setLanguage('es'));
    render(
      <MemoryRouter>
        <PublicFooter casinoHref={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Juego responsable' })).toHaveAttribute(
      'href',
      '/safer-gambling',
    );
  });
});
