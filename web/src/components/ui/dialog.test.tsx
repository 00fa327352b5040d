import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from './dialog.tsx';

function Probe(props: Omit<React.ComponentProps<typeof DialogContent>, 'children'>) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined} {...props}>
        <DialogHeader>
          <DialogTitle>Notice</DialogTitle>
        </DialogHeader>
        <DialogFooter>footer</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const dialog = () => screen.findByRole('dialog', { name: 'Notice' });
const closed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
/** A click on the overlay, outside the panel (a modal makes the page inert, so no pointer check). */
const pressOutside = async () => {
  const overlay = document.querySelector('[data-slot="dialog-overlay"]');
  if (!overlay) throw new Error('no overlay');
  await userEvent.setup({ pointerEventsCheck: 0 }).click(overlay);
};

describe('DialogContent', () => {
  it('shows the close button and closes on Escape by default', async () => {
    render(<Probe />);
    await dialog();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await closed();
  });

  it('closes on a press outside by default', async () => {
    render(<Probe />);
    await dialog();
    await pressOutside();
    await closed();
  });

  it('leaves the close button out with showCloseButton={false}, still dismissible', async () => {
    render(<Probe showCloseButton={false} />);
    await dialog();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await closed();
  });

  it('ignores Escape and outside presses with dismissible={false}, still telling the caller', async () => {
    const onEscapeKeyDown = vi.fn();
    render(<Probe dismissible={false} onEscapeKeyDown={onEscapeKeyDown} />);
    const panel = await dialog();
    await userEvent.setup().keyboard('{Escape}');
    await pressOutside();
    expect(onEscapeKeyDown).toHaveBeenCalledOnce();
    expect(panel).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('marks its parts with data-slot', async () => {
    render(<Probe />);
    const panel = await dialog();
    for (const slot of ['dialog-content', 'dialog-header', 'dialog-footer', 'dialog-title']) {
      expect(document.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    expect(panel).toHaveAttribute('data-slot', 'dialog-content');
  });
});
