import type { ErrorCode } from './errorCode';
import type { ErrorData } from './errorData';
import type { ErrorType } from './errorType';
import type { Message } from './message';

/**
 * Any failure. `type` is `error`, or `999` when the session is missing, unknown or expired
 * (the app then clears its session and goes to login). `code` is the HTTP status or a finer
 * numeric reason; `message` is localized by the `lang` header.
 */
export interface Error {
  code: ErrorCode;
  type: ErrorType;
  message: Message;
  /**
   * Field errors of a validation failure; for code 1330 (sign-in needs its second step) the
   * `ticket`, its `expires_at` and the user's `factors` (space-separated); otherwise null.
   */
  data: ErrorData;
}
