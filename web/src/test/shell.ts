import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { registry } from '@sportsbook/contracts/registry';
import { server } from './msw.ts';

/** An unread-counts answer, for the envelope, the user menu and the high-priority notice. */
export const unreadAnswer = (totalUnread: number, highPriorityUnread: number) =>
  http.get(`*${registry['message.unread'].path}`, () =>
    HttpResponse.json({ totalUnread, highPriorityUnread }),
  );

/** Keeps demo's high-priority notice (a modal, hiding the page) out of tests about other parts. */
export const withoutNotice = (): void => {
  server.use(unreadAnswer(4, 0));
};

/** The pointer-events value user-event checks before a click: the element's, else its closest ancestor's. */
function pointerEventsOf(element: Element): string {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const value = getComputedStyle(current).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return 'auto';
}

/**
 * Finds an open Radix modal (a dialog or an alert dialog) once it takes pointer events. As it opens,
 * the modal turns the page's pointer events off, and turns its own on a render later. On a loaded
 * machine a test can find it in between, and a click there fails user-event's pointer-events check:
 * a fresh-clone run with one core kept busy did on demo's notice, run 102 on the withdrawal's
 * confirmation.
 */
export async function findModal(
  role: 'dialog' | 'alertdialog',
  name: string | RegExp,
): Promise<HTMLElement> {
  const modal = await screen.findByRole(role, { name });
  await waitFor(() => {
    expect(pointerEventsOf(modal)).not.toBe('none');
  });
  return modal;
}

/** Closes demo's high-priority notice, a Radix modal, once it takes clicks (`findModal`). */
export async function closeHighPriorityNotice(user: UserEvent = userEvent.setup()): Promise<void> {
  const notice = await findModal('dialog', /unread high priority/);
  const close = within(notice).getByRole('button', { name: 'Close' });
  await user.click(close);
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: /unread high priority/ })).not.toBeInTheDocument();
  });
}
