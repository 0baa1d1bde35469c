import type { Database, Db } from '../../db/index.ts';

/** One idempotent step of reference data; running it twice changes nothing. */
export interface Seed {
  name: string;
  run(context: { database: Database; db: Db }): Promise<void>;
}
