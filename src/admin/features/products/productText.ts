import type { AdminProductState } from '../../api/generated/model';

// The keys of the product screen's words that depend on a value (a state, a field).

export const STATE_LABEL: Record<AdminProductState, string> = {
  coming_soon: 'products.state.coming_soon',
  waiting_to_open: 'products.state.waiting_to_open',
  open: 'products.state.open',
  closed: 'products.state.closed',
  retired: 'products.state.retired',
};

export const ACTION: Record<AdminProductState, { button: string; title: string; hint: string }> = {
  coming_soon: {
    button: 'products.action.coming_soon',
    title: 'products.confirm.coming_soon',
    hint: 'products.confirm_hint.coming_soon',
  },
  waiting_to_open: {
    button: 'products.action.waiting_to_open',
    title: 'products.confirm.waiting_to_open',
    hint: 'products.confirm_hint.waiting_to_open',
  },
  open: {
    button: 'products.action.open',
    title: 'products.confirm.open',
    hint: 'products.confirm_hint.open',
  },
  closed: {
    button: 'products.action.closed',
    title: 'products.confirm.closed',
    hint: 'products.confirm_hint.closed',
  },
  retired: {
    button: 'products.action.retired',
    title: 'products.confirm.retired',
    hint: 'products.confirm_hint.retired',
  },
};

export const FIELD_LABEL = {
  currency: 'products.field.currency',
  period_days: 'products.field.period_days',
  min_amount: 'products.field.min_amount',
  daily_rate: 'products.field.daily_rate',
  settlement_ratio: 'products.field.settlement_ratio',
  sort: 'products.field.sort',
} as const;
