import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import Toast from 'antd-mobile/es/components/toast';
import i18n from '../i18n';
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

export const http = axios.create({
  baseURL: '/api',
  timeout: 60_000,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

http.interceptors.request.use((config) => {
  config.headers.set('lang', i18n.language || 'en');
  const token = getToken();
  if (token) config.headers.set('Authorization', token);
  return config;
});

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'type' in body && 'code' in body;

const isSuccess = (body: Envelope) => body.type === 'ok' || Number(body.code) === 1;

function fail(body: Envelope | undefined, status: number | undefined, silent: boolean): never {
  const message = body?.message || i18n.t('common:error.generic');
  if (String(body?.type) === '999') {
    clearSession();
    Toast.show({ content: message });
    onSessionExpired();
  } else if (!silent) {
    Toast.show({ content: message });
  }
  throw new ApiError(message, body?.code ?? status ?? 0, status, body?.data);
}

/** Orval's mutator: every generated operation goes through here. */
export async function apiCall<T>(config: ApiRequestConfig, options?: ApiRequestConfig): Promise<Payload<T>> {
  const merged: ApiRequestConfig = { ...config, ...options };
  const silent = merged.silent === true;
  const stopLoading = silent ? () => {} : startLoading();
  try {
    const response = await http.request<unknown>(merged);
    const body = response.data;
    if (!isEnvelope(body)) return body as Payload<T>;
    if (!isSuccess(body)) fail(body, response.status, silent);
    return (body.data ?? body.message) as Payload<T>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (axios.isCancel(error)) throw error; // an aborted query is not a failure to report
    const { response } = error as AxiosError;
    fail(isEnvelope(response?.data) ? response.data : undefined, response?.status, silent);
  } finally {
    stopLoading();
  }
}

export default apiCall;
