import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpIcon, XIcon } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@sportsbook/contracts/endpoints/files/save-document';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { FilePickLabel } from '@/components/file-upload.tsx';

/** The image formats FileUploader/SaveDocument stores: the picker offers these first. */
const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/svg+xml';
const MAX_SIZE = `${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`;

interface Preview {
  file: File;
  url: string;
}

/**
 * The picked image's thumbnail: an object URL made when it is picked, revoked when another is
 * picked, it is removed, or the form goes away.
 */
function usePreview(): [Preview | null, (file: File | undefined) => void] {
  const [preview, setPreview] = useState<Preview | null>(null);
  const live = useRef<Preview | null>(null);
  useEffect(() => {
    const current = live;
    return () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
      current.current = null;
    };
  }, []);
  const show = (file: File | undefined) => {
    if (live.current) URL.revokeObjectURL(live.current.url);
    // A file that is no image gets the form's message, not a broken thumbnail.
    const next =
      file?.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? { file, url: URL.createObjectURL(file) }
        : null;
    live.current = next;
    setPreview(next);
  };
  return [preview, show];
}

export interface AttachmentFieldProps {
  file: File | undefined;
  /** The form's message for the field (the contract's 'Only image files are allowed.'). */
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | undefined) => void;
  onBlur: () => void;
}

/**
 * One image attachment (SPEC §2 Create message). Picking only keeps the file: it is uploaded when
 * the message is sent. The native file input stays the control (keyboard, label, screen readers);
 * the visible button is its label, in the page's language.
 */
export function AttachmentField({ file, error, disabled, onChange, onBlur }: AttachmentFieldProps) {
  const { t } = useTranslation('compose');
  const { t: common } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preview, showPreview] = usePreview();
  const choose = (picked: File | undefined) => {
    showPreview(picked);
    onChange(picked);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('fields.attachment')}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="peer sr-only"
          onBlur={onBlur}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0];
            // A dismissed picker keeps the image there is.
            if (picked) choose(picked);
            // The same file picked again must reach onChange too.
            event.currentTarget.value = '';
          }}
        />
        <FilePickLabel htmlFor={id} invalid={Boolean(error)}>
          <ImageUpIcon aria-hidden="true" />
          {file ? t('attachment.change') : t('attachment.choose')}
        </FilePickLabel>
        {file && (
          <span className="flex items-center gap-1">
            {/* A fixed cap: a long name is cut, never widens the page on a phone. */}
            <span className="max-w-48 truncate text-sm text-muted-foreground sm:max-w-xs">
              {file.name}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 shrink-0"
              disabled={disabled}
              aria-label={t('attachment.remove')}
              onClick={() => {
                choose(undefined);
              }}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </span>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('attachment.hint', { size: MAX_SIZE })}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {common(error)}
        </p>
      )}
      {file && preview?.file === file && (
        <img
          src={preview.url}
          alt={t('attachment.preview', { name: file.name })}
          className="h-28 w-auto max-w-full justify-self-start rounded-md border bg-muted object-contain"
        />
      )}
    </div>
  );
}
