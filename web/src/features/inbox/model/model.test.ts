import { describe, expect, it } from 'vitest';
import type { Message } from '@sportsbook/contracts/schemas/message';
import { attachmentView } from './attachment.ts';
import { afterReading, needsReadMark } from './read-marks.ts';
import { replyRequest, replySubject } from './reply.ts';

const ME = 7;
const SUPPORT = 1;

const message = (fields: Partial<Message> = {}): Message => ({
  messageBoxId: 12,
  messageGuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  messageTypeId: 2,
  priorityId: 'M',
  senderId: SUPPORT,
  recipientId: ME,
  senderName: 'Customer Support',
  recipientName: 'Dana Morales',
  subject: 'Limits',
  body: 'Your limits changed.',
  parentMessageBoxId: null,
  isRead: false,
  hasAttachment: false,
  attachmentName: null,
  attachmentLink: null,
  createdDate: '2026-11-21T10:30:00Z',
  ...fields,
});

describe('a reply', () => {
  it('goes back to the sender under the original guid, with RE: and a blank guid', () => {
    expect(replyRequest(message(), ME, 'Thanks!')).toEqual({
      messageBoxId: 0,
      messageGuid: '00000000-0000-0000-0000-000000000000',
      messageTypeId: 2,
      priorityId: 'M',
      senderId: ME,
      recipientId: SUPPORT,
      subject: 'RE: Limits',
      body: 'Thanks!',
      parentMessageBoxId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      attachmentName: null,
      attachmentLink: null,
    });
  });

  it('to a message the viewer sent, writes to its recipient again', () => {
    const sent = message({ senderId: ME, recipientId: SUPPORT });
    expect(replyRequest(sent, ME, 'Any news?')).toMatchObject({
      senderId: ME,
      recipientId: SUPPORT,
    });
  });

  it('never doubles the RE: prefix', () => {
    expect(replySubject('Limits')).toBe('RE: Limits');
    expect(replySubject('RE: Limits')).toBe('RE: Limits');
    expect(replySubject('re: Limits')).toBe('re: Limits');
    expect(replySubject('Real money')).toBe('RE: Real money');
  });
});

describe('read marks', () => {
  it('are due on an unread message the viewer received or wrote to themselves', () => {
    expect(needsReadMark(message(), ME)).toBe(true);
    expect(needsReadMark(message({ senderId: ME, recipientId: ME }), ME)).toBe(true);
  });

  it('are not due on a read message or one the viewer only sent', () => {
    expect(needsReadMark(message({ isRead: true }), ME)).toBe(false);
    expect(needsReadMark(message({ senderId: ME, recipientId: SUPPORT }), ME)).toBe(false);
  });

  it('take one off the unread count, and off the High count for a High message', () => {
    const counts = { totalUnread: 4, highPriorityUnread: 1 };
    expect(afterReading(counts, { priorityId: 'M' })).toEqual({
      totalUnread: 3,
      highPriorityUnread: 1,
    });
    expect(afterReading(counts, { priorityId: 'H' })).toEqual({
      totalUnread: 3,
      highPriorityUnread: 0,
    });
    expect(afterReading({ totalUnread: 0, highPriorityUnread: 0 }, { priorityId: 'H' })).toEqual({
      totalUnread: 0,
      highPriorityUnread: 0,
    });
  });
});

describe('the attachment', () => {
  const api = 'https://api.example.com';
  const view = (attachmentLink: string | null, attachmentName: string | null = null) =>
    attachmentView({ attachmentLink, attachmentName }, api);

  it('shows jpg, jpeg, png and svg links inline', () => {
    for (const link of ['/w/api/FileUploader/files/a.png', 'https://cdn.example.com/b.JPEG']) {
      expect(view(link, 'flyer')).toMatchObject({ kind: 'image', name: 'flyer' });
    }
    expect(view('/w/api/FileUploader/files/c.svg')).toEqual({
      kind: 'image',
      url: 'https://api.example.com/w/api/FileUploader/files/c.svg',
      name: '/w/api/FileUploader/files/c.svg',
    });
    expect(view('https://cdn.example.com/d.jpg')?.kind).toBe('image');
  });

  it('links any other file', () => {
    expect(view('/w/api/FileUploader/files/terms.pdf', 'terms.pdf')).toEqual({
      kind: 'link',
      url: 'https://api.example.com/w/api/FileUploader/files/terms.pdf',
      name: 'terms.pdf',
    });
  });

  it('shows a script, inline data or another host only as text', () => {
    for (const link of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.com/x.png']) {
      expect(view(link)).toEqual({ kind: 'text', name: link });
    }
  });

  it('is absent without a link', () => {
    expect(view(null)).toBeNull();
    expect(view('  ')).toBeNull();
  });
});
