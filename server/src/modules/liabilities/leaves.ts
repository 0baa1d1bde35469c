// A published snapshot's every leaf in position order, padding included, with its header: the
// file anyone may recompute the root and the totals from (npm run verify-liabilities).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { liabilityLevels } from '../../db/schema/liabilities.ts';
import { publishedById } from './list.ts';
import { decodeLevel } from './node-bytes.ts';
import { headerOf } from './views.ts';
import { FORMAT_VERSION, type LeavesFile } from './verifier.ts';

/** The file of published snapshot `id`; undefined for an unknown or refused one. */
export async function leavesFile(db: Db, id: number): Promise<LeavesFile | undefined> {
  const snapshot = await publishedById(db, id);
  if (!snapshot) return undefined;
  const [level] = await db
    .select({ nodes: liabilityLevels.nodes })
    .from(liabilityLevels)
    .where(and(eq(liabilityLevels.snapshotId, id), eq(liabilityLevels.level, 0)));
  if (!level) throw new Error(`published snapshot ${id} has no leaves`);
  return {
    version: FORMAT_VERSION,
    snapshot: headerOf(snapshot),
    leaves: decodeLevel(level.nodes, snapshot.coins.length),
  };
}
