import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { ApiError } from '@sportsbook/contracts/client';
import { STAFF } from '@sportsbook/mock-server/personas';
import { logInAs } from '@/test/log-in-as.ts';
import { mock, server } from '@/test/msw.ts';
import { pngFile, withNodeFiles } from '@/test/node-files.ts';
import {
  AttachmentUploadError,
  sendComposedMessage,
  uploadMessageAttachment,
} from './compose-mutations.ts';

withNodeFiles();

const values = {
  priorityId: 'M' as const,
  recipientId: STAFF.support.userId,
  subject: 'My deposit',
  body: 'Please check it.',
};

/** The SendMessage bodies that reach the server. */
function recordSends(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/w/api/MessageBox/SendMessage', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined; // on to the mock's own handler
    }),
  );
  return bodies;
}

describe('uploadMessageAttachment', () => {
  it('stores the image as a message attachment (category 5) and answers its name', async () => {
    await logInAs('demo');
    const progress: number[] = [];
    const fileName = await uploadMessageAttachment(pngFile('slip.png'), {
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress.at(-1)).toBe(100);
    expect(
      mock.state.db.document.findFirst({ where: { fileName: { equals: fileName } } }),
    ).toMatchObject({ documentTypeId: 5, originalName: 'slip.png' });
  });
});

describe('sendComposedMessage', () => {
  it('sends a new message: messageBoxId 0, blank guid, no parent, no attachment', async () => {
    const { user } = await logInAs('demo');
    const sends = recordSends();
    const sent = await sendComposedMessage({
      senderId: user.userId,
      messageTypeId: 2,
      values,
      attachment: undefined,
      onUploadProgress: () => undefined,
    });
    expect(sends).toEqual([
      {
        messageBoxId: 0,
        messageGuid: '',
        messageTypeId: 2,
        priorityId: 'M',
        senderId: user.userId,
        recipientId: STAFF.support.userId,
        subject: 'My deposit',
        body: 'Please check it.',
        parentMessageBoxId: null,
        attachmentName: null,
        attachmentLink: null,
      },
    ]);
    expect(sent).toMatchObject({ subject: 'My deposit', hasAttachment: false });
  });

  it('uploads the attachment first; its fileName becomes attachmentLink', async () => {
    const { user } = await logInAs('demo');
    const sends = recordSends();
    const sent = await sendComposedMessage({
      senderId: user.userId,
      messageTypeId: 1,
      values,
      attachment: pngFile('ticket.png'),
      onUploadProgress: () => undefined,
    });
    const stored = mock.state.db.document.findFirst({
      where: { originalName: { equals: 'ticket.png' } },
    });
    expect(stored?.documentTypeId).toBe(5);
    expect(sends[0]).toMatchObject({
      attachmentName: 'ticket.png',
      attachmentLink: stored?.fileName,
    });
    expect(sent).toMatchObject({
      hasAttachment: true,
      attachmentName: 'ticket.png',
      attachmentLink: `/w/api/FileUploader/files/${stored?.fileName ?? ''}`,
    });
  });

  it('sends nothing when the upload fails, and says it was the upload', async () => {
    const { user } = await logInAs('demo');
    mock.state.scenario.errors['files.saveDocument'] = 500;
    const sends = recordSends();
    const failure = sendComposedMessage({
      senderId: user.userId,
      messageTypeId: 1,
      values,
      attachment: pngFile('ticket.png'),
      onUploadProgress: () => undefined,
    });
    const error: unknown = await failure.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AttachmentUploadError);
    expect(error instanceof Error && error.cause instanceof ApiError).toBe(true);
    expect(sends).toEqual([]);
  });

  it("fails with the server's text when the send is refused", async () => {
    const { user } = await logInAs('demo');
    await expect(
      sendComposedMessage({
        senderId: user.userId,
        messageTypeId: 1,
        values: { ...values, recipientId: -999 },
        attachment: undefined,
        onUploadProgress: () => undefined,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'This message type cannot be sent to All.' });
  });
});
