import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { ThemeLogo } from '@/components/theme-logo.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { isLoggedIn, useSession } from '@/lib/session-store.ts';
import { cn } from '@/lib/cn.ts';

/** SPEC §2 public landing header: logo, language, Login (keeping a returnUrl) and 'Join Us'. */
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
      <div className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 py-2 tablet:px-6">
        <Link to="/services/sport" aria-label={t('home')} className="shrink-0">
          <ThemeLogo className="h-8 w-auto max-w-32 tablet:max-w-none" />
        </Link>
        <div className="ml-auto flex items-center gap-1 tablet:gap-2">
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
    </header>
  );
}
