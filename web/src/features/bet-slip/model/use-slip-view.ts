import { useQuery } from '@tanstack/react-query';
import type { AccountSnapshot, Bonus } from '@sportsbook/contracts/schemas/account';
import type { Teaser } from '@sportsbook/contracts/schemas/teaser';
import { priceChanges, slipGates, type PriceChange, type SlipGates } from './slip-rules.ts';
import { useSlipState, type SlipState } from '@/lib/picks/slip-store.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useSession } from '@/lib/session-store.ts';

const bonusesOf = ({ bonusList }: AccountSnapshot): Bonus[] => bonusList;

export interface SlipView extends SlipState {
  gates: SlipGates;
  teasers: Teaser[];
  /** The teaser on the slip (or chosen for the next pick), with its prices. */
  teaser: Teaser | null;
  bonuses: Bonus[];
  changes: PriceChange[];
  minAmount: number;
  maxAmount: number;
}

/** Everything the slip shows, from the stored slip, the user's settings and bonuses. */
export function useSlipView(): SlipView {
  const state = useSlipState();
  const session = useSession();
  const { data: bonuses = [] } = useQuery({ ...accountQueries.snapshot(), select: bonusesOf });
  const settings = session?.user.settingUI;
  const teasers = settings?.allowTeaser ? (session?.user.teasers ?? []) : [];
  const teaser = teasers.find((candidate) => candidate.id === state.teaser?.id) ?? null;
  return {
    ...state,
    teaser,
    teasers,
    bonuses,
    changes: priceChanges(state.slip?.items ?? [], state.cart),
    gates: slipGates({
      slip: state.slip,
      ifOn: state.ifOn,
      teaserId: state.teaser?.id ?? null,
      settings: settings ?? { allowIf: false, allowTeaser: false },
      bonusCount: bonuses.length,
    }),
    minAmount: settings?.minAmount ?? 0,
    maxAmount: settings?.maxAmount ?? Number.POSITIVE_INFINITY,
  };
}
