import type * as React from 'react';
import { lazy } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazyMenu } from '@/components/lazy-menu.tsx';
import { LazyPart } from '@/components/lazy-part.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LazyOverlaySlot, useLazyOverlay } from '@/components/ui/lazy-overlay.tsx';
import { viewport } from '../support/viewports.ts';

/** What a part's code that cannot be fetched gives: the browser's error for a failed import. */
const unreachable = () =>
  Promise.reject<{ default: () => React.ReactNode }>(
    new TypeError('Failed to fetch dynamically imported module'),
  );
/** A part's code that is still on its way (a slow link). */
const onItsWay = () => new Promise<{ default: () => React.ReactNode }>(() => undefined);

const MissingPart = lazy(unreachable);
const SlowSheet = lazy(onItsWay);
const MissingMenu = lazy(unreachable);

/** A page's lazily loaded part (the stake form, My bets, the register form) that did not arrive. */
function PageWithMissingPart() {
  return (
    <div className="flex max-w-sm flex-col gap-4 p-4">
      <h1 className="text-xl font-bold">Bet slip</h1>
      <LazyPart fallback={null}>
        <MissingPart />
      </LazyPart>
    </div>
  );
}

/** A phone sheet's trigger (the Betslip button) whose sheet is slow to load. */
function SlowSheetTrigger() {
  const overlay = useLazyOverlay(onItsWay);
  return (
    <div className="p-4">
      <Button {...overlay.trigger}>Betslip</Button>
      <LazyOverlaySlot overlay={overlay}>
        <SlowSheet />
      </LazyOverlaySlot>
    </div>
  );
}

/** A menu (the user menu, the odds format) whose code did not arrive. */
function MenuWithMissingCode() {
  return (
    <div className="p-4">
      <LazyMenu load={unreachable} button={(trigger) => <Button {...trigger}>Odds format</Button>}>
        <MissingMenu />
      </LazyMenu>
    </div>
  );
}

/**
 * Decision 246: the parts of a page that load on demand (sheets, menus, the stake form, My bets)
 * when their code does not arrive (a lost connection, a host moved on to a newer build) or arrives
 * late. The rest of the page stays; the part says what happened and offers a reload, which keeps
 * the slip and the session.
 */
const meta = {
  title: 'Layout/Parts that load on demand',
  component: PageWithMissingPart,
  globals: viewport('mobile'),
} satisfies Meta<typeof PageWithMissingPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of the page that cannot be shown: the message in its place, the page around it. */
export const PartThatCannotLoad: Story = {
  tags: ['smoke'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown. Reload the page to try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Bet slip' })).toBeVisible();
  },
};

/**
 * A sheet whose code is slow: the tap dims the page at once; half a second later the dim says
 * Loading, with Cancel. Cancel (or Escape, or a tap on the dim) gives the page back.
 */
export const SheetSlowToLoad: Story = {
  render: () => <SlowSheetTrigger />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Betslip' });
    await userEvent.click(trigger);
    const cancel = await body.findByRole('button', { name: 'Cancel' });
    await expect(cancel.parentElement).toHaveTextContent('Loading');
    await waitFor(() => expect(getComputedStyle(cancel).opacity).toBe('1'));
    await userEvent.click(cancel);
    await expect(body.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A menu or a sheet whose code cannot be fetched: over the dimmed page, the message with Close and
 * Reload page. Close (or Escape) gives the focus back to the button.
 */
export const MenuThatCannotLoad: Story = {
  render: () => <MenuWithMissingCode />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Odds format' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown.',
    );
    await expect(body.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
