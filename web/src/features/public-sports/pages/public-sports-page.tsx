import { useTranslation } from 'react-i18next';
import { PublicSportsBoard } from '../components/public-sports-board.tsx';

export default function PublicSportsPage() {
  const { t } = useTranslation('sports');
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 p-4 tablet:p-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <PublicSportsBoard />
    </div>
  );
}
