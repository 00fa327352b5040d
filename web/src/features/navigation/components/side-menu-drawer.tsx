import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { LazyOverlaySlot, useLazyOverlay } from '@/components/ui/lazy-overlay.tsx';
import { cn } from '@/lib/cn.ts';
import { loadFavouritesPart } from '../model/favourites-part-loader.ts';

// The favourite stars come with the sheet's code, so the menu opens with them (decision 123); a
// sheet whose stars could not be fetched opens without them.
const loadSheet = () =>
  Promise.all([
    import('./side-menu-sheet.tsx'),
    loadFavouritesPart().catch((error: unknown) => {
      console.error(error);
    }),
  ]).then(([sheet]) => sheet);
const SideMenuSheet = lazy(loadSheet);

/**
 * On mobile (≤ 1024 px) the left sports menu opens from a hamburger button; the overlay's code
 * loads when the button is first pointed at, focused or pressed (issue 15, decision 095).
 */
export function SideMenuDrawer({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const overlay = useLazyOverlay(loadSheet);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('sideMenu.open')}
        className={cn(
          'text-topbar-foreground hover:bg-white/10 hover:text-topbar-foreground',
          className,
        )}
        {...overlay.trigger}
      >
        <MenuIcon className="size-5!" aria-hidden="true" />
      </Button>
      <LazyOverlaySlot overlay={overlay}>
        <SideMenuSheet
          open={overlay.open}
          closing={overlay.closing}
          onOpenChange={overlay.onOpenChange}
          onCloseAutoFocus={overlay.onCloseAutoFocus}
        />
      </LazyOverlaySlot>
    </>
  );
}
