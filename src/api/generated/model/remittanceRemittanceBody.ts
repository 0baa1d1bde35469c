import type { Email } from './email';
import type { PositiveDecimal } from './positiveDecimal';

export type RemittanceRemittanceBody = {
  /** @minimum 1 */
  currency_id: number;
  email: Email;
  amount: PositiveDecimal;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
};
