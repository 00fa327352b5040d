import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { sessionStore, useSession } from '@/lib/session/session-store.ts';
import { useLogout } from '@/lib/session/use-logout.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** SPEC §2 forced password change: Continue clears the forced flag and goes home. */
export default function ChangePasswordRequiredPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!session) return <Navigate to="/login" replace />;

  return (
    <AuthLayout
      title={t('changePassword.title')}
      intro={t('changePassword.requiredIntro')}
      action={
        <Button variant="outline" size="sm" onClick={() => void logout()}>
          <LogOutIcon aria-hidden="true" />
          {t('actions.logout')}
        </Button>
      }
    >
      <ChangePasswordForm
        userName={session.user.userName}
        dismissible={false}
        onContinue={() => {
          sessionStore.updateUser({ pwdChangeFlag: false });
          void navigate('/');
        }}
      />
    </AuthLayout>
  );
}
