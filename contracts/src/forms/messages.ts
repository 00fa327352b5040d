// Schemas carry i18n keys, never English, so the web app can translate them; the English texts
// below are the `en` values, copied exactly (typos included) where the spec gives one.
export const FORM_MESSAGE_KEYS = {
  required: 'validation.required',
  allFieldsRequired: 'validation.allFieldsRequired',
  email: 'validation.email',
  phoneDigits: 'validation.phoneDigits',
  passwordMismatch: 'validation.passwordMismatch',
  passwordConfirmationError: 'validation.passwordConfirmationError',
  amountNumber: 'validation.amountNumber',
  amountCents: 'validation.amountCents',
  amountPositive: 'validation.amountPositive',
  amountNotNegative: 'validation.amountNotNegative',
  amountBelowMinimum: 'validation.amountBelowMinimum',
  amountMustBeGreatThan: 'validation.amountMustBeGreatThan',
  amountAboveMaximum: 'validation.amountAboveMaximum',
  amountAboveAllowed: 'validation.amountAboveAllowed',
  amountAboveBalance: 'validation.amountAboveBalance',
  ifWagerAmountMax: 'validation.ifWagerAmountMax',
  bonusRequired: 'validation.bonusRequired',
  uploadPhotoRequired: 'validation.uploadPhotoRequired',
  imageOnly: 'validation.imageOnly',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[keyof typeof FORM_MESSAGE_KEYS];

export const FORM_MESSAGES_EN: Record<FormMessageKey, string> = {
  'validation.required': 'This field is required.',
  'validation.allFieldsRequired': 'All fields are required',
  'validation.email': 'Enter a valid email address.',
  'validation.phoneDigits': 'The phone must have exactly 10 digits.',
  'validation.passwordMismatch': 'The new password and its confirmation are not the same.',
  'validation.passwordConfirmationError': 'The password confirmation does not match the password.',
  'validation.amountNumber': 'Enter a valid amount.',
  'validation.amountCents': 'Enter the amount in dollars and cents (at most two decimals).',
  'validation.amountPositive': 'The amount must be greater than 0.',
  'validation.amountNotNegative': 'The amount cannot be negative.',
  'validation.amountBelowMinimum': 'The amount is below the minimum allowed.',
  'validation.amountMustBeGreatThan': 'Amount must be great than',
  'validation.amountAboveMaximum': 'The amount is above the maximum allowed.',
  'validation.amountAboveAllowed': 'The amount is above the maximum you can withdraw.',
  'validation.amountAboveBalance': 'The amount cannot be greater than your balance.',
  'validation.ifWagerAmountMax': 'The if-bet amount cannot be greater than the amount to win.',
  'validation.bonusRequired': 'Select a bonus.',
  'validation.uploadPhotoRequired': 'Upload photo required',
  'validation.imageOnly': 'Only image files are allowed.',
};
