import type { Message } from '@sportsbook/contracts/schemas/message';
import { serverFileUrl } from '@/lib/server-file-url.ts';

// SPEC §2: the attachment shows inline when its link contains jpg, png, svg or jpeg.
const IMAGE_LINK = /jpe?g|png|svg/i;

export type AttachmentView =
  | { kind: 'image'; url: string; name: string }
  | { kind: 'link'; url: string; name: string }
  /** A link the browser must not follow (`javascript:`, another host's '//' path…): text only. */
  | { kind: 'text'; name: string };

/**
 * How a message's attachment is shown, or null without one. Only http(s) links and the server's
 * own file paths become an image or a link; anything else is shown as plain text.
 */
export function attachmentView(
  message: Pick<Message, 'attachmentLink' | 'attachmentName'>,
  apiBase?: string,
): AttachmentView | null {
  const link = message.attachmentLink?.trim() ?? '';
  if (link === '') return null;
  const given = message.attachmentName?.trim() ?? '';
  const name = given === '' ? link : given;
  const url = serverFileUrl(link, apiBase);
  if (url === null) return { kind: 'text', name };
  return { kind: IMAGE_LINK.test(link) ? 'image' : 'link', url, name };
}
