import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { CashOutCodeForm } from './cash-out-code-form.tsx';
import { QueryLoadError } from '@/components/load-error.tsx';
import { useCashOut, useCashOutClosed, type CashOut } from '../model/use-cash-out.ts';
import { useFormat } from '@/lib/use-format.ts';

type Sale = CashOut;

function CloseFooter({ focusOnShow = false }: { focusOnShow?: boolean }) {
  const { t } = useTranslation('tickets');
  const button = useRef<HTMLButtonElement>(null);
  // The sold notice replaces the form, and the focused Sell button with it.
  useEffect(() => {
    if (focusOnShow) button.current?.focus();
  }, [focusOnShow]);
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button ref={button}>{t('cashOut.close')}</Button>
      </DialogClose>
    </DialogFooter>
  );
}

function CashOutBody({ ticketNumber, sale }: { ticketNumber: number; sale: Sale }) {
  const { t } = useTranslation('tickets');
  const { money } = useFormat();
  const quote = useQuery(ticketQueries.cashOutAmount(ticketNumber));

  if (sale.end?.kind === 'sold') {
    return (
      <>
        <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/50 p-3">
          <CircleCheckIcon className="size-5 shrink-0 text-success" aria-hidden="true" />
          <p className="text-sm">
            {t('cashOut.soldText', { number: ticketNumber, amount: money(sale.end.amount) })}
          </p>
        </div>
        <CloseFooter focusOnShow />
      </>
    );
  }
  if (quote.isPending) return <Spinner label={t('cashOut.loading')} className="justify-center" />;
  if (quote.isError) {
    return <QueryLoadError message={t('cashOut.error')} query={quote} />;
  }

  const { amount } = quote.data;
  const refusal = sale.end?.kind === 'refused' ? sale.end.message : null;
  return (
    <>
      {refusal && (
        <Alert variant="destructive">
          <p className="font-semibold">{t('cashOut.refused')}</p>
          <p>{refusal}</p>
        </Alert>
      )}
      {amount <= 0 ? (
        <>
          <p className="text-center font-medium sm:text-left">{t('cashOut.zero')}</p>
          <CloseFooter />
        </>
      ) : (
        <CashOutCodeForm
          amountText={money(amount)}
          phase={sale.phase}
          offline={sale.offline}
          notDone={sale.end?.kind === 'notDone'}
          blocked={quote.isFetching}
          onConfirm={(restart) => {
            void sale.sell({ id: ticketNumber, amount }).then((end) => {
              if (end === null || end.kind === 'sold') return;
              // SPEC §8: a refused sale shows why, with a new code. Not done, the code and what was
              // typed stay for Retry. Either way the quote may have moved.
              if (end.kind === 'refused') restart();
              void quote.refetch();
            });
          }}
        />
      )}
    </>
  );
}

/**
 * SPEC §2/§4/§5 'TICKET SALES': what selling the ticket back pays now (GET
 * /ticket/GetCashOutAmount), 'The sales value of the ticket is: $0' when it cannot be sold, else the
 * code to type and the sale. Closing refreshes the tickets and the balance, and after a sale shows
 * 'Ticket sold' (decision 131). A sale whose answer is lost is checked on the ticket (issue 24) and ends sold or
 * not done, with Retry.
 */
export function CashOutDialog({
  ticketNumber,
  open,
  onOpenChange,
}: {
  ticketNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('tickets');
  const sale = useCashOut();
  const closed = useCashOutClosed();
  // No way out while a sale is under way or being checked: it ends on the screen that started it.
  const busy = sale.phase !== null;
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          if (busy) return;
          closed(sale.end?.kind === 'sold');
          sale.reset();
        }
        onOpenChange(next);
      }}
      dismissible={!busy}
      showCloseButton={!busy}
      closeLabel={t('cashOut.close')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:p-6"
      title={t('cashOut.title')}
      description={t('cashOut.ticket', { number: ticketNumber })}
    >
      <CashOutBody key={ticketNumber} ticketNumber={ticketNumber} sale={sale} />
    </TitledDialog>
  );
}
