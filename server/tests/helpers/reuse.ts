// Reusing a test's database for the next test of the same file. Making one costs 1-2 s (a PGlite
// clone, or a PostgreSQL schema migrated table by table); emptying one costs a few milliseconds.
// Migrations insert no rows, so "empty, each sequence set back to where the migrations left it"
// is exactly "just migrated" (a migration may move a sequence: one starts at 10001).
// A database is reused only when its structure is still the migrated one (a test may rename a
// table, say), and it is emptied when it is taken, not when it is given back, so nothing a
// straggling query wrote after a test ended can reach the next test.

/** What reuse needs of a connection: plain queries on the database's own schema. */
interface Queryable {
  query<T>(sql: string): Promise<T[]>;
}

// Everything a test could change in the schema's structure: relations, columns and their types,
// constraints, triggers and functions (with their bodies).
const FINGERPRINT = `
  WITH s AS (SELECT current_schema()::regnamespace::oid AS ns)
  SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) AS f FROM (
    SELECT 'r:' || relname || ':' || relkind::text FROM pg_class, s WHERE relnamespace = s.ns
    UNION ALL
    SELECT 'a:' || c.relname || '.' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid, s
     WHERE c.relnamespace = s.ns AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'k:' || conname || ':' || contype::text FROM pg_constraint, s WHERE connamespace = s.ns
    UNION ALL
    SELECT 't:' || t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid, s
     WHERE c.relnamespace = s.ns
    UNION ALL
    SELECT 'p:' || proname || ':' || md5(prosrc) FROM pg_proc, s WHERE pronamespace = s.ns
  ) parts(x)`;

/** The structure's fingerprint. */
export async function fingerprintOf(db: Queryable): Promise<string> {
  return (await db.query<{ f: string }>(FINGERPRINT))[0]!.f;
}

/** The statement that empties every table but the migrations' record and puts its sequences back
 * where the migrations left them. Run on a database just migrated. */
export async function emptyingStatement(db: Queryable): Promise<string> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
      WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
  );
  // Each sequence as the migrations left it (one starts at 10001, one was moved past 100).
  const sequences = await db.query<{ name: string }>(
    `SELECT quote_ident(sequencename) AS name FROM pg_sequences
      WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  const rewinds: string[] = [];
  for (const { name } of sequences) {
    const [state] = await db.query<{ last: string; called: boolean }>(
      `SELECT last_value::text AS last, is_called AS called FROM ${name}`,
    );
    rewinds.push(`SELECT setval('${name}', ${state!.last}, ${state!.called})`);
  }
  // DELETE, not TRUNCATE: a test leaves a few rows per table, and DELETE spares PostgreSQL a new
  // file per table. Replica mode (superuser, this transaction only) skips the foreign keys' checks
  // and the triggers that keep the ledger and the audit log append-only, as they must in the product.
  return [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...tables.map((t) => `DELETE FROM ${t.name}`),
    ...rewinds,
    'COMMIT',
  ].join(';\n');
}
