import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import { maxWithdrawAmount } from '@sportsbook/contracts/rules/withdraw';
import { QueryLoadError } from '@/components/load-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LoadingBlock, Skeletons } from '@/components/query-view.tsx';
import { stepOf, whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useFormat } from '@/lib/use-format.ts';
import { useRequestWithdraw, withdrawFailure } from '../../api/request-mutations.ts';
import { methodChoices } from './withdraw-methods.ts';
import { WithdrawForm } from './withdraw-form.tsx';

type Request = ReturnType<typeof useRequestWithdraw>;

const selectChoices = (metadata: CashierMetadata) =>
  methodChoices(metadata.systemSettings.withdrawMethods);

function Loading() {
  const { t } = useTranslation('requests');
  return (
    <LoadingBlock label={t('withdraw.loading')} className="grid gap-3">
      <Skeleton className="h-14 w-full" />
      <Skeletons count={2} className="h-10 w-full" />
    </LoadingBlock>
  );
}

function Refusal({ error }: { error: unknown }) {
  const { title, detail } = withdrawFailure(error);
  return (
    <Alert variant="destructive">
      <p className="font-semibold">{title}</p>
      {detail && <p>{detail}</p>}
    </Alert>
  );
}

function WithdrawBody({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const format = useFormat();
  const settings = useSession()?.user.settingUI;
  const standing = useQuery(accountQueries.standing());
  const choices = useQuery({ ...cashierQueries.metadata(), select: selectChoices });
  const failed = standing.isError ? standing : choices.isError ? choices : null;
  if (failed) {
    return (
      <QueryLoadError
        message={t(standing.isError ? 'withdraw.balanceError' : 'withdraw.error')}
        query={failed}
      />
    );
  }
  if (!standing.data || !choices.data) return <Loading />;
  const minAmount = settings?.minAmount ?? 0;
  const balance = standing.data.balance;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
        <dt className="text-xs text-muted-foreground">{t('withdraw.maximum')}</dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid="withdraw-maximum">
          {format.money(maxWithdrawAmount(balance, minAmount))}
        </dd>
      </dl>
      {request.end?.step === 'refused' && <Refusal error={whyRefused(request.end.outcome)} />}
      <WithdrawForm
        choices={choices.data}
        minAmount={minAmount}
        maxAmount={settings?.maxAmount ?? 0}
        balance={balance}
        call={request}
        notDone={request.end?.step === 'notDone'}
        onSubmit={(payload) => {
          void request.request(payload).then((outcome) => {
            if (stepOf(outcome) === 'done') onClose();
          });
        }}
        onCancel={onClose}
      />
    </div>
  );
}

/**
 * SPEC §2, §5 Withdraw Request dialog: the maximum allowed (balance minus minAmount, never below
 * 0), then method, branch and amount. While the request is on its way (or being checked after a
 * lost answer, issue 24) the dialog stays open; a refusal shows in a toast and here, and a request
 * found not done says so here with a retry, the values kept either way; success closes it.
 */
export function WithdrawRequestDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('requests');
  const request = useRequestWithdraw();
  const busy = request.phase !== null;
  const change = (next: boolean) => {
    if (busy) return;
    request.reset();
    onOpenChange(next);
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={change}
      className="max-h-[95dvh] overflow-y-auto sm:max-w-md"
      dismissible={!busy}
      closeLabel={t('close')}
      title={t('withdraw.title')}
      description={t('withdraw.description')}
    >
      {open && (
        <WithdrawBody
          request={request}
          onClose={() => {
            change(false);
          }}
        />
      )}
    </TitledDialog>
  );
}
