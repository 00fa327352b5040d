import { AppContext, type AppFrameProps } from './app-context.tsx';
import AppToaster from './toaster.tsx';

/**
 * Everything a screen needs around it: queries, texts, theme and the toast area, mounted at once
 * (tests and stories). The app itself mounts the toast area lazily (main.tsx, toast-area.tsx).
 */
export function AppProviders({ queryClient, theme, children }: AppFrameProps) {
  return (
    <AppContext queryClient={queryClient} theme={theme}>
      {children}
      <AppToaster />
    </AppContext>
  );
}
