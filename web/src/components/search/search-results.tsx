import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportEvents } from '@sportsbook/contracts/schemas/sportsbook';
import { cn } from '@/lib/cn.ts';
import { matchupQueries } from '@/lib/queries/matchup-queries.ts';
import { sportEventQueries } from '@/lib/queries/sport-event-queries.ts';
import { buildSearchIndex, search, type SearchHit } from '@/lib/search-index.ts';
import { leagueDays } from '@/lib/sportsbook-days.ts';
import { useFormat } from '@/lib/use-format.ts';
import {
  accountEventDestination,
  accountLeagueDestination,
  publicDestination,
  publicNeedsLogin,
  type SearchScope,
} from './destinations.ts';
import type { SearchReport } from './search-report.ts';

const GROUPS = ['team', 'league', 'event'] as const;

interface Option {
  id: string;
  /** Place in the listbox, across the groups. */
  at: number;
  hit: SearchHit;
}

export interface SearchResultsProps {
  scope: SearchScope;
  query: string;
  listboxId: string;
  activeIndex: number;
  onReport: (report: SearchReport) => void;
  /** A result was chosen: the box closes before the page changes. */
  onChosen: () => void;
}

// Stable, so useQueries re-runs it only when a day's answer changes.
const combineDays = (results: UseQueryResult<SportEvents>[]) => ({
  data: results.map((result) => result.data),
  pending: results.some((result) => result.isPending),
});

/** Today's sports list (the menus' entry) and the next days', asked once the search is used. */
function useSearchIndex() {
  const days = useMemo(() => leagueDays(), []);
  const today = useQuery(sportEventQueries.today());
  const later = useQueries({
    queries: days.slice(1).map((day) => sportEventQueries.day(day)),
    combine: combineDays,
  });
  const index = useMemo(() => {
    if (!today.data) return null;
    const answers = [today.data, ...later.data];
    return buildSearchIndex(
      days.flatMap((day, at) => {
        const events = answers[at];
        return events ? [{ day, events }] : [];
      }),
    );
  }, [days, today.data, later.data]);
  const status: SearchReport['status'] =
    today.isError && !today.data ? 'error' : !index || later.pending ? 'loading' : 'ready';
  return { index, status };
}

function OptionText({ hit, scope }: { hit: SearchHit; scope: SearchScope }) {
  const { t } = useTranslation('search');
  const when = useFormat().dayTime;
  const match = (event: { away: string; home: string }) => `${event.away} vs ${event.home}`;
  const [label, detail] =
    hit.kind === 'team'
      ? [hit.name, t('next', { event: `${match(hit.next)} · ${when(hit.next.start)}` })]
      : hit.kind === 'league'
        ? [hit.name, `${hit.sport} · ${t('games', { count: hit.games })}`]
        : [match(hit), `${hit.leagueName} · ${when(hit.start)}`];
  const login = scope === 'public' && publicNeedsLogin(hit);
  return (
    <>
      <span className="block truncate font-medium">{label}</span>
      <span className="block truncate text-xs text-muted-foreground">
        {login ? `${detail} · ${t('logIn')}` : detail}
      </span>
    </>
  );
}

/**
 * The search's popup (issue 25), loaded when the search box is first used: finds teams, leagues
 * and events of today and the next 3 days in the sports lists, shows them as a WAI-ARIA listbox in
 * groups, and tells the box (which keeps the focus and the keyboard) what it found.
 */
export default function SearchResults({
  scope,
  query,
  listboxId,
  activeIndex,
  onReport,
  onChosen,
}: SearchResultsProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { index, status } = useSearchIndex();
  const results = useMemo(() => (index ? search(index, query) : null), [index, query]);
  const groups = useMemo(() => {
    let at = 0;
    return GROUPS.map((kind) => ({
      kind,
      options: (results?.[kind] ?? []).map((hit, inGroup): Option => ({
        id: `${listboxId}-${kind}-${String(inGroup)}`,
        at: at++,
        hit,
      })),
    }));
  }, [results, listboxId]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  const report = useMemo((): SearchReport => {
    const choose = (hit: SearchHit) => {
      onChosen();
      if (scope === 'public') {
        void navigate(publicDestination(hit));
      } else if (hit.kind === 'league') {
        void navigate(accountLeagueDestination(hit));
      } else {
        void accountEventDestination(hit, async (league, date) => {
          const page = await queryClient.query(matchupQueries.list({ league, date }));
          return page.items;
        }).then((path) => navigate(path));
      }
    };
    return {
      status,
      options: options.map((option) => ({
        id: option.id,
        choose: () => {
          choose(option.hit);
        },
      })),
    };
  }, [status, options, scope, navigate, queryClient, onChosen]);

  // Before the paint: the box's aria-expanded and count change in the same frame as the listbox,
  // never a frame behind it.
  useLayoutEffect(() => {
    onReport(report);
  }, [report, onReport]);

  // The highlighted option stays in view as the arrows move through a long list.
  const activeId = report.options[activeIndex]?.id;
  useEffect(() => {
    const element = activeId ? document.getElementById(activeId) : null;
    // jsdom has no layout, and no scrollIntoView.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  if (status !== 'ready' || options.length === 0) return null;
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={t('label')}
      // Focus stays on the combobox (aria-activedescendant); the listbox never takes it.
      tabIndex={-1}
      // The box keeps the focus: a press on an option must not take it.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70dvh,28rem)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {groups.map(({ kind, options: items }) =>
        items.length === 0 ? null : (
          <div key={kind} role="group" aria-labelledby={`${listboxId}-${kind}`}>
            <div
              id={`${listboxId}-${kind}`}
              role="presentation"
              className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
            >
              {t(`groups.${kind}`)}
            </div>
            {items.map((option) => {
              const active = option.at === activeIndex;
              return (
                // The keyboard works on the combobox, which points here with
                // aria-activedescendant (WAI-ARIA APG); options take only the pointer.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={active}
                  onClick={() => {
                    report.options[option.at]?.choose();
                  }}
                  className={cn(
                    'cursor-pointer rounded-sm px-2 py-1.5 text-sm hover:bg-muted',
                    active && 'bg-accent text-accent-foreground hover:bg-accent',
                  )}
                >
                  <OptionText hit={option.hit} scope={scope} />
                </div>
              );
            })}
          </div>
        ),
      )}
    </div>
  );
}
