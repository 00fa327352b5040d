import { describe, expect, it } from 'vitest';
import { sendMessageFormSchema } from './send-message.ts';
import { imageBlob, messagesByPath } from '../testing/form-test-support.ts';

const valid = {
  messageTypeId: '',
  priorityId: 'N',
  recipientId: '12',
  subject: 'Deposit',
  body: 'Please check my deposit.',
  attachment: null,
};

describe('sendMessageFormSchema', () => {
  it('accepts a message without type or attachment', () => {
    expect(sendMessageFormSchema.parse(valid)).toEqual({
      messageTypeId: undefined,
      priorityId: 'N',
      recipientId: 12,
      subject: 'Deposit',
      body: 'Please check my deposit.',
      attachment: undefined,
    });
  });

  it("accepts a type, an image and the 'All' recipient", () => {
    const attachment = imageBlob('image/jpeg');
    expect(
      sendMessageFormSchema.parse({ ...valid, messageTypeId: '2', recipientId: -999, attachment }),
    ).toMatchObject({ messageTypeId: 2, recipientId: -999, attachment });
  });

  it.each(['subject', 'body', 'recipientId', 'priorityId'])('requires %s', (field) => {
    expect(messagesByPath(sendMessageFormSchema, { ...valid, [field]: '' })).toEqual({
      [field]: ['validation.required'],
    });
  });

  it('accepts only the priorities N, M and H', () => {
    for (const priorityId of ['N', 'M', 'H']) {
      expect(sendMessageFormSchema.safeParse({ ...valid, priorityId }).success).toBe(true);
    }
    expect(messagesByPath(sendMessageFormSchema, { ...valid, priorityId: 'L' })).toEqual({
      priorityId: ['validation.required'],
    });
  });

  it('accepts only an image as attachment', () => {
    expect(
      messagesByPath(sendMessageFormSchema, { ...valid, attachment: imageBlob('text/plain') }),
    ).toEqual({ attachment: ['validation.imageOnly'] });
  });
});
