import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link.tsx';
import { BackLink } from '@/components/back-link.tsx';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FileUpIcon } from 'lucide-react';
import type { CashierMetadata } from '@sportsbook/contracts/endpoints/cashier/get-cashier-metadata';
import { QueryLoadError } from '@/components/load-error.tsx';
import { cn } from '@/lib/cn.ts';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { BankDetails } from '../components/bank-details.tsx';
import { BankLogo } from '../components/bank-logo.tsx';
import { CashierLoading, MethodNotAvailable } from '../components/cashier-status.tsx';
import { isUsable } from '../components/method-card.tsx';
import { depositMethodName } from '../components/method-name.ts';

function BankChoice({ metadata, methodId }: { metadata: CashierMetadata; methodId: string }) {
  const { t } = useTranslation('cashier');
  const [bankGuid, setBankGuid] = useState<string | null>(null);
  const method = metadata.depositAvailables.find((candidate) => candidate.id === methodId);
  if (!method || !isUsable(method)) return <MethodNotAvailable />;
  const bank = metadata.banks.find((candidate) => candidate.bankGuid === bankGuid);
  const report = `/cashier/deposit/${method.id}${bank ? `?bank=${bank.bankGuid}` : ''}`;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">{depositMethodName(t, method)}</h1>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm text-muted-foreground">{t('info.pickBank')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {metadata.banks.map((candidate) => (
            <label
              key={candidate.bankGuid}
              className={cn(
                'flex h-20 cursor-pointer items-center justify-center rounded-lg border bg-card p-3 text-center transition-colors hover:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                candidate.bankGuid === bankGuid && 'border-2 border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name="bank"
                value={candidate.bankGuid}
                checked={candidate.bankGuid === bankGuid}
                onChange={() => {
                  setBankGuid(candidate.bankGuid);
                }}
                className="sr-only"
              />
              <span className="sr-only">{candidate.bankFullName}</span>
              <BankLogo bank={candidate} />
            </label>
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">{bank && <BankDetails bank={bank} />}</div>
      <ButtonLink to={report} size="lg" className="justify-self-start" icon={FileUpIcon}>
        {t('info.report')}
      </ButtonLink>
    </div>
  );
}

/**
 * SPEC §2 deposit instruction (/cashier/deposit-info/{id}): pick a bank by its logo to see where to
 * send the money, copy each detail ('Text copied'), then Report Deposit with that bank chosen.
 */
export default function DepositInfoPage() {
  const { t } = useTranslation('cashier');
  const { id = '' } = useParams();
  const query = useQuery(cashierQueries.metadata());
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 p-3 sm:p-4 lg:p-6">
      <BackLink to="/cashier">{t('backToCashier')}</BackLink>
      {query.data ? (
        <BankChoice metadata={query.data} methodId={id} />
      ) : query.isError ? (
        <QueryLoadError message={t('error')} query={query} />
      ) : (
        <CashierLoading label={t('loading')} cards={4} />
      )}
    </div>
  );
}
