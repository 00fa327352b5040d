import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet, SheetContent, SheetTitle } from './sheet.tsx';
import { LazyOverlaySlot, useLazyOverlay } from './lazy-overlay.tsx';

interface PanelProps {
  open: boolean;
  closing: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

function Panel({ open, closing, onOpenChange, onCloseAutoFocus }: PanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        closing={closing}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle>Panel</SheetTitle>
      </SheetContent>
    </Sheet>
  );
}

/** A host as the app's are: a trigger, the backdrop, the lazily loaded sheet. */
function hostOf(load: () => Promise<{ default: typeof Panel }>) {
  const LazyPanel = lazy(load);
  return function Host() {
    const overlay = useLazyOverlay(load);
    return (
      <>
        <button {...overlay.trigger}>Open</button>
        <LazyOverlaySlot overlay={overlay}>
          <LazyPanel
            open={overlay.open}
            closing={overlay.closing}
            onOpenChange={overlay.onOpenChange}
            onCloseAutoFocus={overlay.onCloseAutoFocus}
          />
        </LazyOverlaySlot>
      </>
    );
  };
}

const backdrop = () => document.querySelector('[data-slot="lazy-overlay-backdrop"]');
const loaded = Promise.resolve({ default: Panel });

describe('useLazyOverlay', () => {
  it('answers a press with the backdrop, then opens the sheet over it and drops the backdrop', async () => {
    const Host = hostOf(() => loaded);
    render(<Host />);
    // A synchronous press, so no frame can pass before the checks (user-event's awaits can let one
    // by on a busy machine).
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // The press's own render: the dim page, no dialog yet (decision 245).
    expect(backdrop()).toBeInTheDocument();
    expect(backdrop()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A frame later: the sheet, whose overlay replaces the backdrop.
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(backdrop()).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="sheet-overlay"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the backdrop while the sheet’s code is still loading', async () => {
    let arrive: (module: { default: typeof Panel }) => void = () => undefined;
    const slow = new Promise<{ default: typeof Panel }>((resolve) => {
      arrive = resolve;
    });
    const Host = hostOf(() => slow);
    render(<Host />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    // Past the frame: the sheet is asked for, its code is not in, the backdrop stays.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-expanded', 'true');
    });
    expect(backdrop()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    arrive({ default: Panel });
    expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
    expect(backdrop()).not.toBeInTheDocument();
  });

  it('hides the sheet at once on closing, then unmounts it with focus back on the trigger', async () => {
    const Host = hostOf(() => loaded);
    render(<Host />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Panel' });
    expect(dialog).not.toHaveClass('hidden');
    // Synchronous, as the press above: the unmount a frame later must not have happened yet.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    // The close's own render: the sheet and its overlay out of sight, still mounted.
    expect(dialog).toHaveClass('hidden');
    expect(document.querySelector('[data-slot="sheet-overlay"]')).toHaveClass('hidden');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(backdrop()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('lets a slow load be given up: Cancel, Escape or a tap on the dim, and nothing opens later', async () => {
    let arrive: (module: { default: typeof Panel }) => void = () => undefined;
    const slow = new Promise<{ default: typeof Panel }>((resolve) => {
      arrive = resolve;
    });
    const Host = hostOf(() => slow);
    render(<Host />);
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open' });
    // Cancel in the card the dim shows while the code is on its way (decision 246).
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(backdrop()).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
    // Escape.
    await user.click(open);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    await user.keyboard('{Escape}');
    expect(backdrop()).not.toBeInTheDocument();
    // A tap on the dim beside the card.
    await user.click(open);
    await screen.findByRole('button', { name: 'Cancel' });
    const dim = backdrop();
    expect(dim).toBeInstanceOf(HTMLElement);
    if (dim instanceof HTMLElement) await user.click(dim);
    expect(backdrop()).not.toBeInTheDocument();
    // The code that arrives after all opens nothing.
    arrive({ default: Panel });
    await slow;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the code does not arrive, and leaves the page as it was on Close', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Host = hostOf(() => Promise.reject(failure));
    render(
      <>
        <Host />
        <p>The rest of the page</p>
      </>,
    );
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be shown. Reload the page to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(logged.mock.calls.flat()).toContain(failure);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(backdrop()).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    logged.mockRestore();
  });
});
