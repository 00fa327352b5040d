import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { CircleCheckIcon, ImageUpIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { FilePickLabel, UploadProgress } from '@/components/file-upload.tsx';
import { cn } from '@/lib/cn.ts';
import { isAmbiguousFailure } from '@/lib/money-call/money-call.ts';
import { MAX_UPLOAD_SIZE, PROOF_ACCEPT, type ProofRefusal } from './proof-file.ts';
import type { ProofUpload } from './use-proof-upload.ts';

function UploadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('deposit');
  // A lost connection, a gateway's 502-504 or no answer in time (isAmbiguousFailure) says so; a
  // refusal has the server's own words.
  const detail = isAmbiguousFailure(error)
    ? t('proof.lost')
    : error instanceof ApiError
      ? error.message
      : undefined;
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
      <div className="grid gap-0.5">
        <p className="font-medium">{t('proof.failed')}</p>
        {detail && <p>{detail}</p>}
      </div>
      <Button size="sm" variant="outline" className="h-8" onClick={onRetry}>
        {t('proof.retry')}
      </Button>
    </Alert>
  );
}

export interface ProofFieldProps {
  upload: ProofUpload;
  refusal: ProofRefusal | null;
  /** The method needs the photo (BankTransfer, BankDeposit). */
  required: boolean;
  /** The form's message for the field (the contract's 'Upload photo required'). */
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onRetry: () => void;
}

/**
 * One proof image (SPEC §5 Deposit form): a required method says 'Upload photo required' until
 * the photo is up, then 'Photo Uploaded'. The native file input stays the control (keyboard,
 * label, screen readers); the visible button is its label, in the page's language.
 */
export function ProofField({
  upload,
  refusal,
  required,
  error,
  disabled,
  onChoose,
  onRetry,
}: ProofFieldProps) {
  const { t } = useTranslation('deposit');
  const id = useId();
  const statusId = `${id}-status`;
  const refusalId = `${id}-refusal`;
  const uploaded = upload.status === 'uploaded';
  const uploading = upload.status === 'uploading';
  const invalid = Boolean(error) || refusal !== null;
  const describedBy = [statusId, refusal && refusalId].filter(Boolean).join(' ');

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('fields.proof')}</Label>
      <p
        id={statusId}
        aria-live="polite"
        className={cn(
          'flex items-center gap-1.5 text-sm',
          uploaded ? 'font-medium' : error ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        {uploaded && <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />}
        {uploaded
          ? t('proof.uploaded')
          : required
            ? t('validation.uploadPhotoRequired', { ns: 'common' })
            : t('proof.optional')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={PROOF_ACCEPT}
          disabled={disabled || uploading}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="peer sr-only"
          onChange={(event) => {
            onChoose(event.currentTarget.files?.[0]);
            // The same file picked again (after a refusal or a failure) must reach onChange too.
            event.currentTarget.value = '';
          }}
        />
        <FilePickLabel htmlFor={id} invalid={invalid}>
          <ImageUpIcon aria-hidden="true" />
          {upload.status === 'empty' ? t('proof.choose') : t('proof.change')}
        </FilePickLabel>
        {upload.status !== 'empty' && (
          <span className="min-w-0 truncate text-sm text-muted-foreground">{upload.file.name}</span>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {t('proof.formats', { size: MAX_UPLOAD_SIZE })}
      </p>
      {refusal && (
        <p id={refusalId} className="text-sm text-destructive">
          {t(`proof.${refusal}`, { size: MAX_UPLOAD_SIZE })}
        </p>
      )}
      {upload.status === 'uploading' && (
        <UploadProgress
          percent={upload.progress}
          label={t('proof.uploading')}
          valueText={t('proof.progress', { percent: upload.progress })}
          caption={t('proof.uploadingProgress', { percent: upload.progress })}
        />
      )}
      {upload.status === 'failed' && <UploadFailed error={upload.error} onRetry={onRetry} />}
      {upload.status !== 'empty' && upload.preview && (
        <img
          src={upload.preview}
          alt={t('proof.preview', { name: upload.file.name })}
          className="h-28 w-auto max-w-full justify-self-start rounded-md border bg-muted object-contain"
        />
      )}
    </div>
  );
}
