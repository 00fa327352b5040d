import { useTranslation } from 'react-i18next';
import { Trash2Icon, XIcon } from 'lucide-react';
import { BETSLIP_SCROLL_HEIGHT_PX } from '@sportsbook/contracts/rules/constants';
import type { SlipItem } from '@sportsbook/contracts/schemas/sportsbook';
import { useApiWords } from '@/components/sports/api-words.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PriceChange } from '../model/slip-rules.ts';
import { cn } from '@/lib/cn.ts';
import { usePriceFormat } from '@/lib/odds-settings.ts';
import { useFormat } from '@/lib/use-format.ts';

function ItemRow({
  item,
  change,
  onRemove,
  disabled,
}: {
  item: SlipItem;
  change: PriceChange | undefined;
  onRemove: (item: SlipItem) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('betslip');
  const words = useApiWords();
  const formatPrice = usePriceFormat();
  const format = useFormat();
  const betName = words.market(item.betName);
  const unavailable = item.status !== 'A';
  return (
    <li
      className={cn(
        'grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 border-b px-3 py-2 last:border-b-0',
        change && 'bg-warning/10',
      )}
      data-testid="slip-item"
    >
      <p className="min-w-0 font-semibold leading-snug">
        {item.teamName}
        {item.metterValue && (
          <span className="ml-1 tabular-nums">{words.line(item.metterValue)}</span>
        )}
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="row-span-3 size-8 self-start"
        disabled={disabled}
        onClick={() => {
          onRemove(item);
        }}
        aria-label={t('remove', { team: item.teamName, bet: betName })}
      >
        <XIcon aria-hidden="true" />
      </Button>
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <span>{betName}</span>
        {item.ifRow && <Badge variant="secondary">{t('ifPart')}</Badge>}
        {unavailable && <Badge variant="destructive">{t('unavailable')}</Badge>}
        <span className="ml-auto font-semibold tabular-nums text-foreground">
          {change?.from != null && (
            <span className="mr-1 text-muted-foreground line-through">
              {formatPrice(change.from)}
            </span>
          )}
          <span>{formatPrice(item.price)}</span>
        </span>
      </p>
      {/* Wraps rather than cuts: the start is the part a bettor checks (issue 34 item 5). */}
      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
        {item.eventInfo}
        {item.eventDate && (
          <>
            {item.eventInfo && ' · '}
            <time dateTime={item.eventDate} className="whitespace-nowrap">
              {format.dayTime(item.eventDate)}
            </time>
          </>
        )}
      </p>
    </li>
  );
}

/** SPEC §2 Bet slip panel: the picks in a scroll panel of BETSLIP_SCROLL_HEIGHT_PX (SPEC §9). */
export function SlipItems({
  items,
  changes,
  onRemove,
  onClear,
  disabled,
}: {
  items: SlipItem[];
  changes: PriceChange[];
  onRemove: (item: SlipItem) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('betslip');
  return (
    <section aria-label={t('title')} className="grid gap-1">
      <div className="flex items-center justify-between px-1">
        <p className="text-sm font-medium">{t('itemCount', { count: items.length })}</p>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
          <Trash2Icon aria-hidden="true" />
          {t('clear')}
        </Button>
      </div>
      <ul
        className="overflow-y-auto rounded-md border bg-card"
        style={{ maxHeight: BETSLIP_SCROLL_HEIGHT_PX }}
        tabIndex={-1}
      >
        {items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            change={changes.find((change) => change.item.id === item.id)}
            onRemove={onRemove}
            disabled={disabled}
          />
        ))}
      </ul>
    </section>
  );
}
