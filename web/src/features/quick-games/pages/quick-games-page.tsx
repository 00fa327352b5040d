import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ParsedQuickGameBet } from '@sportsbook/contracts/rules/quick-game';
import { QuickGameTickets } from '@/features/tickets/components/quick-game-tickets.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { TableLoading } from '@/components/data-table/tickets-section.tsx';
import { Card } from '@/components/ui/card.tsx';
import { quickGameQueries } from '@/lib/queries/quick-game-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { BetForm, type FormMessage } from '../components/bet-form.tsx';
import { BetList } from '../components/bet-list.tsx';
import { HelpDialog } from '../components/help-dialog.tsx';
import { LotteryPicker } from '../components/lottery-picker.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { emptyBets, readBets, writeBets, type StoredBets } from '../model/bet-store.ts';
import { useSaveTicket } from '../model/use-save-ticket.ts';

/** The ticket being built, kept in session storage (SPEC §9) so a reload keeps it. */
function useStoredBets(userName: string) {
  const [stored, setStored] = useState(() => readBets(userName));
  const update = (next: StoredBets) => {
    setStored(next);
    writeBets(next);
  };
  return [stored, update] as const;
}

/**
 * SPEC §2 Quick games (/quick-games, only with quickGameEnabled): the lottery logo selector, the
 * bet form with its help, the bet list with count and total, Save and Clean screen, and the
 * quick-game tickets of the last 7 days.
 */
export default function QuickGamesPage() {
  const { t } = useTranslation('quick-games');
  const userName = useSession()?.user.userName ?? '';
  const [stored, setStored] = useStoredBets(userName);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [formKey, setFormKey] = useState(0);
  const lotteries = useQuery(quickGameQueries.lotteries());
  const betTypes = useQuery(quickGameQueries.betTypes());
  const save = useSaveTicket({
    onSaved: () => {
      setStored({ ...stored, bets: [] });
    },
  });
  const pickerRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const listTitleId = useId();
  const emptyId = useId();
  const { bets, lottery } = stored;
  const locked = bets.length > 0;
  // While a save or its check is under way the ticket stays as it was sent.
  const busy = save.phase !== null;

  const addBet = (parsed: ParsedQuickGameBet) => {
    if (lottery === null) return;
    save.reset();
    setStored({
      ...stored,
      bets: [
        ...bets,
        {
          bet: parsed.bet,
          betType: parsed.betType.betTypeId,
          betTypeName: parsed.betType.betTypeName,
          amount: parsed.amount,
          lottery,
        },
      ],
    });
  };

  const clean = () => {
    setStored(emptyBets(userName));
    setMessage(null);
    save.reset();
    setFormKey((key) => key + 1);
  };

  const loading = lotteries.isPending || betTypes.isPending;
  const failed = lotteries.isError || betTypes.isError;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:p-6">
      <h1 className="text-2xl font-semibold lg:col-span-2">{t('title')}</h1>
      <Card className="grid gap-5 p-4">
        {loading && <TableLoading label={t('loading')} rows={3} />}
        {failed && (
          <LoadError
            message={t('loadError')}
            onRetry={() => {
              if (lotteries.isError) void lotteries.refetch();
              if (betTypes.isError) void betTypes.refetch();
            }}
          />
        )}
        {lotteries.data && betTypes.data && (
          <>
            <div ref={pickerRef}>
              <LotteryPicker
                lotteries={lotteries.data}
                value={lottery}
                locked={locked || busy}
                describedBy={message?.field === 'lottery' ? messageId : undefined}
                onChange={(lotteryGroupId) => {
                  setStored({ ...stored, lottery: lotteryGroupId });
                  if (message?.field === 'lottery') setMessage(null);
                }}
              />
            </div>
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-base font-semibold">{t('form.title')}</h2>
                <HelpDialog betTypes={betTypes.data} lottery={lottery} />
              </div>
              <BetForm
                key={formKey}
                betTypes={betTypes.data}
                lottery={lottery}
                message={message}
                messageId={messageId}
                disabled={busy}
                onMessage={setMessage}
                onAdd={addBet}
                onLotteryMissing={() => {
                  pickerRef.current?.querySelector<HTMLInputElement>('input')?.focus();
                }}
              />
              <p
                id={messageId}
                aria-live="assertive"
                aria-atomic="true"
                className="min-h-5 text-sm font-medium text-destructive"
              >
                {message ? t(message.key) : ''}
              </p>
            </div>
            <BetList
              titleId={listTitleId}
              emptyId={emptyId}
              bets={bets}
              disabled={busy}
              onRemove={(index) => {
                save.reset();
                setStored({ ...stored, bets: bets.filter((_, at) => at !== index) });
              }}
            />
            <SaveBar
              save={save}
              canSave={bets.length > 0 && lottery !== null}
              emptyId={bets.length === 0 ? emptyId : undefined}
              onSave={() => {
                if (lottery === null || bets.length === 0) return;
                save.save({ lottery, bets });
              }}
              onClean={clean}
            />
          </>
        )}
      </Card>
      <QuickGameTickets />
    </div>
  );
}
