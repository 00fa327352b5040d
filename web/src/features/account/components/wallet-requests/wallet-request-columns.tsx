import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormat } from '@/lib/use-format.ts';
import { RequestStateBadge } from './request-state-badge.tsx';

/** SPEC §4: only a request still Pending and not approved can be cancelled. */
export const canCancel = (request: WalletRequest): boolean =>
  request.requestState === 'Pending' && !request.isApproved;

export interface RowActions {
  onOpen: (request: WalletRequest) => void;
  onCancel: (request: WalletRequest) => void;
}

const column = dataColumns<WalletRequest>();

/**
 * SPEC §2 columns: #, date, amount, and type + state + authorization number. The number (the
 * request's place in the list the server sent, newest first) opens the request; a cancellable
 * row has its Cancel button. Rebuilt only when the language or the handlers change.
 */
export function useWalletRequestColumns({ onOpen, onCancel }: RowActions) {
  const { t, i18n } = useTranslation('requests');
  const format = useFormat();
  const language = i18n.language;
  return useMemo(
    () =>
      column.columns([
        column.display({
          id: 'number',
          header: t('wallet.number'),
          cell: ({ row }) => (
            <button
              type="button"
              onClick={() => {
                onOpen(row.original);
              }}
              aria-label={t('wallet.details', {
                type: t(`type.${row.original.type}`),
                number: row.index + 1,
              })}
              className="rounded-sm font-semibold tabular-nums text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {row.index + 1}
            </button>
          ),
        }),
        column.accessor('createdDate', {
          header: t('wallet.date'),
          sortFn: 'basic',
          cell: (info) => (
            <time dateTime={info.getValue()}>{format.shortDateTime(info.getValue())}</time>
          ),
        }),
        column.accessor('amount', {
          header: t('wallet.amount'),
          sortFn: 'basic',
          meta: { numeric: true },
          cell: (info) => format.money(info.getValue()),
        }),
        column.display({
          id: 'request',
          header: t('wallet.request'),
          cell: ({ row }) => {
            const request = row.original;
            return (
              <div className="grid justify-items-start gap-1">
                <span className="font-medium">{t(`type.${request.type}`)}</span>
                <RequestStateBadge state={request.requestState} />
                {request.authorizationNumber && (
                  <span className="text-xs text-muted-foreground">
                    {t('wallet.authorization', { number: request.authorizationNumber })}
                  </span>
                )}
              </div>
            );
          },
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('wallet.actions')}</span>,
          meta: { className: 'text-right' },
          cell: ({ row }) =>
            canCancel(row.original) && (
              <Button
                size="sm"
                variant="outline"
                className="h-8 px-2 @md:px-2.5"
                onClick={() => {
                  onCancel(row.original);
                }}
                aria-label={t('wallet.cancelLabel', {
                  type: t(`type.${row.original.type}`),
                  number: row.index + 1,
                  amount: format.money(row.original.amount),
                })}
              >
                <XIcon aria-hidden="true" />
                {/* A narrow column shows the icon; the label names the request either way. */}
                <span className="hidden @md:inline">{t('wallet.cancel')}</span>
              </Button>
            ),
        }),
      ]),
    // `format` follows the language; the handlers are stable state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, onOpen, onCancel],
  );
}
