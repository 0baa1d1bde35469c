import { emptyAccount, type AccountValues } from './account';

// The login page is the entry: its yup schema (loginSchema.ts) loads on first validation.
export interface LoginValues extends AccountValues {
  password: string;
}

export const loginInitialValues = (): LoginValues => ({ ...emptyAccount(), password: '' });
