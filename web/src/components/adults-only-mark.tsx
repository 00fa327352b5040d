import { cn } from '@/lib/cn.ts';

/**
 * The 18+ mark beside the safer-gambling link (issue 25). It reads as `label` ('Adults only: 18 or
 * over'); `decorative` hides it from assistive technology where the text beside it already says
 * so, or where it sits inside a control whose name must stay the link's own.
 */
export function AdultsOnlyMark({
  label,
  decorative = false,
  className,
}: {
  label: string;
  decorative?: boolean;
  className?: string;
}) {
  return (
    <span
      title={label}
      aria-hidden={decorative || undefined}
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-md border-2 border-current px-1 text-xs font-bold leading-none',
        className,
      )}
    >
      <span aria-hidden="true">18+</span>
      {!decorative && <span className="sr-only">{label}</span>}
    </span>
  );
}
