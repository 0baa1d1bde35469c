import type { PositiveInt } from './positiveInt';

export type CodeSentOkData = {
  /** Seconds before another code may be sent (60). */
  resend_after: PositiveInt;
  /** Seconds the code stays valid (600). */
  expires_in: PositiveInt;
};
