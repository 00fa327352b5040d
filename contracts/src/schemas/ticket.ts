import { z } from 'zod';
import { isoDateTime } from '../http/fields.ts';

export const TicketItemSchema = z.object({
  teamName: z.string(),
  groupName: z.string().describe('Sport, league or event group of the pick.'),
  betDisplay: z.string().describe('The pick as shown, e.g. Yankees -1.5 -110.'),
  betName: z.string().describe('Market name, e.g. Spread, Money Line, Total.'),
  meterValue: z.string().nullable().describe('Line value, e.g. -1.5 or o45.5.'),
  price: z.number().int().describe('American price.'),
  ifRow: z.boolean().describe('True when the item belongs to the if-bet part.'),
  winnerRow: z
    .enum(['W', 'L', 'E'])
    .nullable()
    .describe('W won, L lost, E the third grading code of the API; null while not graded.'),
});
export type TicketItem = z.infer<typeof TicketItemSchema>;

export const TicketSchema = z.object({
  ticketNumber: z.number().int(),
  ticketName: z.string().describe('Kind of ticket as shown, e.g. Straight, Parlay, Teaser.'),
  date: isoDateTime(),
  amount: z.number().nonnegative(),
  toWin: z.number().nonnegative(),
  toPaid: z.number().nonnegative().describe('Amount paid back when the ticket wins (sic).'),
  ifAmount: z.number().nonnegative(),
  ifToWin: z.number().nonnegative(),
  ifToPaid: z.number().nonnegative(),
  winner: z
    .string()
    .min(1)
    .describe('Y winner, L loser, P pending; other codes may appear and are shown as is.'),
  status: z.enum(['A', 'C']).describe('A active, C cancelled (Sell becomes Ticket canceled).'),
  verified: z.enum(['Y', 'N']),
  hasIf: z.boolean(),
  totalToPaid: z.number().nonnegative().describe('toPaid plus ifToPaid.'),
  items: z.array(TicketItemSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const CashOutAmountSchema = z.object({
  ticketNumber: z.number().int(),
  amount: z
    .number()
    .describe('What selling the ticket now pays; 0 or less means it cannot be sold.'),
});
export type CashOutAmount = z.infer<typeof CashOutAmountSchema>;

export const OnlineCashOutResultSchema = z.object({
  responseCode: z
    .number()
    .int()
    .describe('200 when the ticket was sold; any other code is a failure.'),
  message: z.string().describe('Shown to the user when the sale fails.'),
});
export type OnlineCashOutResult = z.infer<typeof OnlineCashOutResultSchema>;
