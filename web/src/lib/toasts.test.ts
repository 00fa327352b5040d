import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToastsTop as toastsTop, toastsBelow } from './toasts.ts';

/** An overlay whose header part ends `bottom` px from the top of the window. */
function overlayWithHeader(bottom: number) {
  const overlay = document.createElement('div');
  const header = document.createElement('div');
  header.dataset.slot = 'tabs-list';
  vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, bottom - 40, 300, 40));
  overlay.append(document.createElement('h2'), header, document.createElement('p'));
  return overlay;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Issue 34 finding 6: a toast on a phone sits clear of the bet slip sheet's title, tabs and close.
describe('toastsBelow', () => {
  it('puts the toasts 8 px under the header while the overlay is mounted, then gives the place back', () => {
    const cleanup = toastsBelow('[data-slot="tabs-list"]')(overlayWithHeader(96.4));
    expect(toastsTop()).toBe(105);
    cleanup();
    expect(toastsTop()).toBeNull();
  });

  it('follows the header when the window changes size', () => {
    const overlay = overlayWithHeader(96);
    const cleanup = toastsBelow('[data-slot="tabs-list"]')(overlay);
    const header = overlay.querySelector('[data-slot="tabs-list"]');
    if (!header) throw new Error('no header');
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 80, 300, 40));
    window.dispatchEvent(new Event('resize'));
    expect(toastsTop()).toBe(128);
    cleanup();
  });

  it('places the toasts once the header renders after the overlay (the phone slip, decision 222)', async () => {
    const overlay = document.createElement('div');
    const cleanup = toastsBelow('[data-slot="tabs-list"]')(overlay);
    expect(toastsTop()).toBeNull();
    const later = overlayWithHeader(96.4);
    overlay.append(...later.childNodes);
    await vi.waitFor(() => {
      expect(toastsTop()).toBe(105);
    });
    cleanup();
    expect(toastsTop()).toBeNull();
  });

  it('leaves the toasts where sonner puts them when the overlay has no such header', () => {
    const cleanup = toastsBelow('#nothing-like-it')(overlayWithHeader(96));
    expect(toastsTop()).toBeNull();
    cleanup();
    expect(toastsTop()).toBeNull();
  });
});
