import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  BetSlipSchema,
  type BetSlip,
  type SlipItem,
} from '@sportsbook/contracts/schemas/sportsbook';
import { sessionStore } from '../session/session-store.ts';
import { readStored, SESSION_KEYS, writeStored } from '../storage.ts';
import { slipBet } from './slip-bet.ts';
import { createListeners } from '../listeners.ts';

const CartSchema = z.record(z.string(), z.number().int());
const TeaserChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type TeaserChoice = z.infer<typeof TeaserChoiceSchema>;

/** The price the bettor agreed to for each offer on the slip, keyed by offerId (the stored cart). */
export type AcceptedPrices = Readonly<Record<string, number>>;

/** The cart kept to the offers still on the slip, each with the price the bettor agreed to. */
export function cartFor(items: readonly SlipItem[], accepted: AcceptedPrices): AcceptedPrices {
  return Object.fromEntries(
    items.map((item) => [item.offerId, accepted[item.offerId] ?? item.price] as const),
  );
}

/**
 * The bettor's slip as this browser holds it, mirrored to session storage (SPEC §3: the bet slip,
 * cart, if flag and teaser), so a reload keeps it. `slip` is the server's last answer; `cart` the
 * price the bettor agreed to per offer; `ifOn` the if-ticket switch (the next pick goes to the if
 * part); `teaser` the teaser chosen.
 */
export interface SlipState {
  slip: BetSlip | null;
  cart: AcceptedPrices;
  ifOn: boolean;
  teaser: TeaserChoice | null;
}

const EMPTY: SlipState = { slip: null, cart: {}, ifOn: false, teaser: null };

function load(): SlipState {
  if (typeof sessionStorage === 'undefined') return EMPTY;
  const slip = readStored(sessionStorage, SESSION_KEYS.betSlip, BetSlipSchema);
  return {
    slip: slip && slip.items.length > 0 ? slip : null,
    cart: readStored(sessionStorage, SESSION_KEYS.cart, CartSchema) ?? {},
    ifOn: readStored(sessionStorage, SESSION_KEYS.ifFlag, z.boolean()) ?? false,
    teaser: readStored(sessionStorage, SESSION_KEYS.teaser, TeaserChoiceSchema),
  };
}

function save(state: SlipState) {
  writeStored(sessionStorage, SESSION_KEYS.betSlip, state.slip);
  writeStored(
    sessionStorage,
    SESSION_KEYS.cart,
    Object.keys(state.cart).length ? state.cart : null,
  );
  writeStored(sessionStorage, SESSION_KEYS.ifFlag, state.ifOn ? true : null);
  writeStored(sessionStorage, SESSION_KEYS.teaser, state.teaser);
}

const { subscribe, notify } = createListeners();
let current: SlipState = load();

/**
 * A slip that ends (cleared, placed, logged out) takes what its bet left behind with it: a not
 * done, and a lost send's doubt (lib/money-call/money-call-machine.ts). A bet under way ends on its own.
 */
function slipEnded(next: SlipState) {
  if (!next.slip) slipBet.dispatch({ type: 'reset' });
}

function publish(next: SlipState) {
  current = next;
  save(next);
  slipEnded(next);
  notify();
}

export const slipStore = {
  get: (): SlipState => current,
  subscribe,
  /**
   * Takes the server's slip. An empty slip clears everything (SPEC §4: removing the last item clears
   * the slip, the if flag and the teaser); otherwise the cart follows the items and the teaser
   * follows what the server says the slip has.
   */
  setSlip(slip: BetSlip, cart: AcceptedPrices = current.cart) {
    if (slip.items.length === 0) {
      publish(EMPTY);
      return;
    }
    const { teaserId } = slip;
    const teaser =
      teaserId === null
        ? null
        : slip.teaser
          ? { id: teaserId, name: slip.teaser.name }
          : current.teaser;
    publish({ ...current, slip, cart: cartFor(slip.items, cart), teaser });
  },
  setIf(ifOn: boolean) {
    publish({ ...current, ifOn });
  },
  setTeaser(teaser: TeaserChoice | null) {
    publish({ ...current, teaser });
  },
  setCart(cart: AcceptedPrices) {
    publish({ ...current, cart });
  },
  /** After a placed bet or a logout: nothing on the slip. */
  reset() {
    publish(EMPTY);
  },
  /** Test hook: re-read storage. */
  reload() {
    current = load();
    slipEnded(current);
    notify();
  },
};

// Logout clears the stored slip with the user (SPEC §4); the copy held here follows.
sessionStore.subscribe(() => {
  if (!sessionStore.get() && current !== EMPTY) slipStore.reload();
});

const snapshot = () => current;

export const useSlipState = (): SlipState => useSyncExternalStore(subscribe, snapshot, snapshot);
