/** The league page of a sport's league: leagues/{sport}/{league}. */
export const leaguePath = (sport: string, league: string): string =>
  `/leagues/${encodeURIComponent(sport)}/${encodeURIComponent(league)}`;
