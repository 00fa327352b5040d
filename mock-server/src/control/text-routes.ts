import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockState } from '../db/state.ts';
import { parseControlBody } from './parse-body.ts';

/**
 * The string fields of the world that screens show as they are (names, labels, subjects, bank
 * details) or follow (logo, map and attachment addresses), by model. Ids, amounts and dates stay
 * untouched, so the world stays consistent.
 */
export const TEXT_FIELDS = {
  matchup: ['awayName', 'homeName', 'eventName', 'matchupDescription', 'awayLogo', 'homeLogo'],
  offer: ['teamName', 'betName'],
  league: ['name'],
  ticket: ['ticketName'],
  ticketItem: ['teamName', 'groupName', 'betDisplay', 'betName'],
  bonus: ['bonusName'],
  bank: ['name', 'bankFullName', 'accountNo', 'accountName', 'accountCaption', 'urlLogo'],
  bankAccount: ['accountNumber', 'accountName', 'accountDescription'],
  branch: ['zoneName', 'name', 'address', 'mapLink'],
  paymentMethod: ['name', 'icon'],
  message: ['subject', 'body', 'senderName', 'recipientName', 'attachmentName', 'attachmentLink'],
  messageType: ['messageTypeName'],
  lottery: ['lottGroupName', 'logoUrl'],
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
const set = <F extends string, V>(field: F, value: V) => ({ [field]: value }) as Record<F, V>;

// Conditions every primary key meets (@mswjs/data's updateMany needs a `where`).
const EVERY_STRING = { notEquals: '' };
const EVERY_NUMBER = { gte: Number.NEGATIVE_INFINITY };

/**
 * Rewrites one field over every record of a model (the XSS corpus of e2e/tests/security seeds
 * hostile names, labels and addresses this way): record i, in insertion order, gets
 * values[i % values.length]. One pass per call, even over the ~13k offers. Returns how many
 * records changed.
 */
export function rewriteText(state: MockState, input: TextRewrite): number {
  const { db } = state;
  let count = 0;
  const next = () => input.values[count++ % input.values.length] ?? '';
  switch (input.model) {
    case 'matchup':
      // Some of its fields are nullable, which @mswjs/data's typings refuse a function for; a few
      // hundred records, so one update each.
      for (const row of db.matchup.getAll()) {
        db.matchup.update({
          where: { eventId: { equals: row.eventId } },
          data: set(input.field, next()),
        });
      }
      break;
    case 'offer':
      db.offer.updateMany({ where: { offerId: EVERY_STRING }, data: set(input.field, next) });
      break;
    case 'league':
      db.league.updateMany({ where: { shortName: EVERY_STRING }, data: set(input.field, next) });
      break;
    case 'ticket':
      db.ticket.updateMany({ where: { ticketNumber: EVERY_NUMBER }, data: set(input.field, next) });
      break;
    case 'ticketItem':
      db.ticketItem.updateMany({ where: { id: EVERY_NUMBER }, data: set(input.field, next) });
      break;
    case 'bonus':
      db.bonus.updateMany({ where: { bonusId: EVERY_NUMBER }, data: set(input.field, next) });
      break;
    case 'bank':
      db.bank.updateMany({ where: { bankGuid: EVERY_STRING }, data: set(input.field, next) });
      break;
    case 'bankAccount':
      db.bankAccount.updateMany({
        where: { accountToken: EVERY_STRING },
        data: set(input.field, next),
      });
      break;
    case 'branch':
      db.branch.updateMany({ where: { guid: EVERY_STRING }, data: set(input.field, next) });
      break;
    case 'paymentMethod':
      db.paymentMethod.updateMany({ where: { id: EVERY_NUMBER }, data: set(input.field, next) });
      break;
    case 'message':
      // Some of its fields are nullable, which @mswjs/data's typings refuse a function for; a few
      // hundred records, so one update each.
      for (const row of db.message.getAll()) {
        db.message.update({
          where: { messageBoxId: { equals: row.messageBoxId } },
          data: set(input.field, next()),
        });
      }
      break;
    case 'messageType':
      db.messageType.updateMany({
        where: { messageTypeId: EVERY_NUMBER },
        data: set(input.field, next),
      });
      break;
    case 'lottery':
      db.lottery.updateMany({ where: { lottGroupId: EVERY_NUMBER }, data: set(input.field, next) });
      break;
    case 'user':
      db.user.updateMany({ where: { userId: EVERY_NUMBER }, data: set(input.field, next) });
      break;
  }
  return count;
}

/** POST /__mock/text: `{ model, field, values }` rewrites that text field over the model's records. */
export function registerTextRoutes(app: FastifyInstance, prefix: string, state: MockState): void {
  app.post(`${prefix}/text`, (request, reply) => {
    const input = parseControlBody(TextRewriteSchema, request.body, reply);
    if (!input) return reply;
    return {
      model: input.model,
      field: input.field,
      changed: rewriteText(state, input),
    };
  });
}
