import type * as React from 'react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet.tsx';
import { toastsBelow } from '@/lib/toasts.ts';
import { BetSlipPanel } from './bet-slip-panel.tsx';

/** The sheet's header ends with the Betslip / My bets tabs (or the slip's heading without them). */
const toastsBelowTheHeader = toastsBelow('[data-slot="tabs-list"], #bet-slip-title');

/**
 * The bet slip's overlay on small screens (loaded with the first wish to open it). While it is open,
 * toasts ('Bet Accepted') sit below its title, tabs and close button (issue 34, finding 6).
 */
export default function MobileBetSlipSheet({
  open,
  closing,
  onOpenChange,
  onCloseAutoFocus,
  myBets,
}: {
  open: boolean;
  closing: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  myBets?: React.ReactNode;
}) {
  const { t } = useTranslation('betslip');
  // The slip and its forms render just after the opening sheet has painted, in a render React may
  // interrupt: the tap answers with the sheet at once instead of after the slip's whole mount
  // (decision 222). Closing keeps the slip in the sheet until it has slid away.
  const showSlip = useDeferredValue(open, false) || !open;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        ref={toastsBelowTheHeader}
        side="right"
        closing={closing}
        closeLabel={t('close')}
        className="w-96 overflow-y-auto p-4"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle className="mb-3 pr-8">{t('title')}</SheetTitle>
        {showSlip && <BetSlipPanel myBets={myBets} />}
      </SheetContent>
    </Sheet>
  );
}
