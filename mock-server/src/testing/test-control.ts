import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  BalanceSchema,
  DecisionSchema,
  InjectErrorSchema,
  PriceSchema,
  ScenarioPatchSchema,
  SettleSchema,
} from '../control/control-schemas.ts';
import { CONTROL_PREFIX } from '../control/control-routes.ts';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** The /__mock control API (not part of the contract), its bodies typed by its own schemas. */
export function mockControl(app: FastifyInstance) {
  const send = async (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    payload?: object,
  ): Promise<ControlAnswer> => {
    const response = await app.inject({
      method,
      url: `${CONTROL_PREFIX}${path}`,
      ...(payload === undefined ? {} : { payload }),
    });
    const body: unknown = response.json();
    return { status: response.statusCode, body };
  };
  return {
    personas: () => send('GET', '/personas'),
    reset: () => send('POST', '/reset'),
    scenario: (patch: z.input<typeof ScenarioPatchSchema>) => send('PATCH', '/scenario', patch),
    /** Puts a fault on an endpoint (status, lose, delayMs; times) or clears it (status null). */
    injectError: (input: z.input<typeof InjectErrorSchema>) => send('POST', '/errors', input),
    faults: () => send('GET', '/errors'),
    balance: (input: z.input<typeof BalanceSchema>) => send('POST', '/balance', input),
    settle: (input: z.input<typeof SettleSchema>) => send('POST', '/settle', input),
    movePrice: (offerId: string, input: z.input<typeof PriceSchema>) =>
      send('POST', `/offers/${encodeURIComponent(offerId)}/price`, input),
    decide: (guid: string, input: z.input<typeof DecisionSchema>) =>
      send('POST', `/wallet-requests/${encodeURIComponent(guid)}/decision`, input),
    resetLink: (userName: string) => send('GET', `/reset-link/${encodeURIComponent(userName)}`),
  };
}
