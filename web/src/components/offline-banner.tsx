import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from 'lucide-react';
import { useOnline } from '@/lib/online-status.ts';

/**
 * "You are offline" while the browser is (issue 24). The live region is always in the page, so a
 * screen reader hears the change; reads pause and money buttons say why they are off meanwhile,
 * and everything is read again when the connection returns (lib/query-client.ts).
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="sticky top-0 z-50 bg-background">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-warning bg-warning/15 px-4 py-2 text-center text-sm font-medium text-foreground">
          <WifiOffIcon className="size-4" aria-hidden="true" />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
