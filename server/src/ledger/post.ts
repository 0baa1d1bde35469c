// Entries are validated here (amounts, decimals, balance per currency), then posted by the SQL
// function ledger_post (migrations/0001_core.sql), which applies a whole list in one round trip:
// resolve accounts, lock rows in id order, check funds, write the journal and the balances.
import { Money, parseDecimal } from '../lib/decimal.ts';
import type { Decimal } from '../lib/decimal.ts';
import type { Db } from '../db/index.ts';
import {
  accountKey,
  isHouse,
  mayGoNegative,
  type AccountRef,
  type AccountType,
  type Bucket,
} from './accounts.ts';
import type { CurrencyDecimals } from './currencies.ts';
import { InsufficientFunds, InvalidEntry, sqlState } from './errors.ts';
import { rows, sql } from './sql.ts';
import type { Outcome } from './writer.ts';

export interface Leg {
  account: AccountRef;
  bucket: Bucket;
  /** Signed: positive adds to the bucket, negative takes from it. */
  amount: string | Decimal;
}
export interface EntryInput {
  kind: string;
  /** Unique forever: a repeated key returns the original entry and applies nothing. */
  key: string;
  memo?: Record<string, unknown>;
  legs: Leg[];
}
export interface EntryResult {
  id: number;
  kind: string;
  key: string;
  createdAt: Date;
  /** true when the key had already been used: nothing was applied this time. */
  replayed: boolean;
}
/** The JSON shape ledger_post() takes. */
export interface PreparedEntry {
  kind: string;
  key: string;
  memo: Record<string, unknown>;
  legs: {
    user_id: number | null;
    account_type: string | null;
    house: string | null;
    currency_id: number;
    bucket: Bucket;
    amount: string;
    may_go_negative: boolean;
  }[];
}

export async function prepareEntry(
  db: Db,
  decimals: CurrencyDecimals,
  input: EntryInput,
): Promise<PreparedEntry> {
  if (!input.key) throw new InvalidEntry('an idempotency key is required');
  if (input.legs.length < 2) throw new InvalidEntry('an entry needs at least two legs');
  const sums = new Map<number, Decimal>();
  const legs: PreparedEntry['legs'] = [];
  for (const leg of input.legs) {
    const { account } = leg;
    let amount: Decimal;
    try {
      amount = parseDecimal(leg.amount, await decimals.of(db, account.currencyId));
    } catch (error) {
      if (error instanceof InvalidEntry) throw error;
      throw new InvalidEntry(`bad amount for ${accountKey(account)}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (amount.isZero()) throw new InvalidEntry(`zero amount for ${accountKey(account)}`);
    sums.set(account.currencyId, (sums.get(account.currencyId) ?? new Money(0)).plus(amount));
    legs.push({
      user_id: isHouse(account) ? null : account.userId,
      account_type: isHouse(account) ? null : account.type,
      house: isHouse(account) ? account.house : null,
      currency_id: account.currencyId,
      bucket: leg.bucket,
      amount: amount.toFixed(),
      may_go_negative: mayGoNegative(account),
    });
  }
  for (const [currencyId, sum] of sums) {
    if (!sum.isZero())
      throw new InvalidEntry(
        `entry ${input.key} does not balance in currency ${currencyId} (${sum.toFixed()})`,
      );
  }
  return { kind: input.kind, key: input.key, memo: input.memo ?? {}, legs };
}

type PostResult =
  | { status: 'applied' | 'replayed'; id: number | string; kind: string; created_at: string }
  | {
      status: 'insufficient';
      account: {
        user_id: number | null;
        account_type: AccountType | null;
        house: string | null;
        currency_id: number;
      };
      bucket: Bucket;
      balance: number | string;
      requested: number | string;
    };

/** Posts entries in order in one statement; each gets its own outcome. Throws only if the statement fails. */
export async function postPrepared(
  db: Db,
  entries: PreparedEntry[],
): Promise<Outcome<EntryResult>[]> {
  let results: PostResult[];
  try {
    const [row] = await rows<{ r: PostResult[] | string }>(
      db,
      sql`SELECT ledger_post(${JSON.stringify(entries)}::jsonb) AS r`,
    );
    results = typeof row!.r === 'string' ? JSON.parse(row!.r) : row!.r;
  } catch (error) {
    if (sqlState(error) === '23503')
      throw new InvalidEntry('no such user or currency', { cause: error });
    throw error;
  }
  return results.map((r, i): Outcome<EntryResult> => {
    if (r.status !== 'insufficient') {
      return {
        ok: true,
        value: {
          id: Number(r.id),
          kind: r.kind,
          key: entries[i]!.key,
          createdAt: new Date(r.created_at),
          replayed: r.status === 'replayed',
        },
      };
    }
    const a = r.account;
    const account: AccountRef =
      a.house !== null
        ? { house: a.house, currencyId: a.currency_id }
        : { userId: Number(a.user_id), type: a.account_type!, currencyId: a.currency_id };
    return {
      ok: false,
      error: new InsufficientFunds(
        account,
        r.bucket,
        new Money(r.balance).toFixed(),
        new Money(r.requested).toFixed(),
      ),
    };
  });
}

/** Validates and posts one entry inside an open transaction; a shortfall throws InsufficientFunds. */
export async function postEntry(
  db: Db,
  decimals: CurrencyDecimals,
  input: EntryInput,
): Promise<EntryResult> {
  const [outcome] = await postPrepared(db, [await prepareEntry(db, decimals, input)]);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}
