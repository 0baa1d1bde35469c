// The real-time socket client (contract: x-socket in openapi/openapi.yaml). One connection per app,
// opened on the first subscription: topics are reference-counted and resubscribed after every
// reconnect (exponential backoff, 1 s to 30 s); a reconnect or a gap in `seq` fires the resync
// listeners, which refetch their REST data.
import { getToken, subscribeSession } from './session';

export interface SocketFrame {
  seq: number;
  type: string;
  topic?: string;
  data?: unknown;
}
type Listener = (frame: SocketFrame) => void;

export const SESSION_ENDED = 'session.ended';

/** What the client needs of a WebSocket (tests and stories pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
const MIN_DELAY = 1000;
const MAX_DELAY = 30_000;

export class MarketSocket {
  readonly #create: SocketFactory;
  readonly #url: string;
  readonly #topics = new Map<string, Set<Listener>>();
  readonly #user = new Set<Listener>();
  readonly #resync = new Set<() => void>();
  #socket: SocketLike | null = null;
  #seq = 0;
  #attempt = 0;
  #connectedOnce = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(url: string, create: SocketFactory) {
    this.#url = url;
    this.#create = create;
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.#topics.get(topic);
    if (!set) {
      this.#topics.set(topic, (set = new Set()));
      this.#send({ op: 'subscribe', topic });
    }
    set.add(listener);
    this.#ensure();
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.#topics.delete(topic);
      this.#send({ op: 'unsubscribe', topic });
    };
  }

  /** Events of the signed-in user (order filled, balance changed...). */
  onUser(listener: Listener): () => void {
    this.#user.add(listener);
    this.#ensure();
    this.#auth();
    return () => this.#user.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.#resync.add(listener);
    return () => this.#resync.delete(listener);
  }

  /** Re-authenticates after a sign-in or sign-out. */
  reauth(): void {
    this.#auth();
  }

  close(): void {
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  #ensure() {
    if (this.#socket || this.#timer) return;
    const socket = this.#create(this.#url);
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempt = 0;
      this.#seq = 0;
      for (const topic of this.#topics.keys()) this.#send({ op: 'subscribe', topic });
      this.#auth();
      if (this.#connectedOnce) this.#fireResync();
      this.#connectedOnce = true;
    };
    socket.onmessage = (event) => this.#receive(event.data);
    socket.onclose = () => {
      this.#socket = null;
      const delay = Math.min(MAX_DELAY, MIN_DELAY * 2 ** this.#attempt++);
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        if (this.#topics.size > 0 || this.#user.size > 0) this.#ensure();
      }, delay);
    };
  }

  #receive(raw: unknown) {
    let frame: SocketFrame;
    try {
      frame = JSON.parse(String(raw)) as SocketFrame;
    } catch {
      return;
    }
    if (frame.seq !== this.#seq + 1 && this.#seq !== 0) this.#fireResync(); // a lost frame
    this.#seq = frame.seq;
    if (frame.type === 'resync')
      this.#fireResync(); // the server may have lost events for us
    else if (frame.topic)
      for (const listener of this.#topics.get(frame.topic) ?? []) listener(frame);
    else if (isUserEvent(frame.type)) for (const listener of this.#user) listener(frame);
  }

  #auth() {
    const token = getToken();
    if (token && this.#user.size > 0) this.#send({ op: 'auth', token });
  }

  #send(frame: object) {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(frame));
  }

  #fireResync() {
    for (const listener of this.#resync) listener();
  }
}

/** The user event that a notification arrived (the bell and the inbox refetch). */
export const NOTIFICATION = 'notification';

/** Frames of the signed-in user: their orders (spot `order.*`, P2P `otc.*`) and balances, their
 * notifications, and `session.ended` (this session was signed out elsewhere: the server sends it
 * only to the ended session's sockets). */
const isUserEvent = (type: string) =>
  type.startsWith('order.') ||
  type.startsWith('otc.') ||
  type === 'balance.changed' ||
  type === NOTIFICATION ||
  type === SESSION_ENDED;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/socket`;
}

let factory: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;
let shared: MarketSocket | null = null;

/** The app's one socket. */
export function marketSocket(): MarketSocket {
  if (!shared) {
    shared = new MarketSocket(defaultUrl(), factory);
    subscribeSession(() => shared?.reauth());
  }
  return shared;
}

/** Replaces how sockets are made (stories: a fake feed); drops the current connection. */
export function setSocketFactory(next: SocketFactory): void {
  factory = next;
  shared?.close();
  shared = null;
}
