// Byte helpers for the proof of liabilities (docs/proof-of-liabilities.md, "Encoding"). Plain
// TypeScript, no Node or DOM imports, so the same code runs in the CLI, the server and the browser.

/** The largest value a balance or a sum may take: it is written as an unsigned 128-bit integer. */
export const MAX_U128 = (1n << 128n) - 1n;
const MAX_U64 = (1n << 64n) - 1n;

export class EncodingError extends Error {}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Unsigned 64-bit big-endian: user ids and leaf positions. */
export function u64be(value: bigint | number): Uint8Array {
  const v = BigInt(value);
  if (v < 0n || v > MAX_U64) throw new EncodingError(`not an unsigned 64-bit integer: ${v}`);
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, v);
  return out;
}

/** Unsigned 128-bit big-endian: balances and sums. A negative value cannot be encoded. */
export function u128be(value: bigint): Uint8Array {
  if (value < 0n) throw new EncodingError(`a negative amount cannot be encoded: ${value}`);
  if (value > MAX_U128) throw new EncodingError(`amount over 2^128 - 1: ${value}`);
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  view.setBigUint64(0, value >> 64n);
  view.setBigUint64(8, value & MAX_U64);
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Lowercase hex of an exact length in bytes; anything else is refused. */
export function fromHex(hex: unknown, length: number): Uint8Array {
  if (typeof hex !== 'string' || hex.length !== length * 2 || !/^[0-9a-f]*$/.test(hex)) {
    throw new EncodingError(`expected ${length * 2} lowercase hex digits`);
  }
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** A canonical unsigned decimal integer string ("0", "125"; no sign, no leading zero) in range. */
export function parseAmount(text: unknown): bigint {
  if (typeof text !== 'string' || !/^(0|[1-9][0-9]{0,38})$/.test(text)) {
    throw new EncodingError(`not a canonical unsigned integer: ${String(text)}`);
  }
  const value = BigInt(text);
  if (value > MAX_U128) throw new EncodingError(`amount over 2^128 - 1: ${text}`);
  return value;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
