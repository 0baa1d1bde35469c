// A snapshot row as each answer shows it (openapi/components/liabilities.yaml).
import type { SnapshotRow } from './store.ts';
import { FORMAT_VERSION, type SnapshotHeader } from './verifier.ts';

/** Any attempt, for the console: refused ones with their problems. */
export const adminView = (row: SnapshotRow) => ({
  id: row.id,
  taken_at: row.takenAt.toISOString(),
  status: row.status,
  trigger: row.trigger,
  root_hash: row.rootHash,
  leaf_count: row.leafCount,
  account_count: row.accountCount,
  coins: row.coins,
  problems: row.problems,
  duration_ms: row.durationMs,
});

/** A published snapshot, for everyone. */
export const publicView = (row: SnapshotRow) => ({
  id: row.id,
  taken_at: row.takenAt.toISOString(),
  root_hash: row.rootHash!,
  leaf_count: row.leafCount,
  account_count: row.accountCount,
  coins: row.coins,
});

/** What a proof and the leaf list name of their snapshot: the root's sums are the coins' totals. */
export const headerOf = (row: SnapshotRow): SnapshotHeader => ({
  id: row.id,
  taken_at: row.takenAt.toISOString(),
  coins: row.coins.map(({ currency_id, symbol, decimals }) => ({ currency_id, symbol, decimals })),
  leaf_count: row.leafCount,
  account_count: row.accountCount,
  root: { hash: row.rootHash!, sums: row.coins.map((c) => c.total_units) },
});

export { FORMAT_VERSION };
