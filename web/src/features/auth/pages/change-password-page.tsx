import { BackLink } from '@/components/back-link.tsx';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { useSession } from '@/lib/session/session-store.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** SPEC §2 voluntary password change, inside the main shell (whose guard ensures a session). */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 p-4 sm:py-8">
      <BackLink to="/account">{t('actions.back')}</BackLink>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('changePassword.title')}</h1>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm userName={session?.user.userName ?? ''} dismissible />
        </CardContent>
      </Card>
    </div>
  );
}
