import type * as React from 'react';
import { Alert } from '@/components/ui/alert.tsx';

/**
 * What an access page shows instead of its form when the form cannot be used (the reset link is
 * invalid, sign-up is off or could not be checked): why, then the ways on.
 */
export function AuthNotice({
  variant,
  text,
  children,
}: {
  variant: 'destructive' | 'info';
  text: string;
  /** The ways on: links or a retry. */
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <Alert variant={variant}>{text}</Alert>
      {children}
    </div>
  );
}
