import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletMethod } from '@sportsbook/contracts/schemas/cashier';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { MethodIcon } from './method-icon.tsx';

/** Whether a method can be used now: Active, enabled and available (SPEC §2: else Unavailable). */
export const isUsable = (method: WalletMethod): boolean =>
  method.status === 'Active' && method.available && method.enabled && !method.disabled;

/**
 * One cashier method as a card: its icon and name, and either the action (a link or a button the
 * caller gives) or the 'Unavailable' mark, in which case nothing in it can be clicked. When the name
 * (at least 9rem of it) and the action do not fit one line, the action moves under them, to the
 * right: a long Spanish label never widens the page on a phone (issue 34, finding 1).
 */
export function MethodCard({
  icon,
  name,
  usable,
  description,
  children,
}: {
  icon: string | null;
  name: string;
  usable: boolean;
  description?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('cashier');
  return (
    <li
      className={cn(
        'flex min-h-24 flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground',
        !usable && 'opacity-70',
      )}
      aria-disabled={!usable || undefined}
    >
      <MethodIcon icon={icon} />
      <div className="grid min-w-0 flex-1 basis-36 gap-0.5">
        <h2 className="font-semibold break-words">{name}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="ml-auto flex max-w-full">
        {usable ? children : <Badge variant="secondary">{t('unavailable')}</Badge>}
      </div>
    </li>
  );
}
