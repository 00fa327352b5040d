import { useTranslation } from 'react-i18next';
import { CircleHelpIcon } from 'lucide-react';
import type { BetType } from '@sportsbook/contracts/rules/quick-game';
import { Button } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { betTypeHelp } from '../model/mask-example.ts';

const cell = 'px-2 py-1.5 text-left align-top';

/**
 * SPEC §2 the bet form's help: each bet type of POST /QGame/GetBetTypeList with its format (the
 * mask) and an example made from it; with a lottery chosen, only the types it takes.
 */
export function HelpDialog({
  betTypes,
  lottery,
}: {
  betTypes: readonly BetType[];
  lottery: number | null;
}) {
  const { t } = useTranslation('quick-games');
  const rows = betTypeHelp(betTypes, lottery);
  return (
    <TitledDialog
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={betTypes.length === 0}>
          <CircleHelpIcon aria-hidden="true" />
          {t('help.open')}
        </Button>
      }
      className="max-w-lg"
      closeLabel={t('help.close')}
      title={t('help.title')}
      description={t('help.description')}
    >
      {/* Scrolls on a short phone screen: focusable so the keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={t('help.list')}
        // axe (scrollable-region-focusable): a region that scrolls must take focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[60vh] overflow-auto rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-popover">
            <tr className="border-b">
              <th scope="col" className={cell}>
                {t('help.name')}
              </th>
              <th scope="col" className={cell}>
                {t('help.format')}
              </th>
              <th scope="col" className={`${cell} max-sm:sr-only`}>
                {t('help.example')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ betType, example }) => (
              <tr key={betType.betTypeId} className="border-b last:border-0">
                <th scope="row" className={`${cell} font-medium`}>
                  {betType.betTypeName}
                </th>
                <td className={`${cell} font-mono whitespace-nowrap`}>
                  {betType.mask}
                  {/* A phone has no room for a third column: the example goes under the format. */}
                  <span className="block text-muted-foreground sm:hidden" aria-hidden="true">
                    {example}
                  </span>
                </td>
                <td className={`${cell} font-mono whitespace-nowrap max-sm:sr-only`}>{example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">{t('help.apples')}</p>
    </TitledDialog>
  );
}
