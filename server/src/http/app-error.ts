import type { MessageKey, MessageParams } from '../i18n/index.ts';

export interface FieldError {
  key: MessageKey;
  params?: MessageParams;
}

export interface AppErrorOptions {
  /** A finer numeric reason than the HTTP status (defaults to the status). */
  code?: number;
  params?: MessageParams;
  /** Field errors, localized when the envelope is written. */
  fields?: Record<string, FieldError | MessageKey>;
  /** Marks a missing or dead session: the envelope type becomes '999'. */
  sessionExpired?: boolean;
}

/** A failure meant for the user: its message is localized, its status meaningful. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: number;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly fields: Record<string, FieldError> | undefined;
  readonly sessionExpired: boolean;

  constructor(statusCode: number, key: MessageKey, options: AppErrorOptions = {}) {
    super(key);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = options.code ?? statusCode;
    this.key = key;
    this.params = options.params ?? {};
    this.fields = options.fields && normalizeFields(options.fields);
    this.sessionExpired = options.sessionExpired ?? false;
  }
}

function normalizeFields(fields: Record<string, FieldError | MessageKey>): Record<string, FieldError> {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, typeof f === 'string' ? { key: f } : f]));
}

// Finer reasons the client may branch on; the HTTP status stays the coarse class.
export const ErrorCode = {
  accountExists: 1001,
  loginFailed: 1002,
  loginThrottled: 1003,
  inviteCodeInvalid: 1004,
  codeInvalid: 1101,
  codeTooSoon: 1102,
  codeRateLimited: 1103,
} as const;

export const fail = {
  validation: (fields: Record<string, FieldError | MessageKey>) => new AppError(400, 'error.validation', { fields }),
  unauthenticated: () => new AppError(401, 'error.unauthenticated', { sessionExpired: true }),
  forbidden: () => new AppError(403, 'error.forbidden'),
  notFound: () => new AppError(404, 'error.not_found'),
  rateLimited: (code?: number) => new AppError(429, 'error.rate_limited', code ? { code } : {}),
  notImplemented: () => new AppError(501, 'error.not_implemented'),
};
