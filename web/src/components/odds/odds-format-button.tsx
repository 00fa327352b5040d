import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useOddsFormat } from '@/lib/odds-settings.ts';

/**
 * The odds menu's button, showing the format in use. Its name is "Odds format: American": it
 * starts with the control's name and holds the visible text (WCAG 2.5.3 Label in Name).
 */
export function OddsFormatButton({ className, ...props }: React.ComponentProps<'button'>) {
  const { t } = useTranslation('odds');
  const format = useOddsFormat();
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs font-semibold opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <span className="sr-only">{t('format.label')}: </span>
      <span>{t(`format.${format}`)}</span>
      <ChevronDownIcon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
