import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet.tsx';
import { BetSlipPanel } from './bet-slip-panel.tsx';

/** The bet slip's overlay on small screens (loaded with the first wish to open it). */
export default function MobileBetSlipSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
  myBets,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  myBets?: React.ReactNode;
}) {
  const { t } = useTranslation('betslip');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t('close')}
        className="w-96 overflow-y-auto p-4"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle className="mb-3 pr-8">{t('title')}</SheetTitle>
        <BetSlipPanel myBets={myBets} />
      </SheetContent>
    </Sheet>
  );
}
