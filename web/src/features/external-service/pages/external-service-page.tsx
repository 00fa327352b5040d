import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serviceName } from '@/lib/external-service-links.ts';
import { segmentName } from '@/lib/sportsbook/sportsbook-paths.ts';
import { ExternalService } from '../components/external-service.tsx';

export default function ExternalServicePage() {
  const { t } = useTranslation('common');
  const label = segmentName(useParams().label ?? '');
  return (
    <div className="flex w-full flex-1 flex-col">
      <h1 className="sr-only">{serviceName(label, t('unnamedService'))}</h1>
      <ExternalService label={label} />
    </div>
  );
}
