import type { Password } from './password';

export type SafeUpdatePasswordBody = {
  /**
   * @minLength 1
   * @maxLength 64
   */
  old_password: string;
  password: Password;
  re_password: Password;
};
