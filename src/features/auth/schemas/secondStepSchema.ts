import { object } from 'yup';
import { secondFactorFields } from '../../../components/form/secondFactorSchema';

/** Sign-in's second step: the authenticator's code, or a recovery code. */
export const secondStepSchema = object(secondFactorFields);
