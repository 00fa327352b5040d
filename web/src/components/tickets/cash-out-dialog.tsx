import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { CashOutCodeForm } from './cash-out-code-form.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { SOLD, useCashOut, useSaleFinished } from './use-cash-out.ts';
import { useFormat } from '@/lib/use-format.ts';

type Sale = ReturnType<typeof useCashOut>;

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

  if (sale.isSuccess && sale.data.responseCode === SOLD) {
    return (
      <>
        <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/50 p-3">
          <CircleCheckIcon className="size-5 shrink-0 text-success" aria-hidden="true" />
          <p className="text-sm">
            {t('cashOut.soldText', { number: ticketNumber, amount: money(sale.variables.amount) })}
          </p>
        </div>
        <CloseFooter focusOnShow />
      </>
    );
  }
  if (quote.isPending) return <Spinner label={t('cashOut.loading')} className="justify-center" />;
  if (quote.isError) {
    return (
      <LoadError
        message={t('cashOut.error')}
        onRetry={() => {
          void quote.refetch();
        }}
      />
    );
  }

  const { amount } = quote.data;
  const refusal =
    sale.data && sale.data.responseCode !== SOLD ? sale.data.message : sale.error?.message;
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
          pending={sale.isPending}
          blocked={quote.isFetching}
          onConfirm={(restart) => {
            sale.mutate(
              { id: ticketNumber, amount },
              {
                onSettled: (result) => {
                  if (result?.responseCode === SOLD) return;
                  // SPEC §8: a refused sale shows why, with a new code; the quote may have moved.
                  restart();
                  void quote.refetch();
                },
              },
            );
          }}
        />
      )}
    </>
  );
}

/**
 * SPEC §2/§4/§5 'TICKET SALES': what selling the ticket back pays now (GET
 * /ticket/GetCashOutAmount), 'The sales value of the ticket is: $0' when it cannot be sold, else the
 * code to type and the sale. Closing after a sale shows 'Ticket sold' and refreshes the tickets
 * and the balance.
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
  const finished = useSaleFinished();
  const busy = sale.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          if (busy) return;
          if (sale.data?.responseCode === SOLD) finished();
          sale.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        dismissible={!busy}
        showCloseButton={!busy}
        closeLabel={t('cashOut.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto p-4 sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>{t('cashOut.title')}</DialogTitle>
          <DialogDescription>{t('cashOut.ticket', { number: ticketNumber })}</DialogDescription>
        </DialogHeader>
        <CashOutBody key={ticketNumber} ticketNumber={ticketNumber} sale={sale} />
      </DialogContent>
    </Dialog>
  );
}
