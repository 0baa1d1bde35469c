import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends } from '../../tests/helpers/backends.ts';
import { migrate, type Database } from './index.ts';
import { currencies, users } from './schema/core.ts';

describe.each(backends())('database on $name', ({ open }) => {
  let database: Database;
  afterAll(async () => database?.close());

  it('opens migrated, and migrate is idempotent', async () => {
    database = await open();
    await migrate(database);
    await Promise.all([migrate(database), migrate(database)]);
    const applied = await database.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((r) => r.name)).toContain('0001_core.sql');
    expect(new Set(applied.map((r) => r.name)).size).toBe(applied.length);
  });

  it('serves drizzle and raw queries with the same shapes', async () => {
    // email: migration 0002 requires a sign-in identity on every user
    await database.exec(`INSERT INTO users (email) VALUES ('db-test@example.test')`);
    const [user] = await database.db.select().from(users).limit(1);
    expect(typeof user?.id).toBe('number');
    const raw = await database.query<{ id: unknown; n: unknown }>(
      'SELECT id, 1.50::numeric(38,18) AS n FROM users WHERE id = $1',
      [user!.id],
    );
    expect(raw[0]).toEqual({ id: user!.id, n: '1.500000000000000000' });
    await database.db
      .insert(currencies)
      .values({ id: 3, symbol: 'USDT', name: 'Tether', decimals: 8, isBase: true });
    const [usdt] = await database.db.select().from(currencies).where(eq(currencies.id, 3));
    expect(usdt?.symbol).toBe('USDT');
  });

  it('refuses to rewrite the journal', async () => {
    await database.exec(`INSERT INTO ledger_entries (kind, idempotency_key) VALUES ('test', 'k1')`);
    await expect(database.exec(`UPDATE ledger_entries SET kind = 'x'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(database.exec(`DELETE FROM ledger_entries`)).rejects.toThrow(/append-only/);
  });

  it('refuses an entry whose postings do not sum to zero', async () => {
    const [user] = await database.query<{ id: number }>(
      `INSERT INTO users (email) VALUES ('db-test2@example.test') RETURNING id`,
    );
    const sql = `BEGIN;
      INSERT INTO ledger_accounts (user_id, account_type, currency_id) VALUES (${user!.id}, 'spot', 3);
      INSERT INTO ledger_entries (kind, idempotency_key) VALUES ('test', 'k2');
      INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount)
        SELECT e.id, a.id, 3, 'available', 5 FROM ledger_entries e, ledger_accounts a WHERE e.idempotency_key = 'k2';
      COMMIT;`;
    await expect(database.exec(sql)).rejects.toThrow(/sum to zero/);
    if (database.kind === 'pglite') await database.exec('ROLLBACK').catch(() => {});
    expect(
      await database.query(`SELECT 1 FROM ledger_entries WHERE idempotency_key = 'k2'`),
    ).toEqual([]);
  });
});
