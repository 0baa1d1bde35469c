// The published files, as JSON (docs/proof-of-liabilities.md, "Files"). Amounts are decimal
// strings of integers in each coin's smallest unit; hashes are lowercase hex.

export const FORMAT_VERSION = 1;

export interface SnapshotCoin {
  currency_id: number;
  symbol: string;
  /** Amounts are integers in units of 10^-decimals of the coin. */
  decimals: number;
}

export interface SnapshotHeader {
  id: number;
  taken_at: string;
  coins: SnapshotCoin[];
  /** Leaves in the tree, a power of two: accounts first (shuffled), then padding. */
  leaf_count: number;
  account_count: number;
  root: { hash: string; sums: string[] };
}

export interface ProofFile {
  version: number;
  snapshot: SnapshotHeader;
  leaf: { user_id: number; salt: string; position: number; balances: string[] };
  /** The sibling at each level, from the leaf's upward. */
  path: { hash: string; sums: string[] }[];
}

export interface LeavesFile {
  version: number;
  snapshot: SnapshotHeader;
  /** Every leaf in position order, padding included. */
  leaves: { hash: string; sums: string[] }[];
}
