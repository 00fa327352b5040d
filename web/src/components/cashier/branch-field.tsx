import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import type { BranchZone } from '@sportsbook/contracts/schemas/cashier';
import { QueryView } from '@/components/query-view.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cashierQueries } from '@/lib/queries/cashier-queries.ts';
import { safeHttpUrl } from '@/lib/safe-url.ts';
import { LabelledField } from '@/components/ui/form-field.tsx';

/** The branch with this guid, whichever zone it is in. */
export function findBranch(zones: readonly BranchZone[], guid: string) {
  for (const zone of zones) {
    const branch = zone.branch.find((candidate) => candidate.guid === guid);
    if (branch) return branch;
  }
  return undefined;
}

function BranchInfo({ zones, guid }: { zones: readonly BranchZone[]; guid: string }) {
  const { t } = useTranslation('requests');
  const branch = findBranch(zones, guid);
  if (!branch) return null;
  const map = safeHttpUrl(branch.mapLink);
  return (
    <div className="grid gap-1 rounded-md bg-muted/50 px-3 py-2 text-sm" data-testid="branch-info">
      <p className="flex items-start gap-2">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <span className="sr-only">{`${t('withdraw.address')}: `}</span>
          {branch.address}
        </span>
      </p>
      {map && (
        <a
          href={map}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('withdraw.map', { name: branch.name })}
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{` (${t('withdraw.mapHint')})`}</span>
        </a>
      )}
    </div>
  );
}

/**
 * SPEC §2: the branch to collect a LocalBranch withdrawal at, grouped by zone, with the chosen
 * branch's address and a map link (only an http(s) link is followed).
 */
export function BranchField({
  value,
  error,
  select,
}: {
  value: string;
  error: string | undefined;
  select: React.ComponentProps<'select'>;
}) {
  const { t } = useTranslation('requests');
  const query = useQuery(cashierQueries.branches());
  return (
    <QueryView
      query={query}
      texts={{ error: t('withdraw.branchesError'), loading: t('withdraw.branchesLoading') }}
      loadingClassName="grid gap-1.5"
      skeleton={
        <>
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-10 w-full" />
        </>
      }
    >
      {(zones) => (
        <div className="grid gap-2">
          <LabelledField label={t('withdraw.branch')} error={error}>
            {(ids) => (
              <NativeSelect {...ids} {...select}>
                <option value="">{t('withdraw.chooseBranch')}</option>
                {zones.map((zone) => (
                  <optgroup key={zone.zone.name} label={zone.zone.name}>
                    {zone.branch.map((branch) => (
                      <option key={branch.guid} value={branch.guid}>
                        {branch.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
            )}
          </LabelledField>
          <BranchInfo zones={zones} guid={value} />
        </div>
      )}
    </QueryView>
  );
}
