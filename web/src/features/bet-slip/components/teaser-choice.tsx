import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Teaser } from '@sportsbook/contracts/schemas/teaser';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * SPEC §4 Teaser: picked while the slip is empty (it goes with the next pick) or swapped on a slip
 * with picks; off while the slip has an if bet.
 */
export function TeaserChoice({
  teasers,
  value,
  disabled,
  onChange,
}: {
  teasers: Teaser[];
  value: Teaser | null;
  disabled: boolean;
  onChange: (teaser: Teaser | null) => void;
}) {
  const { t } = useTranslation('betslip');
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('teaser.label')}</Label>
      <NativeSelect
        id={id}
        value={value?.id ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const chosen = teasers.find((teaser) => String(teaser.id) === event.target.value);
          onChange(chosen ?? null);
        }}
      >
        <option value="">{t('teaser.none')}</option>
        {teasers.map((teaser) => (
          <option key={teaser.id} value={teaser.id}>
            {`${teaser.name} · ${t('teaser.teams', { min: teaser.minTeam, max: teaser.maxTeam })}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
