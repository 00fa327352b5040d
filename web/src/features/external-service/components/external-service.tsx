import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner.tsx';
import { safeHttpUrl } from '@/lib/safe-url.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { externalServiceQueries } from '../api/external-service-queries.ts';
import {
  needsToken,
  readSelectedService,
  serviceName,
  withToken,
} from '@/lib/external-service-links.ts';
import { ServiceFrame } from './service-frame.tsx';

/** SPEC §4/§8: anything that keeps the service from opening sends the user to the sport page. */
export const SPORT_PAGE = '/services/sport';

function TokenedService({
  label,
  url,
  userName,
}: {
  label: string;
  url: string;
  userName: string;
}) {
  const { t } = useTranslation('service');
  const token = useQuery(externalServiceQueries.casinoToken(userName, label));
  if (token.isError) {
    // A 401 logs the user out and goes to /login (SPEC §4); any other failure goes to the sport page.
    if (token.error instanceof ApiError && token.error.status === 401) return null;
    return <Navigate to={SPORT_PAGE} replace />;
  }
  if (token.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center p-8">
        <Spinner label={t('loading', { label: serviceName(label, t('common:unnamedService')) })} />
      </div>
    );
  }
  return (
    <ServiceFrame
      title={t('frameTitle', { label: serviceName(label, t('common:unnamedService')) })}
      src={withToken(url, token.data.token)}
    />
  );
}

/**
 * SPEC §4 external service: open the stored service when its label is the route's and its address
 * is http(s); a Casino or token-needing service first gets a casino token for the logged-in user.
 */
export function ExternalService({ label }: { label: string }) {
  const { t } = useTranslation('service');
  const session = useSession();
  const service = readSelectedService();
  const url = safeHttpUrl(service?.url);
  if (service?.label !== label || !url) return <Navigate to={SPORT_PAGE} replace />;
  if (!needsToken(service))
    return (
      <ServiceFrame
        title={t('frameTitle', { label: serviceName(label, t('common:unnamedService')) })}
        src={url}
      />
    );
  const userName = session?.user.token ? session.user.userName : null;
  if (!userName) return <Navigate to={SPORT_PAGE} replace />;
  return <TokenedService key={`${label}|${url}`} label={label} url={url} userName={userName} />;
}
