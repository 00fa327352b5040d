import { StrictMode } from 'react';
import { OfflineBanner } from '@/components/offline-banner.tsx';
import { AppContext, type AppFrameProps } from './app-context.tsx';
import { LazyToastArea } from './toast-area.tsx';

/**
 * What the page renders around its router: the browser (main.tsx) and the build's prerendering
 * (prerender.tsx) render this one tree, so the HTML hydrates without a mismatch (decision 155).
 */
export function AppTree({ queryClient, theme, children }: AppFrameProps) {
  return (
    <StrictMode>
      <AppContext queryClient={queryClient} theme={theme}>
        <OfflineBanner />
        {children}
        <LazyToastArea />
      </AppContext>
    </StrictMode>
  );
}
