import type * as React from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * A page that is one card under its way back (deposit, withdraw, compose, profile, wallet, change
 * password): the back link, then the card with the page's h1, its intro when it has one, and what
 * the page holds. `className` sets the page's width and padding.
 */
export function CardPage({
  back,
  title,
  intro,
  className = 'max-w-3xl p-3 sm:p-4 sm:py-8',
  children,
}: {
  back: { to: string; label: string };
  title: string;
  intro?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('mx-auto grid w-full gap-4', className)}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
