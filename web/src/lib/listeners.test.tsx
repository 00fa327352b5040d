import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners.ts';

describe('createListeners', () => {
  it('calls each listener on notify, in the order they subscribed, until it unsubscribes', () => {
    const { subscribe, notify } = createListeners();
    const heard: string[] = [];
    const stopFirst = subscribe(() => heard.push('first'));
    subscribe(() => heard.push('second'));

    notify();
    stopFirst();
    notify();

    expect(heard).toEqual(['first', 'second', 'second']);
  });

  it('keeps two stores apart', () => {
    const one = createListeners();
    const other = createListeners();
    const listener = vi.fn();
    one.subscribe(listener);

    other.notify();

    expect(listener).not.toHaveBeenCalled();
  });

  it('lets useSyncExternalStore show each change', () => {
    let count = 0;
    const { subscribe, notify } = createListeners();
    function Count() {
      const value = useSyncExternalStore(subscribe, () => count);
      return <p>{`Count ${String(value)}`}</p>;
    }
    render(<Count />);
    expect(screen.getByText('Count 0')).toBeInTheDocument();

    act(() => {
      count = 1;
      notify();
    });

    expect(screen.getByText('Count 1')).toBeInTheDocument();
  });
});
