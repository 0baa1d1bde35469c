import { AppError } from '../../http/app-error.ts';

// What a user meets when an operator has frozen the account (console: paths/admin-users.yaml).
// Codes 2615 and 2616 belong to the console's range 2610-2629, which documents them.
export const FrozenCode = { signIn: 2615, withdrawals: 2616 } as const;

export const frozenFail = {
  signIn: () => new AppError(403, 'error.sign_in_frozen', { code: FrozenCode.signIn }),
  withdrawals: () => new AppError(403, 'withdraw.frozen', { code: FrozenCode.withdrawals }),
};
