// Shared set-up of the ledger tests: a migrated database with two currencies and some users.
import type { Database } from '../db/index.ts';
import { Ledger } from './ledger.ts';

export const USDT = 3; // 8 decimals
export const BTC = 1; // 8 decimals
export const JPY = 7; // 0 decimals

export interface LedgerFixture {
  database: Database;
  ledger: Ledger;
  users: number[];
  close(): Promise<void>;
}

export async function openLedgerFixture(
  open: () => Promise<Database>,
  userCount = 3,
): Promise<LedgerFixture> {
  const database = await open();
  await database.exec(`INSERT INTO currencies (id, symbol, name, decimals, is_base) VALUES
    (3, 'USDT', 'Tether', 8, true), (1, 'BTC', 'Bitcoin', 8, false), (7, 'JPY', 'Yen', 0, false)`);
  // email: migration 0002 requires a sign-in identity on every user
  const users = await database.query<{ id: number }>(
    `INSERT INTO users (email) SELECT 'ledger-' || g || '@example.test' FROM generate_series(1, $1::int) g RETURNING id`,
    [userCount],
  );
  const ledger = new Ledger(database);
  return {
    database,
    ledger,
    users: users.map((u) => Number(u.id)),
    async close() {
      await ledger.idle();
      await database.close();
    },
  };
}
