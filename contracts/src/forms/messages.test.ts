import { describe, expect, it } from 'vitest';
import { FORM_MESSAGE_KEYS, FORM_MESSAGES_EN } from './messages.ts';

describe('form messages', () => {
  it('give every key a non-empty English text', () => {
    for (const key of Object.values(FORM_MESSAGE_KEYS)) {
      expect(FORM_MESSAGES_EN[key].trim()).not.toBe('');
    }
    expect(Object.keys(FORM_MESSAGES_EN).sort()).toEqual(Object.values(FORM_MESSAGE_KEYS).sort());
  });

  it('are i18n keys in the validation namespace', () => {
    for (const key of Object.values(FORM_MESSAGE_KEYS)) {
      expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
    }
  });

  it('keep the exact texts of the spec', () => {
    const texts = Object.values(FORM_MESSAGES_EN);
    expect(texts).toContain('The new password and its confirmation are not the same.');
    expect(texts).toContain('All fields are required');
    expect(texts).toContain('Amount must be great than');
    expect(texts).toContain('Upload photo required');
    expect(FORM_MESSAGES_EN['validation.passwordMismatch']).toBe(
      'The new password and its confirmation are not the same.',
    );
    expect(FORM_MESSAGES_EN['validation.allFieldsRequired']).toBe('All fields are required');
    expect(FORM_MESSAGES_EN['validation.amountMustBeGreatThan']).toBe('Amount must be great than');
    expect(FORM_MESSAGES_EN['validation.uploadPhotoRequired']).toBe('Upload photo required');
  });
});
