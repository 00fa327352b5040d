/**
 * How the transactions page's day buttons write a yyyy-MM-dd day (decision 177): mm/dd/yy in
 * English, dd/mm/yy in Spanish, zero-padded (SPEC §2).
 */
export function shortDay(day: string, language: 'en' | 'es' = 'en'): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return language === 'es'
    ? `${date}/${month}/${year.slice(2)}`
    : `${month}/${date}/${year.slice(2)}`;
}
