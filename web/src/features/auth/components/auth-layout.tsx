import type * as React from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { ThemeLogo } from '@/components/theme-logo.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { useTheme } from '@/themes/theme-context.tsx';
import { hasLoginBackground } from '@/themes/themes.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The frame of the access screens: logo, language switcher, a card (centred; a wide one at the top)
 * and generic's background. The card has the screen's title (the page's h1), with `action` beside
 * it when given, an optional intro, and `children` as its content.
 */
export function AuthLayout({
  title,
  intro,
  action,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const heading = <h1 className="text-2xl font-semibold">{title}</h1>;
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
        <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
          <Card>
            <CardHeader>
              {action ? (
                <div className="flex items-start justify-between gap-4">
                  {heading}
                  {action}
                </div>
              ) : (
                heading
              )}
              {intro && <CardDescription>{intro}</CardDescription>}
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
        </div>
      </main>
    </div>
  );
}
