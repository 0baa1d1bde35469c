import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { consoleI18n } from '../i18n';

// The console's only HTTP door (Orval's mutator for the admin-* operations). The session is the
// HttpOnly cookie the browser sends by itself; every POST also carries the session's CSRF token,
// which the sign-in answer and adminMe hand over and which lives only in memory.
// A success hands the caller `data` (or `message`); anything else throws a ConsoleError that the
// screen shows where the action happened. An ended session sends the operator to sign-in.

interface Envelope {
  code: number;
  type: string;
  message?: string;
  data?: unknown;
}

export type Payload<T> = T extends { data: infer D } ? ([D] extends [null] ? string : D) : T;

export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number | undefined,
    /** Per-field messages of a validation failure (field name -> message). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

let csrfToken: string | undefined;
/** Remember the CSRF token of the current session (sign-in and adminMe answers carry it). */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

let onSessionEnded: () => void = () => {
  window.location.hash = '#/sign-in';
};
/** The app shell says how to reach the sign-in page when the session has ended. */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

const http = axios.create({
  baseURL: '/api',
  timeout: 60_000,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
http.interceptors.request.use((config) => {
  config.headers.set('lang', consoleI18n.language || 'en');
  if (csrfToken && config.method && config.method.toUpperCase() !== 'GET')
    config.headers.set('x-csrf-token', csrfToken);
  return config;
});

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'type' in body && 'code' in body;

function failure(body: Envelope | undefined, status: number | undefined): ConsoleError {
  const message = body?.message || consoleI18n.t('error.generic');
  if (String(body?.type) === '999') {
    setCsrfToken(undefined);
    onSessionEnded();
  }
  // A failed validation's envelope carries the per-field messages as its data.
  const fields =
    body?.data && typeof body.data === 'object' ? (body.data as Record<string, string>) : {};
  return new ConsoleError(message, Number(body?.code ?? status ?? 0), status, fields);
}

export async function consoleCall<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<Payload<T>> {
  try {
    const response = await http.request<unknown>({ ...config, ...options });
    const body = response.data;
    if (!isEnvelope(body)) return body as Payload<T>;
    if (body.type !== 'ok' && Number(body.code) !== 1) throw failure(body, response.status);
    return (body.data ?? body.message) as Payload<T>;
  } catch (error) {
    if (error instanceof ConsoleError) throw error;
    if ((error as { name?: string }).name === 'CanceledError') throw error;
    const { response } = error as AxiosError;
    throw failure(isEnvelope(response?.data) ? response.data : undefined, response?.status);
  }
}

export default consoleCall;
