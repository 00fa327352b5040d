import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockState } from '../db/state.ts';
import { findUserByName } from '../domain/auth.ts';
import { deliver } from '../domain/messages/send.ts';
import { sendProblem } from '../http/problem.ts';
import { parseControlBody } from './parse-body.ts';

/** A message from anyone (staff by default) to a user, as the back office would write it. */
export const DeliverMessageSchema = z
  .object({
    from: z.string().min(1).default('support'),
    to: z.string().min(1),
    subject: z.string().max(2000),
    body: z.string().max(4000),
    priority: z.enum(['N', 'M', 'H']).default('N'),
    messageTypeId: z.number().int().positive().default(1),
  })
  .strict();

/**
 * POST /__mock/messages: stores a message for `to` and pushes ReceiveMessage to their open
 * connections, exactly as a message written in the back office arrives (e2e: a pushed message
 * shows up without a reload).
 */
export function registerMessageRoutes(app: FastifyInstance, prefix: string, state: MockState) {
  app.post(`${prefix}/messages`, (request, reply) => {
    const input = parseControlBody(DeliverMessageSchema, request.body, reply);
    if (!input) return reply;
    const sender = findUserByName(state, input.from);
    const recipient = findUserByName(state, input.to);
    if (!sender || !recipient) return sendProblem(reply, 404, 'User not found');
    const record = deliver(
      state,
      {
        messageTypeId: input.messageTypeId,
        priorityId: input.priority,
        sender,
        recipient,
        subject: input.subject,
        body: input.body,
        parentMessageBoxId: null,
        isRead: false,
        attachment: null,
        createdDate: state.now(),
      },
      recipient,
    );
    return { messageGuid: record.messageGuid };
  });
}
