import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

/** Where a family registers (the app's own Registry, never prom-client's global one). */
export type Registers = Registry[];

/** A scrape gives up on a database query after this long: Prometheus' own timeout is 10 s. */
const QUERY_TIMEOUT_MS = 2_000;

/**
 * A database read for gauges computed at scrape time. The gauges it feeds share one query per
 * scrape (their collect() calls start together). A failed or slow query is logged and answers
 * undefined: those gauges show no sample this time, and the scrape still succeeds.
 */
export function scrapeQuery<T>(
  log: FastifyBaseLogger,
  what: string,
  load: () => Promise<T>,
): () => Promise<T | undefined> {
  let inFlight: Promise<T | undefined> | undefined;
  const attempt = async (): Promise<T | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${QUERY_TIMEOUT_MS} ms`)),
        QUERY_TIMEOUT_MS,
      );
      timer.unref();
    });
    try {
      return await Promise.race([load(), timeout]);
    } catch (err) {
      log.warn({ err }, `metrics: ${what} skipped in this scrape`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => (inFlight ??= attempt().finally(() => (inFlight = undefined)));
}

/** Seconds since the epoch (Prometheus' timestamps). */
export const epochSeconds = (at: Date | number): number =>
  (typeof at === 'number' ? at : at.getTime()) / 1000;
