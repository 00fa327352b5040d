import type * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';

/** The way back above a page's card ('Back to my account', 'Back to the Cashier'). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
