import { z } from 'zod';
import { isoDateTime } from '../http/fields.ts';
import { centsOf } from '../rules/money.ts';
import { money } from './money.ts';

export const QuickGameTicketSchema = z.object({
  ticketId: z.number().int(),
  createdDate: isoDateTime(),
  itemCount: z.number().int().nonnegative().describe('Number of bets on the ticket.'),
  lottGroupName: z.string().describe('Name of the lottery the ticket plays.'),
  amount: z.number().describe('Total staked on the ticket.'),
});
export type QuickGameTicket = z.infer<typeof QuickGameTicketSchema>;

export const LotterySchema = z.object({
  lottGroupId: z.number().int(),
  lottGroupShortName: z.string(),
  lottGroupName: z.string(),
  logoUrl: z.string().nullable(),
});
export type Lottery = z.infer<typeof LotterySchema>;

export const BetTypeSchema = z.object({
  betTypeId: z.number().int(),
  betCode: z.string(),
  mask: z
    .string()
    .describe("Shape of a bet text: '#' is a digit, 'E' a literal E, any other character itself."),
  betTypeName: z.string().describe('e.g. Quiniela, Pale, Tripleta.'),
});
export type BetType = z.infer<typeof BetTypeSchema>;

export const QuickGameItemSchema = z.object({
  rowId: z.number().int().positive().describe('Position of the bet on the ticket, from 1.'),
  betType: z.number().int().describe('betTypeId of the bet type the text matched.'),
  betDefinition: z.string().min(1).describe("The bet text as typed, e.g. '12-34'."),
  betAmount: money('Stake on this bet.'),
});
export type QuickGameItem = z.infer<typeof QuickGameItemSchema>;

// Field names are PascalCase because the real API spells this payload so.
export const QuickGameTicketRequestSchema = z
  .object({
    MOSID: z.literal(1),
    TicketChannel: z.literal('Web'),
    Items: z.array(QuickGameItemSchema).min(1),
    LotteryGroupId: z.number().int().describe('lottGroupId of the chosen lottery.'),
    Amount: money('Sum of the betAmount of the items.'),
  })
  .superRefine((request, ctx) => {
    // In cents, exactly. Zod runs this even when an amount was refused: those are reported already.
    const amounts = [request.Amount, ...request.Items.map((item) => item.betAmount)].map(centsOf);
    const [amount, ...bets] = amounts;
    if (amount === undefined || bets.some((bet) => bet === undefined)) return;
    const total = bets.reduce<number>((sum, bet) => sum + (bet ?? 0), 0);
    if (total !== amount) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['Amount'],
        message: 'Amount must equal the sum of the bet amounts.',
      });
    }
  });
export type QuickGameTicketRequest = z.infer<typeof QuickGameTicketRequestSchema>;

export const QuickGameTicketCreatedSchema = z.object({
  ticketId: z.number().int(),
  accountBalance: z.number().describe('Balance after the stake was taken.'),
});
export type QuickGameTicketCreated = z.infer<typeof QuickGameTicketCreatedSchema>;
