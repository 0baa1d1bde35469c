import type { AxiosRequestConfig } from 'axios';
import { getToken } from './session';

// Answers asked for ahead of the page that shows them (a route's prefetch, sent while the page's
// code still loads), held here rather than put into the query cache. The page's own query takes
// its answer when it first runs, after the page's first commit. Put into the cache early, an
// answer landed in the middle of the page's first (time-sliced) render, and React drew the whole
// page again in one unsliced task to stay consistent with the cache (Home: a second 35-45 ms
// render on an unthrottled desktop, most of Lighthouse's blocking time).

/** Long enough for a page's code to arrive on a slow phone; an answer older than that is not used. */
const KEEP_MS = 15_000;

interface Held {
  answer: Promise<unknown>;
  /** Whose answer it is: a sign-out or another sign-in in between makes it nobody's. */
  token: string | null;
  until: number;
}

const held = new Map<string, Held>();

/** A call's identity: method, address, query and body, as the generated operation builds them. */
function keyOf({ method, url, params, data }: AxiosRequestConfig): string {
  const body = data instanceof URLSearchParams ? data.toString() : (data ?? null);
  return JSON.stringify([(method ?? 'GET').toUpperCase(), url, params ?? null, body]);
}

export function holdEarlyAnswer(config: AxiosRequestConfig, answer: Promise<unknown>): void {
  answer.catch(() => {}); // a failure is the page's to report, when its own call is made again
  held.set(keyOf(config), { answer, token: getToken(), until: Date.now() + KEEP_MS });
}

/** The held answer to this very call, once: later calls (refetches) ask the server. */
export function takeEarlyAnswer(config: AxiosRequestConfig): Promise<unknown> | undefined {
  if (held.size === 0) return undefined;
  const key = keyOf(config);
  const entry = held.get(key);
  if (!entry) return undefined;
  held.delete(key);
  return entry.until >= Date.now() && entry.token === getToken() ? entry.answer : undefined;
}

/** A route's prefetch passes this to the operations it calls ahead of the page. Quiet: a failure
 * shows where the page shows it, when the page's own call is made again. */
export const EARLY = { silent: true, early: true } as const;
