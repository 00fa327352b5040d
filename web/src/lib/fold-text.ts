/**
 * Text as a bettor's search matches it: lower case, in compatibility form (NFKD: the ligature 'ﬁ'
 * is 'fi', a full-width 'Ａ' is 'a', the ordinal '1º' is '1o'), without accents or any other
 * combining mark, so "atletico" finds "Atlético" and "SEVILLA" finds "Sevilla". The search box, the
 * bet history's filters and the event pages' paths fold with it (decision 198); each trims what a
 * bettor typed itself.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
