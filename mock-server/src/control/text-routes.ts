import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockState } from '../db/state.ts';
import { sendProblem, toFieldIssues } from '../http/problem.ts';

/**
 * The text fields of the world that screens show as they are (names, labels, subjects, bank
 * details), by model. Only plain text fields: ids, amounts, dates and addresses stay untouched, so
 * the world stays consistent and on contract.
 */
export const TEXT_FIELDS = {
  matchup: ['awayName', 'homeName', 'eventName', 'matchupDescription'],
  offer: ['teamName', 'betName'],
  league: ['name'],
  ticket: ['ticketName'],
  ticketItem: ['teamName', 'groupName', 'betDisplay', 'betName'],
  bonus: ['bonusName'],
  bank: ['name', 'bankFullName', 'accountNo', 'accountName', 'accountCaption'],
  bankAccount: ['accountNumber', 'accountName', 'accountDescription'],
  branch: ['zoneName', 'name', 'address'],
  paymentMethod: ['name'],
  message: ['subject', 'body', 'senderName', 'recipientName'],
  messageType: ['messageTypeName'],
  lottery: ['lottGroupName'],
  user: ['firstName', 'lastName', 'agentName', 'city'],
} as const;

type TextModels = typeof TEXT_FIELDS;
type TextModel = keyof TextModels;

const textRequest = <M extends TextModel>(model: M) =>
  z
    .object({
      model: z.literal(model),
      field: z.enum(TEXT_FIELDS[model]),
      /** Given to the model's records in turn (record i gets values[i % values.length]). */
      values: z.array(z.string().max(2000)).min(1).max(200),
    })
    .strict();

export const TextRewriteSchema = z.discriminatedUnion('model', [
  textRequest('matchup'),
  textRequest('offer'),
  textRequest('league'),
  textRequest('ticket'),
  textRequest('ticketItem'),
  textRequest('bonus'),
  textRequest('bank'),
  textRequest('bankAccount'),
  textRequest('branch'),
  textRequest('paymentMethod'),
  textRequest('message'),
  textRequest('messageType'),
  textRequest('lottery'),
  textRequest('user'),
]);

export type TextRewrite = z.infer<typeof TextRewriteSchema>;

/** One field as an update's data: a fresh object with exactly that key. */
const set = <F extends string>(field: F, value: string) =>
  ({ [field]: value }) as Record<F, string>;

/** Hands the values out over the rows in order; returns how many rows changed. */
function rewriteRows<R>(
  rows: R[],
  values: readonly string[],
  write: (row: R, value: string) => void,
) {
  rows.forEach((row, index) => {
    write(row, values[index % values.length] ?? '');
  });
  return rows.length;
}

/**
 * Rewrites one text field over every record of a model (the XSS corpus of e2e/tests/security
 * seeds hostile names and labels this way). Returns how many records changed.
 */
export function rewriteText(state: MockState, input: TextRewrite): number {
  const { db } = state;
  const { values } = input;
  switch (input.model) {
    case 'matchup':
      return rewriteRows(db.matchup.getAll(), values, (row, value) =>
        db.matchup.update({
          where: { eventId: { equals: row.eventId } },
          data: set(input.field, value),
        }),
      );
    case 'offer':
      return rewriteRows(db.offer.getAll(), values, (row, value) =>
        db.offer.update({
          where: { offerId: { equals: row.offerId } },
          data: set(input.field, value),
        }),
      );
    case 'league':
      return rewriteRows(db.league.getAll(), values, (row, value) =>
        db.league.update({
          where: { shortName: { equals: row.shortName } },
          data: set(input.field, value),
        }),
      );
    case 'ticket':
      return rewriteRows(db.ticket.getAll(), values, (row, value) =>
        db.ticket.update({
          where: { ticketNumber: { equals: row.ticketNumber } },
          data: set(input.field, value),
        }),
      );
    case 'ticketItem':
      return rewriteRows(db.ticketItem.getAll(), values, (row, value) =>
        db.ticketItem.update({ where: { id: { equals: row.id } }, data: set(input.field, value) }),
      );
    case 'bonus':
      return rewriteRows(db.bonus.getAll(), values, (row, value) =>
        db.bonus.update({
          where: { bonusId: { equals: row.bonusId } },
          data: set(input.field, value),
        }),
      );
    case 'bank':
      return rewriteRows(db.bank.getAll(), values, (row, value) =>
        db.bank.update({
          where: { bankGuid: { equals: row.bankGuid } },
          data: set(input.field, value),
        }),
      );
    case 'bankAccount':
      return rewriteRows(db.bankAccount.getAll(), values, (row, value) =>
        db.bankAccount.update({
          where: { accountToken: { equals: row.accountToken } },
          data: set(input.field, value),
        }),
      );
    case 'branch':
      return rewriteRows(db.branch.getAll(), values, (row, value) =>
        db.branch.update({ where: { guid: { equals: row.guid } }, data: set(input.field, value) }),
      );
    case 'paymentMethod':
      return rewriteRows(db.paymentMethod.getAll(), values, (row, value) =>
        db.paymentMethod.update({
          where: { id: { equals: row.id } },
          data: set(input.field, value),
        }),
      );
    case 'message':
      return rewriteRows(db.message.getAll(), values, (row, value) =>
        db.message.update({
          where: { messageBoxId: { equals: row.messageBoxId } },
          data: set(input.field, value),
        }),
      );
    case 'messageType':
      return rewriteRows(db.messageType.getAll(), values, (row, value) =>
        db.messageType.update({
          where: { messageTypeId: { equals: row.messageTypeId } },
          data: set(input.field, value),
        }),
      );
    case 'lottery':
      return rewriteRows(db.lottery.getAll(), values, (row, value) =>
        db.lottery.update({
          where: { lottGroupId: { equals: row.lottGroupId } },
          data: set(input.field, value),
        }),
      );
    case 'user':
      return rewriteRows(db.user.getAll(), values, (row, value) =>
        db.user.update({
          where: { userId: { equals: row.userId } },
          data: set(input.field, value),
        }),
      );
  }
}

/** POST /__mock/text: `{ model, field, values }` rewrites that text field over the model's records. */
export function registerTextRoutes(app: FastifyInstance, prefix: string, state: MockState): void {
  app.post(`${prefix}/text`, (request, reply) => {
    const input = TextRewriteSchema.safeParse(request.body ?? {});
    if (!input.success) {
      return sendProblem(
        reply,
        400,
        'Invalid control request',
        toFieldIssues('body', input.error.issues),
      );
    }
    return {
      model: input.data.model,
      field: input.data.field,
      changed: rewriteText(state, input.data),
    };
  });
}
