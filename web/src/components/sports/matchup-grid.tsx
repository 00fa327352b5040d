import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Matchup } from '@sportsbook/contracts/schemas/sportsbook';
import { cn } from '@/lib/cn.ts';
import { MatchupCard, mainLine, type Picks } from './matchup-card.tsx';

/**
 * Games per block. Even, so that a two-column grid pairs the same cards as one grid of all of them
 * would, and the layout is the same whichever blocks have mounted.
 */
export const BLOCK_SIZE = 6;

/**
 * Games a list renders at first paint, about a phone's two screens: enough to read and pick before
 * any scrolling. The rest mount as the bettor scrolls near them (issue 32).
 */
export const FIRST_PAINT_GAMES = 8;

/**
 * How far beyond the viewport a block mounts its cards: at least a phone's screen ahead, so a card
 * is in place before it scrolls in, and the size change of a stand-in never happens on screen.
 */
const MOUNT_AHEAD = '1000px 0px';

/**
 * A stand-in's height, as the card measures at 390 px (issue 32): 174 px, plus 30 px for the
 * period links, plus 52 px for the draw price. Wider screens have the same heights.
 */
function standInHeight(matchup: Matchup): string {
  const periods = matchup.odds.length > 1;
  const draw = Boolean(mainLine(matchup)?.draw);
  if (draw) return periods ? 'h-64' : 'h-56.5';
  return periods ? 'h-51' : 'h-43.5';
}

/**
 * One block of cards. Until it comes near the viewport it is a stand-in of the same size: empty
 * card outlines that keep the page's height and its scroll bar true. Once mounted it stays.
 * Focus or a tap that reaches a stand-in mounts it and moves focus into it, so the keyboard
 * reaches every game.
 */
function MatchupBlock({
  matchups,
  picks,
  eager,
}: {
  matchups: Matchup[];
  picks: Picks;
  eager: boolean;
}) {
  const { t } = useTranslation('sports');
  const ref = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  // Without IntersectionObserver (old browsers, jsdom) every block mounts at once, as before.
  const [mounted, setMounted] = useState(() => eager || typeof IntersectionObserver !== 'function');
  // A block that becomes one of the first (the leagues' order arrives after the games) mounts too;
  // a mounted block never goes back to its stand-in.
  if (eager && !mounted) setMounted(true);

  useEffect(() => {
    const element = ref.current;
    if (mounted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setMounted(true);
      },
      { rootMargin: MOUNT_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [mounted]);

  useEffect(() => {
    if (!mounted || !focusInside.current) return;
    focusInside.current = false;
    ref.current?.querySelector<HTMLElement>('button:not(:disabled), a[href]')?.focus();
  }, [mounted]);

  const className = 'grid gap-3 2xl:grid-cols-2';
  if (mounted)
    return (
      <div ref={ref} className={className}>
        {matchups.map((matchup) => (
          <MatchupCard key={matchup.eventId} matchup={matchup} picks={picks} />
        ))}
      </div>
    );
  // A stand-in is a button: focus (Tab faster than scrolling) or a tap shows its games.
  const show = () => {
    focusInside.current = true;
    setMounted(true);
  };
  return (
    <div ref={ref}>
      <button
        type="button"
        aria-label={t('moreGames', { count: matchups.length })}
        onFocus={show}
        onClick={show}
        className={cn(className, 'w-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring')}
      >
        {matchups.map((matchup) => (
          <span
            key={matchup.eventId}
            className={cn('block rounded-xl border bg-card', standInHeight(matchup))}
          />
        ))}
      </button>
    </div>
  );
}

/**
 * Game cards in blocks: the first `eager` games (rounded up to a block) render at once, the rest
 * as the bettor scrolls near them (issue 32: the home page had ~4,000 elements at first paint,
 * which made a phone slow and one axe scan take 18 s).
 */
export function MatchupGrid({
  matchups,
  picks,
  eager = FIRST_PAINT_GAMES,
}: {
  matchups: Matchup[];
  picks: Picks;
  /** How many of these games render at once (rounded up to a block). */
  eager?: number;
}) {
  const blocks: Matchup[][] = [];
  for (let start = 0; start < matchups.length; start += BLOCK_SIZE)
    blocks.push(matchups.slice(start, start + BLOCK_SIZE));
  if (blocks.length === 1 && blocks[0])
    return <MatchupBlock matchups={blocks[0]} picks={picks} eager={eager > 0} />;
  return (
    <div className="grid gap-3">
      {blocks.map((block, index) => (
        <MatchupBlock
          // By position: a refetch that reorders games keeps mounted blocks mounted.
          key={index}
          matchups={block}
          picks={picks}
          eager={index * BLOCK_SIZE < eager}
        />
      ))}
    </div>
  );
}
