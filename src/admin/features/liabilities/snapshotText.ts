import type { TFunction } from 'i18next';
import type { AdminSnapshotStatus, AdminSnapshotTrigger } from '../../api/generated/model';
import { formatDuration, formatMs } from '../system/format';

// The words and figures of a proof-of-liabilities snapshot, shared by its page and the dashboard.

// Each value's words, named in full so that the locale test sees every key in use.
export const STATUS_LABEL: Record<AdminSnapshotStatus, string> = {
  published: 'liabilities.status.published',
  refused: 'liabilities.status.refused',
};
export const STATUS_COLOR: Record<AdminSnapshotStatus, string> = {
  published: 'success',
  refused: 'error',
};
export const TRIGGER_LABEL: Record<AdminSnapshotTrigger, string> = {
  job: 'liabilities.trigger.job',
  operator: 'liabilities.trigger.operator',
};

/** The public file of a published snapshot's leaves, for the open verifier. */
export const leavesUrl = (id: number) => `/api/liabilities/leaves?id=${id}`;

/** A 64-digit hash as its first and last digits: enough to tell two roots apart at a glance. */
export const shortHash = (hash: string) =>
  hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;

/** Two decimal strings as numbers: "12.50" and "12.5000" are the same amount. */
const canonical = (amount: string) =>
  amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
export const sameAmount = (a: string, b: string) => canonical(a) === canonical(b);

/** How long a snapshot took: milliseconds under a second, else its two largest units. */
export const formatTook = (t: TFunction, ms: number, lang: string) =>
  ms < 1000 ? formatMs(ms, lang) : formatDuration(t, Math.round(ms / 1000));
