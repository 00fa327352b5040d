import { z } from 'zod';
import { endpointKeys, type EndpointKey } from '@sportsbook/contracts/registry';
import { HUB_NEGOTIATE_MODES } from './hub-faults.ts';
import { DriftListSchema } from './drift.ts';

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
    /** Endpoints whose answers break the contract on purpose (drift.ts); [] ends it. */
    drift: DriftListSchema,
  })
  .partial()
  .strict();

export const InjectErrorSchema = z.object({
  endpoint: EndpointKeySchema,
  /** 4xx or 5xx to answer instead of the behaviour; null clears it. */
  status: z.number().int().min(400).max(599).nullable(),
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
