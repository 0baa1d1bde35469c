import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { Database } from '../../db/index.ts';
import { scrapeQuery, type Registers } from './scrape.ts';

// Messages to users: e-mail (modules/outbox) and Web Push (modules/push/deliver.ts). Sent and
// failed count this instance's deliveries; what still waits is shared, so it is read from the
// database at scrape time.

export type Channel = 'email' | 'push';
const CHANNELS: Channel[] = ['email', 'push'];

export class OutboxMetrics {
  readonly #sent: Counter<'channel'>;
  readonly #failed: Counter<'channel'>;

  constructor(
    registers: Registers,
    context: { database: Database; clock: () => Date; log: FastifyBaseLogger },
  ) {
    this.#sent = new Counter({
      name: 'coinhub_outbox_sent_total',
      help: 'Messages delivered by this instance, by channel (email, push).',
      labelNames: ['channel'],
      registers,
    });
    this.#failed = new Counter({
      name: 'coinhub_outbox_failed_total',
      help: 'Messages that failed for good on this instance (push: after the last retry), by channel.',
      labelNames: ['channel'],
      registers,
    });
    for (const channel of CHANNELS) {
      this.#sent.inc({ channel }, 0);
      this.#failed.inc({ channel }, 0);
    }
    const waiting = scrapeQuery(context.log, 'outbox retry depth', async () => {
      // Both counts use partial indexes (outbox_due, push_deliveries_due).
      const [row] = await context.database.query<{ email: number | string; push: number | string }>(
        `SELECT (SELECT count(*) FROM outbox
                  WHERE due_at IS NOT NULL AND due_at <= $1::timestamptz AND channel = 'email') AS email,
                (SELECT count(*) FROM push_deliveries
                  WHERE status = 'pending' AND last_error IS NOT NULL) AS push`,
        [context.clock().toISOString()],
      );
      return { email: Number(row?.email ?? 0), push: Number(row?.push ?? 0) };
    });
    new Gauge({
      name: 'coinhub_outbox_retry_depth',
      help: 'Messages waiting for another delivery attempt, by channel (email: due and not yet sent; push: failed at least once, retry pending).',
      labelNames: ['channel'],
      registers,
      async collect() {
        const depth = await waiting();
        this.reset();
        if (depth) for (const channel of CHANNELS) this.set({ channel }, depth[channel]);
      },
    });
  }

  sent(channel: Channel, count = 1): void {
    if (count > 0) this.#sent.inc({ channel }, count);
  }
  failed(channel: Channel, count = 1): void {
    if (count > 0) this.#failed.inc({ channel }, count);
  }
}
