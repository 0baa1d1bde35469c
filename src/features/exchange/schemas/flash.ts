import { object } from 'yup';
import { amountField, type AmountLimits } from './amount';

export interface FlashValues {
  amount: string;
}

export const flashInitialValues = (): FlashValues => ({ amount: '' });

/** Flash exchange: the amount paid in the "from" coin. */
export const flashSchema = (limits: AmountLimits) => object({ amount: amountField(limits) });
