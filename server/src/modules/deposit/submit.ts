// wallet/charge_req: a deposit application, under review until the operator decides it.
import { and, count, eq } from 'drizzle-orm';
import type { Deps } from '../../http/context.ts';
import { deposits, type DepositMethod } from '../../db/schema/deposit.ts';
import { fail } from '../../http/app-error.ts';
import {
  InvalidDecimal,
  Money,
  parseAmount,
  roundFee,
  toDecimalString,
  type Decimal,
} from '../../lib/decimal.ts';
import { ownUpload } from '../uploads/uploads.ts';
import { depositAddress } from './address.ts';
import { depositFail } from './errors.ts';
import { presentDeposit } from './records.ts';
import { chainTerms, channelTerms, type DepositTerms } from './terms.ts';

export interface ChargeInput {
  type: DepositMethod;
  currency_id?: number;
  network?: string;
  amount: string;
  image: string;
}

/** Applications a user may have under review at once (the operator reads every one). */
export const MAX_PENDING = 10;

function parseDepositAmount(input: string, terms: DepositTerms): Decimal {
  let amount: Decimal;
  try {
    amount = parseAmount(input, terms.decimals);
  } catch (error) {
    if (!(error instanceof InvalidDecimal)) throw error;
    throw fail.validation({
      amount: { key: 'exchange.field.amount_places', params: { places: terms.decimals } },
    });
  }
  if (amount.lt(terms.minAmount))
    throw depositFail.belowMinimum(toDecimalString(terms.minAmount), terms.symbol);
  return amount;
}

async function termsOf(deps: Deps, input: ChargeInput) {
  if (input.type !== 'chain')
    return { terms: await channelTerms(deps.db, input.type), network: null };
  const missing = Object.fromEntries(
    (['currency_id', 'network'] as const)
      .filter((f) => input[f] === undefined)
      .map((f) => [f, 'field.required' as const]),
  );
  if (Object.keys(missing).length > 0) throw fail.validation(missing);
  const terms = await chainTerms(deps.db, input.currency_id!, input.network!);
  return { terms, network: input.network! };
}

export async function submitDeposit(deps: Deps, userId: number, input: ChargeInput) {
  const { terms, network } = await termsOf(deps, input);
  const amount = parseDepositAmount(input.amount, terms);
  const fee = roundFee(amount.times(terms.feeRate), terms.decimals);
  const actual = amount.minus(fee);
  if (actual.lte(0)) throw depositFail.belowMinimum(toDecimalString(terms.minAmount), terms.symbol);
  if (!(await ownUpload(deps.db, userId, input.image))) throw depositFail.proofUnknown();
  const [pending] = await deps.db
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'under_review')));
  if ((pending?.n ?? 0) >= MAX_PENDING) throw depositFail.tooManyPending(MAX_PENDING);
  const address = network ? await depositAddress(deps.db, userId, network) : null;
  const [row] = await deps.db
    .insert(deposits)
    .values({
      userId,
      method: input.type,
      currencyId: terms.currencyId,
      network,
      address,
      amount: amount.toFixed(),
      fee: new Money(fee).toFixed(),
      actual: actual.toFixed(),
      proofUploadId: input.image,
      status: 'under_review',
      createdAt: deps.clock(),
    })
    .returning();
  return presentDeposit(row!, terms.symbol);
}
