import type { TFunction } from 'i18next';
import * as yup from 'yup';

// The suspension's reason, as the server wants it (openapi/components/admin-otc.yaml, SuspendForm):
// 1-500 characters once trimmed. The server still has the last word.

export const REASON_MAX = 500;

export interface SuspendValues {
  reason: string;
}

export function suspendSchema(t: TFunction) {
  return yup.object({
    reason: yup
      .string()
      .trim()
      .required(t('merchants.error.reason_required'))
      .max(REASON_MAX, t('merchants.error.reason_long', { max: REASON_MAX })),
  });
}
