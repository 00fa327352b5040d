import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { API_WORDS, lineText, marketName, ticketKind } from './api-words.ts';

const en = i18n.getFixedT('en', 'sports');
const es = i18n.getFixedT('es', 'sports');

describe("the API's words in the language on screen (decision 175)", () => {
  it('shows in English exactly what the API sent', () => {
    for (const [word, key] of API_WORDS.markets) {
      expect(en(`sportsbook:api.markets.${key}`)).toBe(word);
      expect(marketName(en, word)).toBe(word);
      expect(marketName(en, `1st Half ${word}`)).toBe(`1st Half ${word}`);
    }
    for (const [word, key] of API_WORDS.tickets) {
      expect(en(`sportsbook:api.tickets.${key}`)).toBe(word);
      expect(ticketKind(en, word)).toBe(word);
    }
    expect(ticketKind(en, 'Teaser 6 Point Football')).toBe('Teaser 6 Point Football');
    expect(lineText(en, 'o8.5')).toBe('o8.5');
    expect(lineText(en, 'u10')).toBe('u10');
  });

  it("says a pick's market in the glossary's Spanish, the period as sent", () => {
    expect(marketName(es, 'Money Line')).toBe('Ganador');
    expect(marketName(es, 'Run Line')).toBe('Hándicap');
    expect(marketName(es, '1st Half Money Line')).toBe('Ganador (1st Half)');
    // The longest market name wins: 'Alternate Spread', not 'Spread' after a period 'Alternate'.
    expect(marketName(es, '1st Half Alternate Spread')).toBe('Hándicap alternativo (1st Half)');
    expect(marketName(es, 'Team Total')).toBe('Total por equipo');
  });

  it("says a ticket's kind in Spanish, a teaser's name as sent", () => {
    expect(ticketKind(es, 'Straight')).toBe('Sencilla');
    expect(ticketKind(es, 'Parlay')).toBe('Combinada');
    expect(ticketKind(es, 'If Bet')).toBe('Apuesta condicional');
    expect(ticketKind(es, 'Teaser 6 Point Football')).toBe('Apuesta teaser 6 Point Football');
  });

  it("says a total's line in Spanish and leaves every other line as it is", () => {
    expect(lineText(es, 'o8.5')).toBe('más 8.5');
    expect(lineText(es, 'u45')).toBe('menos 45');
    for (const line of ['+1.5', '-7', 'PK', '', 'over 8.5', 'o8.5x'])
      expect(lineText(es, line)).toBe(line);
  });

  it('shows what it does not recognise as the API sent it', () => {
    for (const word of ['Grand Salami', 'toString', 'constructor', '', 'money line'])
      expect([marketName(es, word), ticketKind(es, word)]).toEqual([word, word]);
    expect(ticketKind(es, 'Teaser')).toBe('Teaser');
  });
});
