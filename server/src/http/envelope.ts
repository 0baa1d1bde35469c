import { t, type Lang, type MessageKey, type MessageParams } from '../i18n/index.ts';
import type { AppError } from './app-error.ts';

// The one shape of every /api answer (ARCHITECTURE.md section 3).
export interface Envelope<T = unknown> {
  code: number;
  type: 'ok' | 'error' | '999';
  message: string;
  data: T;
}

/** What a handler returns: the payload and which success message to show. */
export interface Success<T = unknown> {
  data: T;
  message?: MessageKey;
  params?: MessageParams;
}

/** What a handler returns instead when the answer is a file, not the envelope (an image's bytes). */
export interface FileAnswer {
  file: Buffer;
  contentType: string;
  /** Instead of the API's `no-store`: for public bytes at an address that changes with them. */
  cacheControl?: string;
  /** A download: saved under this name (`Content-Disposition: attachment`), never shown inline. */
  downloadName?: string;
}

export const isFileAnswer = (answer: Success | FileAnswer): answer is FileAnswer =>
  'file' in answer && Buffer.isBuffer(answer.file);

export function ok<T>(data: T, message: MessageKey = 'ok', params?: MessageParams): Success<T> {
  return params ? { data, message, params } : { data, message };
}

export function successEnvelope<T>(lang: Lang, success: Success<T>): Envelope<T> {
  return {
    code: 1,
    type: 'ok',
    message: t(lang, success.message ?? 'ok', success.params),
    data: success.data,
  };
}

export function errorEnvelope(
  lang: Lang,
  error: AppError,
): Envelope<Record<string, string> | null> {
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, f]) => [field, t(lang, f.key, f.params)]),
      )
    : null;
  return {
    code: error.code,
    type: error.sessionExpired ? '999' : 'error',
    message: t(lang, error.key, error.params),
    // Field errors, and what the client needs to go on (step-up: the factors it may use).
    data: fields || error.data ? { ...error.data, ...fields } : null,
  };
}
