import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { MONEY_FILTERS, type MoneyFilter } from '../model/view.ts';

/** All / Deposit / Withdraw as native radio buttons (arrow keys move between them) in one strip. */
export function MoneyFilterChoice({
  value,
  onChange,
}: {
  value: MoneyFilter;
  onChange: (filter: MoneyFilter) => void;
}) {
  const { t } = useTranslation('transactions');
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
      <legend className="sr-only">{t('money.filter')}</legend>
      <div className="inline-flex rounded-md bg-muted p-1">
        {MONEY_FILTERS.map((filter) => (
          <label
            key={filter}
            className={cn(
              'cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === filter && 'bg-background text-foreground shadow-sm',
            )}
          >
            <input
              type="radio"
              name="money-filter"
              className="sr-only"
              value={filter}
              checked={value === filter}
              onChange={() => {
                onChange(filter);
              }}
            />
            {t(`money.filters.${filter}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
