import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from 'lucide-react';
import type { Lottery } from '@sportsbook/contracts/schemas/quick-game';
import { cn } from '@/lib/cn.ts';
import { serverImageUrl } from '@/lib/server-file-url.ts';

/** The lottery's logo from a safe address, or its name when there is none or it fails to load. */
function LotteryLogo({ lottery }: { lottery: Lottery }) {
  const src = serverImageUrl(lottery.logoUrl);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <span className="text-sm font-bold leading-tight">{lottery.lottGroupName}</span>;
  }
  return (
    <img
      src={src}
      alt={lottery.lottGroupName}
      className="h-10 max-w-full object-contain"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}

/**
 * SPEC §2/§4: the lottery logo selector, native radios (arrow keys move, Space picks). Locked,
 * with a note saying why, once the ticket has bets.
 */
export function LotteryPicker({
  lotteries,
  value,
  locked,
  describedBy,
  onChange,
}: {
  lotteries: readonly Lottery[];
  value: number | null;
  locked: boolean;
  describedBy?: string | undefined;
  onChange: (lotteryGroupId: number) => void;
}) {
  const { t } = useTranslation('quick-games');
  return (
    <fieldset disabled={locked} aria-describedby={describedBy} className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{t('lottery.legend')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        {lotteries.map((lottery) => {
          const checked = lottery.lottGroupId === value;
          return (
            <label
              key={lottery.lottGroupId}
              className={cn(
                'relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border bg-card p-2 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked && 'border-primary bg-accent ring-1 ring-primary',
                locked && !checked && 'cursor-not-allowed opacity-50',
                locked && checked && 'cursor-not-allowed',
              )}
            >
              <input
                type="radio"
                name="lottery"
                value={lottery.lottGroupId}
                checked={checked}
                onChange={() => {
                  onChange(lottery.lottGroupId);
                }}
                className="sr-only"
              />
              <LotteryLogo lottery={lottery} />
              <span className="text-xs text-muted-foreground">{lottery.lottGroupShortName}</span>
            </label>
          );
        })}
      </div>
      {locked && (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <LockIcon className="size-3.5" aria-hidden="true" />
          {t('lottery.locked')}
        </p>
      )}
    </fieldset>
  );
}
