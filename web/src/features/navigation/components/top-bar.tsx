import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { SearchBox } from '@/features/search/components/search-box.tsx';
import { ThemeLogo } from '@/components/theme-logo.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { accountQueries } from '@/lib/queries/account-queries.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { bonusSummary } from '../model/bonus-summary.ts';
import { SideMenuDrawer } from './side-menu-drawer.tsx';
import { UnreadEnvelope } from './unread-envelope.tsx';
import { UserMenu } from './user-menu.tsx';

export interface TopBarProps {
  balance: number | null;
  unreadCount: number;
  /** Whether the page has the sports menu, which mobile opens from a hamburger here. */
  sideMenu: boolean;
}

/**
 * SPEC §2 top bar (logged in): logo, the envelope with the unread badge, user name, balance, total
 * bonus when there are deposit bonuses, the user menu and the language switcher; and the search
 * (issue 25), beside the logo on desktop and on a row of its own below 1025 px.
 */
export function TopBar({ balance, unreadCount, sideMenu }: TopBarProps) {
  const { t, i18n } = useTranslation('shell');
  const userName = useSession()?.user.userName;
  const { data: bonus } = useQuery({ ...accountQueries.snapshot(), select: bonusSummary });
  const money = (amount: number) => formatMoney(amount, i18n.language);

  return (
    <header className="sticky top-0 z-40 bg-topbar text-topbar-foreground shadow-md">
      {/* Below 1025 px the bar is a row (menu, logo, figures, user menu) with the search on a row
          of its own under it; on desktop the row's box gives way (contents) and the search sits
          between the logo and the figures. */}
      <div className="flex flex-wrap items-center px-2 tablet:px-4 desktop:h-14 desktop:flex-nowrap desktop:gap-2">
        <div className="flex h-14 w-full min-w-0 items-center gap-1 tablet:gap-2 desktop:contents">
          {sideMenu && <SideMenuDrawer className="desktop:hidden" />}
          <Link
            to="/"
            aria-label={t('topBar.home')}
            className="shrink-0 rounded-md px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ThemeLogo alt="" className="h-7 w-auto tablet:h-8" />
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-1 tablet:gap-3 desktop:order-last">
            <UnreadEnvelope count={unreadCount} />
            <div className="flex min-w-0 flex-col items-end text-right text-sm leading-tight">
              <span className="hidden max-w-40 truncate font-semibold tablet:block">
                {userName}
              </span>
              <span className="font-semibold tabular-nums tablet:font-normal tablet:opacity-90">
                <span className="sr-only">{t('topBar.balance')}: </span>
                {balance === null ? '—' : money(balance)}
              </span>
              {bonus?.hasBonus && (
                <span className="text-xs tabular-nums opacity-80">
                  {t('topBar.bonus')} {money(bonus.total)}
                </span>
              )}
            </div>
            <UserMenu balance={balance} unreadCount={unreadCount} />
            <LanguageSwitcher className="hidden tablet:inline-flex" />
          </div>
        </div>
        <div className="w-full pb-2 desktop:ml-4 desktop:w-auto desktop:max-w-md desktop:flex-1 desktop:pb-0">
          <SearchBox scope="account" />
        </div>
      </div>
    </header>
  );
}
