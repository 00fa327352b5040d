import { nullable, primaryKey } from '@mswjs/data';

/** Sports, leagues, events with their offers, bet slips and tickets. */
export const sportsbookModels = {
  sport: {
    name: primaryKey(String),
    sortOrder: Number,
  },
  league: {
    shortName: primaryKey(String),
    name: String,
    sportName: String,
    /** Shown among the top-league buttons of the public page. */
    isTop: Boolean,
    sortOrder: Number,
  },
  matchup: {
    eventId: primaryKey(String),
    eventName: String,
    eventDate: String,
    sportName: String,
    leagueNameShort: String,
    matchupDescription: String,
    awayName: String,
    awayLogo: nullable(String),
    homeName: String,
    homeLogo: nullable(String),
    /** For child/self matchups (event ids with an underscore): the parent event. */
    parentEventId: nullable(String),
    isSelfMatchup: Boolean,
    /** 'Team Event' or 'Proposition'. */
    matchupType: String,
    /** SPEC §3 matchup states: Pending, Started, Final, Cancelled, ... */
    state: String,
    /** Period short names offered for this event, e.g. ['G', 'H1', 'H2']. */
    periods: () => [] as string[],
    awayScore: nullable(Number),
    homeScore: nullable(Number),
  },
  offer: {
    offerId: primaryKey(String),
    eventId: String,
    /** Period short name ('G' game, 'H1', 'Q1', 'I1' first inning, ...). */
    period: String,
    periodDescription: String,
    /** moneyline, spread, total, teamTotal, draw, oddEven, scoreFirst, ... */
    market: String,
    /** away, home, over, under, draw, odd, even, yes, no */
    side: String,
    teamName: String,
    betName: String,
    /** Line value as shown (e.g. '-1.5', 'o8.5'); empty for moneylines. */
    metterValue: String,
    points: nullable(Number),
    price: Number,
    /** Set when the price moved since it was last read, so slips flag hasChanged. */
    previousPrice: nullable(Number),
    isAlternate: Boolean,
  },
  teaser: {
    id: primaryKey(Number),
    name: String,
    shortName: String,
    minTeam: Number,
    maxTeam: Number,
  },
  /** A teaser's price for a number of teams (rows: @mswjs/data fields hold only primitives). */
  teaserPrice: {
    id: primaryKey(Number),
    teaserId: Number,
    cntTeam: Number,
    price: Number,
  },
  slip: {
    slipId: primaryKey(String),
    userId: Number,
    teaserId: nullable(Number),
    ifSelected: Boolean,
    wagerAmount: Number,
    ifWagerAmount: Number,
    /** A slip submits at most once. */
    submittedTicket: nullable(Number),
    createdAt: String,
  },
  slipItem: {
    id: primaryKey(Number),
    slipId: String,
    offerId: String,
    ifRow: Number,
    /** Price when added; differs from the offer's price once it moves. */
    price: Number,
    status: String,
  },
  ticket: {
    ticketNumber: primaryKey(Number),
    userId: Number,
    ticketName: String,
    date: String,
    amount: Number,
    toWin: Number,
    ifAmount: Number,
    ifToWin: Number,
    /** Y winner, L loser, P pending, or other codes (e.g. X push). */
    winner: String,
    /** A active, C cancelled. */
    status: String,
    verified: String,
    hasIf: Boolean,
    paymentMethod: nullable(String),
    bonusId: nullable(Number),
    cashedOutAmount: nullable(Number),
    settledAt: nullable(String),
  },
  ticketItem: {
    id: primaryKey(Number),
    ticketNumber: Number,
    offerId: String,
    eventId: String,
    teamName: String,
    groupName: String,
    betDisplay: String,
    betName: String,
    meterValue: String,
    price: Number,
    ifRow: Number,
    /** W won, L lost, E even (push); empty while pending. */
    winnerRow: String,
  },
};
