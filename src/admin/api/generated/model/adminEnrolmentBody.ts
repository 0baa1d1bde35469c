import type { EnrolToken } from './enrolToken';

export type AdminEnrolmentBody = {
  token: EnrolToken;
};
