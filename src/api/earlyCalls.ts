// The API calls index.html's inline script starts for the page being opened (signed in), before
// any of the app's code has arrived (scripts/vite/early-preload.ts). Named by one key here, so that
// the build (scripts/vite/first-pages.ts) and the app (src/api/htmlCalls.ts) agree on each call.
// No imports: the build's configuration reads this file too.

/** Where the inline script leaves its calls on `window`. */
export const EARLY_CALLS_GLOBAL = '__coinhubEarlyCalls';

/** What the inline script got back: the status and the parsed body, or null if it got nothing
 * usable (offline, not JSON): the app then asks again itself. */
export interface EarlyCallAnswer {
  status: number;
  body: unknown;
}

export interface EarlyCalls {
  /** The session and the language the calls were made with. */
  token: string;
  lang: string;
  /** By key (callKey), each taken at most once. */
  calls: Record<string, Promise<EarlyCallAnswer | null>>;
  /** Once the first screen has settled: the calls no page took, each a question asked for
   * nothing (tests/e2e/first-load.spec.ts expects none for a user who holds coins). */
  notTaken?: string[];
}

type Fields = Record<string, unknown> | URLSearchParams;

/** Fields as a form or query writes them, sorted by name (the server reads them in any order);
 * empty values left out, as axios and the generated operations leave them out. */
function encode(fields: Fields): string {
  const entries: [string, string][] =
    fields instanceof URLSearchParams
      ? [...fields.entries()]
      : Object.entries(fields)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([name, value]) => [name, String(value)]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** A call's key, which is also what the inline script sends: `METHOD /path[?query][ body]`, the
 * path below /api and the body form-encoded (neither encoding holds a space). */
export function callKey(
  method: string,
  url: string,
  params?: Fields | null,
  body?: Fields | null,
): string {
  const query = params ? encode(params) : '';
  const form = body ? encode(body) : '';
  return `${method.toUpperCase()} ${url}${query ? `?${query}` : ''}${form ? ` ${form}` : ''}`;
}
