/**
 * K-line period; weeks start Monday 00:00 UTC, months on the 1st 00:00 UTC. `timeshare` gives 1-minute candles (the time-share line is their closes).
 * @maxLength 9
 */
export type Period = (typeof Period)[keyof typeof Period];

export const Period = {
  timeshare: 'timeshare',
  '1min': '1min',
  '5min': '5min',
  '30min': '30min',
  '60min': '60min',
  '1day': '1day',
  '1week': '1week',
  '1mon': '1mon',
} as const;
