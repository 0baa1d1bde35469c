import { object, string } from 'yup';
import { KYC_MESSAGES as M } from './messages';

// Basic (primary) verification, pages/verification/basic: the limits are the contract's.
export interface BasicKycValues {
  country: string;
  name: string;
  id_number: string;
  contact: string;
  front_image: string;
  back_image: string;
  hand_image: string;
}

export const basicKycInitialValues = (): BasicKycValues => ({
  country: '',
  name: '',
  id_number: '',
  contact: '',
  front_image: '',
  back_image: '',
  hand_image: '',
});

export const basicKycSchema = object({
  country: string().trim().required(M.countryRequired).max(64, M.countryRequired),
  name: string().trim().required(M.nameRequired).min(2, M.nameInvalid).max(100, M.nameInvalid),
  id_number: string()
    .trim()
    .required(M.idNumberRequired)
    .matches(/^[A-Za-z0-9-]{4,32}$/, M.idNumberInvalid),
  contact: string()
    .trim()
    .required(M.contactRequired)
    .min(4, M.contactInvalid)
    .max(200, M.contactInvalid),
  front_image: string().required(M.frontRequired),
  back_image: string().required(M.backRequired),
  hand_image: string().required(M.handRequired),
});

/** The request body: trimmed text, the photos' upload ids. */
export const toBasicKycBody = (v: BasicKycValues) => ({
  country: v.country.trim(),
  name: v.name.trim(),
  id_number: v.id_number.trim(),
  contact: v.contact.trim(),
  front_image: v.front_image,
  back_image: v.back_image,
  hand_image: v.hand_image,
});
