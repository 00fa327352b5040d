import { z } from 'zod';
import { isoDateTime } from '../http/fields.ts';
import { money, moneyOrZero } from './money.ts';
import { TeaserSchema } from './teaser.ts';

// Offer ids travel back to POST /wager/item untouched, so the contract keeps them opaque text.
const offerId = () => z.string().min(1).describe('Opaque offer id; send it to POST /wager/item.');
const americanPrice = () => z.number().int().describe('American price, e.g. -110 or +150.');

/** A period of a matchup (game, 1st half, 1st inning...): the key every offer group and odds row carries. */
export const LineSchema = z.object({
  shortName: z.string().describe('Short period code used in links, e.g. G, H1, Q1.'),
  description: z.string().describe('Period label shown to the user, e.g. Game, 1st Half.'),
});
export type Line = z.infer<typeof LineSchema>;

export const OfferSchema = z.object({
  offerId: offerId(),
  label: z.string().describe('What the offer is, e.g. the team name or Over.'),
  display: z.string().describe('Line and price as shown, e.g. -1.5 (-110).'),
  selected: z.boolean().describe('True when the offer is already on the bet slip of the caller.'),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferGroupSchema = z.object({
  line: LineSchema,
  offers: z.array(OfferSchema),
});
export type OfferGroup = z.infer<typeof OfferGroupSchema>;

/** One price in an odds row: enough to show it and to add it to a slip. */
export const OddsPriceSchema = z.object({
  offerId: offerId(),
  price: americanPrice(),
  points: z.number().nullable().describe('Spread or total points; null for moneyline-like prices.'),
  display: z.string().describe('Points and price as shown, e.g. -1.5 -110 or o45.5 -105.'),
});
export type OddsPrice = z.infer<typeof OddsPriceSchema>;

const single = () => OddsPriceSchema.nullable().describe('Null when the market is not offered.');
const many = () => z.array(OddsPriceSchema).describe('Alternate lines; empty when none.');

/** All markets of one period. Every price is null (or an empty list) when it is not offered. */
export const OddsLineSchema = z.object({
  line: LineSchema,
  awayMoney: single(),
  homeMoney: single(),
  draw: single(),
  awayScoreFirst: single(),
  homeScoreFirst: single(),
  awaySpread: single(),
  homeSpread: single(),
  awaySuperSpread: single(),
  homeSuperSpread: single(),
  awayAltSpreads: many(),
  homeAltSpreads: many(),
  awayTeamTotalOver: single(),
  awayTeamTotalUnder: single(),
  homeTeamTotalOver: single(),
  homeTeamTotalUnder: single(),
  totalOver: single(),
  totalUnder: single(),
  altTotalsOver: many(),
  altTotalsUnder: many(),
  odd: single(),
  even: single(),
  awayFirstInning: single(),
  homeFirstInning: single(),
});
export type OddsLine = z.infer<typeof OddsLineSchema>;

export const TeamSchema = z.object({
  name: z.string(),
  logo: z.string().nullable().describe('Logo URL; null when the team has none.'),
});
export type Team = z.infer<typeof TeamSchema>;

const eventId = () =>
  z.string().min(1).describe('Event id; an underscore marks a child or self matchup, e.g. 1234_2.');

/** A child or self matchup shown under the main event on the detail page. */
export const ChildMatchupSchema = z.object({
  eventId: eventId(),
  matchupDescription: z.string(),
  odds: z.array(OddsLineSchema),
});
export type ChildMatchup = z.infer<typeof ChildMatchupSchema>;

export const MatchupSchema = z.object({
  eventId: eventId(),
  eventName: z.string(),
  eventDate: isoDateTime(),
  matchupDescription: z.string(),
  sportName: z.string(),
  leagueNameShort: z.string().describe('League short name, as in /leagues/{sport}/{league}.'),
  away: TeamSchema,
  home: TeamSchema,
  isSelfMatchup: z.boolean(),
  hasH2: z.boolean().describe('True when second-half lines exist.'),
  childGameLine: z.array(ChildMatchupSchema).describe('Child or self matchups; empty when none.'),
  offersType: z.string().describe('Matchup type, e.g. Team Event or Proposition.'),
  team1Offers: z.array(OfferGroupSchema).describe('Offers on the away team, per period.'),
  team2Offers: z.array(OfferGroupSchema).describe('Offers on the home team, per period.'),
  gameOffers: z
    .array(OfferGroupSchema)
    .describe('Offers on the game (totals, draw...), per period.'),
  odds: z.array(OddsLineSchema).describe('Every market per period, for the detail page.'),
});
export type Matchup = z.infer<typeof MatchupSchema>;

/** A proposition ("first team to score") attached to an event. */
export const MatchupPropSchema = z.object({
  eventId: eventId(),
  matchupDescription: z.string().describe('The proposition as asked.'),
  line: LineSchema,
  offers: z.array(OfferSchema),
});
export type MatchupProp = z.infer<typeof MatchupPropSchema>;

// Public sports data: read-only, so prices carry no offer ids (visitors cannot bet).

export const PublicOddsSchema = z.object({
  awayMoney: z.number().int().nullable(),
  homeMoney: z.number().int().nullable(),
  awayRunLine: z.number().nullable().describe('Away spread (run line) points.'),
  homeRunLine: z.number().nullable().describe('Home spread (run line) points.'),
  awayDisplay: z.string().nullable().describe('Away spread as shown, e.g. +1.5 -120.'),
  homeDisplay: z.string().nullable().describe('Home spread as shown, e.g. -1.5 +100.'),
  points: z.number().nullable().describe('Game total points.'),
  priceOver: z.number().int().nullable(),
  priceUnder: z.number().int().nullable(),
});
export type PublicOdds = z.infer<typeof PublicOddsSchema>;

export const GameEventSchema = z.object({
  name: z.string(),
  date: isoDateTime(),
  leagueName: z.string(),
  hasStarted: z.boolean(),
  awayName: z.string(),
  homeName: z.string(),
  awayLogo: z.string().nullable(),
  homeLogo: z.string().nullable(),
  gameLine: z.array(PublicOddsSchema).describe('Odds rows; the page shows gameLine[0].'),
});
export type GameEvent = z.infer<typeof GameEventSchema>;

export const LeagueSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  sportName: z.string(),
  gameLine: z
    .array(GameEventSchema)
    .describe('Games of the league in the top-level leagues; empty in sports[].leagues.'),
  cnt: z.number().int().nonnegative().describe('Number of events in the league.'),
  selected: z.boolean().describe('True for the league the page opens on.'),
});
export type League = z.infer<typeof LeagueSchema>;

export const SportSchema = z.object({
  name: z.string(),
  available: z.boolean(),
  eventCount: z.number().int().nonnegative(),
  leagues: z.array(LeagueSchema),
});
export type Sport = z.infer<typeof SportSchema>;

export const SportEventsSchema = z.object({
  sports: z.array(SportSchema).describe('Menu: every sport with its leagues and counts.'),
  leagues: z.array(LeagueSchema).describe('Top leagues (buttons), each with its games.'),
  gameEvents: z.array(GameEventSchema).describe('Every game of the answer, flat.'),
});
export type SportEvents = z.infer<typeof SportEventsSchema>;

// Bet slip

export const SlipErrorSchema = z.object({
  ruleDesc: z.string().describe('Message to show the user.'),
  severity: z
    .enum(['Warning', 'Error'])
    .default('Error')
    .describe('Warning shows a warning toast; Error an error toast.'),
  itemId: z.number().int().nullable().default(null).describe('Slip item the rule is about.'),
});
export type SlipError = z.infer<typeof SlipErrorSchema>;

export const SlipItemSchema = z.object({
  id: z.number().int().describe('Slip item id; DELETE /wager/item takes it as itemId.'),
  offerId: offerId(),
  teamName: z.string(),
  betName: z.string().describe('Market name, e.g. Spread, Money Line, Total.'),
  metterValue: z
    .string()
    .nullable()
    .describe('Line value as shown, e.g. -1.5 or o45.5 (the API spells it metterValue).'),
  eventInfo: z
    .string()
    .describe(
      'The event as shown under the pick, e.g. Boston vs New York (no date: see eventDate).',
    ),
  eventDate: isoDateTime()
    .nullable()
    .default(null)
    .describe(
      "When the event starts; the client writes it in the bettor's language and time zone. Null when unknown.",
    ),
  price: americanPrice(),
  ifRow: z.boolean().describe('True when the item belongs to the if-bet part of the slip.'),
  status: z.string().describe('A = active; any other code means the offer is no longer available.'),
  hasChanged: z.boolean().describe('True when the line or price moved since it was added.'),
});
export type SlipItem = z.infer<typeof SlipItemSchema>;

export const BetSlipSchema = z.object({
  slipId: z.string().min(1),
  items: z.array(SlipItemSchema),
  itemCount: z.number().int().nonnegative(),
  wagerAmount: z.number().nonnegative(),
  toWin: z.number().nonnegative(),
  ifWagerAmount: z.number().nonnegative(),
  ifToWin: z.number().nonnegative(),
  hasIf: z.boolean().describe('True when the slip holds an if-bet part.'),
  ifSelected: z.boolean().describe('The if-ticket switch as last sent.'),
  teaser: TeaserSchema.pick({ name: true, minTeam: true, maxTeam: true }).nullable(),
  teaserId: z.number().int().nullable(),
  error: z.array(SlipErrorSchema).describe('Rules the slip breaks; empty when none.'),
});
export type BetSlip = z.infer<typeof BetSlipSchema>;

export const SaveWagerRequestSchema = z
  .object({
    betSlipId: z.string().min(1),
    wagerAmount: money('The stake.'),
    ifWagerAmount: moneyOrZero('The if-bet stake; 0 without an if bet.').default(0),
    paymentMethod: z
      .literal('Bonus')
      .nullable()
      .default(null)
      .describe('Bonus when the wager is paid with a bonus; null for the balance.'),
    authorizationNumber: z
      .string()
      .min(1)
      .nullable()
      .default(null)
      .describe('The bonus id (as text) when paymentMethod is Bonus.'),
  })
  .refine((r) => r.paymentMethod === null || r.authorizationNumber !== null, {
    message: 'A bonus payment needs the bonus id in authorizationNumber.',
    path: ['authorizationNumber'],
  });
export type SaveWagerRequest = z.infer<typeof SaveWagerRequestSchema>;

export const SaveWagerResponseSchema = z.object({
  isSuccess: z.boolean(),
  ticketNumber: z.number().int().nullable().describe('The new ticket; null when not accepted.'),
  error: z.array(SlipErrorSchema).describe('Why the bet was not accepted; the first is shown.'),
  accountBalance: z.number().describe('Balance after the call.'),
});
export type SaveWagerResponse = z.infer<typeof SaveWagerResponseSchema>;
