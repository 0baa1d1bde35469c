import { parseDecimal } from '../../../lib/decimal';

/** A ratio string ("0.1") as a percentage text ("10"), exact (no floating-point noise), truncated. */
export function percentText(ratio: string): string {
  const d = parseDecimal(ratio);
  return d ? d.times(100).toDecimalPlaces(4, 1).toString() : '--';
}
