// K-line periods and their buckets in UTC: minutes, hours, days, weeks starting Monday 00:00 and
// calendar months. A bucket is [start, next(start)).
export const PERIODS = [
  'timeshare',
  '1min',
  '5min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
] as const;
export type Period = (typeof PERIODS)[number];

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const FIXED: Partial<Record<Period, number>> = {
  timeshare: MINUTE_MS,
  '1min': MINUTE_MS,
  '5min': 5 * MINUTE_MS,
  '30min': 30 * MINUTE_MS,
  '60min': 60 * MINUTE_MS,
  '1day': DAY_MS,
  '1week': 7 * DAY_MS,
};

/** Start of the bucket that contains `t` (epoch ms). */
export function bucketStart(period: Period, t: number): number {
  if (period === '1mon') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (period === '1week') {
    const day = Math.floor(t / DAY_MS);
    // Epoch day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is the number of days since Monday.
    return (day - ((day + 3) % 7)) * DAY_MS;
  }
  const size = FIXED[period]!;
  return Math.floor(t / size) * size;
}

export function nextBucket(period: Period, start: number): number {
  if (period === '1mon') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + FIXED[period]!;
}

export function previousBucket(period: Period, start: number): number {
  return bucketStart(period, start - 1);
}

/** Periods whose buckets are whole UTC days (built from day summaries). */
export function isDaily(period: Period): boolean {
  return period === '1day' || period === '1week' || period === '1mon';
}
