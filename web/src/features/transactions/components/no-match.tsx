import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** What a filtered list says when the filters leave nothing, with Clear filters. */
export function NoMatch({ text, onClear }: { text: string; onClear: () => void }) {
  const { t } = useTranslation('transactions');
  return (
    <div
      role="status"
      className="grid justify-items-center gap-2 rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground"
    >
      <p>{text}</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
