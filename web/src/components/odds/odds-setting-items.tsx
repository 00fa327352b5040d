import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { CheckIcon } from 'lucide-react';
import { ODDS_FORMATS } from '@sportsbook/contracts/rules/odds';
import { DropdownMenuLabel } from '@/components/ui/dropdown-menu.tsx';
import { afterNextPaint } from '@/lib/after-first-reads.ts';
import {
  ODDS_CHANGE_POLICIES,
  setOddsChangePolicy,
  setOddsFormat,
  useOddsChangePolicy,
  useOddsFormat,
} from '@/lib/odds-settings.ts';

const itemClass =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground';

function RadioItem({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <MenuPrimitive.RadioItem value={value} className={itemClass}>
      <MenuPrimitive.ItemIndicator className="absolute left-2 inline-flex">
        <CheckIcon className="size-4" aria-hidden="true" />
      </MenuPrimitive.ItemIndicator>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

/**
 * The "Odds format" choice (issue 25) as radio items of a dropdown menu: the user menu and the
 * public header's odds menu both show it.
 */
export function OddsFormatItems() {
  const { t } = useTranslation('odds');
  const format = useOddsFormat();
  return (
    <MenuPrimitive.RadioGroup
      aria-label={t('format.label')}
      value={format}
      onValueChange={(value) => {
        const chosen = ODDS_FORMATS.find((option) => option === value);
        if (chosen) {
          // After the paint that closes the menu: a new format re-renders every price on the
          // page, and in the tap's own task that held the menu open (INP 240 ms; decision 220).
          afterNextPaint(() => {
            setOddsFormat(chosen);
          });
        }
      }}
    >
      <DropdownMenuLabel className="text-xs text-muted-foreground">
        {t('format.label')}
      </DropdownMenuLabel>
      {ODDS_FORMATS.map((option) => (
        <RadioItem key={option} value={option}>
          {t(`format.${option}`)}
        </RadioItem>
      ))}
    </MenuPrimitive.RadioGroup>
  );
}

/** The "When odds change" choice (issue 25), kept per user: only bettors have a slip. */
export function OddsChangeItems({ userName }: { userName: string }) {
  const { t } = useTranslation('odds');
  const policy = useOddsChangePolicy(userName);
  return (
    <MenuPrimitive.RadioGroup
      aria-label={t('changes.label')}
      value={policy}
      onValueChange={(value) => {
        const chosen = ODDS_CHANGE_POLICIES.find((option) => option === value);
        if (chosen) setOddsChangePolicy(userName, chosen);
      }}
    >
      <DropdownMenuLabel className="text-xs text-muted-foreground">
        {t('changes.label')}
      </DropdownMenuLabel>
      {ODDS_CHANGE_POLICIES.map((option) => (
        <RadioItem key={option} value={option}>
          {t(`changes.${option}`)}
        </RadioItem>
      ))}
    </MenuPrimitive.RadioGroup>
  );
}
