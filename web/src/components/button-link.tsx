import type { ComponentProps, ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

type ButtonLinkProps = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'> &
  Omit<ComponentProps<typeof Link>, 'className'> & {
    /** A lucide icon drawn before the text, hidden from screen readers. */
    icon?: ComponentType<{ 'aria-hidden': 'true' }>;
  };

/** A link to another screen that looks like a button (shadcn's `Button asChild` over a Link). */
export function ButtonLink({
  variant,
  size,
  className,
  icon: Icon,
  children,
  ...link
}: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}
