import type * as React from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { ThemeLogo } from '@/components/theme-logo.tsx';
import { useTheme } from '@/themes/theme-context.tsx';
import { hasLoginBackground } from '@/themes/themes.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The frame of the access screens: logo, language switcher, a card (centred; a wide one at the top)
 * and generic's background.
 */
export function AuthLayout({
  children,
  wide = false,
}: {
  children: React.ReactNode;
  wide?: boolean;
}) {
  const theme = useTheme();
  const { t } = useTranslation('shell');
  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col bg-background bg-cover bg-center',
        hasLoginBackground(theme) && 'bg-[image:var(--login-background)]',
      )}
      data-login-background={hasLoginBackground(theme) ? 'on' : 'off'}
    >
      <header className="flex items-center justify-between bg-topbar/90 px-4 py-3 text-topbar-foreground">
        <Link to="/services/sport" aria-label={t('topBar.home')}>
          <ThemeLogo className="h-8 w-auto" />
        </Link>
        <LanguageSwitcher />
      </header>
      {/* The long register form starts at the top: centred, it moved up as its fields arrived
          after the registration metadata (a cold /register's CLS 0.263, issue 27). */}
      <main
        className={cn(
          'flex flex-1 justify-center p-4',
          wide ? 'items-start tablet:pt-10' : 'items-center',
        )}
      >
        <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>{children}</div>
      </main>
    </div>
  );
}
