import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HourglassIcon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { ticketQueries } from '@/lib/queries/ticket-queries.ts';
import { useLogout } from '@/lib/session/use-logout.ts';
import { sessionFigures } from '../model/session-figures.ts';

/** Where 'Account history' leads: the transactions page (today's tickets, SPEC §2). */
export const ACCOUNT_HISTORY_PATH = '/account/transactions';

function Figures({ loginAt }: { loginAt: number }) {
  const { t, i18n } = useTranslation('safer-gambling');
  // The range ends when the check opened, so the figures stay put while it is on screen.
  const [range] = useState(() => ({
    date: new Date(loginAt).toISOString(),
    dateTo: new Date(Math.max(Date.now(), loginAt)).toISOString(),
    state: 'all' as const,
  }));
  const { data, isPending, isError } = useQuery({
    ...ticketQueries.list(range),
    select: sessionFigures,
  });
  if (isPending) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (isError)
    return <p className="text-sm text-muted-foreground">{t('realityCheck.unavailable')}</p>;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  return (
    <section aria-labelledby="reality-check-since" className="grid gap-2 rounded-lg border p-3">
      <h3 id="reality-check-since" className="text-sm font-medium text-muted-foreground">
        {t('realityCheck.since')}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('realityCheck.staked')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{money(data.staked)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('realityCheck.returned')}</dt>
          <dd className="text-lg font-semibold tabular-nums">{money(data.returned)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * The reality check itself (loaded the first time one is due). Only its buttons answer it: Escape
 * counts as Continue, a click beside it does nothing.
 */
export default function RealityCheckDialog({
  open,
  minutes,
  loginAt,
  onContinue,
}: {
  open: boolean;
  minutes: number;
  loginAt: number;
  onContinue: () => void;
}) {
  const { t } = useTranslation('safer-gambling');
  const logout = useLogout();
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
    >
      <DialogContent
        showCloseButton={false}
        // Continue, not the history link that comes first, has the focus.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          continueRef.current?.focus();
        }}
        onInteractOutside={(event) => {
          event.preventDefault();
        }}
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <HourglassIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1 pt-2">
            <DialogTitle>{t('realityCheck.title')}</DialogTitle>
            <DialogDescription className="text-base text-foreground">
              {t('realityCheck.text', { count: minutes })}
            </DialogDescription>
          </div>
        </div>
        <Figures key={`${String(loginAt)}:${String(minutes)}`} loginAt={loginAt} />
        <DialogFooter>
          <Link
            to={ACCOUNT_HISTORY_PATH}
            onClick={onContinue}
            className={buttonVariants({ variant: 'link' })}
          >
            {t('realityCheck.history')}
          </Link>
          <Button variant="outline" onClick={() => void logout()}>
            {t('realityCheck.logOut')}
          </Button>
          <Button ref={continueRef} onClick={onContinue}>
            {t('realityCheck.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
