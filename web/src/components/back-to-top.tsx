import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from 'lucide-react';
import { SCROLL_TOP_THRESHOLD_PX } from '@sportsbook/contracts/rules/constants';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

const pastThreshold = () => window.scrollY > SCROLL_TOP_THRESHOLD_PX;

/**
 * The room a page leaves at its end for the floating controls (this button, 16 + 40 px from the
 * bottom; the phone's Betslip button, 16 + 44 px): scrolled to the end, neither covers a table's
 * totals row or any other content (issue 34, finding 6). The layouts put it under their last block.
 */
export const FLOATING_CONTROLS_ROOM = 'pb-20';

/**
 * SPEC §9 scroll-top control: "Back to top" shows once the page is scrolled past 100 px and takes
 * it back to the top. A real button (Tab reaches it, Enter and Space press it); focus then moves to
 * the page's main content, so the next Tab starts at the top as well. At 1024 px or less it sits at
 * the bottom left, clear of the Betslip button (bottom right) and the toasts (top); wider, at the
 * bottom centre, between the sports menu and the bet slip (decision 133). Pages end with
 * `FLOATING_CONTROLS_ROOM` of empty space, so at the end of a page it covers nothing (decision 180).
 */
export function BackToTop({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  // Hidden on the first render, as the build prerenders it (no window there); the effect decides.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => {
      setShown(pastThreshold());
    };
    // The first read waits for the next frame: reading scrollY here, in the commit of a page's
    // first render, made the browser lay the whole new page out inside that task (about 95 ms of
    // a reload's longest task at 4× CPU); in the frame, that layout is the one it does anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!shown) return null;
  const toTop = () => {
    const still =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <Button
      type="button"
      variant="secondary"
      size="icon"
      title={t('backToTop')}
      aria-label={t('backToTop')}
      onClick={toTop}
      data-floating-control=""
      className={cn(
        'fixed bottom-4 left-4 z-30 rounded-full border shadow-lg print:hidden desktop:left-1/2 desktop:-translate-x-1/2',
        className,
      )}
    >
      <ArrowUpIcon aria-hidden="true" />
    </Button>
  );
}
