import type { AccountType } from './accountType';
import type { AreaCode } from './areaCode';
import type { Code } from './code';
import type { Password } from './password';

export type UserForgetBody = {
  type: AccountType;
  /**
   * @minLength 4
   * @maxLength 254
   */
  user_string: string;
  area_code?: AreaCode;
  code: Code;
  password: Password;
  re_password: Password;
};
