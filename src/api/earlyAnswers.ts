import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { getToken } from './session';

// Answers asked for ahead of the page that shows them (a route's prefetch, sent while the page's
// code still loads), held here rather than put into the query cache. The page's own query takes
// its answer when it first runs, after the page's first commit. Put into the cache early, an
// answer landed in the middle of the page's first (time-sliced) render, and React drew the whole
// page again in one unsliced task to stay consistent with the cache (Home: a second 35-45 ms
// render on an unthrottled desktop, most of Lighthouse's blocking time).
//
// So the page first waits a little for the answers (earlyAnswersSettled), and those that have
// arrived go into the cache just before its first render starts (seedEarlyAnswers): the page
// then draws its content at once, instead of a skeleton followed by a second render, layout and
// round of calls. An answer still on its way stays held, as above.

/** Long enough for a page's code to arrive on a slow phone; an answer older than that is not used. */
const KEEP_MS = 15_000;

interface Held {
  answer: Promise<unknown>;
  /** Where the page's query keeps this answer, if the call named it (seedEarlyAnswers). */
  queryKey?: QueryKey;
  /** Set once the answer has arrived. */
  arrived?: { value: unknown };
  settled: boolean;
  /** A page's first render has waited for it (earlyAnswersSettled). */
  waitedFor?: boolean;
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

export function holdEarlyAnswer(
  config: AxiosRequestConfig,
  answer: Promise<unknown>,
  queryKey?: QueryKey,
): void {
  const entry: Held = {
    answer,
    queryKey,
    settled: false,
    token: getToken(),
    until: Date.now() + KEEP_MS,
  };
  answer
    .then(
      (value) => (entry.arrived = { value }),
      () => {}, // a failure is the page's to report, when its own call is made again
    )
    .finally(() => (entry.settled = true));
  held.set(keyOf(config), entry);
}

const usable = (entry: Held) => entry.until >= Date.now() && entry.token === getToken();

/** The held answer to this very call, once: later calls (refetches) ask the server. */
export function takeEarlyAnswer(config: AxiosRequestConfig): Promise<unknown> | undefined {
  if (held.size === 0) return undefined;
  const key = keyOf(config);
  const entry = held.get(key);
  if (!entry) return undefined;
  held.delete(key);
  return usable(entry) ? entry.answer : undefined;
}

/**
 * Resolves once every answer held now that names its query (and any asked meanwhile, such as one
 * that depends on another) has arrived or failed, or after `capMs`, whichever is first. Only those
 * can go into the cache before the render, so only those are worth waiting for. Each is waited for
 * by one call only: one that never comes holds up one page's first render, not every page's.
 */
export async function earlyAnswersSettled(capMs: number): Promise<void> {
  const mine = new Set<Held>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<'cap'>((resolve) => (timer = setTimeout(() => resolve('cap'), capMs)));
  try {
    for (;;) {
      for (const entry of held.values()) {
        if (!entry.queryKey || (entry.waitedFor && !mine.has(entry))) continue;
        entry.waitedFor = true;
        mine.add(entry);
      }
      const waiting = [...mine].filter((entry) => !entry.settled);
      if (!waiting.length) return;
      const all = Promise.allSettled(waiting.map((entry) => entry.answer));
      if ((await Promise.race([all, cap])) === 'cap') return;
      // Let the answers' own callbacks (arrived, settled) and dependent calls run first.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Puts the held answers that have arrived, and whose calls named their query, into the cache
 * (and stops holding them: the page's query now has its answer, and a refetch asks the server).
 * Call it just before the page's first render, never during one.
 */
export function seedEarlyAnswers(client: QueryClient): void {
  for (const [key, entry] of held) {
    if (!entry.queryKey || !entry.arrived) continue;
    held.delete(key);
    if (usable(entry)) client.setQueryData(entry.queryKey, entry.arrived.value);
  }
}

/** A route's prefetch passes this to the operations it calls ahead of the page. Quiet: a failure
 * shows where the page shows it, when the page's own call is made again. */
export const EARLY = { silent: true, early: true } as const;

/** EARLY, naming the query key under which the page keeps the answer (see seedEarlyAnswers). */
export const earlyFor = (queryKey: QueryKey) => ({ ...EARLY, queryKey }) as const;
