import { describeAccount, type AccountRef, type Bucket } from './accounts.ts';

export class LedgerError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The entry would take an account below zero; nothing of the command was applied. */
export class InsufficientFunds extends LedgerError {
  readonly account: AccountRef;
  readonly bucket: Bucket;
  /** What the account holds in that bucket, and what the entry tried to take from it (decimal strings). */
  readonly balance: string;
  readonly requested: string;
  constructor(account: AccountRef, bucket: Bucket, balance: string, requested: string) {
    super(
      `insufficient ${bucket} funds in ${describeAccount(account)}: has ${balance}, needs ${requested}`,
    );
    this.account = account;
    this.bucket = bucket;
    this.balance = balance;
    this.requested = requested;
  }
}

/** A malformed entry: bad amount, too many decimals for the currency, unbalanced, unknown currency or user. */
export class InvalidEntry extends LedgerError {}

/** ledger.run() called from inside a ledger.run() callback: it would wait for itself forever. */
export class NestedLedgerRun extends LedgerError {}

/** SQLSTATE of a database error, looking through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
