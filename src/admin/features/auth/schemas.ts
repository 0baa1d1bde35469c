import type { TFunction } from 'i18next';
import * as yup from 'yup';

// The contract's rules for the console's sign-in and enrolment forms (components/admin.yaml).
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

const totpCode = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('form.required'))
    .matches(/^\d{6}$/, t('form.code'));

export const signInSchema = (t: TFunction) =>
  yup.object({
    email: yup.string().trim().required(t('form.required')).email(t('form.email')).max(254),
    password: yup.string().required(t('form.required')).max(OPERATOR_PASSWORD_MAX),
    code: totpCode(t),
  });

export const enrolSchema = (t: TFunction) =>
  yup.object({
    password: yup
      .string()
      .required(t('form.required'))
      .min(OPERATOR_PASSWORD_MIN, t('form.password_min', { min: OPERATOR_PASSWORD_MIN }))
      .max(OPERATOR_PASSWORD_MAX, t('form.password_max', { max: OPERATOR_PASSWORD_MAX })),
    confirm: yup
      .string()
      .required(t('form.required'))
      .oneOf([yup.ref('password')], t('form.password_match')),
    code: totpCode(t),
  });

export const REASON_MAX = 500;
export const reasonSchema = (t: TFunction) =>
  yup.object({
    reason: yup
      .string()
      .trim()
      .required(t('form.required'))
      .max(REASON_MAX, t('form.max_chars', { max: REASON_MAX })),
  });

export const PAYOUT_REFERENCE_MAX = 128;
export const payoutSchema = (t: TFunction) =>
  yup.object({
    payout_reference: yup
      .string()
      .trim()
      .required(t('form.required'))
      .max(PAYOUT_REFERENCE_MAX, t('form.max_chars', { max: PAYOUT_REFERENCE_MAX })),
  });
