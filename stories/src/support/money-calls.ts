/**
 * The browser says it is offline (issue 24): `navigator.onLine` false and the 'offline' event, as
 * a phone losing its connection. Returns the way back. A story that goes offline comes back in its
 * `afterEach: comeBackOnline` (after the preview's axe check): `navigator` outlives the story, and
 * a `beforeEach` cleanup of a file's last story does not run before the next file's first one.
 */
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return comeBackOnline;
}

/** Back online: the prototype's `onLine` again, and the 'online' event. */
export function comeBackOnline(): void {
  if (!Object.prototype.hasOwnProperty.call(navigator, 'onLine')) return;
  Reflect.deleteProperty(navigator, 'onLine');
  window.dispatchEvent(new Event('online'));
}
