import { useState } from 'react';
import type { Bank } from '@sportsbook/contracts/schemas/cashier';
import { serverImageUrl } from '@/lib/server-file-url.ts';

/** The bank's logo from a safe address, or its short name when there is none or it fails. */
export function BankLogo({ bank }: { bank: Bank }) {
  const src = serverImageUrl(bank.urlLogo);
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    // Shown in place of the logo; the choice is named by the bank's full name beside it.
    return (
      <span aria-hidden="true" className="text-base font-bold tracking-tight">
        {bank.name}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className="h-10 max-w-full object-contain"
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
