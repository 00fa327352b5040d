import { FORM_MESSAGE_KEYS, FORM_MESSAGES_EN } from '@sportsbook/contracts/forms/messages';
import { maxIfWagerAmount } from '@sportsbook/contracts/rules/if-wager';
import type { SaveWagerRequest, SlipError } from '@sportsbook/contracts/schemas/sportsbook';
import type { MockState } from '../../db/state.ts';
import type { Caller, Handler, UserRecord } from '../handler.ts';
import { availableCentsOf, balanceOf } from '../ledger.ts';
import { cents, formatMoney, limitsOf } from '../money.ts';
import { IF_NOT_ALLOWED, TEASER_WITH_IF } from './add-item.ts';
import { partToWin, placeTicket, ticketNameOf, type TicketPick } from './tickets-store.ts';
import { teaserCountProblem, viewSlip, type SlipView } from './slip-view.ts';
import { SLIP_PLACED, ownSlip, ruleError, updateSlip } from './slips.ts';

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

type BonusRecord = NonNullable<ReturnType<MockState['db']['bonus']['findFirst']>>;

/** The caller's bonus named by authorizationNumber, or why it cannot pay this wager. */
function bonusFor(
  state: MockState,
  user: UserRecord,
  request: SaveWagerRequest,
): BonusRecord | string {
  const bonusId = Number(request.authorizationNumber);
  const bonus = state.db.bonus
    .getAll()
    .find((candidate) => candidate.bonusId === bonusId && candidate.userId === user.userId);
  if (!bonus) return 'The bonus is not available.';
  if (Date.parse(bonus.expirationDate) <= state.now().getTime()) return 'The bonus has expired.';
  if (cents(bonus.balance) < cents(request.wagerAmount))
    return 'The wager amount is greater than the bonus balance.';
  return bonus;
}

function slipRules(caller: Caller, view: SlipView, request: SaveWagerRequest): string[] {
  const reasons: string[] = [];
  if (view.lines.length === 0) return ['The bet slip is empty.'];
  for (const line of view.lines.filter((candidate) => !candidate.available)) {
    reasons.push(`The event ${line.matchup?.eventName ?? line.teamName} has already started.`);
  }
  const { teaser } = view;
  const teamCount = teaser ? teaserCountProblem(teaser, view.main.length) : null;
  if (teamCount) reasons.push(teamCount.message);
  if (teaser && view.ifLines.length > 0) reasons.push(TEASER_WITH_IF);
  if (view.ifLines.length > 0) reasons.push(...ifRules(caller, view, request));
  const { minAmount, maxAmount } = limitsOf(caller);
  if (request.wagerAmount < minAmount)
    reasons.push(`The minimum wager amount is ${formatMoney(minAmount)}`);
  if (request.wagerAmount > maxAmount)
    reasons.push(`The maximum wager amount is ${formatMoney(maxAmount)}`);
  return reasons;
}

function ifRules(caller: Caller, view: SlipView, request: SaveWagerRequest): string[] {
  if (!caller.settings.allowIf) return [IF_NOT_ALLOWED];
  if (view.main.length === 0) return ['An if bet needs a first bet before the if.'];
  if (request.paymentMethod !== null) return ['An if bet cannot be paid with a bonus.'];
  if (request.ifWagerAmount <= 0) return ['Enter the if bet amount.'];
  const toWin = partToWin(
    request.wagerAmount,
    view.main.map((line) => line.price),
    view.teaser,
  );
  if (cents(request.ifWagerAmount) > cents(maxIfWagerAmount(toWin))) {
    return [FORM_MESSAGES_EN[FORM_MESSAGE_KEYS.ifWagerAmountMax]];
  }
  return [];
}

function picksOf(view: SlipView): TicketPick[] {
  return view.lines.flatMap((line) =>
    line.offer && line.matchup
      ? [
          {
            offer: line.offer,
            matchup: line.matchup,
            ifRow: line.ifRow,
            meterValue: line.meterValue,
            price: line.price,
          },
        ]
      : [],
  );
}

const refuse = (state: MockState, user: UserRecord, reasons: string[]) => ({
  isSuccess: false,
  ticketNumber: null,
  error: reasons.map((reason) => ruleError(reason)),
  accountBalance: balanceOf(state, user.userId),
});

/**
 * Places the slip as a ticket. Synchronous from the first check to marking the slip placed, so two
 * submits of one slip can never both pass: the second finds it placed.
 */
export const submitWager: Handler<'wager.submit'> = ({ state, caller }, { body }) => {
  const user = caller.user;
  const slip = ownSlip(state, user, body.betSlipId);
  if (slip.submittedTicket !== null) return refuse(state, user, [SLIP_PLACED]);
  const withAmounts = updateSlip(state, slip.slipId, {
    wagerAmount: body.wagerAmount,
    ifWagerAmount: body.ifWagerAmount,
  });
  const view = viewSlip(state, withAmounts);
  const reasons = slipRules(caller, view, body);
  const bonusCheck = body.paymentMethod === 'Bonus' ? bonusFor(state, user, body) : null;
  if (typeof bonusCheck === 'string') reasons.push(bonusCheck);
  const bonus = typeof bonusCheck === 'string' ? null : bonusCheck;
  // The available balance: what pending withdrawals reserve cannot be staked (decision 082).
  if (bonusCheck === null && availableCentsOf(state, user.userId) < cents(body.wagerAmount))
    reasons.push(INSUFFICIENT_BALANCE);
  if (reasons.length > 0) return refuse(state, user, reasons);

  const picks = picksOf(view);
  const ticket = placeTicket(state, {
    userId: user.userId,
    ticketName: ticketNameOf(picks, view.teaser),
    date: state.now(),
    amount: body.wagerAmount,
    toWin: view.toWin,
    ifAmount: view.ifLines.length > 0 ? body.ifWagerAmount : 0,
    ifToWin: view.ifLines.length > 0 ? view.ifToWin : 0,
    paymentMethod: bonus ? 'Bonus' : null,
    bonusId: bonus ? bonus.bonusId : null,
    picks,
  });
  updateSlip(state, slip.slipId, { submittedTicket: ticket.ticketNumber });
  return {
    isSuccess: true,
    ticketNumber: ticket.ticketNumber,
    error: [] as SlipError[],
    accountBalance: balanceOf(state, user.userId),
  };
};
