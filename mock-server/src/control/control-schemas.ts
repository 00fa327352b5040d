import { z } from 'zod';
import { endpointKeys, type EndpointKey } from '@sportsbook/contracts/registry';
import { HUB_NEGOTIATE_MODES } from './hub-faults.ts';
import { DriftListSchema } from './drift.ts';
import type { EndpointFault } from './endpoint-faults.ts';

const EndpointKeySchema = z.custom<EndpointKey>(
  (value) => typeof value === 'string' && (endpointKeys as string[]).includes(value),
  'Unknown endpoint key (use area.verb, e.g. wager.submit)',
);

export const ScenarioPatchSchema = z
  .object({
    regionBlocked: z.boolean(),
    registrationDisabled: z.boolean(),
    agentGroupCodeRequired: z.boolean(),
    tokenMetadataCode: z.string().min(1).nullable(),
    latencyMs: z.number().int().min(0).max(60_000),
    hubNegotiate: z.enum(HUB_NEGOTIATE_MODES),
    /** A backend that ignores Idempotency-Key (decision 192): every send of a money call books. */
    ignoreIdempotencyKeys: z.boolean(),
    /** Endpoints whose answers break the contract on purpose (drift.ts); [] ends it. */
    drift: DriftListSchema,
  })
  .partial()
  .strict();

/** The longest an answer may be held (`delayMs`). */
export const MAX_FAULT_DELAY_MS = 120_000;

const FAULT_FORMS = ['status', 'lose', 'delayMs'] as const;

/**
 * POST /__mock/errors (control/endpoint-faults.ts): exactly one of `status` (null clears any
 * fault of the endpoint), `lose` or `delayMs`, and optionally `times`.
 */
export const InjectErrorSchema = z
  .object({
    endpoint: EndpointKeySchema,
    /** 4xx or 5xx to answer instead of the behaviour; null clears the endpoint's fault. */
    status: z.number().int().min(400).max(599).nullable().optional(),
    /** Destroy the connection with no answer: after the call ran and committed, or before. */
    lose: z.enum(['answer', 'request', 'connection']).optional(),
    /** Run the call at once, hold its answer this long. */
    delayMs: z.number().int().min(1).max(MAX_FAULT_DELAY_MS).optional(),
    /** Apply to the next `times` calls only, then clear itself; absent: until cleared. */
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const given = FAULT_FORMS.filter((form) => input[form] !== undefined);
    const [first, ...extra] = given;
    if (first === undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['status'],
        message: 'Give one of status (null clears), lose or delayMs',
      });
    }
    for (const form of extra) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [form],
        message: `Give only one of status, lose or delayMs (${first ?? ''} is given)`,
      });
    }
    if (input.status === null && input.times !== undefined) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['times'],
        message: 'status null clears the fault: there is nothing to count',
      });
    }
  })
  .transform(({ endpoint, status, lose, delayMs, times }) => {
    const count = times === undefined ? {} : { times };
    let fault: EndpointFault | null = null;
    if (lose !== undefined) fault = { lose, ...count };
    else if (delayMs !== undefined) fault = { delayMs, ...count };
    else if (typeof status === 'number') fault = { status, ...count };
    return { endpoint, fault };
  });

export const SettleSchema = z.object({
  eventId: z.string().min(1),
  awayScore: z.number().int().min(0),
  homeScore: z.number().int().min(0),
});

export const BalanceSchema = z.object({
  userName: z.string().min(1),
  /** Positive credits, negative debits. */
  amount: z.number().refine((v) => v !== 0, 'Amount must not be 0'),
  description: z.string().min(1).default('Manual adjustment'),
});

/** `PUT /__mock/answers`: the seed generated answers are drawn with (decision 187). */
export const AnswersSeedSchema = z.object({ seed: z.number().int() });

export const PriceSchema = z.object({ price: z.number().int() });

export const DecisionSchema = z.object({ decision: z.enum(['approve', 'decline']) });

/** Delayed and duplicated pushes (control/hub-faults.ts). */
const PUSH_FAULTS = {
  delayMs: z.number().int().min(0).max(30_000).optional(),
  copies: z.number().int().min(1).max(10).optional(),
};

export const BroadcastSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('ReceiveMessage'),
    payload: z.string().min(1),
    userName: z.string().optional(),
    ...PUSH_FAULTS,
  }),
  z.object({
    event: z.literal('UserBalanceUpdate'),
    payload: z.number(),
    userName: z.string().optional(),
    ...PUSH_FAULTS,
  }),
]);
