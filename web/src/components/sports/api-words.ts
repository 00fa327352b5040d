import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A `t` that reads keys with their namespace ('sportsbook:api.markets.spread'). */
type Translate = (key: string, options?: Record<string, string>) => string;

/*
 * The API sends, in English, some words for things the glossary names (docs/glossary.md, decision
 * 174): the market inside a pick's betName ('Money Line', '1st Half Spread'), a ticket's kind
 * ('Parlay', 'Teaser 6 Point Football') and the o / u of a total's line ('o8.5'). Each word the
 * app recognises is shown in the language on screen; anything else is shown as sent. The en texts
 * under sportsbook:api are these same words (api-words.test.ts), so English shows what the API
 * sent. Names stay as the API sends them: teams, leagues, periods, teasers.
 */

/** The API's market names → their key under sportsbook:api.markets, longest first. */
const MARKETS = new Map(
  Object.entries({
    'Money Line': 'moneyLine',
    Spread: 'spread',
    'Run Line': 'runLine',
    'Puck Line': 'puckLine',
    'Super Spread': 'superSpread',
    'Alternate Spread': 'alternateSpread',
    Total: 'total',
    'Alternate Total': 'alternateTotal',
    'Team Total': 'teamTotal',
    Draw: 'draw',
    'Odd/Even': 'oddEven',
    'Score First': 'scoreFirst',
    '1st Inning Run': 'firstInningRun',
  }).sort(([a], [b]) => b.length - a.length),
);

/** The API's ticket kinds → their key under sportsbook:api.tickets. */
const TICKETS = new Map(
  Object.entries({ Straight: 'straight', Parlay: 'parlay', 'If Bet': 'ifBet' }),
);

// 'Teaser 6 Point Football': the teaser's name is the API's.
const TEASER = /^Teaser (\S.*)$/;

// A total's line: o (over) or u (under) before the points, as SPEC's lines and the public grid
// write it ('o8.5', 'u10').
const TOTAL_LINE = /^([ou])(\d+(?:\.\d+)?)$/;

/** Exported for api-words.test.ts: the words, as the API spells them, with their keys. */
export const API_WORDS = { markets: MARKETS, tickets: TICKETS } as const;

/**
 * A pick's betName: 'Money Line' → 'Ganador'; a period before a market ('1st Half Money Line')
 * stays as sent around it ('Ganador (1st Half)'). Not a known market: as sent.
 */
export function marketName(t: Translate, betName: string): string {
  const name = betName.trim();
  for (const [word, key] of MARKETS) {
    const market = (): string => t(`sportsbook:api.markets.${key}`);
    if (name === word) return market();
    if (name.endsWith(` ${word}`)) {
      const period = name.slice(0, -word.length - 1).trim();
      return t('sportsbook:api.marketInPeriod', { period, market: market() });
    }
  }
  return betName;
}

/** A ticket's kind: 'Parlay' → 'Combinada', 'Teaser 6 Point Football' keeps the teaser's name. */
export function ticketKind(t: Translate, ticketName: string): string {
  const name = ticketName.trim();
  const key = TICKETS.get(name);
  if (key) return t(`sportsbook:api.tickets.${key}`);
  const teaser = TEASER.exec(name);
  return teaser?.[1] ? t('sportsbook:api.tickets.teaser', { name: teaser[1] }) : ticketName;
}

/** A line: a total's 'o8.5' / 'u8.5' in the language on screen ('más 8.5'); any other as sent. */
export function lineText(t: Translate, line: string): string {
  const total = TOTAL_LINE.exec(line.trim());
  if (!total?.[2]) return line;
  return t(total[1] === 'o' ? 'sports:line.over' : 'sports:line.under', { points: total[2] });
}

/** The three, bound to the language on screen. */
export function useApiWords() {
  const { t } = useTranslation('sports');
  return useMemo(
    () => ({
      market: (betName: string) => marketName(t, betName),
      ticket: (ticketName: string) => ticketKind(t, ticketName),
      line: (line: string) => lineText(t, line),
    }),
    [t],
  );
}
