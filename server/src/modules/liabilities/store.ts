// Writes one snapshot attempt in ONE transaction: a published one with its levels and leaves, a
// refused one alone. The id is drawn first and the snapshot row written last (its foreign keys are
// checked at commit), so its duration covers the storing of the tree too.
import type { Db } from '../../db/index.ts';
import {
  liabilitySnapshots,
  type CoinFigures,
  type SnapshotStatus,
  type SnapshotTrigger,
} from '../../db/schema/liabilities.ts';
import { array, rows, sql } from '../../ledger/sql.ts';
import type { BuiltTree } from './tree.ts';

export type SnapshotRow = typeof liabilitySnapshots.$inferSelect;

export interface Attempt {
  takenAt: Date;
  trigger: SnapshotTrigger;
  accountCount: number;
  figures: CoinFigures[];
  problems: string[];
  /** Absent when refused. */
  tree?: BuiltTree;
  /** Milliseconds since the attempt started. */
  elapsedMs: () => number;
}

/** Leaves per INSERT: a few megabytes of parameters. */
const LEAVES_PER_INSERT = 20_000;

export async function storeAttempt(tx: Db, attempt: Attempt): Promise<SnapshotRow> {
  const [drawn] = await rows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('liability_snapshots', 'id'))::int AS id`,
  );
  const id = Number(drawn!.id);
  const { tree } = attempt;
  for (const [level, nodes] of tree?.levels.entries() ?? []) {
    await tx.execute(
      sql`INSERT INTO liability_levels (snapshot_id, level, nodes) VALUES (${id}, ${level}, ${nodes})`,
    );
  }
  for (let from = 0; from < (tree?.leaves.length ?? 0); from += LEAVES_PER_INSERT) {
    const part = tree!.leaves.slice(from, from + LEAVES_PER_INSERT);
    await tx.execute(
      sql`INSERT INTO liability_leaves (snapshot_id, user_id, position, salt)
          SELECT ${id}, u, p, decode(s, 'hex')
            FROM unnest(${array(part.map((l) => l.userId))}::bigint[],
                        ${array(part.map((l) => l.position))}::int[],
                        ${array(part.map((l) => l.salt.toString('hex')))}::text[]) AS t(u, p, s)`,
    );
  }
  const status: SnapshotStatus = tree ? 'published' : 'refused';
  const [row] = await tx
    .insert(liabilitySnapshots)
    .values({
      id,
      takenAt: attempt.takenAt,
      status,
      trigger: attempt.trigger,
      rootHash: tree?.rootHash ?? null,
      leafCount: tree?.leafCount ?? 0,
      accountCount: attempt.accountCount,
      coins: attempt.figures,
      problems: attempt.problems,
      durationMs: Math.round(attempt.elapsedMs()),
    })
    .returning();
  return row!;
}
