import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS } from '@sportsbook/contracts/rules/odds';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu.tsx';
import { afterNextPaint } from '@/lib/after-first-reads.ts';
import {
  ODDS_CHANGE_POLICIES,
  setOddsChangePolicy,
  setOddsFormat,
  useOddsChangePolicy,
  useOddsFormat,
} from '@/lib/odds-settings.ts';

/**
 * The "Odds format" choice (issue 25) as radio items of a dropdown menu: the user menu and the
 * public header's odds menu both show it.
 */
export function OddsFormatItems() {
  const { t } = useTranslation('odds');
  const format = useOddsFormat();
  return (
    <DropdownMenuRadioGroup
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
        <DropdownMenuRadioItem key={option} value={option}>
          {t(`format.${option}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The "When odds change" choice (issue 25), kept per user: only bettors have a slip. */
export function OddsChangeItems({ userName }: { userName: string }) {
  const { t } = useTranslation('odds');
  const policy = useOddsChangePolicy(userName);
  return (
    <DropdownMenuRadioGroup
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
        <DropdownMenuRadioItem key={option} value={option}>
          {t(`changes.${option}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
