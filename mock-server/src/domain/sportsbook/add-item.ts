import type { SlipError } from '@sportsbook/contracts/schemas/sportsbook';
import type { MockState } from '../../db/state.ts';
import { notFound } from '../errors.ts';
import type { Caller, Handler } from '../handler.ts';
import {
  findMatchup,
  findOffer,
  isOpenForBetting,
  type OfferRecord,
  type TeaserRecord,
} from './records.ts';
import {
  findTeaser,
  teaserAllows,
  teaserCountProblem,
  toSlipDto,
  viewSlip,
  type SlipView,
} from './slip-view.ts';
import { SLIP_PLACED, createSlip, ownSlip, ruleError, ruleWarning, updateSlip } from './slips.ts';

export const IF_NOT_ALLOWED = 'If bets are not allowed for your account.';
export const TEASER_NOT_ALLOWED = 'Teasers are not allowed for your account.';
export const TEASER_WITH_IF = 'A teaser cannot be combined with an if bet.';

interface AddRequest {
  offer: OfferRecord;
  isIf: boolean;
  /** The teaser asked for with this pick (only honoured while the slip is empty). */
  teaser: TeaserRecord | undefined;
}

/** The teaser the slip will have: the requested one on an empty slip, else the slip's own. */
function teaserFor(view: SlipView, request: AddRequest): TeaserRecord | undefined {
  return view.lines.length === 0 ? request.teaser : view.teaser;
}

/** Why the pick cannot go on the slip (first reason), or null. */
function refusal(
  state: MockState,
  { settings }: Caller,
  view: SlipView,
  request: AddRequest,
): SlipError | null {
  const { offer, isIf } = request;
  const matchup = findMatchup(state, offer.eventId);
  if (view.slip.submittedTicket !== null) return ruleError(SLIP_PLACED);
  if (!matchup || !isOpenForBetting(matchup, state.now())) {
    return ruleError(`The event ${matchup?.eventName ?? offer.eventId} has already started.`);
  }
  const onSlip = view.lines.find((line) => line.item.offerId === offer.offerId);
  if (onSlip) return ruleWarning('This selection is already on your bet slip.', onSlip.item.id);
  if (isIf && !settings.allowIf) return ruleError(IF_NOT_ALLOWED);
  if (request.teaser && !settings.allowTeaser) return ruleError(TEASER_NOT_ALLOWED);
  const teaser = teaserFor(view, request);
  if (!teaser) return null;
  if (isIf || view.ifLines.length > 0) return ruleError(TEASER_WITH_IF);
  if (!teaserAllows(teaser, offer, matchup)) {
    return ruleError(`This selection is not allowed in the teaser ${teaser.name}.`);
  }
  const teamCount = teaserCountProblem(teaser, view.main.length + 1);
  if (teamCount?.tooMany) return ruleError(teamCount.message);
  return null;
}

export const addWagerItem: Handler<'wager.addItem'> = ({ state, caller }, { body }) => {
  const offer = findOffer(state, body.offerId);
  if (!offer) throw notFound('Offer');
  const teaser = findTeaser(state, body.teaserId);
  if (body.teaserId !== null && !teaser) throw notFound('Teaser');
  const slip = body.betSlipId
    ? ownSlip(state, caller.user, body.betSlipId)
    : createSlip(state, caller.user);
  const view = viewSlip(state, slip);
  const request = { offer, isIf: body.isIf, teaser };
  const refused = refusal(state, caller, view, request);
  if (refused) return toSlipDto(view, [refused]);

  const notes: SlipError[] = [];
  if (view.lines.length > 0 && teaser && teaser.id !== view.teaser?.id) {
    notes.push(ruleWarning('The teaser can only be chosen while the bet slip is empty.'));
  }
  state.db.slipItem.create({
    id: state.nextId('slipItem'),
    slipId: slip.slipId,
    offerId: offer.offerId,
    ifRow: body.isIf ? 1 : 0,
    price: offer.price,
    status: 'A',
  });
  const updated = updateSlip(state, slip.slipId, {
    teaserId: teaserFor(view, request)?.id ?? null,
    ifSelected: body.isIf,
    wagerAmount: body.wagerAmount,
    ifWagerAmount: body.ifWagerAmount,
  });
  return toSlipDto(viewSlip(state, updated), notes);
};
