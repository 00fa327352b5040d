import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InboxIcon, LandmarkIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { AdultsOnlyMark } from '@/components/adults-only-mark.tsx';
import { OddsChangeItems, OddsFormatItems } from '@/components/odds/odds-setting-items.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { LANGUAGES, setLanguage } from '@/lib/i18n.ts';
import {
  REALITY_CHECK_MINUTES,
  setRealityCheckMinutes,
  useRealityCheckMinutes,
} from '@/lib/reality-check-schedule.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useLogout } from '@/lib/session/use-logout.ts';
import { badgeCount } from '../model/badge-count.ts';
import { UserMenuButton, type UserMenuProps } from './user-menu-button.tsx';

function LanguageItems() {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenuRadioGroup
      value={i18n.language}
      onValueChange={(value) => {
        const language = LANGUAGES.find((code) => code === value);
        if (language) void setLanguage(language);
      }}
    >
      <DropdownMenuLabel className="text-xs text-muted-foreground">
        {t('language')}
      </DropdownMenuLabel>
      {LANGUAGES.map((language) => (
        <DropdownMenuRadioItem key={language} value={language} lang={language}>
          {t(`languages.${language}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** Issue 25: how often the reality check comes (15, 30, 60 or 120 minutes; 60 unless chosen). */
function RealityCheckItems({ userName }: { userName: string }) {
  const { t } = useTranslation('safer-gambling');
  const minutes = useRealityCheckMinutes(userName);
  return (
    <DropdownMenuRadioGroup
      aria-label={t('realityCheck.setting')}
      value={String(minutes)}
      onValueChange={(value) => {
        const chosen = REALITY_CHECK_MINUTES.find((option) => String(option) === value);
        if (chosen) setRealityCheckMinutes(userName, chosen);
      }}
    >
      <DropdownMenuLabel className="text-xs text-muted-foreground">
        {t('realityCheck.setting')}
      </DropdownMenuLabel>
      {REALITY_CHECK_MINUTES.map((option) => (
        <DropdownMenuRadioItem key={option} value={String(option)}>
          {t('realityCheck.every', { count: option })}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/**
 * SPEC §2 user menu: balance, Cashier (online cashier on), My Account, Inbox with its count,
 * Logout; entries appear once their screens exist (decision 040). The language choice is here too,
 * for small screens where the top bar has no room for the switcher. Loaded by UserMenu when first
 * wanted, and then open.
 */
export default function UserMenuDropdown({ balance, unreadCount }: UserMenuProps) {
  const { t, i18n } = useTranslation('shell');
  const { t: tSafer } = useTranslation('safer-gambling');
  const session = useSession();
  const logout = useLogout();
  const cashier = Boolean(session?.user.settingUI.enableCashierOnLine);

  // Not modal: a modal menu hides the page from assistive technology while its trigger stays
  // focusable behind it (axe: aria-hidden-focus); outside clicks and Escape still close it.
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{session?.user.userName}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {t('topBar.balance')}:{' '}
            <span className="font-semibold text-foreground">
              {balance === null ? '—' : formatMoney(balance, i18n.language)}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {cashier && (
          <DropdownMenuItem asChild>
            <Link to="/cashier">
              <LandmarkIcon aria-hidden="true" />
              {t('userMenu.cashier')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserIcon aria-hidden="true" />
            {t('userMenu.myAccount')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/inbox">
            <InboxIcon aria-hidden="true" />
            {unreadCount > 0 ? (
              <>
                <span aria-hidden="true">{t('userMenu.inbox')}</span>
                <span className="sr-only">{t('userMenu.inboxUnread', { count: unreadCount })}</span>
                <span
                  aria-hidden="true"
                  className="ml-auto rounded-full bg-destructive px-1.5 text-xs font-bold text-destructive-foreground"
                >
                  {badgeCount(unreadCount)}
                </span>
              </>
            ) : (
              t('userMenu.inbox')
            )}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/safer-gambling">
            <span className="size-4" aria-hidden="true" />
            {tSafer('link')}
            {/* Beside the name, not in it: the item's name stays the link's, and the statement it
                opens says 18+ in words. */}
            <AdultsOnlyMark label={tSafer('adultsOnly')} decorative className="ml-auto" />
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            void logout();
          }}
        >
          <LogOutIcon aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {session && <RealityCheckItems userName={session.user.userName} />}
        <DropdownMenuSeparator />
        <OddsFormatItems />
        {session && <OddsChangeItems userName={session.user.userName} />}
        <DropdownMenuSeparator />
        <LanguageItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
