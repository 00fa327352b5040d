import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CircleUserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export interface UserMenuProps {
  balance: number | null;
  unreadCount: number;
}

/** The top bar's user menu button, before and after the menu's code has loaded. */
export function UserMenuButton(props: React.ComponentProps<'button'>) {
  const { t } = useTranslation('shell');
  return (
    <Button
      variant="ghost"
      aria-label={t('userMenu.label')}
      className="h-10 gap-1 px-2 text-topbar-foreground hover:bg-white/10 hover:text-topbar-foreground"
      {...props}
    >
      <CircleUserIcon className="size-6!" aria-hidden="true" />
      <ChevronDownIcon className="opacity-70" aria-hidden="true" />
    </Button>
  );
}
