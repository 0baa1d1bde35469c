// A WebSocket client of the server's socket for tests: collects frames, waits for one.
import WebSocket from 'ws';

export interface Frame {
  seq: number;
  type: string;
  topic?: string;
  data?: unknown;
  [key: string]: unknown;
}

export class SocketClient {
  readonly frames: Frame[] = [];
  readonly #waiters: (() => void)[] = [];
  readonly ws: WebSocket;
  constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(String(raw)) as Frame);
      for (const w of this.#waiters.splice(0)) w();
    });
  }
  send(frame: object) {
    this.ws.send(JSON.stringify(frame));
  }
  /** The first frame from index `from` that passes `test`, waiting up to `timeoutMs` for it. */
  async next(test: (f: Frame) => boolean, from = 0, timeoutMs = 5000): Promise<Frame> {
    for (;;) {
      const hit = this.frames.slice(from).find(test);
      if (hit) return hit;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no frame; got ${JSON.stringify(this.frames)}`)),
          timeoutMs,
        );
        this.#waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }
}

export async function connectSocket(port: number): Promise<SocketClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket`);
  const client = new SocketClient(ws);
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  return client;
}
