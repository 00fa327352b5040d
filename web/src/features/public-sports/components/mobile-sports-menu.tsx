import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { visibleSports } from '@/lib/sportsbook/sport-events.ts';
import { useSelection } from '../model/use-selection.ts';
import { SportsMenu } from './sports-menu.tsx';

/** Small screens hide the page's left menu (≤ 1024 px); the header offers the list, collapsed. */
export function MobileSportsMenu({ className }: { className?: string }) {
  const { t } = useTranslation('sports');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const selection = useSelection();
  const { data } = useQuery({ ...sportEventQueries.today(), select: visibleSports });
  // Like the board, the list (every sport and league) renders in a deferred, interruptible pass.
  const sports = useDeferredValue(data);
  // While the list loads, a bar of the same height holds its place: content below must not jump
  // when it arrives (Lighthouse CLS, issue 15).
  if (!sports)
    return (
      <div aria-hidden="true" className={cn('border-b bg-sidebar desktop:hidden', className)}>
        <div className="px-4 py-3 text-sm font-semibold">&nbsp;</div>
      </div>
    );
  if (!sports.length) return null;
  return (
    <div className={cn('border-b bg-sidebar text-sidebar-foreground desktop:hidden', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
        }}
        className="flex w-full items-center justify-between px-4 py-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {t('menu.toggle')}
        <ChevronDownIcon
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="max-h-[60dvh] overflow-y-auto px-4 pb-3">
        <SportsMenu
          sports={sports}
          selection={selection}
          label={t('menu.toggle')}
          onNavigate={() => {
            setOpen(false);
          }}
        />
      </div>
    </div>
  );
}
