import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { DayPicker } from '../components/day-picker.tsx';
import { DayTickets } from '../components/day-tickets.tsx';
import { DayTransactions } from '../components/day-transactions.tsx';
import { useTransactionsSearch } from '../model/use-transactions-search.ts';

/**
 * SPEC §2 Transactions page (/account/transactions?date=&type=, /account/transactions/{type}): one
 * day's tickets, or its deposits and withdrawals. The Weekly Figure's cells link here.
 */
export default function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const search = useTransactionsSearch();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-5xl gap-4 p-3 sm:p-4 lg:p-6">
      <Link
        to="/account"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <DayPicker day={search.day} range={search.range} onDayChange={search.setDay} />
      {search.type === 'ticket' ? (
        <DayTickets range={search.range} />
      ) : (
        <DayTransactions
          range={search.range}
          filter={search.filter}
          onFilterChange={search.setFilter}
        />
      )}
    </div>
  );
}
