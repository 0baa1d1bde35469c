import { Counter, Gauge } from 'prom-client';
import type { Registers } from './scrape.ts';

// The real-time socket of this instance (modules/socket/socket.ts reports into it).

/** What a connection listens to: a public topic's kind, or its user's own events. Never the topic
 * itself (kline topics are one per pair and period). */
export type SubscriptionKind = 'ticker' | 'kline' | 'user';
const KINDS: SubscriptionKind[] = ['ticker', 'kline', 'user'];

export class SocketMetrics {
  readonly #connections: Gauge;
  readonly #subscriptions: Gauge<'kind'>;
  readonly #resyncs: Counter;
  // Frames go out once per subscriber per event: a plain number on that path, read at scrape.
  #frames = 0;
  #open = 0;

  constructor(registers: Registers) {
    this.#connections = new Gauge({
      name: 'coinhub_socket_connections',
      help: 'Open socket connections on this instance.',
      registers,
    });
    this.#subscriptions = new Gauge({
      name: 'coinhub_socket_subscriptions',
      help: 'Live subscriptions on this instance by kind (ticker, kline, user).',
      labelNames: ['kind'],
      registers,
    });
    for (const kind of KINDS) this.#subscriptions.set({ kind }, 0);
    this.#resyncs = new Counter({
      name: 'coinhub_socket_resyncs_total',
      help: 'Connections told to refetch because events may have been lost between instances.',
      registers,
    });
    let reported = 0;
    const sent = () => this.#frames;
    new Counter({
      name: 'coinhub_socket_frames_sent_total',
      help: 'Frames sent to socket clients by this instance.',
      registers,
      collect() {
        const frames = sent();
        this.inc(frames - reported);
        reported = frames;
      },
    });
  }

  /** Open connections now (the console's live figures read it without a scrape). */
  get open(): number {
    return this.#open;
  }
  opened(): void {
    this.#open += 1;
    this.#connections.inc();
  }
  closed(): void {
    this.#open -= 1;
    this.#connections.dec();
  }
  subscribed(kind: SubscriptionKind): void {
    this.#subscriptions.inc({ kind });
  }
  unsubscribed(kind: SubscriptionKind): void {
    this.#subscriptions.dec({ kind });
  }
  frameSent(): void {
    this.#frames++;
  }
  resynced(): void {
    this.#resyncs.inc();
  }
}
