// The demo's snapshot: taken at the end of the demo seed when none is published yet, so that the
// demo user can check their balances at once rather than after the first day's job.
import type { Database } from '../../db/index.ts';
import { latestPublished } from './list.ts';
import { takeSnapshot } from './take.ts';

export async function seedDemoSnapshot(database: Database, now = new Date()): Promise<void> {
  if (await latestPublished(database.db)) return;
  await takeSnapshot(database, { now, trigger: 'job' });
}
