import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@sportsbook/contracts/client/lazy';
import { DocumentType } from '@sportsbook/contracts/endpoints/files/save-document';
import type { SendMessageRequest } from '@sportsbook/contracts/endpoints/message/send-message';
import type { SendMessageForm } from '@sportsbook/contracts/forms/send-message';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { toast } from '@/lib/toasts.ts';
import { api } from '@/lib/api.ts';
import { errorText } from '@/lib/error-text.ts';
import { i18n } from '@/lib/i18n.ts';
import { messageQueries } from '@/lib/queries/message-queries.ts';
import type { MoneyCallSpec } from '@/lib/money-call/money-call.ts';
import { whyRefused } from '@/lib/money-call/money-call-machine.ts';
import { uploadDocument, type OnUploadProgress, type UploadOptions } from '@/lib/upload-file.ts';
import { useMoneyCall, type MoneyCall } from '@/lib/money-call/use-money-call.ts';
import { checkSent, knownSent, type KnownMessages } from './sent-messages.ts';

const text = (key: string) => i18n.t(key, { ns: 'compose' });

/** The attachment could not be stored: nothing was sent (SPEC §8 Attachment upload failure). */
export class AttachmentUploadError extends Error {
  constructor(cause: unknown) {
    super(errorText(cause), { cause });
    this.name = 'AttachmentUploadError';
  }
}

/** The attachment's upload (category 5, SPEC §7): the name it answers is the attachmentLink. */
export const uploadMessageAttachment = (file: File, options: UploadOptions): Promise<string> =>
  uploadDocument(DocumentType.messageAttachment, file, options);

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

/** SPEC §7: a new message is messageBoxId 0 with a blank guid and no parent. */
export function composedRequest(
  { senderId, messageTypeId, values, attachment }: ComposedMessage,
  attachmentLink: string | null,
): SendMessageRequest {
  return {
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
  };
}

/**
 * SPEC §5/§7 Send message: the attachment is uploaded first and its answered fileName becomes
 * attachmentLink; then POST /MessageBox/SendMessage. A failed upload sends nothing and fails with
 * AttachmentUploadError; a 401 stays a 401 (the session ends, SPEC §8).
 */
export async function sendComposedMessage(
  message: ComposedMessage,
  signal?: AbortSignal,
): Promise<Message> {
  let attachmentLink: string | null = null;
  if (message.attachment) {
    message.onUploadProgress(0);
    try {
      attachmentLink = await uploadMessageAttachment(message.attachment, {
        onProgress: message.onUploadProgress,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
      throw new AttachmentUploadError(error);
    }
  }
  return api.call(
    'message.send',
    { body: composedRequest(message, attachmentLink) },
    signal ? { signal } : {},
  );
}

/**
 * Send as a money call (issue 24): the sent messages before, the upload and the send with one
 * timeout, and, when the answer is lost, the sent list again for this subject, body and recipient.
 */
export const composeCall: MoneyCallSpec<ComposedMessage, Message, Message, KnownMessages> = {
  before: (_message, signal) => knownSent(signal),
  send: sendComposedMessage,
  check: (message, known, signal) => checkSent(composedRequest(message, null), known, signal),
};

/**
 * The compose form's Send (SPEC §2, §8): 'Message sent!' and the message lists refresh; a failed
 * upload says 'An error occurred while uploading the attachment.'; a refusal is a toast titled
 * 'Error' with the server's text; a lost answer is checked, and not done is the form's to say.
 */
export function useSendMessage(): MoneyCall<ComposedMessage, Message, Message> {
  const queryClient = useQueryClient();
  return useMoneyCall({
    ...composeCall,
    progress: { sending: 'compose:sending', checking: 'compose:checking' },
    say: {
      done: () => {
        toast.success(text('sent'));
        // The sent list shows it; a message to oneself (or to All) also changes the unread counts.
        for (const queryKey of [messageQueries.lists(), messageQueries.unread().queryKey]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
      refused: (refusal) => {
        const error = whyRefused(refusal);
        if (error instanceof AttachmentUploadError) {
          toast.error(text('uploadFailed'));
          return;
        }
        toast.error(i18n.t('error'), { description: errorText(error) });
      },
    },
  });
}
