import type { Database } from '../../db/index.ts';
import type { Ledger, LedgerTx } from '../../ledger/index.ts';
import type { AuditChange } from '../audit/audit.ts';
import type { EventBus } from '../events/bus.ts';
import type { ItemDetail } from './detail.ts';

// Things an operator must decide on (deposits, withdrawals, KYC, OTC appeals, subscriptions...).
// Each feature registers its kind once at import; the CLI and the console decide through
// decideReview (decide.ts), which runs the kind's decision and its audit record in one transaction.

export interface ReviewContext {
  database: Database;
  ledger: Ledger;
  clock: () => Date;
  /** The server's event bus when the command runs inside it (absent in a stand-alone CLI process). */
  events?: EventBus;
}

export interface PendingItem {
  id: string;
  /** One line for the operator: who, what, how much. */
  summary: string;
  createdAt: Date;
}

/** What an approval carries besides the verdict (a withdrawal's payout reference). */
export interface ApproveOptions {
  payoutReference?: string;
}

export interface ReviewKind {
  kind: string;
  description: string;
  listPending(context: ReviewContext): Promise<PendingItem[]>;
  /** One item in full, pending or decided, for the reviewer; undefined when the kind has no such id. */
  detail(context: ReviewContext, id: string): Promise<ItemDetail | undefined>;
  /** Decides inside `tx` (the caller's transaction) and returns the item before and after, for the
   * audit log. Throws ReviewRefused when the item is unknown or no longer pending. */
  approve(
    tx: LedgerTx,
    context: ReviewContext,
    id: string,
    options: ApproveOptions,
  ): Promise<AuditChange>;
  reject(tx: LedgerTx, context: ReviewContext, id: string, reason: string): Promise<AuditChange>;
}

const kinds = new Map<string, ReviewKind>();

export function registerReviewKind(kind: ReviewKind): void {
  if (!/^[a-z][a-z0-9_]*$/.test(kind.kind))
    throw new Error(`review kind "${kind.kind}" must be snake_case`);
  if (kinds.has(kind.kind)) throw new Error(`review kind "${kind.kind}" is already registered`);
  kinds.set(kind.kind, kind);
}

/** For tests: forget a kind registered by the test. */
export function unregisterReviewKind(name: string): void {
  kinds.delete(name);
}

export function reviewKind(name: string): ReviewKind | undefined {
  return kinds.get(name);
}

export function reviewKinds(): ReviewKind[] {
  return [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

/** A refusal the operator should read (unknown id, already decided...), printed without a stack. */
export class ReviewRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewRefused';
  }
}
