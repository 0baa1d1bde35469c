import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.ts';
import { outbox } from '../../db/schema/auth.ts';

// Every message to a user is first written to the outbox table (the record an operator can read),
// then delivered: by SMTP for e-mail when a mailer is configured, otherwise only logged in
// development. Delivery runs in the background so a slow mail server never slows a request.

export interface Mailer {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  target: string;
  subject: string;
  body: string;
  /** The HTML part of an e-mail (security e-mails); the body is its plain-text part. */
  html?: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<number>;
  /** Sends the messages queued inside a transaction (queueMessage) that are due at `now`. */
  deliverQueued(now: Date): Promise<number>;
  /** Resolves when every delivery started so far has finished (used at shutdown and in tests). */
  flush(): Promise<void>;
}

export interface OutboxOptions {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  mailer?: Mailer | undefined;
  mailFrom?: string;
  /** Log message bodies (codes) so a developer can sign up without a mail server. */
  logBodies: boolean;
  /** Counts deliveries (modules/metrics/outbox.ts). */
  metrics?: { sent(channel: 'email'): void; failed(channel: 'email'): void };
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, clock, log, mailer } = options;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email' || !mailer) return; // no SMS gateway: the outbox row is the record
    let delivered = false;
    try {
      const from = options.mailFrom ?? 'no-reply@localhost';
      await mailer.sendMail({
        from,
        to: message.target,
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
      });
      delivered = true;
      options.metrics?.sent('email');
      await db.update(outbox).set({ sentAt: clock(), dueAt: null }).where(eq(outbox.id, id));
    } catch (err) {
      // A failed sendMail, or (rarer) a sent one whose record failed: the row keeps the error.
      if (!delivered) options.metrics?.failed('email');
      log.warn({ err, outboxId: id }, 'outbox delivery failed');
      await db
        .update(outbox)
        .set({ error: String((err as Error).message ?? err).slice(0, 500), dueAt: null })
        .where(eq(outbox.id, id));
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, createdAt: clock() })
        .returning({ id: outbox.id });
      const id = row!.id;
      const logged = options.logBodies ? { body: message.body } : {};
      log.info(
        { outboxId: id, channel: message.channel, target: message.target, ...logged },
        'outbox message',
      );
      const delivery = deliver(id, message).catch((err) =>
        log.error({ err }, 'outbox bookkeeping failed'),
      );
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return id;
    },
    async deliverQueued(now) {
      const claimed = await claimQueued(db, now);
      for (const row of claimed) {
        log.info({ outboxId: row.id, channel: row.channel, target: row.target }, 'outbox message');
        if (row.channel === 'email' && mailer)
          await deliver(row.id, { ...row, html: row.html ?? undefined });
        else await db.update(outbox).set({ dueAt: null }).where(eq(outbox.id, row.id));
      }
      return claimed.length;
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}

/** Writes a message inside the caller's transaction; `outbox.deliver` sends it once committed (a
 * rolled-back change leaves none). */
export async function queueMessage(db: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({ ...message, createdAt: now, dueAt: now });
}

const CLAIM_MS = 60_000;
const BATCH = 100;

/** Takes the due queued messages for this run: due_at moves on, so no other run takes them. */
async function claimQueued(db: Db, now: Date) {
  const until = new Date(now.getTime() + CLAIM_MS);
  return db
    .update(outbox)
    .set({ dueAt: until })
    .where(
      sql`${outbox.id} IN (SELECT id FROM outbox WHERE due_at <= ${now.toISOString()}::timestamptz
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
}
