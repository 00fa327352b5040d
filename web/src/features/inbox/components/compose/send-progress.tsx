import { useTranslation } from 'react-i18next';
import { UploadProgress } from '@/components/file-upload.tsx';

/** How much of the attachment has gone, while it uploads before the message is sent. */
export function SendProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('compose');
  return (
    <UploadProgress
      className="w-full sm:w-56"
      percent={percent}
      label={t('uploading')}
      valueText={t('progress', { percent })}
      caption={t('uploadingProgress', { percent })}
    />
  );
}
