import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { twMerge } from 'tailwind-merge';

/**
 * The brief's stack and nothing of the app (bench/stack-floor.ts): React and react-dom,
 * react-router's data router, TanStack Query, i18next with react-i18next and tailwind-merge (shadcn's
 * `cn`), each used once, rendered into an element outside the document so the page's own HTML
 * stays what paints. What a page that hydrates with this stack pays at least.
 */
const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { hello: 'Hello' } } },
  interpolation: { escapeValue: false },
});

function Floor() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['floor'], queryFn: () => Promise.resolve(1) });
  return <p className={twMerge('p-2 p-4', data ? 'text-sm' : 'text-base')}>{t('hello')}</p>;
}

const router = createBrowserRouter([{ path: '*', element: <Floor /> }]);
createRoot(document.createElement('div')).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
