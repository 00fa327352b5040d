import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletRequest } from '@sportsbook/contracts/schemas/cashier';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { TitledDialog } from '@/components/titled-dialog.tsx';
import { serverFileUrl } from '@/lib/server-file-url.ts';
import { useFormat } from '@/lib/use-format.ts';
import { RequestStateBadge } from './request-state-badge.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

// null before the back office processes the request; some answers send '' instead.
function Authorization({ number }: { number: string | null }) {
  const { t } = useTranslation('requests');
  const value = number?.trim() ?? '';
  return value === '' ? (
    <span className="text-muted-foreground">{t('detail.noAuthorization')}</span>
  ) : (
    value
  );
}

function Images({ urls }: { urls: string[] }) {
  const { t } = useTranslation('requests');
  const safe = urls.map((url) => serverFileUrl(url)).filter((url) => url !== null);
  const hidden = urls.length - safe.length;
  return (
    <div className="grid gap-2">
      {safe.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {safe.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('detail.openImage', { number: index + 1 })}
                className="block rounded-md border bg-muted/40 p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <img
                  src={url}
                  alt={t('detail.image', { number: index + 1 })}
                  loading="lazy"
                  referrerPolicy="no-referrer"
                  className="size-20 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('detail.imagesHidden', { count: hidden })}
        </p>
      )}
    </div>
  );
}

function RequestFields({ request }: { request: WalletRequest }) {
  const { t } = useTranslation('requests');
  const format = useFormat();
  return (
    <dl className="divide-y text-sm">
      <Field label={t('detail.type')}>{t(`type.${request.type}`)}</Field>
      <Field label={t('detail.date')}>
        <time dateTime={request.createdDate}>{format.shortDateTime(request.createdDate)}</time>
      </Field>
      <Field label={t('detail.amount')}>
        <span className="font-semibold tabular-nums">{format.money(request.amount)}</span>
      </Field>
      <Field label={t('detail.status')}>{t(`status.${request.status}`)}</Field>
      <Field label={t('detail.method')}>{t(`method.${request.method}`)}</Field>
      <Field label={t('detail.state')}>
        <RequestStateBadge state={request.requestState} />
      </Field>
      <Field label={t('detail.authorization')}>
        <Authorization number={request.authorizationNumber} />
      </Field>
      <Field label={t('detail.comments')}>
        {request.comments.length > 0 ? (
          <ul className="grid gap-1">
            {request.comments.map((comment, index) => (
              <li key={index} className="whitespace-pre-line">
                {comment}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted-foreground">{t('detail.noComments')}</span>
        )}
      </Field>
      {request.imagesUrl.length > 0 && (
        <Field label={t('detail.images')}>
          <Images urls={request.imagesUrl} />
        </Field>
      )}
    </dl>
  );
}

/**
 * SPEC §2: one wallet request in full: type, date, status, method, state, authorization, the
 * back office's comments and the attached images (only links the browser may safely load).
 * Everything from the server is shown as text.
 */
export function WalletRequestDialog({
  request,
  onOpenChange,
}: {
  request: WalletRequest | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('requests');
  return (
    <TitledDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      closeLabel={t('close')}
      title={request && t('detail.title', { type: t(`type.${request.type}`) })}
      footer={
        <DialogClose asChild>
          <Button variant="outline">{t('close')}</Button>
        </DialogClose>
      }
    >
      {request && <RequestFields request={request} />}
    </TitledDialog>
  );
}
