import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.ts';
import { backends } from '../helpers/backends.ts';

// The test databases are reused between the tests of a file (helpers/backends.ts): a reused one
// must be exactly a just-migrated one, rows gone, sequences back where the migrations left them,
// append-only tables included, and one whose structure a test changed must never come back.

const rows = async (database: Database) =>
  (
    await database.query<{ n: string }>(
      'SELECT (SELECT count(*) FROM audit_log) + (SELECT count(*) FROM currencies) AS n',
    )
  ).map((r) => Number(r.n))[0];

describe.each(backends())('test databases on $name', (backend) => {
  it('come back empty, with their sequences as migrated, and a changed one never comes back', async () => {
    const fresh = await backend.open();
    const [first] = await fresh.query<{ id: string }>(`SELECT nextval('projects_id_seq') AS id`);
    await fresh.exec(`INSERT INTO currencies (id, symbol, name, decimals) VALUES (900, 'ZZZ', 'Zed', 2);
      INSERT INTO audit_log (at, actor, action, target_type, target_id)
      VALUES (now(), 'test', 'test.row', 'test', '1')`);
    expect(await rows(fresh)).toBe(2);
    await fresh.close();

    const reused = await backend.open();
    expect(await rows(reused)).toBe(0);
    const [again] = await reused.query<{ id: string }>(`SELECT nextval('projects_id_seq') AS id`);
    expect(String(again!.id)).toBe(String(first!.id));
    await reused.exec('ALTER TABLE currencies RENAME TO currencies_away');
    await reused.close();

    const next = await backend.open();
    const tables = await next.query(`SELECT 1 FROM pg_tables WHERE tablename = 'currencies'
      AND schemaname = current_schema()`);
    expect(tables).toHaveLength(1);
    await next.close();
  });
});
