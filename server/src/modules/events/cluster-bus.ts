// The event bus of N server instances on one PostgreSQL: every user and topic event is sent with
// pg_notify on this schema's channel, and every instance (the sender too) delivers what it hears to
// its own sockets, so a user sees their events whichever instance caused them.
// - Order: one process sends its events in batches, one statement at a time, so they arrive in the
//   order they were published; a receiver delivers them in the order they arrive.
// - Size: a notification carries at most 8,000 bytes. Events are small (ids, kinds, one order);
//   a larger one is stored in bus_payloads and only its id is sent.
// - Loss: when the link drops, notifications are gone; the bus asks every socket to resync.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/index.ts';
import type { ClusterLink } from '../cluster/link.ts';
import { EventBus, type BusEvent } from './bus.ts';

/** PostgreSQL refuses a payload of 8,000 bytes or more; keep a margin. */
export const MAX_NOTIFY_BYTES = 7_900;
/** Stored payloads are read within milliseconds; they are kept a while for a slow receiver. */
const STORED_PAYLOAD_TTL = "interval '5 minutes'";

interface Message {
  /** Sending instance and its sequence number (also makes each payload unique: PostgreSQL folds
   * identical notifications of one transaction into one). */
  i: string;
  n: number;
  u?: number;
  t?: string;
  e?: BusEvent;
  /** Id in bus_payloads of a message too large to notify. */
  r?: number;
}

interface Logger {
  error(obj: object, msg: string): void;
}

export class ClusterEventBus extends EventBus {
  readonly #database: Database;
  readonly #link: ClusterLink;
  readonly #log: Logger;
  readonly #instance = randomBytes(6).toString('hex');
  #sent = 0;
  /** Highest own sequence number delivered back (or given up on). */
  #settled = 0;
  readonly #waiters: { n: number; resolve: () => void }[] = [];
  #outbox: string[] = [];
  #sending: Promise<void> | null = null;
  #inbox: Promise<void> = Promise.resolve();

  constructor(database: Database, link: ClusterLink, log: Logger) {
    super();
    this.#database = database;
    this.#link = link;
    this.#log = log;
    link.onNotify((payload) => {
      this.#inbox = this.#inbox.then(() => this.#receive(payload));
    });
    link.onReconnect(() => {
      this.#settle(this.#sent); // whatever was in flight is lost
      this.resync();
    });
  }

  /** The instance's link to the database (its job lock too). */
  get link(): ClusterLink {
    return this.#link;
  }

  override toUser(userId: number, event: BusEvent): void {
    this.#publish({ u: userId, e: event });
  }

  override toTopic(topic: string, event: BusEvent): void {
    this.#publish({ t: topic, e: event });
  }

  override delivered(): Promise<void> {
    const n = this.#sent;
    if (this.#settled >= n) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ n, resolve }));
  }

  override async close(): Promise<void> {
    await this.#sending;
    await this.#link.close();
    await this.#inbox;
    this.#settle(this.#sent);
  }

  #publish(message: Omit<Message, 'i' | 'n'>): void {
    this.#outbox.push(JSON.stringify({ i: this.#instance, n: ++this.#sent, ...message }));
    this.#sending ??= this.#send().finally(() => (this.#sending = null));
  }

  async #send(): Promise<void> {
    while (this.#outbox.length > 0) {
      const batch = this.#outbox;
      this.#outbox = [];
      try {
        const payloads = await Promise.all(batch.map((json) => this.#fit(json)));
        await this.#database.query(
          'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS m(payload, i)',
          [this.#link.channel, payloads],
        );
      } catch (error) {
        // Nobody heard these events: every socket refetches what it shows.
        this.#log.error({ err: error, events: batch.length }, 'event bus: could not publish');
        this.#settle(this.#sent);
        this.resync();
      }
    }
  }

  /** The payload to notify: the message itself, or a reference to it once stored. */
  async #fit(json: string): Promise<string> {
    if (Buffer.byteLength(json) <= MAX_NOTIFY_BYTES) return json;
    const { i, n } = JSON.parse(json) as Message;
    const [row] = await this.#database.query<{ id: number }>(
      `WITH pruned AS (DELETE FROM bus_payloads WHERE created_at < now() - ${STORED_PAYLOAD_TTL})
       INSERT INTO bus_payloads (body) VALUES ($1) RETURNING id`,
      [json],
    );
    return JSON.stringify({ i, n, r: row!.id } satisfies Message);
  }

  async #receive(payload: string): Promise<void> {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch (error) {
      this.#log.error({ err: error }, 'event bus: unreadable event');
      return this.resync();
    }
    const own = message.i === this.#instance ? message.n : 0;
    try {
      if (message.r !== undefined) message = await this.#stored(message.r);
      if (message.e && message.u !== undefined) this.deliverToUser(message.u, message.e);
      else if (message.e && message.t !== undefined) this.deliverToTopic(message.t, message.e);
    } catch (error) {
      this.#log.error({ err: error }, 'event bus: a stored event could not be read');
      this.resync();
    } finally {
      if (own) this.#settle(own);
    }
  }

  async #stored(id: number): Promise<Message> {
    const [row] = await this.#database.query<{ body: string }>(
      'SELECT body FROM bus_payloads WHERE id = $1',
      [id],
    );
    if (!row) throw new Error(`stored event ${id} is gone`);
    return JSON.parse(row.body) as Message;
  }

  #settle(n: number): void {
    this.#settled = Math.max(this.#settled, n);
    for (let k = this.#waiters.length - 1; k >= 0; k--) {
      const waiter = this.#waiters[k]!;
      if (waiter.n <= this.#settled) {
        this.#waiters.splice(k, 1);
        waiter.resolve();
      }
    }
  }
}
