import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render.tsx';
import { SearchBox } from './search-box.tsx';

// The combobox's chunk arrives when the test opens the gate (a slow network, in effect).
const gate = await vi.hoisted(async () => (await import('@/test/held-import.ts')).importGate());
vi.mock('./search-combobox.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const field = () =>
  within(screen.getByRole('search', { name: 'Search' })).getByRole('combobox', { name: 'Search' });

// One test, in steps: the stand-in and the module cache live once per file.
describe('the search box before its combobox arrives (decision 123)', () => {
  it('first shows a stand-in that takes text and the focus, then hands both to the combobox', async () => {
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <SearchBox scope="public" />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
    ]);
    const standIn = field();
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveAttribute('aria-keyshortcuts', '/');
    expect(standIn).toHaveAttribute('placeholder', 'Teams, leagues, events');
    // Its listbox is empty and hidden.
    expect(document.getElementById(standIn.getAttribute('aria-controls') ?? '')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(standIn).toHaveFocus();
    await user.keyboard('zzzz');
    expect(standIn).toHaveValue('zzzz');

    gate.open();
    await waitFor(() => {
      expect(field()).not.toBe(standIn);
    });
    const combobox = field();
    expect(combobox).toHaveValue('zzzz');
    expect(combobox).toHaveFocus();

    await user.keyboard('qx');
    expect(combobox).toHaveValue('zzzzqx');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('No results');
    });
  });
});
