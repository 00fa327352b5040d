import type { FastifyInstance, FastifyReply } from 'fastify';
import { PERSONA_PASSWORD, PERSONAS } from '../db/personas.ts';
import { resetMockState, type MockState } from '../db/state.ts';
import { findUserByName } from '../domain/auth.ts';
import { DomainError } from '../domain/errors.ts';
import { postEntry } from '../domain/ledger.ts';
import { settleEvent } from '../domain/sportsbook/settle.ts';
import { moveOfferPrice } from '../domain/sportsbook/offer-prices.ts';
import { decideWalletRequest } from '../domain/cashier/decide-request.ts';
import { sendProblem } from '../http/problem.ts';
import type { PushHub } from '../hub/hub.ts';
import { controlGuard, type ControlAccess } from './control-access.ts';
import { clearRateLimits } from '../http/rate-limits.ts';
import { registerTextRoutes } from './text-routes.ts';
import { pushWithFaults } from './hub-faults.ts';
import { clearFault, faultTable, setFault } from './endpoint-faults.ts';
import { registerMessageRoutes } from './message-routes.ts';
import { parseControlBody } from './parse-body.ts';
import {
  AnswersSeedSchema,
  BalanceSchema,
  BroadcastSchema,
  DecisionSchema,
  InjectErrorSchema,
  PriceSchema,
  ScenarioPatchSchema,
  SettleSchema,
} from './control-schemas.ts';

export const CONTROL_PREFIX = '/__mock';

/** What the control API may do to generated answers (server.ts; absent: answers from the world). */
export interface GeneratedControl {
  seed(): number;
  reseed(seed: number): void;
}

function run(reply: FastifyReply, action: () => unknown) {
  try {
    return reply.send(action());
  } catch (error) {
    if (error instanceof DomainError) return sendProblem(reply, error.status, error.message);
    throw error;
  }
}

/**
 * Developer and test controls. Never under /w/api: the real backend has nothing like it. Mounted
 * only when `access` allows someone (decision 085); its own hook refuses everyone else.
 */
export async function registerControlRoutes(
  root: FastifyInstance,
  state: MockState,
  hub: PushHub,
  access: ControlAccess,
  generated?: GeneratedControl,
): Promise<void> {
  if (access.mode === 'off') return;
  await root.register((app, _options, done) => {
    app.addHook('onRequest', controlGuard(access));
    app.addHook('onRequest', (_request, _reply, next) => {
      state.revision += 1;
      next();
    });
    controlRoutes(app, state, hub);
    answersRoutes(app, generated);
    done();
  });
}

/** Which answers the server gives, and (generated answers) their seed. */
function answersRoutes(app: FastifyInstance, generated: GeneratedControl | undefined): void {
  const p = CONTROL_PREFIX;
  const current = () =>
    generated ? { answers: 'generated', seed: generated.seed() } : { answers: 'world' };
  app.get(`${p}/answers`, current);
  app.put(`${p}/answers`, (request, reply) => {
    const input = parseControlBody(AnswersSeedSchema, request.body, reply);
    if (!input) return reply;
    if (!generated)
      return sendProblem(
        reply,
        409,
        'This server answers from its world: start it with --answers generated to seed answers.',
      );
    generated.reseed(input.seed);
    return current();
  });
}

function controlRoutes(app: FastifyInstance, state: MockState, hub: PushHub): void {
  const p = CONTROL_PREFIX;
  registerTextRoutes(app, p, state);
  registerMessageRoutes(app, p, state);
  app.get(`${p}/stats`, () => ({
    connections: hub.connectionCount(),
    memory: process.memoryUsage(),
    uptimeSeconds: Math.round(process.uptime()),
  }));
  app.post(`${p}/hub/push`, (request, reply) => {
    const input = parseControlBody(BroadcastSchema, request.body, reply);
    if (!input) return reply;
    const send = () =>
      input.userName
        ? hub.sendToUser(input.userName, input.event, input.payload)
        : hub.broadcast(input.event, input.payload);
    // A reset replaces the world's db: a push delayed past it belongs to the old world.
    const world = state.db;
    return pushWithFaults(input, send, () => state.db === world);
  });
  app.get(`${p}/personas`, () =>
    Object.entries(PERSONAS).map(([userName, persona]) => ({
      userName,
      password: PERSONA_PASSWORD,
      description: persona.description,
    })),
  );
  app.post(`${p}/reset`, () => {
    resetMockState(state);
    clearRateLimits(state); // a test starting from the seed starts with no failed logins either
    state.emit('dropConnections');
    return { reset: true, seed: state.seed };
  });
  app.get(`${p}/scenario`, () => state.scenario);
  app.patch(`${p}/scenario`, (request, reply) => {
    const patch = parseControlBody(ScenarioPatchSchema, request.body, reply);
    if (!patch) return reply;
    Object.assign(state.scenario, patch);
    return state.scenario;
  });
  app.get(`${p}/errors`, () => faultTable(state));
  app.post(`${p}/errors`, (request, reply) => {
    const input = parseControlBody(InjectErrorSchema, request.body, reply);
    if (!input) return reply;
    if (input.fault) setFault(state, input.endpoint, input.fault);
    else clearFault(state, input.endpoint);
    return faultTable(state);
  });
  app.post(`${p}/hub/drop`, () => {
    state.emit('dropConnections');
    return { dropped: true };
  });
  app.post(`${p}/settle`, (request, reply) => {
    const input = parseControlBody(SettleSchema, request.body, reply);
    if (!input) return reply;
    return run(reply, () => settleEvent(state, input));
  });
  app.post<{ Params: { offerId: string } }>(`${p}/offers/:offerId/price`, (request, reply) => {
    const input = parseControlBody(PriceSchema, request.body, reply);
    if (!input) return reply;
    return run(reply, () => moveOfferPrice(state, request.params.offerId, input.price));
  });
  app.post<{ Params: { guid: string } }>(
    `${p}/wallet-requests/:guid/decision`,
    (request, reply) => {
      const input = parseControlBody(DecisionSchema, request.body, reply);
      if (!input) return reply;
      return run(reply, () => decideWalletRequest(state, request.params.guid, input.decision));
    },
  );
  app.get<{ Params: { userName: string } }>(`${p}/reset-link/:userName`, (request, reply) => {
    const { userName } = request.params;
    const link = state.resetLinks.get(userName) ?? state.resetLinks.get(userName.toLowerCase());
    if (!link) return sendProblem(reply, 404, 'No password-reset link was requested for that user');
    return { userName: request.params.userName, link };
  });
  app.post(`${p}/balance`, (request, reply) => {
    const input = parseControlBody(BalanceSchema, request.body, reply);
    if (!input) return reply;
    return run(reply, () => {
      const user = findUserByName(state, input.userName);
      if (!user) throw new DomainError(404, 'User not found');
      const { balance } = postEntry(state, {
        userId: user.userId,
        amount: input.amount,
        kind: input.amount > 0 ? 'credit' : 'debit',
        reference: `ADJ-${state.nextId('adjustment', 1)}`,
        description: input.description,
      });
      return { userName: user.userName, balance };
    });
  });
}
