import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';
import { CustomerFieldsSchema } from '../../schemas/account.ts';
import { StatusMessageSchema } from '../../schemas/session.ts';

export const saveCustomer = defineEndpoint({
  method: 'POST',
  path: '/w/api/account/SaveCustomer',
  body: {
    kind: 'json',
    schema: CustomerFieldsSchema.extend({
      personalIdNumber: CustomerFieldsSchema.shape.personalIdNumber.describe(
        'Identity document or RNC number; ignored when the customer already has one on file.',
      ),
      acceptedTerms: z
        .boolean()
        .describe('Whether the customer accepted the terms and conditions.'),
    }),
  },
  response: StatusMessageSchema,
  summary: "Saves the caller's customer data from the terms form and records the terms decision.",
  description:
    'Accepting sets lastAcceptanceTerms (and creates the customer record when customerId is 0). ' +
    'Declining (acceptedTerms false) answers statusCode 200 and leaves lastAcceptanceTerms as it was; the ' +
    'client then logs the user out. Other statusCode values carry a refusal message to show.',
});
