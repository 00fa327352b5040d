import { fireEvent, screen, within } from '@testing-library/react';

// The transactions page's day fields are buttons that open a calendar (decision 177). These read
// and set them as a bettor does: the button shows the day, the calendar picks one. Synchronous,
// so a test can pick a day and change another filter inside one act().

/** mm/dd/yy: how an English day button writes a yyyy-MM-dd day (SPEC §2). */
export function enShortDate(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${month}/${date}/${year.slice(2)}`;
}

/** The day button labelled `label` (its name is the label, then the day it shows). */
export const dayField = (label: string, within_: HTMLElement = document.body): HTMLElement =>
  within(within_).getByRole('button', { name: new RegExp(`^${label} \\d`) });

/** The days the open calendar shows of its month (not the neighbours' days around it). */
const monthDays = (calendar: HTMLElement) =>
  [...calendar.querySelectorAll<HTMLElement>('[data-day]:not([data-outside])')].map(
    (cell) => cell.dataset.day ?? '',
  );

/**
 * Opens the day button labelled `label` and goes to `day`'s month (yyyy-MM-dd) with the
 * calendar's own arrows; answers the day's button. Fails when the day cannot be picked (outside
 * the history).
 */
export function openDay(label: string, day: string, within_: HTMLElement = document.body) {
  fireEvent.click(dayField(label, within_));
  const calendar = screen.getByRole('dialog', { name: label });
  for (let step = 0; step < 24 && !monthDays(calendar).includes(day); step += 1) {
    const [first = ''] = monthDays(calendar);
    const arrow = within(calendar).getByRole('button', {
      name: day < first ? /previous month|mes anterior/i : /next month|mes siguiente/i,
    });
    fireEvent.click(arrow);
  }
  const cell = calendar.querySelector<HTMLElement>(`[data-day="${day}"]:not([data-outside])`);
  const button = cell && within(cell).getByRole('button');
  if (!button || button.hasAttribute('disabled')) throw new Error(`${day} cannot be picked`);
  return button;
}

/** Picks `day` (yyyy-MM-dd) in the calendar of the day button labelled `label`. */
export function pickDay(label: string, day: string, within_: HTMLElement = document.body): void {
  fireEvent.click(openDay(label, day, within_));
}
