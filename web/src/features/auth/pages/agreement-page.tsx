import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { useSession } from '@/lib/session/session-store.ts';
import { AgreementForm } from '../components/agreement-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

/** SPEC §2 Terms agreement; it needs a stored session (login sends users here). */
export default function AgreementPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <AuthLayout wide>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('agreement.title')}</h1>
          <CardDescription>{t('agreement.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AgreementForm userName={session.user.userName} customer={session.customer} />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
