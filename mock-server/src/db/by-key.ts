import { DATABASE_INSTANCE, ENTITY_TYPE } from '@mswjs/data/lib/glossary';
import type { Db } from './models.ts';

type SessionRecord = NonNullable<ReturnType<Db['session']['findFirst']>>;
type UserRecord = NonNullable<ReturnType<Db['user']['findFirst']>>;
type Table = ReturnType<Db[typeof DATABASE_INSTANCE]['getModel']>;
type Row = Table extends Map<unknown, infer R> ? R : never;

// @mswjs/data 0.16 keeps each table in a Map by primary key, but its `findFirst` on the primary
// key still compiles the query, runs it over every record of the table and `safeStringify`s the
// query twice for a debug log that is off: tens of µs a call, on every authenticated call
// (issue 27). These read the record from the table's Map: the very object `findFirst` answers
// (no copy, no cache of ours), so they see every create, update and delete at once.

const isSession = (row: Row): row is SessionRecord => row[ENTITY_TYPE] === 'session';
const isUser = (row: Row): row is UserRecord => row[ENTITY_TYPE] === 'user';

/** The session of a token: what `session.findFirst` by that token answers. */
export function sessionByToken(db: Db, token: string): SessionRecord | null {
  const row = db[DATABASE_INSTANCE].getModel('session').get(token);
  return row !== undefined && isSession(row) ? row : null;
}

/** The user of an id: what `user.findFirst` by that id answers. */
export function userById(db: Db, userId: number): UserRecord | null {
  const row = db[DATABASE_INSTANCE].getModel('user').get(userId);
  return row !== undefined && isUser(row) ? row : null;
}
