import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { BankLogo } from './bank-logo.tsx';

const bank = (urlLogo: string | null): Bank => ({
  bankGuid: '6f1c2a4e-0d7b-4c61-9a55-2b8e3f0c9d11',
  name: 'BHD',
  bankFullName: 'Banco BHD',
  urlLogo,
  accountNo: '1187-654321-0',
  accountName: 'Sportsbook Payments SRL',
  accountCaption: 'Checking account',
});

describe('BankLogo', () => {
  it('shows the logo the server holds, from the API origin', () => {
    const { container } = render(
      <BankLogo bank={bank('/w/api/FileUploader/files/logo-bank-bhd.svg')} />,
    );
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `${window.location.origin}/w/api/FileUploader/files/logo-bank-bhd.svg`,
    );
    expect(screen.queryByText('BHD')).toBeNull();
  });

  it('shows the bank’s name when its image is missing', () => {
    const { container } = render(
      <BankLogo bank={bank('/w/api/FileUploader/files/logo-bank-gone.svg')} />,
    );
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('BHD')).toBeInTheDocument();
  });

  it('shows the name when there is no logo, or an address it must not load', () => {
    for (const urlLogo of [null, 'javascript:alert(1)', '//evil.example.com/a.svg']) {
      const { container, unmount } = render(<BankLogo bank={bank(urlLogo)} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('BHD')).toBeInTheDocument();
      unmount();
    }
  });
});
