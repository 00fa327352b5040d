import type * as React from 'react';
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n.ts';
import type { Theme } from '@/themes/themes.ts';
import { ThemeContext } from '@/themes/theme-context.tsx';

/** What every frame around the app's screens takes: AppContext, AppTree, AppProviders. */
export interface AppFrameProps {
  queryClient: QueryClient;
  theme: Theme;
  children: React.ReactNode;
}

/** Queries, texts and theme around a screen (the toast area is the caller's: providers.tsx, app-tree.tsx). */
export function AppContext({ queryClient, theme, children }: AppFrameProps) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeContext value={theme}>{children}</ThemeContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
