import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackToTop, FLOATING_CONTROLS_ROOM } from '@/components/back-to-top.tsx';
import { SportChips } from '@/features/navigation/components/sport-chips.tsx';
import { SportsMenu } from '@/features/navigation/components/sports-menu.tsx';
import { TopBar } from '@/features/navigation/components/top-bar.tsx';
import { TopMenu } from '@/features/navigation/components/top-menu.tsx';
import { HighPriorityDialog } from '@/features/notifications/components/high-priority-dialog.tsx';
import { useBalance, useUnreadCounts } from '@/features/notifications/model/use-account-figures.ts';
import { usePush } from '@/features/notifications/model/use-push.ts';
import { RealityCheckLater } from '@/features/safer-gambling/components/reality-check-later.tsx';
import { appTexts as screenTexts } from '@/lib/app-texts.ts';
import { cn } from '@/lib/cn.ts';
import { firstBeyondTexts } from '@/lib/first-beyond-texts.ts';

// The texts of the screens behind login come with this layout, and the few of issue 25's that
// its first paint shows (the search field's name, the slip's accepted odds); the main route
// awaits them. Issue 25's other texts come with the parts that show them (decision 123).
export const appTexts = Promise.all([screenTexts, firstBeyondTexts]);

/**
 * SPEC §2 main layout: top bar, top menu, the left sports menu (hidden on /other/ pages; a drawer
 * on mobile, ≤ 1024 px) and the page. The route loader has already run the guards; toasts use the
 * app's Toaster. The shell joins the navigation and notifications features, which never import
 * each other.
 */
export default function MainLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const sideMenu = !pathname.includes('/other/');
  const balance = useBalance();
  const { totalUnread } = useUnreadCounts();
  usePush();

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <TopBar balance={balance} unreadCount={totalUnread} sideMenu={sideMenu} />
      <TopMenu />
      <div className="flex flex-1">
        {sideMenu && (
          <aside className="hidden w-64 shrink-0 border-r bg-sidebar text-sidebar-foreground desktop:block">
            <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto">
              <SportsMenu />
            </div>
          </aside>
        )}
        <main
          id="main-content"
          tabIndex={-1}
          className="flex min-w-0 flex-1 flex-col focus:outline-none"
        >
          {sideMenu && <SportChips />}
          {/* A column, so a page can fill the height left (e.g. the external-service frame), with
              room at its end for Back to top and the Betslip button (decision 180). */}
          <div className={cn('flex flex-1 flex-col', FLOATING_CONTROLS_ROOM)}>
            <Outlet />
          </div>
        </main>
      </div>
      <HighPriorityDialog />
      <BackToTop />
      <RealityCheckLater />
    </div>
  );
}
