import { Outlet } from 'react-router';
import { isLoggedIn, useSession } from '@/lib/session-store.ts';
import { publicCasinoHref } from '@/lib/external-service.ts';
import { MobileSportsMenu } from '@/features/public-sports/components/mobile-sports-menu.tsx';
import { PublicFooter } from '@/features/public-sports/components/public-footer.tsx';
import { PublicHeader } from '@/features/public-sports/components/public-header.tsx';

/** The public shell (/services): landing header, the sports list on small screens, page, footer. */
export default function PublicLayout() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PublicHeader />
      <MobileSportsMenu />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <PublicFooter casinoHref={publicCasinoHref(isLoggedIn(session))} />
    </div>
  );
}
