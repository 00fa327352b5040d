import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * Issue 25's star: 'Add to favourites' or 'Remove from favourites', with aria-pressed. Its name is
 * the action; which league it is about comes from `aria-describedby` (the league's name beside it),
 * so the many stars of a menu can be told apart.
 */
export function FavouriteButton({
  pressed,
  onPressedChange,
  className,
  ...props
}: Omit<React.ComponentProps<'button'>, 'onClick' | 'aria-pressed' | 'children'> & {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}) {
  const { t } = useTranslation('favourites');
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? t('remove') : t('add')}
      onClick={() => {
        onPressedChange(!pressed);
      }}
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:text-primary',
        className,
      )}
      {...props}
    >
      <StarIcon className={cn('size-4', pressed && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
