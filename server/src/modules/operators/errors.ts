import { AppError } from '../../http/app-error.ts';
import type { OperatorRole } from '../../db/schema/operators.ts';

// Finer reasons (2601-2699) of the operator console's API, as openapi/paths/admin.yaml documents them.
export const OperatorCode = {
  signInFailed: 2601,
  signInThrottled: 2602,
  enrolLinkInvalid: 2603,
  totpInvalid: 2604,
  csrf: 2605,
  roleForbidden: 2606,
  notPending: 2607,
  reasonRequired: 2608,
  unknownQueue: 2609,
  unknownItem: 2630,
  payoutReferenceRequired: 2631,
} as const;

export const operatorFail = {
  signInFailed: () =>
    new AppError(401, 'operator.sign_in_failed', { code: OperatorCode.signInFailed }),
  signInThrottled: () =>
    new AppError(429, 'error.login_throttled', { code: OperatorCode.signInThrottled }),
  enrolLinkInvalid: () =>
    new AppError(404, 'operator.enrol_link_invalid', { code: OperatorCode.enrolLinkInvalid }),
  totpInvalid: () =>
    new AppError(400, 'operator.totp_invalid', {
      code: OperatorCode.totpInvalid,
      fields: { code: 'operator.totp_invalid' },
    }),
  csrf: () => new AppError(403, 'operator.csrf', { code: OperatorCode.csrf }),
  roleForbidden: (role: OperatorRole, needed: OperatorRole) =>
    new AppError(403, 'operator.role_forbidden', {
      code: OperatorCode.roleForbidden,
      params: { role, needed },
    }),
  notPending: () => new AppError(409, 'operator.not_pending', { code: OperatorCode.notPending }),
  reasonRequired: () =>
    new AppError(400, 'operator.reason_required', {
      code: OperatorCode.reasonRequired,
      fields: { reason: 'operator.reason_required' },
    }),
  unknownQueue: (kind: string) =>
    new AppError(404, 'operator.unknown_queue', {
      code: OperatorCode.unknownQueue,
      params: { kind },
    }),
  unknownItem: (kind: string, id: string) =>
    new AppError(404, 'operator.unknown_item', {
      code: OperatorCode.unknownItem,
      params: { kind, id },
    }),
  payoutReferenceRequired: () =>
    new AppError(400, 'operator.payout_reference_required', {
      code: OperatorCode.payoutReferenceRequired,
      fields: { payout_reference: 'operator.payout_reference_required' },
    }),
};
