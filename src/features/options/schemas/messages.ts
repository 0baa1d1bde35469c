// The validation messages of the options area, as i18n keys of the `options` namespace (spec
// section 5 and 8 wording). Formik keeps the key; the form adapters translate it.
export const MESSAGES = {
  timeFirst: 'options:validation.timeFirst', // "please select option time first"
  quantityEmpty: 'options:validation.quantityEmpty', // "quantity empty"
  quantityInvalid: 'options:validation.quantityInvalid',
  quantityMin: 'options:validation.quantityMin', // "quantity cannot be smaller than the minimum"
  insufficient: 'options:validation.insufficient', // "Insufficient balance"
} as const;
