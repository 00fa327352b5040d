import type * as React from 'react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptTextIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { LazyOverlaySlot, useLazyOverlay } from '@/components/ui/lazy-overlay.tsx';
import { useSlipState } from '@/lib/picks/slip-store.ts';

const loadSheet = () => import('./mobile-bet-slip-sheet.tsx');
const MobileBetSlipSheet = lazy(loadSheet);

/**
 * SPEC §2: on screens of 1024 px or less the slip opens as an overlay from a 'Betslip' button. The
 * overlay (the slip, its forms, the dialog code) loads when the button is first pointed at,
 * focused or pressed: a phone's first odds do not wait for it (issue 15, decision 095).
 */
export function MobileBetSlip({ myBets }: { myBets?: React.ReactNode }) {
  const { t } = useTranslation('betslip');
  const count = useSlipState().slip?.items.length ?? 0;
  const overlay = useLazyOverlay(loadSheet);
  return (
    <>
      <Button
        size="lg"
        className="fixed bottom-4 right-4 z-40 rounded-full shadow-lg"
        // Pages end with room for it (decision 180); the layout journeys find it by this mark.
        data-floating-control=""
        aria-label={t('openButtonLabel', { count })}
        {...overlay.trigger}
      >
        <ReceiptTextIcon aria-hidden="true" />
        {t('openButton')}{' '}
        {/* The space makes the visible text 'Betslip 0', the start of the name (WCAG 2.5.3). */}
        <span className="rounded-full bg-primary-foreground px-2 text-xs font-bold text-primary tabular-nums">
          {count}
        </span>
      </Button>
      <LazyOverlaySlot overlay={overlay}>
        <MobileBetSlipSheet
          open={overlay.open}
          closing={overlay.closing}
          onOpenChange={overlay.onOpenChange}
          onCloseAutoFocus={overlay.onCloseAutoFocus}
          myBets={myBets}
        />
      </LazyOverlaySlot>
    </>
  );
}
