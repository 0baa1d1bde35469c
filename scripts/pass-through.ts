// Passing a browser's requests on to the server under test, for the fronts that tests and
// measurements put before it (tests/engines/proxy.ts, scripts/lighthouse/front.ts).
import type { EventEmitter } from 'node:events';
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex, Readable } from 'node:stream';

export interface Upstream {
  host: string;
  port: number;
}

/** Sends `req` on to `target` and hands its answer to `answer`, or a 502 when it cannot. */
export function forward(
  req: Readable & { method?: string; url?: string },
  target: Upstream,
  headers: IncomingHttpHeaders,
  answer: (upstream: IncomingMessage) => void,
  fail: () => void,
) {
  const upstream = request({ ...target, method: req.method, path: req.url, headers }, answer);
  upstream.on('error', fail);
  req.pipe(upstream);
}

/** WebSockets (the app's live socket): the upgrade request as it came, then bytes both ways. */
export function passUpgrades(server: EventEmitter, target: Upstream) {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(target.port, target.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
}
