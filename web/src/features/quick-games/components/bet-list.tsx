import { useTranslation } from 'react-i18next';
import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useFormat } from '@/lib/use-format.ts';
import { totalOf, type QuickGameBet } from '../model/bet-store.ts';

/** SPEC §2 the bet list: each bet removable, with the count and the total. */
export function BetList({
  titleId,
  emptyId,
  bets,
  disabled,
  onRemove,
}: {
  titleId: string;
  emptyId: string;
  bets: readonly QuickGameBet[];
  disabled: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('quick-games');
  const { money } = useFormat();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {t('list.title')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('list.count', { count: bets.length })}
        </p>
      </div>
      {bets.length === 0 ? (
        <p
          id={emptyId}
          className="rounded-md border border-dashed p-3 text-sm text-muted-foreground"
        >
          {t('quickGame.noBets')}
        </p>
      ) : (
        <ul className="grid divide-y rounded-md border">
          {bets.map((bet, index) => (
            <li
              key={`${String(index)}-${bet.bet}`}
              className="flex items-center gap-2 px-3 py-1.5 text-sm"
            >
              <span className="w-6 text-xs tabular-nums text-muted-foreground">{index + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-mono font-medium break-all">{bet.bet}</span>
                <span className="block text-xs text-muted-foreground">{bet.betTypeName}</span>
              </span>
              <span className="tabular-nums">{money(bet.amount)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                disabled={disabled}
                aria-label={t('list.remove', { bet: bet.bet })}
                onClick={() => {
                  onRemove(index);
                }}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between border-t pt-2 text-sm font-semibold">
        <span>{t('list.total')}</span>
        <span className="tabular-nums">{money(totalOf(bets))}</span>
      </p>
    </section>
  );
}
