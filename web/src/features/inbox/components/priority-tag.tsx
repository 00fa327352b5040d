import { useTranslation } from 'react-i18next';
import type { Priority } from '@sportsbook/contracts/schemas/message';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/** SPEC §2: the priority as a tag, H High, M Medium, otherwise Normal. */
export function PriorityTag({ priority, className }: { priority: Priority; className?: string }) {
  const { t } = useTranslation('inbox');
  return (
    <Badge variant="secondary" className={cn('whitespace-nowrap', className)}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}
