import { useCallback, useState, type RefCallback } from 'react';

/** Whether a sideways scroller has more to show before (start) or after (end) what is in view. */
export interface ScrollEdges {
  readonly start: boolean;
  readonly end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/** Sub-pixel widths and zoom leave a pixel or so: that is not "more". */
const SLACK_PX = 1;

/** The edges of `scroller` now (scrollLeft is negative right to left, hence the absolute value). */
export function scrollEdgesOf(scroller: HTMLElement): ScrollEdges {
  const hidden = scroller.scrollWidth - scroller.clientWidth;
  const scrolled = Math.abs(scroller.scrollLeft);
  return { start: scrolled > SLACK_PX, end: hidden - scrolled > SLACK_PX };
}

/**
 * Follows a sideways scroller's edges (issue 34, finding 6: a table cut at the right must show that
 * it scrolls). The ref goes on the scroller; its edges are measured when it mounts, as it scrolls,
 * and when it or its content changes size (a ResizeObserver, where there is one). Only the state
 * changes: what shows it (a shadow over the edge) must not move anything.
 */
export function useScrollEdges<T extends HTMLElement>(): {
  ref: RefCallback<T>;
  edges: ScrollEdges;
} {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const ref = useCallback((scroller: T | null) => {
    if (!scroller) return undefined;
    const measure = () => {
      const next = scrollEdgesOf(scroller);
      setEdges((previous) =>
        previous.start === next.start && previous.end === next.end ? previous : next,
      );
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) {
      observer.observe(scroller);
      for (const child of Array.from(scroller.children)) observer.observe(child);
    }
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, edges };
}
