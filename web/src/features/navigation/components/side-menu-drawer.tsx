import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet.tsx';
import { cn } from '@/lib/cn.ts';
import { SportsMenu } from './sports-menu.tsx';

/** On mobile (≤ 1024 px) the left sports menu opens from a hamburger button. */
export function SideMenuDrawer({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('sideMenu.open')}
          className={cn(
            'text-topbar-foreground hover:bg-white/10 hover:text-topbar-foreground',
            className,
          )}
        >
          <MenuIcon className="size-5!" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t('close', { ns: 'common' })} aria-describedby={undefined}>
        <SheetTitle className="border-b px-4 py-3 pr-12">{t('sideMenu.label')}</SheetTitle>
        <SportsMenu
          className="flex-1 overflow-y-auto"
          onNavigate={() => {
            setOpen(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
