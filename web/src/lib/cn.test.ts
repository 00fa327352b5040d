import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

// The app's own Tailwind theme (styles/index.css): the tablet and desktop breakpoints, the theme's
// colour names and radii, merged by tailwind-merge's default config as it merges its own classes.
// Only classes the app already writes appear here: Tailwind scans this file too.
describe('cn', () => {
  it('lets a caller override a class under the custom breakpoints, and keeps other sizes', () => {
    expect(cn('grid gap-4 p-4 tablet:p-6', 'tablet:p-4')).toBe('grid gap-4 p-4 tablet:p-4');
    expect(cn('px-4 tablet:px-6', 'tablet:px-4')).toBe('px-4 tablet:px-4');
    expect(cn('hidden desktop:hidden', 'desktop:block')).toBe('hidden desktop:block');
    expect(cn('w-full desktop:w-auto', 'tablet:w-24')).toBe('w-full desktop:w-auto tablet:w-24');
  });

  it("reads the theme's colours as colours: a size and a colour are kept, two colours merge", () => {
    expect(cn('text-sm text-muted-foreground', 'text-success')).toBe('text-sm text-success');
    expect(cn('text-warning', 'text-topbar-foreground')).toBe('text-topbar-foreground');
    expect(cn('bg-topbar', 'bg-primary hover:bg-primary/90')).toBe(
      'bg-primary hover:bg-primary/90',
    );
    expect(cn('border-l-4 border-l-success', 'border-l-destructive')).toBe(
      'border-l-4 border-l-destructive',
    );
    expect(cn('text-xs', 'text-sm')).toBe('text-sm');
  });

  it("merges the theme's radii, and keeps what it does not know", () => {
    expect(cn('rounded-md', 'rounded-lg')).toBe('rounded-lg');
    expect(cn('animate-in fade-in-0 px-2', 'my-widget px-4')).toBe(
      'animate-in fade-in-0 my-widget px-4',
    );
  });

  it('joins conditional classes as clsx does', () => {
    const active = true;
    expect(cn('px-2', false, null, undefined, { 'font-bold': active, hidden: !active })).toBe(
      'px-2 font-bold',
    );
    expect(cn()).toBe('');
  });
});
