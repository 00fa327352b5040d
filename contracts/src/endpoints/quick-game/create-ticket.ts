import { defineEndpoint } from '../../http/endpoint.ts';
import {
  QuickGameTicketCreatedSchema,
  QuickGameTicketRequestSchema,
} from '../../schemas/quick-game.ts';

export const createQuickGameTicket = defineEndpoint({
  method: 'POST',
  path: '/w/api/QGame',
  body: { kind: 'json', schema: QuickGameTicketRequestSchema },
  response: QuickGameTicketCreatedSchema,
  errors: [403],
  money: true,
  summary: 'Places a quick-game ticket and takes its Amount from the balance.',
  description: [
    'The server repeats the client checks (mask match, bet types allowed for the lottery, repeated',
    'numbers, apple codes) and answers 400 with the message to show; also 400 when the balance does',
    'not cover Amount. 403 when quick games are disabled for the customer.',
  ].join(' '),
});
