// Amounts between a coin's decimal notation and integers of its smallest unit, exactly.
import { EncodingError } from './bytes.ts';

/** "12.5" with 8 decimals -> 1250000000n. More decimals than the coin has, a sign or junk: refused. */
export function toUnits(amount: string, decimals: number): bigint {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(amount);
  if (!match) throw new EncodingError(`not an unsigned decimal: ${amount}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals)
    throw new EncodingError(`${amount} has more than ${decimals} decimals`);
  return BigInt(match[1]! + fraction.padEnd(decimals, '0'));
}

/** 1250000000n with 8 decimals -> "12.5"; trailing zeros dropped. */
export function fromUnits(units: bigint | string, decimals: number): string {
  const digits = String(units).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
