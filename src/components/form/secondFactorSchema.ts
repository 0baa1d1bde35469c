import { mixed, string } from 'yup';
import type { FactorMode } from './SecondFactorField';
import type { StepUpMode } from './StepUpField';

// Kept out of the form index: yup loads with a form's first validation, not with the first screen.

/** 12 letters or digits, in three groups of four (case, spaces and dashes do not matter). */
const RECOVERY_CODE = /^[a-z0-9]{12}$/;
const compact = (value: string) => value.toLowerCase().replace(/[\s-]/g, '');

/** yup rules of the two fields; only the chosen one is checked. */
export const secondFactorFields = {
  factor: mixed<FactorMode>().oneOf(['code', 'recovery']).required(),
  code: string().when('factor', {
    is: 'code',
    then: (rule) =>
      rule
        .required('form:validation.totpRequired')
        .matches(/^\d{6}$/, 'form:validation.totpDigits'),
  }),
  recovery_code: string().when('factor', {
    is: 'recovery',
    then: (rule) =>
      rule
        .required('form:validation.recoveryRequired')
        .test('format', 'form:validation.recoveryFormat', (v) =>
          RECOVERY_CODE.test(compact(v ?? '')),
        ),
  }),
};

/** yup rules of the step-up's code: required, 6 digits, when the form asks for it. */
export const stepUpFields = {
  step_up: mixed<StepUpMode>().oneOf(['none', 'code', 'passkey']),
  totp_code: string().when('step_up', {
    is: 'code',
    then: (rule) =>
      rule
        .required('form:validation.totpRequired')
        .matches(/^\d{6}$/, 'form:validation.totpDigits'),
  }),
};
