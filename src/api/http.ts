import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import type { QueryKey } from '@tanstack/react-query';
import { showToast } from '../components/imperative/toast';
import i18n from '../i18n';
import { holdEarlyAnswer, takeEarlyAnswer } from './earlyAnswers';
import { takeHtmlCall } from './htmlCalls';
import { clearSession, getToken } from './session';
import { startLoading } from './loading';

// The only place that talks HTTP (spec sections 7 and 8, ARCHITECTURE section 4).
// Success (`type` "ok" or `code` 1) hands the caller `data`, or `message` when there is no data.
// Any other answer shows a toast of the server message (or "ERROR") and the call yields nothing:
// the promise rejects with an ApiError marked `handled`, so callers never toast twice.

export interface Envelope<D = unknown> {
  code: number;
  type: string;
  message?: string;
  data?: D;
}

/** What a caller receives from an operation whose answer is the envelope T. */
export type Payload<T> = T extends { data: infer D } ? ([D] extends [null] ? string : D) : T;

export interface ApiRequestConfig extends AxiosRequestConfig {
  /** Show no toast and no loading indicator (background calls). */
  silent?: boolean;
  /** Ask now for a page about to render: the answer waits for that page's own call of the same
   * operation (src/api/earlyAnswers.ts). */
  early?: boolean;
  /** With `early`: the query key of the page's query that will show the answer. */
  queryKey?: QueryKey;
}

export class ApiError extends Error {
  readonly handled = true;
  constructor(
    message: string,
    readonly code: number | string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const LOGIN_PATH = '/pages/user/login/login';
let onSessionExpired: () => void = () => {
  window.location.hash = `#${LOGIN_PATH}`;
};
/** The app shell registers how to reach login (with backpage) when the server answers 999. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

// axios (about 15 KB gzip) is loaded with the first call rather than with the first screen:
// no page needs it to paint, and the login page makes no call until the user acts.
let client: Promise<AxiosInstance> | undefined;

/** The one axios instance: base /api, form-urlencoded, 60 s, `lang` and `Authorization` headers. */
export function getHttp(): Promise<AxiosInstance> {
  return (client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: '/api',
      timeout: 60_000,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    instance.interceptors.request.use((config) => {
      config.headers.set('lang', i18n.language || 'en');
      const token = getToken();
      if (token) config.headers.set('Authorization', token);
      return config;
    });
    return instance;
  }, forgetFailedLoad));
}

// A failed load (offline before axios was ever cached) must not stick: the next call tries again.
function forgetFailedLoad(error: unknown): never {
  client = undefined;
  throw error;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'type' in body && 'code' in body;

const isSuccess = (body: Envelope) => body.type === 'ok' || Number(body.code) === 1;

async function fail(
  body: Envelope | undefined,
  status: number | undefined,
  silent: boolean,
): Promise<never> {
  const message = body?.message || i18n.t('common:error.generic');
  if (String(body?.type) === '999') {
    clearSession();
    onSessionExpired();
    await showToast({ content: message });
  } else if (!silent) {
    await showToast({ content: message });
  }
  throw new ApiError(message, body?.code ?? status ?? 0, status, body?.data);
}

// axios marks the error of an aborted request (an unmounted query) with this name.
const isCancel = (error: unknown) => (error as { name?: string } | null)?.name === 'CanceledError';

/** Orval's mutator: every generated operation goes through here. */
export async function apiCall<T>(
  config: ApiRequestConfig,
  options?: ApiRequestConfig,
): Promise<Payload<T>> {
  const { early, queryKey, ...merged }: ApiRequestConfig = { ...config, ...options };
  if (early) {
    const answer = answerOfHtmlCall<T>(merged) ?? request<T>(merged);
    holdEarlyAnswer(merged, answer, queryKey);
    return answer;
  }
  const held = takeEarlyAnswer(merged);
  if (held) {
    try {
      return (await held) as Payload<T>;
    } catch {
      // Asked again below, so that a failure is reported the way this call reports it.
    }
  }
  return answerOfHtmlCall<T>(merged) ?? request<T>(merged);
}

/** What an answer gives the caller: its data, or a failure reported as above (any status other
 * than 2xx is one, as axios treats it). */
async function settle<T>(body: unknown, status: number, silent: boolean): Promise<Payload<T>> {
  if (status < 200 || status >= 300)
    return await fail(isEnvelope(body) ? body : undefined, status, silent);
  if (!isEnvelope(body)) return body as Payload<T>;
  if (!isSuccess(body)) return await fail(body, status, silent);
  return (body.data ?? body.message) as Payload<T>;
}

/** A call that index.html already made (src/api/htmlCalls.ts): its answer, treated as axios's
 * would be, so the first page's calls need no HTTP client at all; asked again if the HTML got
 * nothing usable. */
function answerOfHtmlCall<T>(config: ApiRequestConfig): Promise<Payload<T>> | undefined {
  const silent = config.silent === true;
  return takeHtmlCall(config)?.then((answer) =>
    answer ? settle<T>(answer.body, answer.status, silent) : request<T>(config),
  );
}

async function request<T>(merged: ApiRequestConfig): Promise<Payload<T>> {
  const silent = merged.silent === true;
  const stopLoading = silent ? () => {} : startLoading();
  try {
    const http = await getHttp();
    const response = await http.request<unknown>(merged);
    // The loading indicator and a failure toast share antd-mobile's one toast: end the first.
    stopLoading();
    return await settle<T>(response.data, response.status, silent);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isCancel(error)) throw error; // an aborted query is not a failure to report
    const { response } = error as AxiosError;
    stopLoading();
    // Offline, the banner already says why nothing arrives: no toast for each failed call.
    const offline = !response && !navigator.onLine;
    return await fail(
      isEnvelope(response?.data) ? response.data : undefined,
      response?.status,
      silent || offline,
    );
  } finally {
    stopLoading();
  }
}

export default apiCall;

/**
 * For a form's catch: server failures were already toasted above, so swallow them and keep the
 * user on the page with the form filled in. Anything else is a bug and propagates.
 */
export function ignoreHandled(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  throw error;
}
