import { expect, type Locator, type Page } from '@playwright/test';

// The transactions page's day fields (decision 177): a button that shows the day and opens a
// calendar in the page's language. These read and set them as a bettor does.

/** How a day field writes a yyyy-MM-dd day: mm/dd/yy in English, dd/mm/yy in Spanish (SPEC §2). */
export function shortDay(day: string, language: 'en' | 'es' = 'en'): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return language === 'es'
    ? `${date}/${month}/${year.slice(2)}`
    : `${month}/${date}/${year.slice(2)}`;
}

/** The day field labelled `label` (its name is the label, then the day it shows). */
export const dayField = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${label} \\d`) });

/**
 * Opens the day field labelled `label`, goes to `day`'s month (yyyy-MM-dd) with the calendar's
 * own arrows and clicks `day`; the calendar closes and the field shows the day.
 */
export async function pickDay(page: Page, scope: Page | Locator, label: string, day: string) {
  await dayField(scope, label).click();
  const calendar = page.getByRole('dialog', { name: label });
  const inMonth = calendar.locator('[data-day]:not([data-outside])');
  const target = calendar.locator(`[data-day="${day}"]:not([data-outside]) button`);
  for (let step = 0; step < 24 && (await target.count()) === 0; step += 1) {
    const first = (await inMonth.first().getAttribute('data-day')) ?? '';
    await calendar
      .getByRole('button', {
        name: day < first ? /previous month|mes anterior/i : /next month|mes siguiente/i,
      })
      .click();
  }
  await target.click();
  await expect(calendar).toBeHidden();
}
