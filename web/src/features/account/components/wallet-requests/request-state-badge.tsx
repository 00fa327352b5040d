import { useTranslation } from 'react-i18next';
import type { RequestState } from '@sportsbook/contracts/schemas/cashier';
import { Badge } from '@/components/ui/badge.tsx';

// SPEC §4 Wallet request: Pending warning, Approved success, Declined and Rejected danger.
const VARIANT = {
  Pending: 'warning',
  Approved: 'success',
  Declined: 'destructive',
  Rejected: 'destructive',
} as const satisfies Record<RequestState, 'warning' | 'success' | 'destructive'>;

/** A request's workflow state, named in words and coloured by what it means for the money. */
export function RequestStateBadge({ state }: { state: RequestState }) {
  const { t } = useTranslation('requests');
  return (
    <Badge variant={VARIANT[state]} data-state={state}>
      {t(`state.${state}`)}
    </Badge>
  );
}
