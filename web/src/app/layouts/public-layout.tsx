import { Outlet } from 'react-router';
import { BackToTop, FLOATING_CONTROLS_ROOM } from '@/components/back-to-top.tsx';
import { isLoggedIn, useSession } from '@/lib/session-store.ts';
import { publicCasinoHref } from '@/lib/external-service.ts';
import { MobileSportsMenu } from '@/features/public-sports/components/mobile-sports-menu.tsx';
import { PublicFooter } from '@/features/public-sports/components/public-footer.tsx';
import { PublicHeader } from '@/features/public-sports/components/public-header.tsx';

// Issue 25's texts (search, safer gambling) come with this layout; its routes await them.
export { beyondTexts as shellTexts } from '@/lib/beyond-texts.ts';

/**
 * The public shell (/services, /safer-gambling): landing header, the sports list on small screens,
 * page, footer.
 */
export default function PublicLayout() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PublicHeader />
      <MobileSportsMenu />
      {/* At least a screen tall: the footer starts below the first screen, so the page's content
          arriving (the sports board) never pushes it down in view (CLS, issue 15). */}
      <main className="flex min-h-dvh flex-1 flex-col">
        <Outlet />
      </main>
      {/* The footer ends with room for Back to top (decision 180). */}
      <PublicFooter
        casinoHref={publicCasinoHref(isLoggedIn(session))}
        className={FLOATING_CONTROLS_ROOM}
      />
      <BackToTop />
    </div>
  );
}
