import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TOP_THRESHOLD_PX } from '@sportsbook/contracts/rules/constants';
import { setLanguage } from '@/lib/i18n.ts';
import { BackToTop } from './back-to-top.tsx';

let scrollY = 0;
const scrolls: unknown[] = [];

const scrollDown = (to: number) => {
  act(() => {
    scrollY = to;
    window.dispatchEvent(new Event('scroll'));
  });
};

/** jsdom has no matchMedia: only the reduced-motion query is answered, as asked. */
const reducedMotion = (reduce: boolean) => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce && media === '(prefers-reduced-motion: reduce)',
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
};

function renderPage() {
  return render(
    <>
      <main id="main-content" tabIndex={-1}>
        <button type="button">First on the page</button>
      </main>
      <BackToTop />
    </>,
  );
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  scrolls.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    scrolls.push(options);
    if (typeof options === 'object') scrollDown(options.top ?? scrollY);
  });
  reducedMotion(false);
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('Back to top (SPEC §9, threshold 100)', () => {
  it('appears only once the page is scrolled past the threshold', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollDown(SCROLL_TOP_THRESHOLD_PX);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollDown(SCROLL_TOP_THRESHOLD_PX + 1);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollDown(SCROLL_TOP_THRESHOLD_PX - 50);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it("shows on the page's first frame when it opens already scrolled", async () => {
    scrollY = 900;
    renderPage();
    // Read in the next frame, not in the commit (which would lay the new page out in its task).
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('scrolls to the top smoothly and moves focus to the top of the page', async () => {
    const user = userEvent.setup();
    renderPage();
    scrollDown(800);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    expect(document.getElementById('main-content')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First on the page' })).toHaveFocus();
  });

  it('is reached with Tab and pressed with Enter, without motion when reduced motion is asked', async () => {
    reducedMotion(true);
    const user = userEvent.setup();
    renderPage();
    scrollDown(800);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrolls).toEqual([{ top: 0, behavior: 'auto' }]);
    expect(scrollY).toBe(0);
  });

  it('says "Volver arriba" in Spanish', async () => {
    await act(() => setLanguage('es'));
    scrollY = 900;
    renderPage();
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toHaveAttribute(
      'title',
      'Volver arriba',
    );
  });
});
