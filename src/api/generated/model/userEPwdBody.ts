import type { Code } from './code';
import type { FundPassword } from './fundPassword';
import type { PasskeyAnswer } from './passkeyAnswer';
import type { StepUpCode } from './stepUpCode';

export type UserEPwdBody = {
  password: FundPassword;
  re_password: FundPassword;
  old_password?: FundPassword;
  code?: Code;
  totp_code?: StepUpCode;
  passkey?: PasskeyAnswer;
};
