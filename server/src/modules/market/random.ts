// Counter-based pseudo-random numbers: the n-th draw of a stream is a pure function of (seed, stream, n),
// so any point of a simulated path can be produced without replaying everything before it.

/** murmur3's 32-bit finalizer: a bijective avalanche mix. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a list of 32-bit integers into one uniformly distributed 32-bit integer. */
export function hash32(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const word of words) {
    h = fmix32((h ^ fmix32(word | 0)) + 0x6a09e667);
  }
  return h;
}

/** Uniform in the open interval (0, 1). */
export function uniform(...words: number[]): number {
  return (hash32(...words) + 0.5) / 4294967296;
}

/** Standard normal draw (Box-Muller on two independent uniforms of the same counter). */
export function normal(...words: number[]): number {
  const u1 = uniform(...words, 0x51ed270b);
  const u2 = uniform(...words, 0x2545f491);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
