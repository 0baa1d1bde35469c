// Raw SQL through a drizzle transaction; result shapes differ slightly by driver, so callers normalise.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

export type Row = Record<string, unknown>;

export async function rows<T extends Row = Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Binds a JS array as ONE parameter (drizzle would otherwise expand it into a list). */
export function array(values: readonly unknown[]): SQL {
  return sql`${sql.param(values)}`;
}

export { sql };
