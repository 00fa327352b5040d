import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SCROLL_TOP_THRESHOLD_PX } from '@sportsbook/contracts/rules/constants';
import BettingLayout from '@/app/layouts/betting-layout.tsx';
import { BackToTop } from '@/components/back-to-top.tsx';
import { toast } from '@/lib/toasts.ts';
import { mockApi } from '../support/mock-api.ts';
import { viewport } from '../support/viewports.ts';
import { bettingRoute } from '../sportsbook/betting-routes.ts';
import { nbaPath } from '../sportsbook/games.ts';

/** The betting layout (a phone's Betslip button) on a page long enough to scroll, and the control. */
function LongBettingPage() {
  return (
    <>
      <BettingLayout />
      <div aria-hidden="true" className="h-[300vh]" />
      <BackToTop />
    </>
  );
}

/**
 * SPEC §9 scroll-top control (threshold 100 px): "Back to top" once the page is scrolled past the
 * threshold; it scrolls back to the top. On a phone it sits at the bottom left, leaving the Betslip
 * button (bottom right) and the toasts (top) uncovered; on a desktop at the bottom centre.
 */
const meta = {
  title: 'Layout/Back to top',
  component: LongBettingPage,
  parameters: {
    route: bettingRoute(nbaPath()),
    msw: mockApi(undefined, { persona: 'demo' }),
  },
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof LongBettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const backToTop = { name: 'Back to top' };

async function scrollTo(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(window.scrollY).toBe(top));
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** At the top and up to the threshold: no control. */
export const AtTheTop: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await expect(canvas.queryByRole('button', backToTop)).toBeNull();
    await scrollTo(SCROLL_TOP_THRESHOLD_PX);
    await expect(canvas.queryByRole('button', backToTop)).toBeNull();
  },
};

/** Past the threshold: shown; Tab reaches it, Enter takes the page to the top, and it goes. */
export const Scrolled: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await scrollTo(SCROLL_TOP_THRESHOLD_PX + 400);
    const button = await canvas.findByRole('button', backToTop);
    await expect(button).toBeVisible();
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('button', backToTop)).toBeNull());
  },
};

/** A phone: the control, the Betslip button and a toast all whole and apart. */
export const OnAPhone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('article');
    await scrollTo(600);
    const button = await canvas.findByRole('button', backToTop);
    const betslip = canvas.getByRole('button', { name: /^Betslip \d+ picks?$/ });
    toast.success('Bet Accepted');
    const shown = await within(canvasElement.ownerDocument.body).findByText('Bet Accepted');
    const toastBox = shown.closest('li') ?? shown;
    await waitFor(() => expect(toastBox).toBeVisible());
    const own = button.getBoundingClientRect();
    await expect(overlaps(own, betslip.getBoundingClientRect())).toBe(false);
    await expect(overlaps(own, toastBox.getBoundingClientRect())).toBe(false);
    await expect(own.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(own.left).toBeGreaterThanOrEqual(0);
  },
};

/** Spanish, on a desktop: bottom centre, between the sports menu and the bet slip. */
export const Spanish: Story = {
  globals: { language: 'es', ...viewport('desktop') },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article');
    await scrollTo(600);
    const button = await canvas.findByRole('button', { name: 'Volver arriba' });
    await expect(button).toBeVisible();
    const { left, right } = button.getBoundingClientRect();
    await expect(Math.abs((left + right) / 2 - window.innerWidth / 2)).toBeLessThan(1);
    const slip = canvas.getByRole('complementary', { name: 'Boleto de apuestas' });
    await expect(overlaps(button.getBoundingClientRect(), slip.getBoundingClientRect())).toBe(
      false,
    );
  },
};
