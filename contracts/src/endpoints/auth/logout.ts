import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint.ts';

export const logout = defineEndpoint({
  method: 'POST',
  path: '/w/api/session/logout',
  body: { kind: 'json', schema: z.object({ clientId: z.string().min(1) }) },
  response: z.object({ success: z.boolean() }),
  summary: 'Ends the session: the token stops working.',
});
