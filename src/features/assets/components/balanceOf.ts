import type { WalletList } from '../../../api/generated/model';
import type { TransferValues } from '../schemas/transfer';

/** What the chosen `from` account holds of the chosen currency. */
export const balanceOf = (list: WalletList, values: Pick<TransferValues, 'from' | 'currency_id'>) =>
  list.accounts
    .find((a) => a.type === values.from)
    ?.balances.find((b) => b.currency_id === values.currency_id);
