import { lazy } from 'react';
import { LazyPart } from '@/components/lazy-part.tsx';
import { loadBeyondTexts } from '@/lib/texts/load-beyond-texts.ts';
import { useAfterFirstReads } from '@/lib/use-after-first-reads.ts';

// The reality check's timer (and its texts) load once the shell's first reads are in: a check is
// never due in the first seconds of a page, and one that came due while the page was closed shows
// as soon as it arrives (decision 123).
const RealityCheck = lazy(() =>
  Promise.all([import('./reality-check.tsx'), loadBeyondTexts()]).then(([module]) => ({
    default: module.RealityCheck,
  })),
);

/** The main layout's reality check (reality-check.tsx), mounted after the first reads. */
export function RealityCheckLater() {
  const afterReads = useAfterFirstReads();
  if (!afterReads) return null;
  return (
    // Nothing to show in its place: a check that cannot load is logged, and the page goes on.
    <LazyPart fallback={null} failed={null}>
      <RealityCheck />
    </LazyPart>
  );
}
