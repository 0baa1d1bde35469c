// A user's proof of inclusion in the latest published snapshot: their leaf (salt, position,
// balances) and the sibling at every level, read as one node per level with substring() at
// ((position >> level) xor 1) x width, so its cost does not grow with the number of users.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { liabilityLeaves } from '../../db/schema/liabilities.ts';
import { rows, sql } from '../../ledger/sql.ts';
import { latestPublished, publishedById } from './list.ts';
import { decodeNode, nodeWidth } from './node-bytes.ts';
import { headerOf } from './views.ts';
import { FORMAT_VERSION, type ProofFile } from './verifier.ts';

export type ProofAnswer =
  | { status: 'included'; proof: ProofFile }
  | { status: 'not_included' | 'no_snapshot'; proof: null };

/** Only ever the proof of `userId` itself: the caller passes the signed-in user. Of the latest
 * published snapshot, or of an earlier one by id. */
export async function proofOf(db: Db, userId: number, snapshotId?: number): Promise<ProofAnswer> {
  const snapshot =
    snapshotId === undefined ? await latestPublished(db) : await publishedById(db, snapshotId);
  if (!snapshot) return { status: 'no_snapshot', proof: null };
  const [leaf] = await db
    .select()
    .from(liabilityLeaves)
    .where(and(eq(liabilityLeaves.snapshotId, snapshot.id), eq(liabilityLeaves.userId, userId)));
  // Every user of the time has a leaf: a user without one signed up after the snapshot.
  if (!leaf) return { status: 'not_included', proof: null };
  const coins = snapshot.coins.length;
  const width = nodeWidth(coins);
  const height = Math.log2(snapshot.leafCount);
  const levels = await rows<{ level: number; sibling: Uint8Array; own: Uint8Array | null }>(
    db,
    sql`SELECT level,
               substring(nodes FROM (((${leaf.position}::int >> level) # 1) * ${width}) + 1 FOR ${width}) AS sibling,
               CASE WHEN level = 0 THEN substring(nodes FROM ${leaf.position * width + 1} FOR ${width}) END AS own
          FROM liability_levels
         WHERE snapshot_id = ${snapshot.id} AND (level < ${height} OR level = 0)
         ORDER BY level`,
  );
  const own = levels.find((l) => Number(l.level) === 0)?.own;
  if (!own) throw new Error(`snapshot ${snapshot.id}: no leaf at position ${leaf.position}`);
  return {
    status: 'included',
    proof: {
      version: FORMAT_VERSION,
      snapshot: headerOf(snapshot),
      leaf: {
        user_id: userId,
        salt: Buffer.from(leaf.salt).toString('hex'),
        position: leaf.position,
        balances: decodeNode(own, 0, coins).sums,
      },
      path: levels
        .filter((l) => Number(l.level) < height)
        .map((l) => decodeNode(l.sibling, 0, coins)),
    },
  };
}
