import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-store.ts';
import { AgreementForm } from '../components/agreement-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

/** SPEC §2 Terms agreement; it needs a stored session (login sends users here). */
export default function AgreementPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <AuthLayout wide title={t('agreement.title')} intro={t('agreement.intro')}>
      <AgreementForm userName={session.user.userName} customer={session.customer} />
    </AuthLayout>
  );
}
