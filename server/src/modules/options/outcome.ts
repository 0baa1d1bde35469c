// Who wins an option: pure, so the rule is tested on its own.
import type { OptionDirection, OptionResult } from '../../db/schema/derivatives.ts';
import { Money } from '../../lib/decimal.ts';

/** up wins above the flat band, down below it, flat inside it (|Δ| ≤ flatBand × open); the band is the order's copy. */
export function optionOutcome(
  direction: OptionDirection,
  open: string,
  delivery: string,
  flatBand: string,
): OptionResult {
  const delta = new Money(delivery).minus(open);
  const band = new Money(open).times(flatBand);
  const moved = delta.gt(band) ? 'up' : delta.lt(band.neg()) ? 'down' : 'flat';
  return moved === direction ? 'won' : 'lost';
}
