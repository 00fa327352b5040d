import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params.ts';

function renderAt(path: string) {
  let search: ReturnType<typeof useLatestSearchParams> | undefined;
  function Screen() {
    search = useLatestSearchParams();
    return <p>{`shown ?${search.shown.toString()}`}</p>;
  }
  const router = createMemoryRouter([{ path: '/inbox', element: <Screen /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  const current = () => {
    if (!search) throw new Error('the screen has not rendered');
    return search;
  };
  return { router, current };
}

const toggle = (key: string, value: string) => (latest: URLSearchParams) => {
  if (value) latest.set(key, value);
  else latest.delete(key);
  return latest;
};

describe('useLatestSearchParams', () => {
  it('keeps a change asked for before the one before it reaches the screen', async () => {
    // The inbox's case: 'View read messages' ticked, then the search's debounce clears ?q= before
    // react-router has shown ?read=1. Built on the shown URL, the second change drops the tick.
    const { current } = renderAt('/inbox?q=promotion');
    const { set } = current();

    await act(async () => {
      set(toggle('read', '1'), { replace: true });
      set(toggle('q', ''), { replace: true });
      await Promise.resolve();
    });

    expect(await screen.findByText('shown ?read=1')).toBeInTheDocument();
    expect(current().latest().toString()).toBe('read=1');
  });

  it('builds on the screen once it shows the change, and forgets a change Back moved away from', async () => {
    const { router, current } = renderAt('/inbox');

    await act(async () => {
      current().set(toggle('tab', 'sent'));
      await Promise.resolve();
    });
    expect(await screen.findByText('shown ?tab=sent')).toBeInTheDocument();

    await act(async () => {
      current().set(toggle('q', 'bonus'));
      await Promise.resolve();
    });
    expect(await screen.findByText('shown ?tab=sent&q=bonus')).toBeInTheDocument();

    await act(async () => {
      await router.navigate(-1);
    });
    expect(await screen.findByText('shown ?tab=sent')).toBeInTheDocument();
    expect(current().latest().toString()).toBe('tab=sent');
  });

  it('hands each change a copy, so a function cannot change what the screen shows', () => {
    const { current } = renderAt('/inbox?tab=sent');
    const before = current().shown.toString();

    current().latest().set('q', 'changed');

    expect(current().shown.toString()).toBe(before);
  });
});
