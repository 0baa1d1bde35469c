import type { AccountType } from './accountType';
import type { AreaCode } from './areaCode';
import type { Code } from './code';
import type { Password } from './password';

export type UserRegisterBody = {
  type: AccountType;
  /**
   * E-mail or phone number.
   * @minLength 4
   * @maxLength 254
   */
  user_string: string;
  area_code?: AreaCode;
  code: Code;
  password: Password;
  re_password: Password;
  /**
   * @maxLength 10
   * @pattern ^[A-Za-z0-9]*$
   */
  extension_code?: string;
};
