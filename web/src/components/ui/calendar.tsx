import type * as React from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { DayPicker, getDefaultClassNames } from 'react-day-picker';
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * shadcn's Calendar: react-day-picker (a labelled grid the arrow keys, Page Up / Down and Home /
 * End move through) in the kit's look. The caller passes the locale of the language shown.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('bg-popover p-3 [--cell-size:--spacing(10)]', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn(
          'absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1',
          defaults.nav,
        ),
        button_previous: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) select-none p-0 aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) select-none p-0 aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        caption_label: cn(
          'select-none text-sm font-medium first-letter:uppercase',
          defaults.caption_label,
        ),
        month_grid: 'w-full border-collapse',
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'flex-1 select-none rounded-md text-[0.8rem] font-normal text-muted-foreground',
          defaults.weekday,
        ),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn(
          'group/day relative aspect-square w-full select-none p-0 text-center',
          defaults.day,
        ),
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'aspect-square size-auto w-full min-w-(--cell-size) font-normal tabular-nums group-data-[selected]/day:bg-primary group-data-[selected]/day:text-primary-foreground',
          defaults.day_button,
        ),
        today: cn('rounded-md bg-accent text-accent-foreground', defaults.today),
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}

function Chevron({ className, orientation }: { className?: string; orientation?: string }) {
  const Icon = orientation === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}
