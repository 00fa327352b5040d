import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The area's "wanted" flag is module-wide: each case loads the modules afresh.
async function freshModules() {
  vi.resetModules();
  const [{ LazyToastArea }, { toast }] = await Promise.all([
    import('./toast-area.tsx'),
    import('@/lib/toasts.ts'),
  ]);
  return { LazyToastArea, toast };
}

const toastRegion = () => screen.queryByRole('region', { name: /notifications/i });

describe('LazyToastArea', () => {
  it('mounts no toast area until one is wanted', async () => {
    const { LazyToastArea } = await freshModules();
    const { container } = render(<LazyToastArea />);
    expect(container).toBeEmptyDOMElement();
    expect(toastRegion()).not.toBeInTheDocument();
  });

  it('shows toasts asked for before its area existed', async () => {
    const { LazyToastArea, toast } = await freshModules();
    render(<LazyToastArea />);
    expect(toastRegion()).not.toBeInTheDocument();
    toast.error('First failure');
    toast.success('Then a success');
    expect(await screen.findByText('First failure')).toBeInTheDocument();
    expect(await screen.findByText('Then a success')).toBeInTheDocument();
  });

  it('mounts the area on the first key press, before any toast', async () => {
    const { LazyToastArea } = await freshModules();
    render(<LazyToastArea />);
    expect(toastRegion()).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
