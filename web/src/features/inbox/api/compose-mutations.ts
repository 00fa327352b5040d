import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DocumentType } from '@sportsbook/contracts/endpoints/files/save-document';
import type { SendMessageForm } from '@sportsbook/contracts/forms/send-message';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { toast } from '@/lib/toast-area.ts';
import { api, apiOver } from '@/lib/api.ts';
import { errorText } from '@/lib/error-text.ts';
import { i18n } from '@/lib/i18n.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import { fetchWithUploadProgress, type OnUploadProgress } from '@/lib/upload-file.ts';

const text = (key: string) => i18n.t(key, { ns: 'compose' });

/** The attachment could not be stored: nothing was sent (SPEC §8 Attachment upload failure). */
export class AttachmentUploadError extends Error {
  constructor(cause: unknown) {
    super(errorText(cause), { cause });
    this.name = 'AttachmentUploadError';
  }
}

/**
 * POST /FileUploader/SaveDocument with the attachment (category 5, SPEC §7), over XHR so the form
 * can show how much has gone. Answers the name the server keeps it under: the attachmentLink.
 */
export async function uploadMessageAttachment(
  file: File,
  { onProgress, signal }: { onProgress: OnUploadProgress; signal?: AbortSignal },
): Promise<string> {
  const saved = await apiOver(fetchWithUploadProgress(onProgress)).call(
    'files.saveDocument',
    { query: { documentTypeId: DocumentType.messageAttachment }, body: { file } },
    signal ? { signal } : {},
  );
  return saved.fileName;
}

export interface ComposedMessage {
  /** The caller's userId (the server refuses any other sender). */
  senderId: number;
  /** The type sent: the one chosen, or the only one there is. */
  messageTypeId: number;
  values: Omit<SendMessageForm, 'messageTypeId' | 'attachment'>;
  /** The picked image, uploaded before the message goes. */
  attachment: File | undefined;
  onUploadProgress: OnUploadProgress;
}

/**
 * SPEC §5/§7 Send message: the attachment is uploaded first and its answered fileName becomes
 * attachmentLink; then POST /MessageBox/SendMessage with messageBoxId 0 and a blank guid. A failed
 * upload sends nothing and fails with AttachmentUploadError.
 */
export async function sendComposedMessage({
  senderId,
  messageTypeId,
  values,
  attachment,
  onUploadProgress,
}: ComposedMessage): Promise<Message> {
  let attachmentLink: string | null = null;
  if (attachment) {
    try {
      attachmentLink = await uploadMessageAttachment(attachment, { onProgress: onUploadProgress });
    } catch (error) {
      throw new AttachmentUploadError(error);
    }
  }
  return api.call('message.send', {
    body: {
      messageBoxId: 0,
      messageGuid: '',
      messageTypeId,
      priorityId: values.priorityId,
      senderId,
      recipientId: values.recipientId,
      subject: values.subject,
      body: values.body,
      parentMessageBoxId: null,
      attachmentName: attachment?.name ?? null,
      attachmentLink,
    },
  });
}

/**
 * The compose form's Send (SPEC §2, §8): 'Message sent!' and the message lists refresh; a failed
 * upload says 'An error occurred while uploading the attachment.'; any other failure is a toast
 * titled 'Error' with the server's text.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendComposedMessage,
    meta: { silent: true },
    onSuccess: () => {
      toast.success(text('sent'));
      // The sent list shows it; a message to oneself (or to All) also changes the unread counts.
      void Promise.all(
        [messageQueries.lists(), messageQueries.unread().queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      if (error instanceof AttachmentUploadError) {
        toast.error(text('uploadFailed'));
        return;
      }
      toast.error(i18n.t('error'), { description: errorText(error) });
    },
  });
}
