import type { AccountType } from './accountType';
import type { AreaCode } from './areaCode';

export type UserLoginBody = {
  type: AccountType;
  /**
   * @minLength 4
   * @maxLength 254
   */
  user_string: string;
  area_code?: AreaCode;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
};
