import type { AreaCode } from './areaCode';

export type SetSmsOtherMailBody = {
  /**
   * The new e-mail, or the new phone number when area_code is given.
   * @minLength 3
   * @maxLength 254
   */
  user_string: string;
  area_code?: AreaCode;
};
