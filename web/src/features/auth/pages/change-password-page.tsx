import { CardPage } from '@/components/card-page.tsx';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-store.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** SPEC §2 voluntary password change, inside the main shell (whose guard ensures a session). */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  return (
    <CardPage
      back={{ to: '/account', label: t('actions.back') }}
      title={t('changePassword.title')}
      className="max-w-md p-4 sm:py-8"
    >
      <ChangePasswordForm userName={session?.user.userName ?? ''} dismissible />
    </CardPage>
  );
}
