import { useTranslation } from 'react-i18next';
import { PaperclipIcon } from 'lucide-react';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { attachmentView } from '../model/attachment.ts';

/**
 * SPEC §2: the attachment inline when it is an image, otherwise a link (a new tab); a link the
 * browser must not follow is only named, as text.
 */
export function MessageAttachment({ message }: { message: Message }) {
  const { t } = useTranslation('inbox');
  const view = attachmentView(message);
  if (!view) return null;
  return (
    <section aria-label={t('message.attachment')} className="grid gap-2 border-t pt-4">
      <h2 className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <PaperclipIcon aria-hidden="true" className="size-4" />
        {t('message.attachment')}
      </h2>
      {view.kind === 'image' && (
        <img
          src={view.url}
          alt={view.name}
          referrerPolicy="no-referrer"
          className="max-h-96 max-w-full justify-self-start rounded-md border bg-muted/40 object-contain"
        />
      )}
      {view.kind === 'link' && (
        <a
          href={view.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('message.openAttachment', { name: view.name })}
          className="justify-self-start break-all rounded-sm text-primary underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {view.name}
        </a>
      )}
      {view.kind === 'text' && <p className="break-all text-sm">{view.name}</p>}
    </section>
  );
}
