import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { isBonusExpiringSoon } from '@sportsbook/contracts/rules/bonus';
import type { AccountSnapshot, Bonus } from '@sportsbook/contracts/schemas/account';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { tableClasses as c, TicketsSection } from './tickets-section.tsx';
import { useFormat } from '@/lib/use-format.ts';

const selectBonuses = (snapshot: AccountSnapshot): Bonus[] => snapshot.bonusList;

function BonusRow({ bonus, now }: { bonus: Bonus; now: Date }) {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const soon = isBonusExpiringSoon(bonus.expirationDate, now);
  return (
    <tr className={cn(c.row, soon && 'bg-destructive/10')}>
      <td className={c.td}>
        <p className="font-medium">{bonus.bonusName}</p>
        <p className={cn('text-xs', soon ? 'text-destructive' : 'text-muted-foreground')}>
          <time dateTime={bonus.expirationDate}>
            {t('bonuses.expiration', { date: format.dateTime(bonus.expirationDate) })}
          </time>
        </p>
        {soon && (
          <Badge variant="destructive" className="mt-1">
            {t('bonuses.expiringSoon')}
          </Badge>
        )}
      </td>
      <td className={cn(c.td, c.number)}>{format.money(bonus.amount)}</td>
      <td className={cn(c.td, c.number, 'font-semibold')}>{format.money(bonus.balance)}</td>
    </tr>
  );
}

/**
 * SPEC §2: the bonuses from the account snapshot, shown only when there is one, with the
 * expiration flagged when it is near (contract rule `isBonusExpiringSoon`).
 */
export function BonusesTable() {
  const { t } = useTranslation('tickets');
  const format = useFormat();
  const query = useQuery({ ...accountQueries.snapshot(), select: selectBonuses });
  const bonuses = query.data ?? [];
  if (bonuses.length === 0) return null;
  const now = new Date();
  const total = bonuses.reduce((sum, bonus) => sum + bonus.balance, 0);
  return (
    <TicketsSection
      title={t('bonuses.title')}
      actions={
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={query.isFetching}
          onClick={() => {
            void query.refetch();
          }}
          aria-label={t('bonuses.refresh')}
        >
          <RefreshCwIcon aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
        </Button>
      }
    >
      {(titleId) => (
        <div className="overflow-x-auto rounded-md border bg-card">
          <table aria-labelledby={titleId} className={c.table}>
            <thead className={c.head}>
              <tr>
                <th scope="col" className={c.th}>
                  {t('bonuses.name')}
                </th>
                <th scope="col" className={cn(c.th, 'text-right')}>
                  {t('bonuses.amount')}
                </th>
                <th scope="col" className={cn(c.th, 'text-right')}>
                  {t('bonuses.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bonuses.map((bonus) => (
                <BonusRow key={bonus.bonusId} bonus={bonus} now={now} />
              ))}
            </tbody>
            <tfoot className={c.foot}>
              <tr>
                <th scope="row" colSpan={2} className={cn(c.td, 'text-left')}>
                  {t('bonuses.total')}
                </th>
                <td className={cn(c.td, c.number)}>{format.money(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </TicketsSection>
  );
}
