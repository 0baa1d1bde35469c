import type { MerchantFilter } from '../../api/generated/model';

// The keys of the merchant screen's words that depend on a value (a filter, a side, an action).

export const FILTER_LABEL: Record<MerchantFilter, string> = {
  all: 'merchants.filter.all',
  verified: 'merchants.filter.verified',
  suspended: 'merchants.filter.suspended',
};

export const SIDE_LABEL = {
  buyer: 'merchants.side.buyer',
  seller: 'merchants.side.seller',
} as const;

export const RESOLUTION_LABEL = {
  buyer: 'merchants.appeal.for_buyer',
  seller: 'merchants.appeal.for_seller',
} as const;

export type MerchantAction = 'verify' | 'unverify' | 'unsuspend';

export const ACTION: Record<
  MerchantAction,
  { button: string; title: string; hint: string; done: string }
> = {
  verify: {
    button: 'merchants.action.verify',
    title: 'merchants.confirm.verify',
    hint: 'merchants.confirm_hint.verify',
    done: 'merchants.done.verify',
  },
  unverify: {
    button: 'merchants.action.unverify',
    title: 'merchants.confirm.unverify',
    hint: 'merchants.confirm_hint.unverify',
    done: 'merchants.done.unverify',
  },
  unsuspend: {
    button: 'merchants.action.unsuspend',
    title: 'merchants.confirm.unsuspend',
    hint: 'merchants.confirm_hint.unsuspend',
    done: 'merchants.done.unsuspend',
  },
};

/** A completion rate (0-1) as a percentage; none before any finished order. */
export const ratePercent = (rate: string | null) =>
  rate === null ? '-' : `${(Number(rate) * 100).toFixed(2).replace(/\.?0+$/, '')} %`;
