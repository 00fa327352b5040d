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
 * caller gives) or the 'Unavailable' mark, in which case nothing in it can be clicked.
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
        'flex min-h-24 items-center gap-3 rounded-lg border bg-card p-4 text-card-foreground',
        !usable && 'opacity-70',
      )}
      aria-disabled={!usable || undefined}
    >
      <MethodIcon icon={icon} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 className="font-semibold">{name}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {usable ? children : <Badge variant="secondary">{t('unavailable')}</Badge>}
    </li>
  );
}
