import { z } from 'zod';
import { isBlankInput } from '../rules/number-input.ts';
import { optionalText, personFields, requiredSecret, requiredText } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

export interface SignupSchemaOptions {
  agentGroupCodeRequired: boolean;
  tokenCode?: string | null | undefined;
}

// A tokenCode from the token metadata pre-fills the agent group code and lifts the requirement.
export function createSignupSchema({ agentGroupCodeRequired, tokenCode }: SignupSchemaOptions) {
  const codeRequired = agentGroupCodeRequired && isBlankInput(tokenCode);
  return z
    .object({
      agentGroupCode: codeRequired ? requiredText() : optionalText(),
      ...personFields(),
      password: requiredSecret(),
      passwordConfirmation: requiredSecret(),
    })
    .refine((form) => form.passwordConfirmation === form.password, {
      path: ['passwordConfirmation'],
      message: FORM_MESSAGE_KEYS.passwordConfirmationError,
    });
}

export type SignupForm = z.infer<ReturnType<typeof createSignupSchema>>;

export function createSignupDefaults(tokenCode?: string | null): Record<keyof SignupForm, string> {
  return {
    agentGroupCode: tokenCode ?? '',
    firstName: '',
    lastName: '',
    personalIdNumber: '',
    city: '',
    emailAddress: '',
    phone: '',
    password: '',
    passwordConfirmation: '',
  };
}
