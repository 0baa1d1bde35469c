import { object, string } from 'yup';
import { KYC_MESSAGES as M } from './messages';

// Advanced verification, pages/verification/advanced (only after basic verification).
export interface AdvancedKycValues {
  address: string;
  address_image: string;
}

export const advancedKycInitialValues = (): AdvancedKycValues => ({
  address: '',
  address_image: '',
});

export const advancedKycSchema = object({
  address: string()
    .trim()
    .required(M.addressRequired)
    .min(4, M.addressInvalid)
    .max(200, M.addressInvalid),
  address_image: string().required(M.addressImageRequired),
});

export const toAdvancedKycBody = (v: AdvancedKycValues) => ({
  address: v.address.trim(),
  address_image: v.address_image,
});
