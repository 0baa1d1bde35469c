export interface SuspendForm {
  /**
   * Why; kept in the audit log and shown to operators. Trimmed; blank is refused (400, code 2661).
   * @minLength 1
   * @maxLength 500
   */
  reason: string;
}
