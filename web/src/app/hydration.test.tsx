import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppTree } from './app-tree.tsx';
import { prepareHydration, prerenderedAs } from './hydration.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-root.ts';
import { renderPage } from './prerender.tsx';
import { createRoutes } from './router.tsx';

/**
 * Decision 155: the build's HTML of a page hydrates in the browser's tree with nothing to patch.
 * React's development build (this one) reports every text, element and attribute that differs;
 * the production build the e2e runs reports only some, hence this test.
 */

// hydrateRoot is called here, not through Testing Library, which would say so itself.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let root: Root | undefined;
afterEach(async () => {
  await act(async () => {
    root?.unmount();
    root = undefined;
    await i18n.changeLanguage('en');
  });
  document.body.replaceChildren();
});

async function hydrate(path: string, language: 'en' | 'es') {
  const html = await renderPage(path, language, 'generic');
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, 'page');
  container.innerHTML = html;
  document.body.append(container);
  document.documentElement.lang = language;
  document.documentElement.dataset.theme = 'generic';
  expect(prerenderedAs(container)).toEqual({ page: 'page', language, theme: 'generic' });

  const painted = container.querySelector('h1');
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const hydrationData = await prepareHydration(routes, {
    pathname: new URL(path, 'http://x').pathname,
    search: '',
    hash: '',
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData });
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    // As main.tsx hydrates: in a transition (decision 163).
    startTransition(() => {
      root = hydrateRoot(
        container,
        <AppTree queryClient={queryClient} theme="generic">
          <RouterProvider router={router} />
        </AppTree>,
        {
          onRecoverableError: (error) => {
            console.error(error);
          },
        },
      );
    });
    await Promise.resolve();
  });
  return { painted, errors, router };
}

describe('a prerendered page hydrates without a mismatch', () => {
  for (const [path, language, heading] of [
    ['/login', 'en', 'Log in'],
    ['/login', 'es', 'Iniciar sesión'],
    ['/register', 'es', 'Registro'],
    ['/forgotPassword', 'en', 'Forgot password'],
    ['/services/sport', 'es', 'Partidos de hoy'],
    ['/notfound', 'en', 'PAGE NOT FOUND'],
  ] as const) {
    it(`${path} in ${language}`, async () => {
      const { painted, errors, router } = await hydrate(path, language);
      const shown = await screen.findByRole('heading', { level: 1, name: heading });
      expect(shown).toBe(painted);
      // The route's loader (the region check) ran in the browser after hydrating.
      await waitFor(() => {
        expect(router.state.initialized).toBe(true);
      });
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      errors.mockRestore();
    });
  }
});
