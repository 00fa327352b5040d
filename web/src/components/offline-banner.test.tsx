import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner.tsx';

const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('says "You are offline" in a live region while offline, and goes when back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    goOnline(false);
    expect(region).toHaveTextContent('You are offline');
    goOnline(true);
    expect(region).toBeEmptyDOMElement();
  });
});
