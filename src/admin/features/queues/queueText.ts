import type { TFunction } from 'i18next';
import { isLang, LANG_TAGS } from '../../../i18n/languages';
import type { Role } from '../../api/generated/model';

/** A queue's name in the interface language (kinds the console does not know keep their id). */
export const queueName = (t: TFunction, kind: string) => t(`queue.${kind}`, { defaultValue: kind });

export const roleName = (t: TFunction, role: Role) => t(`role.${role}`);

/** A timestamp as the operator's language writes it, to the second (English: day before month). */
export const formatTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang !== 'en' && isLang(lang) ? LANG_TAGS[lang] : 'en-GB', {
    hour12: false,
  });

// The order a reviewer works in: identities first, then money in, money out, listings, disputes.
const QUEUE_ORDER = [
  'kyc_basic',
  'kyc_advanced',
  'deposit',
  'withdraw',
  'subscription',
  'otc_appeal',
];
const rank = (kind: string) => {
  const at = QUEUE_ORDER.indexOf(kind);
  return at === -1 ? QUEUE_ORDER.length : at;
};
export const byQueueOrder = <T extends { kind: string }>(queues: readonly T[]) =>
  [...queues].sort((a, b) => rank(a.kind) - rank(b.kind));
