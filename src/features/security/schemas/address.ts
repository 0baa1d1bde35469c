import { object, string } from 'yup';
import type { StepUpValues } from '../../../components/form';
import { stepUpFields } from '../../../components/form/secondFactorSchema';
import { isValidAddress } from './addressFormat';
import { codeField, fundPasswordField } from './fields';
import { MESSAGES as M } from './messages';

export interface AddressValues extends StepUpValues {
  network: string;
  address: string;
  code: string;
  fund_password: string;
}

export const addressInitialValues = (network = ''): AddressValues => ({
  network,
  address: '',
  code: '',
  fund_password: '',
  step_up: 'none',
  totp_code: '',
});

/** Withdraw address: network, an address fit for it, the code and the 6-digit fund password. */
export const addressSchema = object({
  network: string().required(M.networkRequired),
  address: string()
    .trim()
    .required(M.addressRequired)
    .test('format', M.addressInvalid, (value, context) => {
      const network = (context.parent as AddressValues).network;
      return !value || !network || isValidAddress(network, value);
    }),
  code: codeField,
  fund_password: fundPasswordField,
  ...stepUpFields,
});
