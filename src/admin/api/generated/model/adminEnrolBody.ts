import type { EnrolToken } from './enrolToken';
import type { OperatorPassword } from './operatorPassword';
import type { TotpCode } from './totpCode';

export type AdminEnrolBody = {
  token: EnrolToken;
  password: OperatorPassword;
  code: TotpCode;
};
