/**
 * The newest toast whose unmount a file's end already waited for. A module of its own: files that
 * share modules (decision 208) share it, as they share sonner's toast history.
 */
let waitedFor: string | number | undefined;

/**
 * Closes the toasts still shown, and lets sonner unmount them while the file's jsdom is still
 * there. sonner removes a closed toast 200 ms later, by a timer that outlives the file: after
 * jsdom's teardown, React threw "window is not defined" from it (balance-owner.test.tsx, a
 * whole-suite run on main). Waits only when a toast came since the last wait.
 */
export async function settleToasts(): Promise<void> {
  const { toast } = await import('sonner');
  toast.dismiss();
  const newest = toast.getHistory().at(-1)?.id;
  if (newest === undefined || newest === waitedFor) return;
  waitedFor = newest;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/**
 * Dismisses the toasts a test left in sonner's store, after its render has unmounted. A new toast
 * area replays the toasts still active to its first subscriber: without this, the next test's
 * toast area showed the last test's toasts, and a check for 'Message sent!' could find the one
 * before its own send (and lose it to that toast's timer: message-page.test.tsx, run 100).
 */
export async function forgetToasts(): Promise<void> {
  const { toast } = await import('sonner');
  toast.dismiss();
}
