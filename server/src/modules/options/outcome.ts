// Who wins an option: pure, so the rule is tested on its own.
import type { OptionDirection, OptionResult } from '../../db/schema/derivatives.ts';
import { Money } from '../../lib/decimal.ts';
import { FLAT_BAND } from './config.ts';

/** up wins above the flat band, down below it, flat inside it (|Δ| ≤ FLAT_BAND × open). */
export function optionOutcome(
  direction: OptionDirection,
  open: string,
  delivery: string,
): OptionResult {
  const delta = new Money(delivery).minus(open);
  const band = new Money(open).times(FLAT_BAND);
  const moved = delta.gt(band) ? 'up' : delta.lt(band.neg()) ? 'down' : 'flat';
  return moved === direction ? 'won' : 'lost';
}
