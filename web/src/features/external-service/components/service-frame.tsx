import type * as React from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * The external service, full size. The sandbox keeps it from navigating this window (no
 * allow-top-navigation) while letting a casino run: scripts, its own storage, forms and popups.
 */
export function ServiceFrame({
  className,
  title,
  src,
  ...props
}: React.ComponentProps<'iframe'> & { title: string; src: string }) {
  return (
    <iframe
      title={title}
      src={src}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      allow="fullscreen; autoplay; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      className={cn('block min-h-[70dvh] w-full flex-1 border-0 bg-background', className)}
      {...props}
    />
  );
}
