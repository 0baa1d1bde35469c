/** How many colour pairs a monogram badge can take (CoinIcon.module.css, `.tone0`...). */
export const MONOGRAM_TONES = 5;

/** The badge's letter: the symbol's first letter or digit, upper case ("?" for none). */
export function monogramLetter(symbol: string): string {
  const first = [...symbol.trim()].find((c) => /[\p{L}\p{N}]/u.test(c));
  return first ? first.toLocaleUpperCase('en') : '?';
}

/** A steady colour per symbol (the same coin looks the same on every page and visit). */
export function monogramTone(symbol: string): number {
  let hash = 0;
  for (const c of symbol.toUpperCase()) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
  return hash % MONOGRAM_TONES;
}
