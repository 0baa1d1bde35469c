import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

// The metrics' own listener (METRICS_PORT, on METRICS_HOST: loopback unless told otherwise), apart
// from the public address: GET /metrics and nothing else, so a scraper's network never reaches
// the API, and the API's users never reach the metrics.

export interface MetricsListener {
  /** http://host:port of the listener (the port the system chose when asked for 0). */
  url: string;
  close(): Promise<void>;
}

export async function startMetricsListener(
  metrics: { text(): Promise<string>; contentType: string },
  address: { host: string; port: number },
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(text),
      (err: unknown) => {
        log.error({ err }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // a scraper's keep-alive connection must not hold the shutdown
      }),
  };
}
