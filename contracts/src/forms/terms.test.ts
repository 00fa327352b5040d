import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES_EN } from './messages.ts';
import { TERMS_FORM_INVALID_KEY, termsFormSchema } from './terms.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const valid = {
  firstName: 'Ana',
  lastName: 'Pérez',
  personalIdNumber: '001-1234567-8',
  city: 'Santiago',
  emailAddress: 'ana@example.com',
  phone: '8095551234',
  agreement: true,
};

describe('termsFormSchema', () => {
  it('accepts a complete form with the agreement checked', () => {
    expect(termsFormSchema.parse(valid)).toEqual(valid);
  });

  it("refuses an unchecked agreement with 'All fields are required'", () => {
    const messages = messagesByPath(termsFormSchema, { ...valid, agreement: false });
    expect(messages).toEqual({ agreement: ['validation.allFieldsRequired'] });
    expect(messagesByPath(termsFormSchema, { ...valid, agreement: undefined })).toEqual(messages);
  });

  it.each(['firstName', 'lastName', 'personalIdNumber', 'city'])('requires %s', (field) => {
    expect(messagesByPath(termsFormSchema, { ...valid, [field]: ' ' })).toEqual({
      [field]: ['validation.required'],
    });
  });

  it('requires a valid email and a 10-digit phone', () => {
    expect(messagesByPath(termsFormSchema, { ...valid, emailAddress: 'nope' })).toEqual({
      emailAddress: ['validation.email'],
    });
    expect(messagesByPath(termsFormSchema, { ...valid, phone: '12345' })).toEqual({
      phone: ['validation.phoneDigits'],
    });
  });

  it("summarises an invalid form as 'All fields are required'", () => {
    expect(FORM_MESSAGES_EN[TERMS_FORM_INVALID_KEY]).toBe('All fields are required');
  });
});
