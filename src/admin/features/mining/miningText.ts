// The keys of the mining screens' words that depend on a field, and helpers shared by both pages.

export const MINER_FIELD_LABEL = {
  name: 'mining.field.name',
  hashrate: 'mining.field.hashrate',
  coin: 'mining.field.coin',
  price: 'mining.field.price',
  seat_price: 'mining.field.seat_price',
  seats: 'mining.field.seats',
  daily_yield: 'mining.field.daily_yield',
  prepare_days: 'mining.field.prepare_days',
  run_days: 'mining.field.run_days',
  sort: 'mining.field.sort',
} as const;

export const STATE_LABEL = { open: 'mining.state.open', closed: 'mining.state.closed' } as const;

export const PLEDGE_FIELD_LABEL = {
  currency: 'mining.field.currency',
  days: 'mining.field.days',
  daily_rate: 'mining.field.daily_rate',
  min_amount: 'mining.field.min_amount',
  max_amount: 'mining.field.max_amount',
  sort: 'mining.field.sort',
} as const;

export const percent = (rate: string) =>
  `${(Number(rate) * 100).toFixed(4).replace(/\.?0+$/, '')} %`;

/** An ISO time as a datetime-local input's value (the operator's local time, to the minute). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to ISO; the unchanged one keeps the exact original time. */
export function fromLocalInput(local: string, original?: string): string {
  if (original && toLocalInput(original) === local) return original;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}
