import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EraserIcon, Loader2Icon, SaveIcon } from 'lucide-react';
import { MoneyCallNotDone, MoneyCallProgress } from '@/components/money-call-notice.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { saveErrorText, type SaveTicket } from '../model/use-save-ticket.ts';

/**
 * Save and Clean screen (SPEC §2), with what the save is doing beside them (issue 24): "Saving
 * your ticket…", "Checking your ticket…" when its answer was lost, why Save is off while offline;
 * then a refusal, or the not-done notice with Retry. Save points at that line, and at the
 * at-least-one-bet hint while there are no bets.
 */
export function SaveBar({
  save,
  canSave,
  emptyId,
  onSave,
  onClean,
}: {
  save: SaveTicket;
  /** A lottery is chosen and the ticket has bets. */
  canSave: boolean;
  /** The at-least-one-bet hint, shown while there are no bets. */
  emptyId: string | undefined;
  onSave: () => void;
  onClean: () => void;
}) {
  const { t } = useTranslation('quick-games');
  const progressId = useId();
  const busy = save.phase !== null;
  const describedBy = [emptyId, progressId].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      {save.end?.step === 'refused' && (
        <Alert variant="destructive">
          <p className="font-semibold">{t('error')}</p>
          <p>{saveErrorText(whyRefused(save.end.outcome))}</p>
        </Alert>
      )}
      {save.end?.step === 'notDone' && (
        <MoneyCallNotDone
          text={t('save.notDone')}
          onRetry={onSave}
          disabled={save.blocked}
          describedBy={progressId}
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <div className="mr-auto">
          <MoneyCallProgress id={progressId} call={save} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onClean}>
            <EraserIcon aria-hidden="true" />
            {t('actions.clean')}
          </Button>
          <Button
            type="button"
            disabled={!canSave || save.blocked}
            aria-describedby={describedBy}
            onClick={onSave}
          >
            {busy ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <SaveIcon aria-hidden="true" />
            )}
            {t('actions.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
