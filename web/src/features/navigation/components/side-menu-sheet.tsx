import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet.tsx';
import { SportsMenu } from './sports-menu.tsx';

/** The sports menu's overlay on small screens (loaded with the first wish to open it). */
export default function SideMenuSheet({
  open,
  closing,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  closing: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closing={closing}
        closeLabel={t('close', { ns: 'common' })}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetTitle className="border-b px-4 py-3 pr-12">{t('sideMenu.label')}</SheetTitle>
        <SportsMenu
          className="flex-1 overflow-y-auto"
          onNavigate={() => {
            onOpenChange(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
