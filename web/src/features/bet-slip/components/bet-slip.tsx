import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptTextIcon } from 'lucide-react';
import { LazyPart } from '@/components/lazy-part.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useRemovePick } from '@/lib/picks/slip-api.ts';
import { slipStore } from '@/lib/picks/slip-store.ts';
import { acceptPrices } from '../model/slip-rules.ts';
import { useAutoAccept } from '../model/use-auto-accept.ts';
import { useChooseTeaser } from '../model/use-choose-teaser.ts';
import { usePlaceBet } from '../model/use-place-bet.ts';
import { useSlipRefresh } from '../model/use-slip-refresh.ts';
import { useSlipView } from '../model/use-slip-view.ts';
import { AcceptedChangesNotice } from './accepted-changes-notice.tsx';
import { PriceMovedNotice } from './price-moved-notice.tsx';
import { SlipItems } from './slip-items.tsx';
import { TeaserChoice } from './teaser-choice.tsx';

// The stake form (with react-hook-form, 15 KB gzipped) loads with the first pick, not with every
// page's first odds (issue 15, decision 095).
const WagerForm = lazy(() =>
  import('./wager-form.tsx').then((module) => ({ default: module.WagerForm })),
);

/**
 * SPEC §2 Bet slip panel: the picks, the if-ticket switch, the teaser choice, bonus mode and the
 * wager form, with every gate of SPEC §4 and §6.
 */
export function BetSlip() {
  const { t } = useTranslation('betslip');
  useSlipRefresh();
  const view = useSlipView();
  const remove = useRemovePick();
  const chooseTeaser = useChooseTeaser();
  const submit = usePlaceBet();
  const [bonusMode, setBonusMode] = useState(false);
  const ifSwitchId = useId();
  const items = view.slip?.items ?? [];
  // While a bet is under way (or its lost answer checked) the slip it sends cannot change.
  const busy = remove.isPending || chooseTeaser.isPending || submit.phase !== null;
  // Moves the bettor's "When odds change" setting accepts are taken at once; the rest still ask.
  const { ask, accepted } = useAutoAccept(items, view.changes, busy);

  return (
    <div className="grid gap-3">
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-1 rounded-md border border-dashed px-4 py-6 text-center">
          <ReceiptTextIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">{t('empty.title')}</p>
          <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
        </div>
      ) : (
        <SlipItems
          items={items}
          changes={ask}
          disabled={busy}
          onRemove={(item) => {
            remove.mutate(item);
          }}
          onClear={() => {
            slipStore.reset();
          }}
        />
      )}
      <AcceptedChangesNotice changes={accepted} />
      <PriceMovedNotice
        changes={ask}
        onAccept={() => {
          slipStore.setCart(acceptPrices(items, view.cart));
        }}
      />
      <div className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ifSwitchId}>{t('ifSwitch')}</Label>
          <Switch
            id={ifSwitchId}
            checked={view.ifOn}
            disabled={!view.gates.ifEnabled || submit.phase !== null}
            onCheckedChange={(on) => {
              slipStore.setIf(on);
              if (on) setBonusMode(false);
            }}
          />
        </div>
        {view.ifOn && <p className="text-xs text-muted-foreground">{t('ifHint')}</p>}
      </div>
      {view.gates.teasersShown && (
        <TeaserChoice
          teasers={view.teasers}
          value={view.teaser}
          disabled={!view.gates.teaserEnabled || chooseTeaser.isPending}
          onChange={(teaser) => {
            chooseTeaser.mutate(teaser && { id: teaser.id, name: teaser.name });
          }}
        />
      )}
      {chooseTeaser.isError && (
        <Alert variant="destructive">
          {t('teaser.swapError', { message: chooseTeaser.error.message })}
        </Alert>
      )}
      {items.length > 0 && (
        <LazyPart fallback={<Skeleton className="h-48" />}>
          <WagerForm
            items={items}
            teaser={view.teaser}
            bonuses={view.bonuses}
            bonusEnabled={view.gates.bonusEnabled}
            bonusMode={bonusMode && view.gates.bonusEnabled}
            onBonusMode={setBonusMode}
            minAmount={view.minAmount}
            maxAmount={view.maxAmount}
            blocked={ask.length > 0}
            phase={submit.phase}
            offline={submit.offline}
            notDone={submit.notDone}
            onSubmit={submit.place}
          />
        </LazyPart>
      )}
    </div>
  );
}
