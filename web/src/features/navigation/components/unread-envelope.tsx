import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { badgeCount } from '../model/badge-count.ts';

const boxClass =
  'relative inline-flex size-10 items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The envelope with the unread badge: a link to the inbox. */
export function UnreadEnvelope({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('shell');
  const label = t('topBar.unreadMessages', { count });
  const content = (
    <>
      <MailIcon className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute right-0 top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-bold leading-5 text-destructive-foreground"
        >
          {badgeCount(count)}
        </span>
      )}
    </>
  );
  return (
    // The name is text, not aria-label: the badge shows 99 for more, which must not contradict it.
    <Link to="/inbox" className={cn(boxClass, 'hover:bg-white/10', className)}>
      {content}
      <span className="sr-only">{label}</span>
    </Link>
  );
}
