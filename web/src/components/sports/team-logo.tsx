import type * as React from 'react';
import { safeImageSrc } from '@/lib/safe-url.ts';
import { cn } from '@/lib/cn.ts';

/** A team's logo beside its name (so decorative); a neutral disc when there is none or it is unsafe. */
export function TeamLogo({
  src,
  className,
  ...props
}: Omit<React.ComponentProps<'img'>, 'src' | 'alt'> & { src: string | null }) {
  const safe = safeImageSrc(src);
  if (!safe)
    return (
      <span
        aria-hidden="true"
        className={cn('inline-block size-6 shrink-0 rounded-full bg-muted', className)}
      />
    );
  return (
    <img
      src={safe}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      className={cn('size-6 shrink-0 rounded-full', className)}
      {...props}
    />
  );
}
