import { describe, expect, it } from 'vitest';
import { replyFormSchema } from './reply.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

describe('replyFormSchema', () => {
  it('accepts a reply text', () => {
    expect(replyFormSchema.parse({ reply: 'Thanks!' })).toEqual({ reply: 'Thanks!' });
  });

  it('requires the reply text', () => {
    expect(messagesByPath(replyFormSchema, { reply: '  ' })).toEqual({
      reply: ['validation.required'],
    });
  });
});
