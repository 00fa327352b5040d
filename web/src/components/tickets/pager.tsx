import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { DEFAULT_TABLE_PAGE_SIZE } from '@sportsbook/contracts/rules/constants';
import { Button } from '@/components/ui/button.tsx';

/** SPEC §9: tables show 10 rows a page. A shrinking list (a ticket sold) keeps a valid page. */
export function usePage<T>(rows: readonly T[], size = DEFAULT_TABLE_PAGE_SIZE) {
  const [wanted, setPage] = useState(0);
  const count = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(wanted, count - 1);
  return { rows: rows.slice(page * size, (page + 1) * size), page, count, setPage };
}

/** Previous / next between pages; nothing when everything fits on one. */
export function Pager({
  table,
  page,
  count,
  setPage,
}: {
  table: string;
  page: number;
  count: number;
  setPage: (page: number) => void;
}) {
  const { t } = useTranslation('tickets');
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pager.label', { table })} className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={page === 0}
        onClick={() => {
          setPage(page - 1);
        }}
        aria-label={t('pager.previous')}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <span className="text-xs tabular-nums text-muted-foreground" aria-live="polite">
        {t('pager.page', { page: page + 1, count })}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={page >= count - 1}
        onClick={() => {
          setPage(page + 1);
        }}
        aria-label={t('pager.next')}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
