import type { EndpointKey } from '@sportsbook/contracts/registry';
import { PoolPick, RawNumber } from './schema-arbitrary.ts';

/** How many values are kept per field name: the newest ones, so fresh slips and tickets win. */
const POOL_SIZE = 64;

/**
 * Request fields whose values come from another field of the answers (the names differ, or one
 * name means different things per call). Keyed `endpoint:field`; otherwise the field's own name.
 */
const ALIASES: Partial<Record<`${EndpointKey}:${string}`, string>> = {
  'wager.addItem:betSlipId': 'slipid',
  'wager.submit:betSlipId': 'slipid',
  'wager.swapTeaser:betSlipId': 'slipid',
  'wager.removeItem:itemId': 'id',
  'ticket.get:id': 'ticketnumber',
  'ticket.cashOut:id': 'ticketnumber',
  'account.summary:id': 'userid',
  'cashier.cancelRequest:id': 'guid',
  'matchup.get:id': 'eventid',
  'matchup.props:id': 'eventid',
  'matchup.list:league': 'leaguenameshort',
  'files.link:referenceId': 'guid',
  'message.get:MessageGuid': 'messageguid',
  'message.markRead:MessageGuid': 'messageguid',
  'message.send:recipientId': 'userid',
  'message.send:senderId': 'userid',
  'message.send:parentMessageBoxId': 'messageguid',
  'message.send:attachmentLink': 'filename',
  'cashier.createRequest:fileURL': 'filename',
  'message.users:messagetype': 'messagetypeid',
  'quickGame.createTicket:LotteryGroupId': 'lottgroupid',
  'quickGame.createTicket:betType': 'bettypeid',
  'casino.token:userId': 'username',
};

/** Values the server answered, by field name (lower case), to reuse in later requests. */
export class Pools {
  private readonly byField = new Map<string, (string | number)[]>();

  /** Remembers every string and number field of an answer. */
  harvest(value: unknown, depth = 0): void {
    if (depth > 12 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, depth + 1);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string' || typeof item === 'number') this.add(key, item);
      else this.harvest(item, depth + 1);
    }
  }

  add(field: string, value: string | number): void {
    const name = field.toLowerCase();
    const pool = this.byField.get(name) ?? [];
    if (pool.includes(value)) return;
    pool.push(value);
    if (pool.length > POOL_SIZE) pool.shift();
    this.byField.set(name, pool);
  }

  /** Replaces every PoolPick in a generated value by a remembered value (or its fallback). */
  resolve(key: EndpointKey, value: unknown, caller: { userName: string; userId: number }): unknown {
    if (value instanceof PoolPick) {
      const name = ALIASES[`${key}:${value.field}`] ?? value.field.toLowerCase();
      // The caller's own name and id half of the time: a valid value for 'whose data' fields.
      if (value.index % 2 === 0 && name === 'username') return caller.userName;
      if (value.index % 2 === 0 && name === 'userid' && typeof value.fallback === 'number') {
        return caller.userId;
      }
      const pool = this.byField.get(name) ?? [];
      const picked = pool[value.index % Math.max(pool.length, 1)];
      if (picked === undefined) return this.resolve(key, value.fallback, caller);
      // A pooled value keeps the generated one's type (numbers in queries may travel as text).
      return typeof value.fallback === 'string' ? String(picked) : picked;
    }
    if (value instanceof RawNumber || typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => this.resolve(key, item, caller));
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, this.resolve(key, item, caller)]),
    );
  }

  /** The values remembered for a field name. */
  values(field: string): readonly (string | number)[] {
    return this.byField.get(field.toLowerCase()) ?? [];
  }

  /** Sizes of the pools, for the report. */
  sizes(): Record<string, number> {
    return Object.fromEntries([...this.byField].map(([name, pool]) => [name, pool.length]));
  }
}
