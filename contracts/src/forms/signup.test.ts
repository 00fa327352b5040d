import { describe, expect, it } from 'vitest';
import { createSignupDefaults, createSignupSchema } from './signup.ts';
import { messagesByPath } from '../testing/form-test-support.ts';

const valid = {
  agentGroupCode: 'AG01',
  firstName: 'Ana',
  lastName: 'Pérez',
  personalIdNumber: '001-1234567-8',
  city: 'Santo Domingo',
  emailAddress: 'ana@example.com',
  phone: '8095551234',
  password: 'secret',
  passwordConfirmation: 'secret',
};

const required = createSignupSchema({ agentGroupCodeRequired: true });
const optional = createSignupSchema({ agentGroupCodeRequired: false });

describe('createSignupSchema', () => {
  it('accepts a complete form', () => {
    expect(required.parse(valid)).toEqual(valid);
  });

  it('requires the agent group code only when the metadata says so', () => {
    expect(messagesByPath(required, { ...valid, agentGroupCode: '' })).toEqual({
      agentGroupCode: ['validation.required'],
    });
    expect(messagesByPath(optional, { ...valid, agentGroupCode: '' })).toEqual({});
  });

  it('refuses an agent group code that is blank after trimming', () => {
    expect(messagesByPath(required, { ...valid, agentGroupCode: '   ' })).toEqual({
      agentGroupCode: ['validation.required'],
    });
  });

  it('no longer requires the code when a token code came back', () => {
    const withToken = createSignupSchema({ agentGroupCodeRequired: true, tokenCode: 'TK9' });
    expect(messagesByPath(withToken, { ...valid, agentGroupCode: '' })).toEqual({});
    const blankToken = createSignupSchema({ agentGroupCodeRequired: true, tokenCode: ' ' });
    expect(messagesByPath(blankToken, { ...valid, agentGroupCode: '' })).toEqual({
      agentGroupCode: ['validation.required'],
    });
  });

  it.each(['firstName', 'lastName', 'personalIdNumber', 'city'])('requires %s', (field) => {
    expect(messagesByPath(optional, { ...valid, [field]: ' ' })).toEqual({
      [field]: ['validation.required'],
    });
  });

  it('requires the password and its confirmation', () => {
    expect(messagesByPath(optional, { ...valid, password: '', passwordConfirmation: '' })).toEqual({
      password: ['validation.required'],
      passwordConfirmation: ['validation.required'],
    });
  });

  it('requires a valid email address', () => {
    expect(messagesByPath(optional, { ...valid, emailAddress: '' })).toEqual({
      emailAddress: ['validation.required'],
    });
    expect(messagesByPath(optional, { ...valid, emailAddress: 'ana.example.com' })).toEqual({
      emailAddress: ['validation.email'],
    });
  });

  it('requires a phone of exactly 10 digits', () => {
    expect(messagesByPath(optional, { ...valid, phone: '' })).toEqual({
      phone: ['validation.required'],
    });
    expect(messagesByPath(optional, { ...valid, phone: '809555123' })).toEqual({
      phone: ['validation.phoneDigits'],
    });
  });

  it('needs the confirmation to equal the password', () => {
    expect(messagesByPath(optional, { ...valid, passwordConfirmation: 'other' })).toEqual({
      passwordConfirmation: ['validation.passwordConfirmationError'],
    });
  });
});

describe('createSignupDefaults', () => {
  it('pre-fills the agent group code with the token code', () => {
    expect(createSignupDefaults('TK9').agentGroupCode).toBe('TK9');
    expect(createSignupDefaults().agentGroupCode).toBe('');
    expect(Object.keys(createSignupDefaults()).sort()).toEqual(Object.keys(valid).sort());
  });
});
