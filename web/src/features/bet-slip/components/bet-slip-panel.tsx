import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useSlipState } from '@/lib/picks/slip-store.ts';
import { BetSlip } from './bet-slip.tsx';

/**
 * The slip beside the games, with the bettor's tickets one tab away ('My bets',
 * docs/decisions/050-bet-slip-client.md): where a bettor looks for a bet just placed.
 */
export function BetSlipPanel({ myBets }: { myBets?: React.ReactNode }) {
  const { t } = useTranslation('betslip');
  const count = useSlipState().slip?.items.length ?? 0;
  const slipTab = (
    <>
      {t('tabs.slip')}
      {count > 0 && <Badge aria-hidden="true">{count}</Badge>}
    </>
  );
  if (!myBets) {
    return (
      <section aria-labelledby="bet-slip-title" className="grid gap-3">
        <h2 id="bet-slip-title" className="flex items-center gap-2 text-lg font-semibold">
          {slipTab}
        </h2>
        <BetSlip />
      </section>
    );
  }
  return (
    <Tabs defaultValue="slip" className="gap-3">
      <TabsList className="w-full">
        <TabsTrigger value="slip">{slipTab}</TabsTrigger>
        <TabsTrigger value="bets">{t('tabs.myBets')}</TabsTrigger>
      </TabsList>
      <TabsContent value="slip">
        <BetSlip />
      </TabsContent>
      <TabsContent value="bets">{myBets}</TabsContent>
    </Tabs>
  );
}
