import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { isBonusExpiringSoon } from '@sportsbook/contracts/rules/bonus';
import type { AccountSnapshot, Bonus } from '@sportsbook/contracts/schemas/account';
import { classes, DataTable } from '@/components/data-table/data-table.tsx';
import { dataColumns } from '@/components/data-table/data-table-features.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useFormat } from '@/lib/use-format.ts';
import {
  DateTimeCell,
  FooterCell,
  FooterMoney,
  MoneyCell,
  moneyColumn,
  wideOnly,
} from '@/components/data-table/ticket-cells.tsx';
import { RefreshButton } from '@/components/refresh-button.tsx';
import { TicketsSection } from '@/components/data-table/tickets-section.tsx';

type T = ReturnType<typeof useTranslation<'tickets'>>['t'];

const selectBonuses = (snapshot: AccountSnapshot): Bonus[] => snapshot.bonusList;

/** The contract's rule, judged when the row is drawn. */
const expiringSoon = (bonus: Bonus) => isBonusExpiringSoon(bonus.expirationDate, new Date());

/** The bonus, with its expiration under it in a narrow section, and the flag when it is near. */
function BonusCell({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const soon = expiringSoon(bonus);
  return (
    <>
      <p className="font-medium">{bonus.bonusName}</p>
      <p className={cn('text-xs @md:hidden', soon ? 'text-destructive' : 'text-muted-foreground')}>
        <time dateTime={bonus.expirationDate}>
          {t('bonuses.expiration', { date: format.shortDateTime(bonus.expirationDate) })}
        </time>
      </p>
      {soon && (
        <Badge variant="destructive" className="mt-1">
          {t('bonuses.expiringSoon')}
        </Badge>
      )}
    </>
  );
}

const column = dataColumns<Bonus>();

function makeColumns(t: T) {
  return column.columns([
    column.accessor('bonusName', {
      header: t('bonuses.name'),
      enableSorting: false,
      cell: ({ row }) => <BonusCell bonus={row.original} />,
    }),
    column.accessor('expirationDate', {
      header: t('bonuses.expires'),
      sortFn: 'datetime',
      cell: ({ row }) => (
        <DateTimeCell
          iso={row.original.expirationDate}
          className={cn(expiringSoon(row.original) && 'font-medium text-destructive')}
        />
      ),
      meta: { className: wideOnly },
    }),
    column.accessor('amount', { header: t('bonuses.amount'), ...moneyColumn }),
    column.accessor('balance', {
      header: t('bonuses.balance'),
      cell: (info) => (
        <span className="font-semibold">
          <MoneyCell amount={info.getValue()} />
        </span>
      ),
      meta: { numeric: true },
    }),
  ]);
}

/**
 * SPEC §2: the bonuses from the account snapshot, shown only when there is one, with the
 * expiration flagged and the row highlighted when it is near (contract rule `isBonusExpiringSoon`).
 */
export function BonusesTable() {
  const { t } = useTranslation('tickets');
  const query = useQuery({ ...accountQueries.snapshot(), select: selectBonuses });
  const columns = useMemo(() => makeColumns(t), [t]);
  const bonuses = query.data;
  if (!bonuses || bonuses.length === 0) return null;
  const total = bonuses.reduce((sum, bonus) => sum + bonus.balance, 0);
  return (
    <TicketsSection
      title={t('bonuses.title')}
      actions={<RefreshButton query={query} label={t('bonuses.refresh')} />}
    >
      {(titleId) => (
        <DataTable
          labelledBy={titleId}
          name={t('bonuses.title')}
          data={bonuses}
          columns={columns}
          compact
          getRowId={(bonus) => String(bonus.bonusId)}
          rowClassName={(bonus) => (expiringSoon(bonus) ? 'bg-destructive/10' : undefined)}
          footer={
            <tr>
              <th scope="row" className={cn(classes.td, classes.compactCell, 'text-left')}>
                {t('bonuses.total')}
              </th>
              <FooterCell className={wideOnly} />
              <FooterCell />
              <FooterMoney amount={total} />
            </tr>
          }
        />
      )}
    </TicketsSection>
  );
}
