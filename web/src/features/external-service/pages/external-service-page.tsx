import { useParams } from 'react-router';
import { segmentName } from '@/lib/sportsbook/sportsbook-paths.ts';
import { ExternalService } from '../components/external-service.tsx';

export default function ExternalServicePage() {
  const label = segmentName(useParams().label ?? '');
  return (
    <div className="flex w-full flex-1 flex-col">
      <h1 className="sr-only">{label}</h1>
      <ExternalService label={label} />
    </div>
  );
}
