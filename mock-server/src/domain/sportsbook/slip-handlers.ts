import type { MockState } from '../../db/state.ts';
import { conflict, notFound } from '../errors.ts';
import type { Caller, Handler } from '../handler.ts';
import { TEASER_NOT_ALLOWED, TEASER_WITH_IF } from './add-item.ts';
import type { TeaserRecord } from './records.ts';
import {
  teaserAllows,
  teaserCountProblem,
  toSlipDto,
  viewSlip,
  type SlipView,
} from './slip-view.ts';
import { SLIP_PLACED, ownSlip, ruleError, ruleWarning, updateSlip } from './slips.ts';
import { teaserWithPrices } from '../../db/accessors.ts';

export const getSlip: Handler<'wager.getSlip'> = ({ state, caller }, { params }) =>
  toSlipDto(viewSlip(state, ownSlip(state, caller.user, params.slipId)));

export const removeWagerItem: Handler<'wager.removeItem'> = (
  { state, caller },
  { params, query },
) => {
  const slip = ownSlip(state, caller.user, params.slipId);
  const view = viewSlip(state, slip);
  if (slip.submittedTicket !== null) return toSlipDto(view, [ruleError(SLIP_PLACED)]);
  const line = view.lines.find((candidate) => candidate.item.id === query.itemId);
  if (!line)
    return toSlipDto(view, [ruleWarning('The selection is not on the bet slip.', query.itemId)]);
  state.db.slipItem.delete({ where: { id: { equals: line.item.id } } });
  // Removing the last pick empties the slip: its if flag, teaser and amounts go with it.
  const updated =
    view.lines.length === 1
      ? updateSlip(state, slip.slipId, {
          teaserId: null,
          ifSelected: false,
          wagerAmount: 0,
          ifWagerAmount: 0,
        })
      : slip;
  return toSlipDto(viewSlip(state, updated));
};

/** Why the slip cannot take the teaser (409 text), or null. */
function swapRefusal(caller: Caller, view: SlipView, teaser: TeaserRecord): string | null {
  if (view.slip.submittedTicket !== null) return SLIP_PLACED;
  if (!caller.settings.allowTeaser) return TEASER_NOT_ALLOWED;
  if (view.ifLines.length > 0) return TEASER_WITH_IF;
  const teamCount = teaserCountProblem(teaser, view.main.length);
  if (teamCount?.tooMany) return teamCount.message;
  const refused = view.main.find(
    (line) => !line.offer || !line.matchup || !teaserAllows(teaser, line.offer, line.matchup),
  );
  if (refused)
    return `${refused.teamName} ${refused.offer?.betName ?? ''} is not allowed in the teaser ${teaser.name}.`;
  return null;
}

function teaserNamed(state: MockState, name: string): TeaserRecord {
  const wanted = name.trim().toLowerCase();
  const teaser = teaserWithPrices(
    state,
    state.db.teaser.getAll().find((candidate) => candidate.name.toLowerCase() === wanted),
  );
  if (!teaser) throw notFound('Teaser');
  return teaser;
}

export const swapTeaser: Handler<'wager.swapTeaser'> = ({ state, caller }, { body }) => {
  const slip = ownSlip(state, caller.user, body.betSlipId);
  const view = viewSlip(state, slip);
  if (body.teaserName === null) {
    if (slip.submittedTicket !== null) throw conflict(SLIP_PLACED);
    return toSlipDto(viewSlip(state, updateSlip(state, slip.slipId, { teaserId: null })));
  }
  const teaser = teaserNamed(state, body.teaserName);
  const refused = swapRefusal(caller, view, teaser);
  if (refused) throw conflict(refused);
  return toSlipDto(
    viewSlip(state, updateSlip(state, slip.slipId, { teaserId: teaser.id, ifSelected: false })),
  );
};
