// The everyday operations, each a balanced entry built from legs. All amounts are positive decimal
// strings (or Decimals) with at most the currency's decimals.
import type { Decimal } from '../lib/decimal.ts';
import {
  houseAccount,
  userAccount,
  type AccountType,
  type Bucket,
  type HouseName,
  type Owner,
} from './accounts.ts';
import { InvalidEntry } from './errors.ts';
import type { EntryInput, Leg } from './post.ts';

type Amount = string | Decimal;
export interface OperationBase {
  /** Idempotency key, unique forever (e.g. `withdraw:<id>`). */
  key: string;
  /** Reason recorded on the entry; defaults to the operation name. */
  kind?: string;
  memo?: Record<string, unknown>;
}
interface OneAccount extends OperationBase {
  userId: number;
  currencyId: number;
  amount: Amount;
  /** Account type, default 'spot'. */
  type?: AccountType;
}
export interface CreditInput extends OneAccount {
  from?: HouseName;
}
export interface DebitInput extends OneAccount {
  to?: HouseName;
}
export type FreezeInput = OneAccount;
export interface SettleFrozenInput extends OneAccount {
  to: Owner;
  toBucket?: Bucket;
}
export interface MoveBetweenTypesInput extends OperationBase {
  userId: number;
  currencyId: number;
  amount: Amount;
  from: AccountType;
  to: AccountType;
}
export interface TransferBetweenUsersInput extends OperationBase {
  fromUserId: number;
  toUserId: number;
  currencyId: number;
  amount: Amount;
  fromType?: AccountType;
  toType?: AccountType;
}

function move(
  from: Leg['account'],
  fromBucket: Bucket,
  to: Leg['account'],
  toBucket: Bucket,
  amount: Amount,
): Leg[] {
  const text = typeof amount === 'string' ? amount : amount.toFixed();
  if (text.startsWith('-')) throw new InvalidEntry(`amount must be positive, got ${text}`);
  return [
    { account: from, bucket: fromBucket, amount: `-${text}` },
    { account: to, bucket: toBucket, amount: text },
  ];
}
const entry = (kind: string, op: OperationBase, legs: Leg[]): EntryInput => ({
  kind: op.kind ?? kind,
  key: op.key,
  memo: op.memo,
  legs,
});
const own = (op: OneAccount) => userAccount(op.userId, op.currencyId, op.type);

export const entries = {
  /** House (default 'external', i.e. a deposit) -> user's available. */
  credit: (op: CreditInput) =>
    entry(
      'credit',
      op,
      move(
        houseAccount(op.from ?? 'external', op.currencyId),
        'available',
        own(op),
        'available',
        op.amount,
      ),
    ),
  /** User's available -> house (default 'external', i.e. a withdrawal). */
  debit: (op: DebitInput) =>
    entry(
      'debit',
      op,
      move(
        own(op),
        'available',
        houseAccount(op.to ?? 'external', op.currencyId),
        'available',
        op.amount,
      ),
    ),
  freeze: (op: FreezeInput) =>
    entry('freeze', op, move(own(op), 'available', own(op), 'frozen', op.amount)),
  unfreeze: (op: FreezeInput) =>
    entry('unfreeze', op, move(own(op), 'frozen', own(op), 'available', op.amount)),
  /** User's frozen -> a house or another user (e.g. a filled order, an OTC release). */
  settleFrozen: (op: SettleFrozenInput) =>
    entry(
      'settle_frozen',
      op,
      move(
        own(op),
        'frozen',
        { ...op.to, currencyId: op.currencyId },
        op.toBucket ?? 'available',
        op.amount,
      ),
    ),
  moveBetweenTypes: (op: MoveBetweenTypesInput) => {
    if (op.from === op.to) throw new InvalidEntry(`move from ${op.from} to itself`);
    const from = userAccount(op.userId, op.currencyId, op.from);
    return entry(
      'move_between_types',
      op,
      move(from, 'available', userAccount(op.userId, op.currencyId, op.to), 'available', op.amount),
    );
  },
  transferBetweenUsers: (op: TransferBetweenUsersInput) => {
    if (op.fromUserId === op.toUserId) throw new InvalidEntry('transfer to oneself');
    const from = userAccount(op.fromUserId, op.currencyId, op.fromType);
    const to = userAccount(op.toUserId, op.currencyId, op.toType);
    return entry('transfer_between_users', op, move(from, 'available', to, 'available', op.amount));
  },
};
