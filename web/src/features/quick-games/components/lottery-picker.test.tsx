import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lottery } from '@sportsbook/contracts/schemas/quick-game';
import { LotteryPicker } from './lottery-picker.tsx';

const lotteries: Lottery[] = [
  {
    lottGroupId: 1,
    lottGroupShortName: 'LN',
    lottGroupName: 'Loteria Nacional',
    logoUrl: '/w/api/FileUploader/files/logo-lottery-loteria-nacional.svg',
  },
  { lottGroupId: 2, lottGroupShortName: 'LE', lottGroupName: 'Leidsa', logoUrl: null },
];

describe('LotteryPicker logos', () => {
  it('shows each lottery’s logo, and its name where there is none', () => {
    render(<LotteryPicker lotteries={lotteries} value={null} locked={false} onChange={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Loteria Nacional' })).toHaveAttribute(
      'src',
      `${window.location.origin}/w/api/FileUploader/files/logo-lottery-loteria-nacional.svg`,
    );
    expect(screen.queryByRole('img', { name: 'Leidsa' })).toBeNull();
    expect(screen.getByText('Leidsa')).toBeInTheDocument();
  });

  it('falls back to the name when the image is missing', () => {
    render(<LotteryPicker lotteries={lotteries} value={null} locked={false} onChange={vi.fn()} />);
    fireEvent.error(screen.getByRole('img', { name: 'Loteria Nacional' }));
    expect(screen.queryByRole('img', { name: 'Loteria Nacional' })).toBeNull();
    expect(screen.getByText('Loteria Nacional')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Loteria Nacional/ })).toBeInTheDocument();
  });
});
