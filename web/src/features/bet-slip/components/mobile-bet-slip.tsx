import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptTextIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { useSlipState } from '@/lib/bet-slip/slip-store.ts';
import { BetSlipPanel } from './bet-slip-panel.tsx';

/** SPEC §2: on screens of 1024 px or less the slip opens as an overlay from a 'Betslip' button. */
export function MobileBetSlip({ myBets }: { myBets?: React.ReactNode }) {
  const { t } = useTranslation('betslip');
  const count = useSlipState().slip?.items.length ?? 0;
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          size="lg"
          className="fixed bottom-4 right-4 z-40 rounded-full shadow-lg"
          aria-label={t('openButtonLabel', { count })}
        >
          <ReceiptTextIcon aria-hidden="true" />
          {t('openButton')}
          <span className="rounded-full bg-primary-foreground px-2 text-xs font-bold text-primary tabular-nums">
            {count}
          </span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" closeLabel={t('close')} className="w-96 overflow-y-auto p-4">
        <SheetTitle className="mb-3 pr-8">{t('title')}</SheetTitle>
        <BetSlipPanel myBets={myBets} />
      </SheetContent>
    </Sheet>
  );
}
