import type { Email } from './email';
import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export type RemittanceRemittanceBody = {
  currency_id: Id;
  email: Email;
  amount: PositiveDecimal;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
};
