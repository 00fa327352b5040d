import { defineEndpoint } from '../../http/endpoint.ts';
import { SignupPayloadSchema, SignupResponseSchema } from '../../schemas/account.ts';

export const createCustomer = defineEndpoint({
  method: 'POST',
  path: '/w/api/Account/CreateCustomer',
  body: {
    kind: 'json',
    schema: SignupPayloadSchema.refine(
      (payload) => payload.passwordConfirmation === payload.password,
      {
        message: 'The password and its confirmation are not the same.',
        path: ['passwordConfirmation'],
      },
    ),
  },
  response: SignupResponseSchema,
  auth: 'anonymous',
  summary: 'Registers a new customer under an agent group; answers the new user name.',
  description:
    'Business refusals (registration disabled, unknown or missing agent group code, a customer already ' +
    'registered with that document or email) still answer 200, with statusCode other than 200 and the ' +
    'message to show inline, as the real API does.',
});
