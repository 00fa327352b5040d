import type * as React from 'react';
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '@/lib/i18n.ts';
import type { Theme } from '@/themes/themes.ts';
import { ThemeContext } from '@/themes/theme-context.tsx';

/** Everything a screen needs around it: queries, texts, theme and the toast area. */
export function AppProviders({
  queryClient,
  theme,
  children,
}: {
  queryClient: QueryClient;
  theme: Theme;
  children: React.ReactNode;
}) {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeContext value={theme}>
          {children}
          <Toaster
            position="top-right"
            closeButton
            toastOptions={{
              // Theme colours instead of sonner's rich colours, which fail contrast on error toasts.
              classNames: {
                toast: 'border bg-popover text-popover-foreground shadow-lg',
                description: 'text-popover-foreground',
                error: '[&_[data-icon]]:text-destructive',
                success: '[&_[data-icon]]:text-success',
                info: '[&_[data-icon]]:text-primary',
              },
            }}
          />
        </ThemeContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
