// Publish/subscribe for real-time events. Modules publish after their transaction commits
// (`tx.afterCommit(() => deps.events.toUser(...))`); the socket (ARCHITECTURE section 3) forwards
// user events to that user's authenticated connections and topic events to their subscribers.
// This class delivers within the process (PGlite: one process); on PostgreSQL, ClusterEventBus
// (cluster-bus.ts) sends every event through LISTEN/NOTIFY so each instance delivers it to its own
// sockets.
export interface BusEvent {
  /** e.g. 'order.filled', 'option.settled', 'position.closed', 'balance.changed', 'ticker'. */
  type: string;
  data: unknown;
}

type Listener = (event: BusEvent) => void;

export class EventBus {
  readonly #users = new Map<number, Set<Listener>>();
  readonly #topics = new Map<string, Set<Listener>>();
  readonly #resync = new Set<() => void>();

  /** An event for one user only (never fanned out to anyone else), on every instance. */
  toUser(userId: number, event: BusEvent): void {
    this.deliverToUser(userId, event);
  }

  /** A public event on a topic such as `kline:BTC/USDT:1min`, on every instance. */
  toTopic(topic: string, event: BusEvent): void {
    this.deliverToTopic(topic, event);
  }

  /** A topic event that every instance computes for its own sockets and never sends to the others:
   * the market ticks, which are a pure function of the clock (the same on every instance). */
  toLocalTopic(topic: string, event: BusEvent): void {
    this.deliverToTopic(topic, event);
  }

  /** Called when events may have been lost (the cluster link dropped): clients should refetch. */
  onResync(listener: () => void): () => void {
    this.#resync.add(listener);
    return () => this.#resync.delete(listener);
  }

  /** Resolves once every event published so far has reached this process's listeners. */
  delivered(): Promise<void> {
    return Promise.resolve();
  }

  async close(): Promise<void> {}

  protected deliverToUser(userId: number, event: BusEvent): void {
    this.#emit(this.#users.get(userId), event);
  }

  protected deliverToTopic(topic: string, event: BusEvent): void {
    this.#emit(this.#topics.get(topic), event);
  }

  protected resync(): void {
    for (const listener of [...this.#resync]) listener();
  }

  onUser(userId: number, listener: Listener): () => void {
    return this.#add(this.#users, userId, listener);
  }

  onTopic(topic: string, listener: Listener): () => void {
    return this.#add(this.#topics, topic, listener);
  }

  /** Number of listeners of a topic (lets a feed skip work nobody watches). */
  topicListeners(topic: string): number {
    return this.#topics.get(topic)?.size ?? 0;
  }

  #add<K>(map: Map<K, Set<Listener>>, key: K, listener: Listener): () => void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(key);
    };
  }

  #emit(listeners: Set<Listener> | undefined, event: BusEvent): void {
    // A failing listener (a closed socket) must not stop delivery to the others.
    for (const listener of [...(listeners ?? [])]) {
      try {
        listener(event);
      } catch {
        /* the listener's owner cleans itself up */
      }
    }
  }
}
