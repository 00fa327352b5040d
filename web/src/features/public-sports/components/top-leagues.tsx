import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { League } from '@sportsbook/contracts/schemas/sportsbook';
import { buttonVariants } from '@/components/ui/button.tsx';
import { selectionHref } from '../model/use-selection.ts';

/** The top-league buttons: each shows that league's games. */
export function TopLeagues({ leagues, active }: { leagues: League[]; active: string | null }) {
  const { t } = useTranslation('sports');
  if (leagues.length === 0) return null;
  return (
    <nav aria-label={t('topLeagues')}>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {leagues.map((league) => {
          const current = league.shortName === active;
          return (
            <li key={league.shortName} className="shrink-0">
              <Link
                to={selectionHref({ sport: league.sportName, league: league.shortName })}
                aria-current={current ? 'page' : undefined}
                className={buttonVariants({ variant: current ? 'default' : 'outline', size: 'sm' })}
              >
                {league.shortName}
                <span className="sr-only">{` (${league.name})`}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
