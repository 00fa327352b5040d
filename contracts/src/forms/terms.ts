import { z } from 'zod';
import { personFields } from './fields.ts';
import { FORM_MESSAGE_KEYS } from './messages.ts';

// The spec answers an invalid terms form as a whole with 'All fields are required'; the fields
// still carry their own keys for inline hints.
export const TERMS_FORM_INVALID_KEY = FORM_MESSAGE_KEYS.allFieldsRequired;

export const termsFormSchema = z.object({
  ...personFields(),
  agreement: z.literal(true, {
    errorMap: () => ({ message: FORM_MESSAGE_KEYS.allFieldsRequired }),
  }),
});

export type TermsForm = z.infer<typeof termsFormSchema>;
