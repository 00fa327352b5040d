import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table.tsx';
import { dataColumns } from './data-table-features.ts';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const column = dataColumns<Row>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', enableSorting: false }),
  column.accessor('amount', { header: 'Amount', meta: { numeric: true } }),
]);
const rows: Row[] = Array.from({ length: 27 }, (_, index) => ({
  id: index + 1,
  name: `Row ${String(index + 1)}`,
  amount: (index * 7) % 27,
}));

function Table({ data = rows, compact }: { data?: Row[]; compact?: boolean }) {
  const titleId = useId();
  return (
    <section>
      <h2 id={titleId}>Things</h2>
      <DataTable
        labelledBy={titleId}
        name="Things"
        data={data}
        columns={columns}
        getRowId={(row) => String(row.id)}
        compact={compact}
        footer={
          <tr>
            <th scope="row">27 rows</th>
            <td />
          </tr>
        }
      />
    </section>
  );
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row');

describe('DataTable', () => {
  it('shows 10 rows a page and pages through the rest', async () => {
    const user = userEvent.setup();
    render(<Table />);
    // header + 10 rows + footer
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers 10, 25 and 50 rows a page', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50']);
    await user.selectOptions(size, '25');
    expect(bodyRows()).toHaveLength(27);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('sorts by a header and announces the order', async () => {
    const user = userEvent.setup();
    render(<Table />);
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBe(
      null,
    );
    await user.click(within(header).getByRole('button', { name: /Amount/ }));
    const first = header.getAttribute('aria-sort');
    expect(first === 'ascending' || first === 'descending').toBe(true);
    const amounts = () =>
      bodyRows()
        .slice(1, 11)
        .map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));
    const shown = amounts();
    expect(shown).toEqual([...shown].sort((a, b) => (first === 'ascending' ? a - b : b - a)));
    await user.click(within(header).getByRole('button', { name: /Amount/ }));
    expect(header.getAttribute('aria-sort')).not.toBe(first);
  });

  it('has no pager when every row fits on one page', () => {
    render(<Table data={rows.slice(0, 4)} />);
    expect(screen.queryByRole('navigation')).toBe(null);
    expect(bodyRows()).toHaveLength(6);
  });

  // How a compact table tightens in a narrow panel is measured in real Chromium
  // (stories/src/tickets/tickets-view.stories.tsx); here: it reads and works like any other.
  it('works the same when compact: sortable headers, pages and rows per page', async () => {
    const user = userEvent.setup();
    render(<Table compact />);
    expect(bodyRows()).toHaveLength(12);
    const header = screen.getByRole('columnheader', { name: /Amount/ });
    await user.click(within(header).getByRole('button', { name: /Amount/ }));
    expect(header.getAttribute('aria-sort')).toMatch(/^(ascending|descending)$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(bodyRows()).toHaveLength(29);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  // Issue 34 finding 6: a table cut at an edge shows that it scrolls; what it looks like, and that
  // it moves nothing, is the journeys' (e2e tests/layout).
  it('marks the edges it can scroll towards, following the scroll', () => {
    render(<Table />);
    const box = screen.getByRole('table', { name: 'Things' }).closest('[data-scroll-edges]');
    const scroller = box?.firstElementChild;
    if (!(box instanceof HTMLElement) || !(scroller instanceof HTMLElement))
      throw new Error('no box');
    const shades = () => Array.from(box.querySelectorAll(':scope > [aria-hidden="true"]'));
    const marks = () => [box.hasAttribute('data-more-start'), box.hasAttribute('data-more-end')];
    // jsdom lays nothing out: the table fits, so neither edge is marked or shaded.
    expect(marks()).toEqual([false, false]);
    expect(shades()).toHaveLength(2);
    expect(shades().every((shade) => shade.classList.contains('opacity-0'))).toBe(true);

    // 800 px of table in a 300 px box, scrolled to 0, to the middle, to the end.
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 800 });
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
    const scrollTo = (left: number) => {
      act(() => {
        scroller.scrollLeft = left;
        scroller.dispatchEvent(new Event('scroll'));
      });
    };
    scrollTo(0);
    expect(marks()).toEqual([false, true]);
    expect(shades().map((shade) => shade.classList.contains('opacity-0'))).toEqual([true, false]);
    scrollTo(250);
    expect(marks()).toEqual([true, true]);
    expect(shades().map((shade) => shade.classList.contains('opacity-0'))).toEqual([false, false]);
    scrollTo(500);
    expect(marks()).toEqual([true, false]);
    // Less than a pixel short of the end is the end.
    scrollTo(499.5);
    expect(marks()).toEqual([true, false]);
  });
});
