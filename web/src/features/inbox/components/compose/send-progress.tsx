import { useTranslation } from 'react-i18next';

/** How much of the attachment has gone, while it uploads before the message is sent. */
export function SendProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('compose');
  return (
    <div className="grid w-full gap-1 sm:w-56">
      <div
        role="progressbar"
        aria-label={t('uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress', { percent })}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${String(percent)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {t('uploadingProgress', { percent })}
      </p>
    </div>
  );
}
