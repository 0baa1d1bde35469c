import type { Code } from './code';
import type { FundPassword } from './fundPassword';

export type UserEPwdBody = {
  password: FundPassword;
  re_password: FundPassword;
  old_password?: FundPassword;
  code?: Code;
};
