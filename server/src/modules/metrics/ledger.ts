import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Database } from '../../db/index.ts';
import type { Ledger, LedgerObserver, RefusalReason } from '../../ledger/index.ts';
import { epochSeconds, scrapeQuery, type Registers } from './scrape.ts';

// The ledger as it works in this process (the ledger observes into it: entries, refusals, the
// writer's batches and queue), and its audit as the database records it: the last reconcile an
// operator ran (modules/operators/reconcile.ts writes it to the audit log), whichever instance ran it.

const REFUSALS: RefusalReason[] = ['insufficient_balance', 'invalid_entry'];

export class LedgerMetrics implements LedgerObserver {
  readonly #entries: Counter;
  readonly #refused: Counter<'reason'>;
  readonly #batches: Histogram;

  constructor(
    registers: Registers,
    context: { database: Database; ledger: Ledger; log: FastifyBaseLogger },
  ) {
    this.#entries = new Counter({
      name: 'coinhub_ledger_journal_entries_total',
      help: 'Journal entries committed by this instance (a replayed idempotency key adds none).',
      registers,
    });
    this.#refused = new Counter({
      name: 'coinhub_ledger_postings_refused_total',
      help: 'Ledger commands refused: insufficient_balance (would overdraw) or invalid_entry (malformed).',
      labelNames: ['reason'],
      registers,
    });
    for (const reason of REFUSALS) this.#refused.inc({ reason }, 0);
    this.#batches = new Histogram({
      name: 'coinhub_ledger_writer_batch_size',
      help: 'Commands carried by one transaction of the ledger writer (group commit).',
      buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
      registers,
    });
    new Gauge({
      name: 'coinhub_ledger_writer_queue_depth',
      help: "Commands waiting for the ledger writer's next transaction.",
      registers,
      collect() {
        this.set(context.ledger.queueDepth);
      },
    });
    auditGauges(registers, context);
  }

  posted(count: number): void {
    this.#entries.inc(count);
  }
  refused(reason: RefusalReason): void {
    this.#refused.inc({ reason });
  }
  batch(size: number): void {
    this.#batches.observe(size);
  }
}

type LastAudit = { at: Date; ok: boolean } | null;

/** The last reconcile in the audit log: one indexed row (audit_log_target). */
function auditGauges(
  registers: Registers,
  context: { database: Database; log: FastifyBaseLogger },
) {
  const lastAudit = scrapeQuery(context.log, 'ledger audit', async (): Promise<LastAudit> => {
    const [row] = await context.database.query<{ at: Date | string; ok: string | null }>(
      `SELECT at, after->>'ok' AS ok FROM audit_log
        WHERE target_type = 'ledger' AND target_id = 'ledger' AND action = 'ledger.reconcile'
        ORDER BY at DESC, id DESC LIMIT 1`,
    );
    return row ? { at: new Date(row.at), ok: row.ok === 'true' } : null;
  });
  new Gauge({
    name: 'coinhub_ledger_audit_ok',
    help: 'Whether the last ledger audit (reconcile) found the books in order: 1 yes, 0 no; NaN before any audit.',
    registers,
    async collect() {
      const audit = await lastAudit();
      this.set(audit ? Number(audit.ok) : NaN);
    },
  });
  new Gauge({
    name: 'coinhub_ledger_audit_last_run_timestamp_seconds',
    help: 'When the last ledger audit (reconcile) ran, in seconds since the epoch; 0 before any audit.',
    registers,
    async collect() {
      const audit = await lastAudit();
      if (audit === undefined) this.set(NaN);
      else this.set(audit ? epochSeconds(audit.at) : 0);
    },
  });
}
