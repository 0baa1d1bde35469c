import type { TrustProductStateFormState } from './trustProductStateFormState';

export interface TrustProductStateForm {
  /** @maxLength 15 */
  state: TrustProductStateFormState;
  /**
   * Required for waiting_to_open - an ISO 8601 time in the future (400, code 2641).
   * @maxLength 40
   */
  opens_at?: string;
}
