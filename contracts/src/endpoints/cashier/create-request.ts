import { defineEndpoint } from '../../http/endpoint.ts';
import { WalletRequestPayloadSchema, WalletRequestSchema } from '../../schemas/cashier.ts';

export const createRequest = defineEndpoint({
  method: 'POST',
  path: '/w/api/cashier/withdraw/request',
  body: { kind: 'json', schema: WalletRequestPayloadSchema },
  response: WalletRequestSchema,
  errors: [403],
  money: true,
  summary: 'Files a withdrawal or reports a deposit; answers the new Pending wallet request.',
  description: [
    "One call for both directions (the path says withdraw, as the real API's does): type 'deposit'",
    'reports a deposit already made, with the proof file name from FileUploader/SaveDocument in',
    "fileURL; type 'withdraw' asks for money out. A withdrawal above the balance, an amount outside",
    "the customer's min/max, or an unknown branch or bank account answers 400 with the message to",
    'show. 403 when the online cashier is disabled for the customer.',
  ].join(' '),
});
