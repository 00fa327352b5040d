import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-store.ts';
import { TodayGames } from '../components/today-games.tsx';

export default function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const name = [session?.customer?.firstName, session?.user.userName].find(Boolean) ?? '';
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 p-4 tablet:p-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('welcome', { name })}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      <TodayGames />
    </div>
  );
}
