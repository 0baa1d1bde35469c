import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/index.ts';
import { APPEALING } from '../otc/actions.ts';
import { scrapeQuery, type Registers } from './scrape.ts';

// What waits for an operator, read from the database at scrape time (every instance shows the
// same queues): one query, one row per queue, each counted on its pending index where it has one.

/** The queue label of each review kind (modules/review/kinds.ts); both KYC levels are one queue. */
export const REVIEW_QUEUES: Record<string, string> = {
  withdraw: 'withdrawals',
  deposit: 'deposits',
  kyc_basic: 'kyc',
  kyc_advanced: 'kyc',
  subscription: 'subscriptions',
  otc_appeal: 'otc_appeals',
};

const PENDING_SQL = `
  SELECT 'withdrawals' AS queue, count(*) AS pending, min(created_at) AS oldest
    FROM withdrawals WHERE status = 'under_review'
  UNION ALL SELECT 'deposits', count(*), min(created_at) FROM deposits WHERE status = 'under_review'
  UNION ALL SELECT 'kyc', count(*), min(created_at) FROM kyc_applications WHERE status = 'under_review'
  UNION ALL SELECT 'subscriptions', count(*), min(created_at) FROM subscriptions WHERE status = 'under_review'
  UNION ALL SELECT 'otc_appeals', count(*), min(a.created_at)
    FROM otc_appeals a JOIN otc_orders o ON o.id = a.order_id WHERE o.status = ANY($1::text[])`;

export function reviewMetrics(
  registers: Registers,
  context: { database: Database; clock: () => Date; log: FastifyBaseLogger },
  withdrawalSlaMs: number,
): void {
  const queues = scrapeQuery(context.log, 'review queues', async () => {
    const rows = await context.database.query<{
      queue: string;
      pending: number | string;
      oldest: Date | string | null;
    }>(PENDING_SQL, [APPEALING]);
    const now = context.clock().getTime();
    return rows.map((row) => ({
      queue: row.queue,
      pending: Number(row.pending),
      ageSeconds: row.oldest ? Math.max(0, now - new Date(row.oldest).getTime()) / 1000 : 0,
    }));
  });
  new Gauge({
    name: 'coinhub_review_pending',
    help: 'Items waiting for an operator, by review queue.',
    labelNames: ['queue'],
    registers,
    async collect() {
      const rows = await queues();
      this.reset();
      for (const row of rows ?? []) this.set({ queue: row.queue }, row.pending);
    },
  });
  new Gauge({
    name: 'coinhub_review_oldest_pending_age_seconds',
    help: 'Age of the oldest item waiting in a review queue (0 when the queue is empty).',
    labelNames: ['queue'],
    registers,
    async collect() {
      const rows = await queues();
      this.reset();
      for (const row of rows ?? []) this.set({ queue: row.queue }, row.ageSeconds);
    },
  });
  new Gauge({
    name: 'coinhub_withdrawal_review_sla_seconds',
    help: 'How long a withdrawal may wait for review (WITHDRAWAL_REVIEW_SLA).',
    registers,
  }).set(withdrawalSlaMs / 1000);
}
