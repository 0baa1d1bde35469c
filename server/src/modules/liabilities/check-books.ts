// Turns the books as read into the tree's leaves, and says why they may not be published: a coin
// whose users' totals differ from the journal, a negative total, a total finer than the coin's
// decimals (it has no exact integer of the coin's smallest unit). Each problem is one line.
import type { CoinFigures } from '../../db/schema/liabilities.ts';
import { toDecimalString } from '../../lib/decimal.ts';
import type { Books } from './read-books.ts';
import { EncodingError, fromUnits, toUnits } from './verifier.ts';

export interface CheckedBooks {
  /** Per user (in `books.userIds` order): their balance of each coin, in its smallest unit. */
  balances: bigint[][];
  figures: CoinFigures[];
  problems: string[];
}

/** Past this many, a refused snapshot says how many more: the first lines tell the story. */
const MAX_PROBLEM_LINES = 100;

/** A non-negative total in units, or why it cannot be one. */
function unitsOf(total: string, decimals: number): bigint | string {
  const negative = total.startsWith('-');
  try {
    const units = toUnits(negative ? total.slice(1) : total, decimals);
    if (negative && units !== 0n) return `a negative total ${toDecimalString(total)}`;
    return units;
  } catch (error) {
    if (!(error instanceof EncodingError)) throw error;
    return `${toDecimalString(total)}, more decimals than the coin's ${decimals}`;
  }
}

export function checkBooks(books: Books): CheckedBooks {
  const userProblems: string[] = [];
  const coinProblems: string[] = [];
  const index = new Map(books.coins.map((coin, i) => [coin.id, i]));
  const sums = books.coins.map(() => 0n);
  const balances = books.userIds.map((userId) => {
    const balance = books.coins.map(() => 0n);
    for (const pair of books.totals.get(userId)?.split(',') ?? []) {
      const [currencyId, total] = pair.split(' ') as [string, string];
      const i = index.get(Number(currencyId))!;
      const coin = books.coins[i]!;
      const units = unitsOf(total, coin.decimals);
      if (typeof units === 'string') {
        userProblems.push(`${coin.symbol}: user ${userId} holds ${units}`);
        continue;
      }
      balance[i] = units;
      sums[i]! += units;
    }
    return balance;
  });
  const figures = books.coins.map((coin, i) => {
    const journal = books.journal.get(coin.id) ?? '0';
    const total = fromUnits(sums[i]!, coin.decimals);
    if (unitsOf(journal, coin.decimals) !== sums[i]) {
      coinProblems.push(
        `${coin.symbol}: users' balances add up to ${total} but the ledger's journal says users hold ${toDecimalString(journal)}`,
      );
    }
    return {
      currency_id: coin.id,
      symbol: coin.symbol,
      decimals: coin.decimals,
      total_units: String(sums[i]),
      total,
      ledger_total: toDecimalString(journal),
    };
  });
  // The coins' lines first: they say what is wrong, the users' lines say where.
  return { balances, figures, problems: capped([...coinProblems, ...userProblems]) };
}

function capped(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEM_LINES) return problems;
  const more = problems.length - MAX_PROBLEM_LINES;
  return [...problems.slice(0, MAX_PROBLEM_LINES), `... and ${more} more`];
}
