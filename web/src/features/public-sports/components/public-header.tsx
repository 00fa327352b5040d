import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { OddsFormatMenu } from '@/components/odds/odds-format-menu.tsx';
import { SearchBox } from '@/features/search/components/search-box.tsx';
import { ThemeLogo } from '@/components/theme-logo.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { isLoggedIn, useSession } from '@/lib/session/session-store.ts';
import { cn } from '@/lib/cn.ts';

/**
 * SPEC §2 public landing header: logo, language, Login (keeping a returnUrl) and 'Join Us'; and the
 * search (issue 25), beside the logo on desktop and on a row of its own below 1025 px.
 */
export function PublicHeader() {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const session = useSession();
  const returnUrl = params.get('returnUrl');
  const loginHref = returnUrl
    ? `/login?${new URLSearchParams({ returnUrl }).toString()}`
    : '/login';
  const onDark =
    'text-topbar-foreground hover:bg-topbar-foreground/10 hover:text-topbar-foreground';
  return (
    <header className="bg-topbar text-topbar-foreground">
      {/* Below 1025 px a row (logo, language, Login, Join Us) with the search on a row of its own
          under it; on desktop the row's box gives way (contents) and the search sits between the
          logo and the links. */}
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-2 px-4 py-2 tablet:px-6 desktop:flex-nowrap">
        <div className="flex w-full min-w-0 flex-wrap items-center gap-2 desktop:contents">
          <Link to="/services/sport" aria-label={t('home')} className="shrink-0">
            <ThemeLogo className="h-8 w-auto max-w-32 tablet:max-w-none" />
          </Link>
          <div className="ml-auto flex items-center gap-1 tablet:gap-2 desktop:order-last">
            <OddsFormatMenu />
            <LanguageSwitcher />
            {isLoggedIn(session) ? (
              <Link to="/" className={cn(buttonVariants({ size: 'sm' }))}>
                {t('goToSportsbook')}
              </Link>
            ) : (
              <>
                <Link
                  to={loginHref}
                  className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), onDark)}
                >
                  {t('login')}
                </Link>
                <Link to="/register" className={buttonVariants({ size: 'sm' })}>
                  {t('joinUs')}
                </Link>
              </>
            )}
          </div>
        </div>
        <div className="w-full desktop:ml-4 desktop:w-auto desktop:max-w-md desktop:flex-1">
          <SearchBox scope="public" />
        </div>
      </div>
    </header>
  );
}
