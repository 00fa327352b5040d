import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, loadLanguage } from '@/lib/i18n.ts';
import { LazyMenu } from './lazy-menu.tsx';
import { LazyPart } from './lazy-part.tsx';

const failure = new TypeError('Failed to fetch dynamically imported module');
const logged = vi.spyOn(console, 'error');
beforeEach(() => {
  logged.mockImplementation(() => undefined);
});
afterEach(async () => {
  logged.mockReset();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function Part(): React.ReactNode {
  return <p>The part</p>;
}

describe('LazyPart', () => {
  it('shows the part once its code is in', async () => {
    const Loaded = lazy(() => Promise.resolve({ default: Part }));
    render(
      <LazyPart fallback={<p>Loading the part</p>}>
        <Loaded />
      </LazyPart>,
    );
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });

  it('says so in the part’s place, and only there, when its code does not arrive', async () => {
    const Missing = lazy(() => Promise.reject<{ default: typeof Part }>(failure));
    render(
      <>
        <h1>The page</h1>
        <LazyPart fallback={null}>
          <Missing />
        </LazyPart>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown. Reload the page to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(logged.mock.calls.flat()).toContain(failure);
  });

  it('says it in Spanish too', async () => {
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    const Missing = lazy(() => Promise.reject<{ default: typeof Part }>(failure));
    render(
      <LazyPart fallback={null}>
        <Missing />
      </LazyPart>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta parte de la página no se pudo mostrar. Vuelva a cargar la página para intentarlo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeInTheDocument();
  });

  it('shows what it is given instead, or nothing', async () => {
    const Missing = lazy(() => Promise.reject<{ default: typeof Part }>(failure));
    render(
      <>
        <section aria-label="Given">
          <LazyPart fallback={null} failed={<p>In its place</p>}>
            <Missing />
          </LazyPart>
        </section>
        <section aria-label="Nothing">
          <LazyPart fallback={null} failed={null}>
            <Missing />
          </LazyPart>
        </section>
      </>,
    );
    expect(await screen.findByText('In its place')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nothing' })).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LazyMenu', () => {
  it('keeps its button when the menu’s code does not arrive, and focuses it again on Close', async () => {
    const load = () => Promise.reject<{ default: typeof Part }>(failure);
    const Menu = lazy(load);
    render(
      <LazyMenu load={load} button={(trigger) => <button {...trigger}>Odds format</button>}>
        <Menu />
      </LazyMenu>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Odds format' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odds format' })).toHaveFocus();
  });
});
