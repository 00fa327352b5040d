import type { PrimaryKeyType } from '@mswjs/data/lib/glossary';
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { MODEL_NAMES, type Db, type ModelName } from './models.ts';

type Table = ReturnType<Db[typeof DATABASE_INSTANCE]['getModel']>;
type Row = Table extends Map<PrimaryKeyType, infer R> ? R : never;

/** Every record of every model, detached from any database. */
export type Tables = ReadonlyMap<ModelName, ReadonlyMap<PrimaryKeyType, Row>>;

/**
 * A copy that no later write on either side reaches. The spread keeps the record's own symbol keys
 * (@mswjs/data's entity type and primary key); nested arrays and objects are cloned.
 */
function detached(record: Row): Row {
  const copy = { ...record };
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'object' && value !== null) Reflect.set(copy, key, structuredClone(value));
  }
  return copy;
}

// Copying records straight between the databases' tables is what makes a copy cheap: going through
// `create` again costs as much as seeding (@mswjs/data 0.16 parses every field of every record).
const tableOf = (db: Db, model: ModelName): Table => db[DATABASE_INSTANCE].getModel(model);

/** A detached copy of every table of `db`. */
export function copyTables(db: Db): Tables {
  return new Map(
    MODEL_NAMES.map((model) => {
      const rows = new Map<PrimaryKeyType, Row>();
      for (const [key, record] of tableOf(db, model)) rows.set(key, detached(record));
      return [model, rows] as const;
    }),
  );
}

/** Fills the tables of an empty `db` with detached copies of `tables`. */
export function loadTables(db: Db, tables: Tables): void {
  for (const [model, rows] of tables) {
    const table = tableOf(db, model);
    for (const [key, record] of rows) table.set(key, detached(record));
  }
}
