import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RegisterView } from '../components/register-view.tsx';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout wide title={t('register.title')} intro={t('register.intro')}>
      <RegisterView />
    </AuthLayout>
  );
}
